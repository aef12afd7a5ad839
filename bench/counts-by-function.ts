/**
 * `npx tsx bench/counts-by-function.ts orbs|clash fast|api [--games N] [--top K]
 * [--callers NAME] [DIR]` — where the instructions and the mispredicted branches of full
 * random games go, per JavaScript function (and per V8 builtin and native function), counted
 * by valgrind's callgrind (`apt-get install valgrind`; not needed by the tests or the app).
 *
 * Why: bench/counts.ts gives a step's totals; a clock-sampled profile (`node --cpu-prof`)
 * gives time per line but cannot say which function's branches the CPU mispredicts, and on
 * the Orbs engine mispredicts decide more of the time than instructions do (docs/benchmarks.md,
 * "Orbs, eleventh part"). It also shows calls into V8's generic property lookups
 * (`Builtin:LoadICTrampoline_Megamorphic` and the like): `--callers Megamorphic` names the
 * functions whose property reads see too many object shapes.
 *
 * The run includes start-up and compilation (V8's compiler shows as native functions); with
 * the default 8,000 Orbs games the steady state is most of it. The work is bench/counts.ts's
 * (bench/count-work.ts), bundled from DIR (default: this tree).
 */
import { readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { bundleWork, countedGameAndMode, runCounted } from './count-work';
import { parseCallgrind, perfMapLookup, type FunctionCosts } from './callgrind';

const USAGE =
  'usage: npx tsx bench/counts-by-function.ts orbs|clash fast|api [--games N] [--top K] [--callers NAME] [DIR]';
const args = process.argv.slice(2);
const { game, mode } = countedGameAndMode(args, USAGE);
function option(name: string, fallback: string): string {
  const i = args.indexOf(name);
  if (i < 0) return fallback;
  const v = args[i + 1];
  if (v === undefined) {
    console.error(`${name} needs a value\n${USAGE}`);
    process.exit(2);
  }
  args.splice(i, 2);
  return v;
}
const games = Number(option('--games', game === 'orbs' ? '8000' : '40000'));
const top = Number(option('--top', '30'));
const callersOf = option('--callers', '');
if (!Number.isInteger(games) || games < 1 || !Number.isInteger(top) || top < 1) {
  console.error(USAGE);
  process.exit(2);
}
const dir = args[0] ?? '.';

const file = await bundleWork(game, mode, dir, 0);
const out = resolve(`.tmp/counts/callgrind-${process.pid}.out`);
const v8log = resolve(`.tmp/counts/v8-${process.pid}.log`);
const r = runCounted(
  ['--tool=callgrind', '--branch-sim=yes', '--dump-instr=yes', `--callgrind-out-file=${out}`],
  // The perf map comes with V8's own log, which would otherwise land in the working folder.
  ['--perf-basic-prof', '--no-logfile-per-isolate', `--logfile=${v8log}`],
  file,
  games,
);
// Valgrind runs node in its own process, so the map is named by the child's pid.
const mapFile = `/tmp/perf-${r.pid}.map`;
const profile = parseCallgrind(
  readFileSync(out, 'utf8'),
  perfMapLookup(readFileSync(mapFile, 'utf8')),
);
rmSync(out);
rmSync(mapFile);
rmSync(v8log, { force: true });

const pct = (x: number, of: number): string => (of ? ((100 * x) / of).toFixed(1) : '0.0');
const t = profile.totals;
const { actions } = JSON.parse(r.stdout.trim().split('\n').pop() ?? '{}') as { actions: number };
console.log(
  `${game} ${mode}, ${games} games (${actions} actions): ${t.ir.toLocaleString('en-US')} instructions, ` +
    `${(t.bcm + t.bim).toLocaleString('en-US')} mispredicted branches (${t.bcm.toLocaleString('en-US')} conditional, ` +
    `${t.bim.toLocaleString('en-US')} indirect); start-up and compilation included`,
);
console.log('| function | instructions | mispredicted conditional | mispredicted indirect |');
console.log('|---|---|---|---|');
const rows = [...profile.byFunction].sort(
  (a: [string, FunctionCosts], b: [string, FunctionCosts]) =>
    b[1].bcm + b[1].bim - (a[1].bcm + a[1].bim),
);
for (const [name, f] of rows.slice(0, top))
  console.log(
    `| ${name.replace(/file:\/\/\S*\//, '')} | ${pct(f.ir, t.ir)} % | ${pct(f.bcm, t.bcm)} % | ${pct(f.bim, t.bim)} % |`,
  );
if (callersOf) {
  console.log(`\ncalls into functions named like "${callersOf}", by caller:`);
  const into = new Map<string, number>();
  for (const [callee, from] of profile.callers)
    if (callee.includes(callersOf))
      for (const [caller, n] of from) into.set(caller, (into.get(caller) ?? 0) + n);
  for (const [caller, n] of [...into].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(
      `${n.toLocaleString('en-US').padStart(12)}  ${caller.replace(/file:\/\/\S*\//, '')}`,
    );
}
