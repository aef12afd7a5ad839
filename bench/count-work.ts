/**
 * The fixed work that bench/counts.ts and bench/counts-by-function.ts count: full random games
 * of one game's engine from one source tree, bundled with esbuild (unminified, as the app
 * ships it) into a script that takes the number of games and prints `{ actions, checksum }`.
 */
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { build } from 'esbuild';

export type CountedGame = 'orbs' | 'clash';
export type CountedMode = 'fast' | 'api';

/** The fixed work, as the probes do it; prints `{ actions, checksum }` as JSON. */
function entrySource(game: CountedGame, mode: CountedMode, dir: string): string {
  const from = (path: string): string => JSON.stringify(resolve(dir, path));
  const create =
    game === 'orbs'
      ? `const decks = m.READY_DECKS;
         const create = (g, seed) => m.orbsRules.create({ decks: [decks[g % decks.length].cards,
           decks[Math.floor(g / decks.length) % decks.length].cards] }, seed);`
      : `const create = (g, seed) => m.clashRules.create({}, seed);`;
  const rules = game === 'orbs' ? 'm.orbsRules' : 'm.clashRules';
  return `import * as r from ${from('main/engine/rng.ts')};
import * as m from ${from(`main/games/${game}/index.ts`)};
${create}
const n = Number(process.argv[2]);
const rng = r.seedRng(12345);
let actions = 0, checksum = 0;
for (let g = 0; g < n; g++) {
  const s = create(g, r.nextU32(rng));
  ${
    mode === 'fast'
      ? `for (let c = m.legalActionCount(s); c > 0; c = m.legalActionCount(s)) {
    m.applyLegalAt(s, r.randInt(rng, c));
    actions++;
  }`
      : `for (let a = ${rules}.legalActions(s); a.length > 0; a = ${rules}.legalActions(s)) {
    ${rules}.apply(s, a[r.randInt(rng, a.length)]);
    actions++;
  }`
  }
  checksum = (checksum * 31 + s.turn * 3 + (s.winner === 'draw' ? 2 : (s.winner ?? 3))) | 0;
}
console.log(JSON.stringify({ actions, checksum }));
`;
}

/**
 * Bundle the work of `dir` into `.tmp/counts`; `tag` tells apart the bundles of one process.
 * Returns the bundle's path.
 */
export async function bundleWork(
  game: CountedGame,
  mode: CountedMode,
  dir: string,
  tag: number,
): Promise<string> {
  mkdirSync('.tmp/counts', { recursive: true });
  // Named by process too: runs side by side (counts ignore the load) must not share a bundle.
  const entry = resolve(`.tmp/counts/entry-${process.pid}-${tag}.mjs`);
  writeFileSync(entry, entrySource(game, mode, dir));
  const out = resolve(`.tmp/counts/${game}-${mode}-${process.pid}-${tag}.mjs`);
  await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile: out,
    logLevel: 'error',
  });
  return out;
}

/**
 * Run the bundled work for `games` games under a valgrind tool (`toolArgs`, e.g.
 * `--tool=cachegrind …`), node given `nodeArgs` as well; throws when valgrind is missing or
 * the run fails. Node runs single-threaded (compilation and GC stay on the counted thread)
 * with V8's hash tables and random numbers seeded alike in every run, so that two runs of one
 * tree count alike.
 */
export function runCounted(
  toolArgs: string[],
  nodeArgs: string[],
  file: string,
  games: number,
): SpawnSyncReturns<string> {
  const r = spawnSync(
    'valgrind',
    [
      ...toolArgs,
      process.execPath,
      '--single-threaded',
      '--hash-seed=1',
      '--random-seed=1',
      ...nodeArgs,
      file,
      String(games),
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (r.error)
    throw new Error(`valgrind could not run (${r.error.message}): apt-get install valgrind`);
  if (r.status !== 0) throw new Error(`the counted run failed:\n${r.stderr.slice(-2000)}`);
  return r;
}

/** The game and mode a counting script was asked for (its first two arguments, taken from
 * `args`); prints `usage` and exits when they are not `orbs|clash fast|api`. */
export function countedGameAndMode(
  args: string[],
  usage: string,
): { game: CountedGame; mode: CountedMode } {
  const game = args.shift();
  const mode = args.shift();
  if ((game !== 'orbs' && game !== 'clash') || (mode !== 'fast' && mode !== 'api')) {
    console.error(usage);
    process.exit(2);
  }
  return { game, mode };
}
