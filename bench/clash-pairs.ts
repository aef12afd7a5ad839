/**
 * `npx tsx bench/clash-pairs.ts PAIRS fast|api DIR_A DIR_B [GAMES]` — paired before/after figure for
 * the Clash engine of two source trees in one process (docs/benchmarks.md, issue #34): each
 * pair plays the same full random games on A and on B (order swapped every pair), per
 * CPU-second; prints the median and range of the per-pair ratios B/A, and warns when a pair's
 * checksum of every game's end turn and winner differs (the two engines played other games).
 * `fast`: `legalActionCount` + `applyLegalAt`; `api`: `legalActions` + `apply`.
 * A DIR holds main/games/clash and main/engine, e.g. `git archive COMMIT main | tar -x -C DIR`.
 * Medians of pairs, not best-of figures, because the shared machine's load moves within a run.
 * GAMES per run (default 20,000 fast, 8,000 api): small runs (e.g. 300 pairs of 500 games)
 * interleave the two trees finely, so both meet the same load; the line then also gives the
 * ratio of the two trees' total CPU time, the steadier figure on a loaded machine.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

type Engine = typeof import('../main/games/clash/index');
type Rng = typeof import('../main/engine/rng');

const [pairsArg, mode, dirA, dirB, gamesArg] = process.argv.slice(2);
const pairs = Number(pairsArg);
const dirs = [dirA, dirB].filter((d): d is string => d !== undefined);
const gamesPerRun = gamesArg === undefined ? 0 : Number(gamesArg);
if (
  !(pairs > 0) ||
  (mode !== 'fast' && mode !== 'api') ||
  dirs.length !== 2 ||
  !(gamesArg === undefined || (Number.isInteger(gamesPerRun) && gamesPerRun > 0))
) {
  console.error('usage: npx tsx bench/clash-pairs.ts PAIRS fast|api DIR_A DIR_B [GAMES]');
  process.exit(2);
}
const load = async (dir: string, file: string) =>
  import(pathToFileURL(resolve(dir, file)).href) as Promise<unknown>;
const trees: { m: Engine; r: Rng }[] = [];
for (const d of dirs)
  trees.push({
    m: (await load(d, 'main/games/clash/index.ts')) as Engine,
    r: (await load(d, 'main/engine/rng.ts')) as Rng,
  });

function cpuSeconds(f: () => void): number {
  const t = process.cpuUsage();
  f();
  const u = process.cpuUsage(t);
  return (u.user + u.system) / 1e6;
}

/** Games per CPU-second and a checksum of the games played. */
function run({ m, r }: (typeof trees)[number], n: number, seed = 12345): [number, number] {
  const rng = r.seedRng(seed);
  const count = m.legalActionCount;
  const apply = m.applyLegalAt;
  const rules = m.clashRules;
  const randInt = r.randInt;
  let sum = 0;
  const sec = cpuSeconds(() => {
    for (let g = 0; g < n; g++) {
      const s = rules.create({}, r.nextU32(rng));
      if (mode === 'fast') for (let c = count(s); c > 0; c = count(s)) apply(s, randInt(rng, c));
      else
        for (let a = rules.legalActions(s); a.length > 0; a = rules.legalActions(s))
          rules.apply(s, a[randInt(rng, a.length)]!);
      sum = (sum * 31 + s.turn * 3 + (s.winner === 'draw' ? 2 : (s.winner ?? 3))) | 0;
    }
  });
  return [n / sec, sum];
}

const games = gamesPerRun || (mode === 'api' ? 8000 : 20000);
for (const t of trees) run(t, 2000); // warm-up
const ratios: number[] = [];
let cpuA = 0;
let cpuB = 0;
for (let p = 0; p < pairs; p++) {
  const res: [number, number][] = [];
  // Short runs play other games each pair (a seed per pair); long ones the same games.
  const seed = gamesPerRun ? 1000 + p : 12345;
  for (const i of p % 2 ? [1, 0] : [0, 1]) res[i] = run(trees[i]!, games, seed);
  if (res[0]![1] !== res[1]![1]) console.log(`pair ${p}: checksums differ (other games played)`);
  ratios.push(res[1]![0] / res[0]![0]);
  cpuA += games / res[0]![0];
  cpuB += games / res[1]![0];
}
ratios.sort((a, b) => a - b);
const f = (x: number) => x.toFixed(3);
console.log(
  `${mode}: ${pairs} pairs of ${games} games, B/A median ${f(ratios[pairs >> 1]!)} (range ${f(ratios[0]!)}–${f(ratios[pairs - 1]!)}, quartiles ${f(ratios[pairs >> 2]!)}–${f(ratios[(3 * pairs) >> 2]!)}); total CPU A/B ${f(cpuA / cpuB)}`,
);
