/**
 * The fixed work that bench/counts.ts and bench/counts-by-function.ts count: full random games
 * of one game's engine from one source tree, bundled with esbuild (unminified, as the app
 * ships it) into a script that takes the number of games and prints `{ actions, checksum }`.
 */
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
