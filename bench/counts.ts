/**
 * `npx tsx bench/counts.ts orbs|clash fast|api [--games SHORT,LONG] [DIR ...]` — what one
 * action of a full random game costs, counted rather than timed: instructions, data accesses,
 * L1 and last-level data misses, branches and mispredicted branches, from valgrind's
 * cachegrind (`apt-get install valgrind`; not needed by the tests or the app).
 *
 * Why: on these shared VMs the wall-clock benchmarks swing by ±20 % from one run to the next,
 * so a change worth 2 % needs hundreds of paired runs (docs/benchmarks.md, the Orbs parts).
 * Instruction counts of the same work repeat to about 0.2 %, whatever the load. They are not
 * times (a mispredicted branch or a miss costs more than an instruction), which is why the
 * branch and miss counts are printed beside them.
 *
 * Each DIR (default: this tree) is a source tree holding main/engine/rng.ts and the game's
 * main/games/GAME/index.ts, e.g. another commit exported with `git archive`. Its engine is
 * bundled with esbuild (unminified, as the app ships it) into the same fixed work as
 * bench/orbs-probe.ts and bench/clash-probe.ts, run under cachegrind twice (SHORT and LONG
 * games, `node --single-threaded` so compilation and GC stay on the counted thread), and the
 * difference is divided by the extra actions: start-up, compilation and warm-up cancel out.
 * Every tree must play the very same games (the checksum of each game's end is compared).
 */
import { bundleWork, countedGameAndMode, runCounted } from './count-work';
import { parseCachegrind, perUnit, type CachegrindTotals } from './cachegrind';

const USAGE = 'usage: npx tsx bench/counts.ts orbs|clash fast|api [--games SHORT,LONG] [DIR ...]';
const args = process.argv.slice(2);
const { game, mode } = countedGameAndMode(args, USAGE);
// The short run must be past the warm-up, or the difference still carries some of it: Orbs fast
// path 5,258 instructions an action at 400 and 2,000 games, 4,120 at 1,000 and 3,000, 3,834 at
// 2,000 and 4,000 (all before V8's hash seeds were fixed; 3,839 at these defaults after, on
// 97e3651). Compare trees at the same counts.
let games: [number, number] =
  game === 'orbs' ? (mode === 'fast' ? [2000, 5000] : [1000, 2500]) : [10000, 25000];
const gi = args.indexOf('--games');
if (gi >= 0) {
  const m = /^(\d+),(\d+)$/.exec(args[gi + 1] ?? '');
  if (!m || Number(m[1]) >= Number(m[2])) {
    console.error(`--games takes SHORT,LONG with SHORT < LONG\n${USAGE}`);
    process.exit(2);
  }
  games = [Number(m[1]), Number(m[2])];
  args.splice(gi, 2);
}
const dirs = args.length > 0 ? args : ['.'];

interface Run {
  totals: CachegrindTotals;
  actions: number;
  checksum: number;
}

function run(file: string, n: number): Run {
  const r = runCounted(
    ['--tool=cachegrind', '--cache-sim=yes', '--branch-sim=yes', '--cachegrind-out-file=/dev/null'],
    [],
    file,
    n,
  );
  const line = r.stdout.trim().split('\n').pop() ?? '';
  const { actions, checksum } = JSON.parse(line) as { actions: number; checksum: number };
  return { totals: parseCachegrind(r.stderr), actions, checksum };
}

const fmt = (x: number | undefined, digits = 0): string =>
  x === undefined ? '—' : x.toLocaleString('en-US', { maximumFractionDigits: digits });

const rows: { dir: string; per: CachegrindTotals; perGame: number; checksum: number }[] = [];
for (let k = 0; k < dirs.length; k++) {
  const dir = dirs[k]!;
  const file = await bundleWork(game, mode, dir, k);
  const short = run(file, games[0]);
  const long = run(file, games[1]);
  const extra = long.actions - short.actions;
  rows.push({
    dir,
    per: perUnit(short.totals, long.totals, extra),
    perGame: long.actions / games[1],
    checksum: long.checksum,
  });
}

console.log(
  `${game} ${mode}: the difference of ${games[1]} and ${games[0]} full random games, per action`,
);
console.log(
  '| tree | actions/game | instructions | data accesses | L1d misses | LLd misses | branches | mispredicted |',
);
console.log('|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  const p = r.per;
  console.log(
    `| ${r.dir} | ${fmt(r.perGame, 1)} | ${fmt(p.instructions)} | ${fmt(p.dataRefs)} | ${fmt(p.l1dMisses, 1)} | ${fmt(p.lldMisses, 2)} | ${fmt(p.branches)} | ${fmt(p.mispredicts, 1)} |`,
  );
}
const base = rows[0]!;
// Printed so that trees counted by separate runs (in parallel: counts ignore the load) can
// still be checked for the same games.
console.log(`checksum of the games: ${rows.map((r) => `${r.dir} ${r.checksum}`).join(', ')}`);
for (const r of rows.slice(1)) {
  const ratio = (a: number | undefined, b: number | undefined): string =>
    a && b ? (a / b).toFixed(4) : '—';
  console.log(
    `${r.dir} against ${base.dir}: instructions ${ratio(r.per.instructions, base.per.instructions)}×, mispredicted branches ${ratio(r.per.mispredicts, base.per.mispredicts)}×`,
  );
}
if (rows.some((r) => r.checksum !== base.checksum)) {
  console.error('the trees did not play the same games (checksums differ)');
  process.exitCode = 1;
}
