/**
 * `npx tsx bench/orbs-ab.ts [pairs] DIR_A DIR_B` — the Orbs engine of two source trees,
 * bundled with esbuild (unminified, as the app ships them) and alternated in one process, so
 * both see the same load: each pair runs the same fixed work on A and on B (in alternating
 * order) and reports B's speed over A's per CPU-second, for full random games on the fast
 * path (`legalActionCount` + `applyLegalAt`), through the public API (`legalActions` +
 * `apply`) and for `clone`s of mid-game states. Prints the median ratio of the pairs.
 *
 * A DIR is a tree holding main/games/orbs/index.ts and main/engine/rng.ts, e.g. an older
 * commit exported with `git archive COMMIT main | tar -x -C /tmp/old`. Every pair checks that
 * both trees played the very same games (a checksum of each game's end turn and winner).
 * Used for the engine speed work of issue #34 (docs/benchmarks.md).
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

type Engine = typeof import('../main/games/orbs/index');
type Rng = typeof import('../main/engine/rng');
type Tree = { name: string; m: Engine; r: Rng };

const args = process.argv.slice(2);
const pairs = /^\d+$/.test(args[0] ?? '') ? Number(args.shift()) : 8;
const FAST = Number(process.env.AB_FAST ?? 3000);
const API = Number(process.env.AB_API ?? 1000);
const CLONES = Number(process.env.AB_CLONES ?? 300_000);
// A mode with AB_<MODE>=0 is left out.
if (args.length !== 2) {
  console.error('usage: npx tsx bench/orbs-ab.ts [pairs] DIR_A DIR_B');
  process.exit(2);
}

async function bundle(dir: string, i: number): Promise<Tree> {
  const out = resolve('.tmp/orbs-ab');
  mkdirSync(out, { recursive: true });
  const file = resolve(out, `tree${i}.mjs`);
  const root = resolve(dir);
  await build({
    stdin: {
      contents:
        `export * as m from ${JSON.stringify(`${root}/main/games/orbs/index.ts`)};\n` +
        `export * as r from ${JSON.stringify(`${root}/main/engine/rng.ts`)};\n`,
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    platform: 'node',
    outfile: file,
    logLevel: 'error',
  });
  const mod = (await import(pathToFileURL(file).href)) as { m: Engine; r: Rng };
  return { name: dir, m: mod.m, r: mod.r };
}

function cpu(f: () => number): { sec: number; sum: number } {
  const t = process.cpuUsage();
  const sum = f();
  const u = process.cpuUsage(t);
  return { sec: (u.user + u.system) / 1e6, sum };
}

function decksFor(m: Engine, n: number): [string[], string[]] {
  const d = m.READY_DECKS;
  return [d[n % d.length]!.cards, d[Math.floor(n / d.length) % d.length]!.cards];
}

const endSum = (s: { turn: number; winner: unknown }): number =>
  s.turn * 3 + (s.winner === 'draw' ? 2 : (s.winner as number));

function fast({ m, r }: Tree, n: number): number {
  const rng = r.seedRng(12345);
  const count = m.legalActionCount;
  const apply = m.applyLegalAt;
  let sum = 0;
  for (let g = 0; g < n; g++) {
    const s = m.orbsRules.create({ decks: decksFor(m, g) }, r.nextU32(rng));
    for (let c = count(s); c > 0; c = count(s)) apply(s, r.randInt(rng, c));
    sum = (sum * 31 + endSum(s)) | 0;
  }
  return sum;
}

function api({ m, r }: Tree, n: number): number {
  const rng = r.seedRng(999);
  const rules = m.orbsRules;
  let sum = 0;
  for (let g = 0; g < n; g++) {
    const s = rules.create({ decks: decksFor(m, g) }, r.nextU32(rng));
    for (;;) {
      const list = rules.legalActions(s);
      if (list.length === 0) break;
      const res = rules.apply(s, list[r.randInt(rng, list.length)]!);
      if (!res.ok) throw new Error(res.error.message);
      sum = (sum + res.events.length) | 0;
    }
    sum = (sum * 31 + endSum(s)) | 0;
  }
  return sum;
}

const samplesOf = new Map<Tree, unknown[]>();
function clones(t: Tree, n: number): number {
  const { m, r } = t;
  let samples = samplesOf.get(t) as ReturnType<Engine['orbsRules']['create']>[] | undefined;
  if (!samples) {
    const rng = r.seedRng(777);
    samples = [];
    while (samples.length < 64) {
      const s = m.orbsRules.create({ decks: decksFor(m, samples.length) }, r.nextU32(rng));
      while (m.legalActionCount(s) > 0 && s.turn < 8)
        m.applyLegalAt(s, r.randInt(rng, m.legalActionCount(s)));
      if (s.winner === null) samples.push(s);
    }
    samplesOf.set(t, samples);
  }
  const clone = m.orbsRules.clone;
  let x = 0;
  for (let i = 0; i < n; i++) x = (x + clone(samples[i & 63]!).turn) | 0;
  // The clone must also play on exactly as the original: one playout per sample.
  const rng = r.seedRng(4242);
  for (const s of samples) {
    const c = clone(s);
    for (let k = m.legalActionCount(c); k > 0; k = m.legalActionCount(c))
      m.applyLegalAt(c, r.randInt(rng, k));
    x = (x * 31 + endSum(c)) | 0;
  }
  return x;
}

const trees = [await bundle(args[0]!, 0), await bundle(args[1]!, 1)];
const modes = [
  { name: 'fast path', f: fast, n: FAST },
  { name: 'public API', f: api, n: API },
  { name: 'clones', f: clones, n: CLONES },
].filter((m) => m.n > 0);
// Warm-up: a share of the work on both trees, checksums compared once.
for (const mode of modes) {
  const a = mode.f(trees[0]!, Math.ceil(mode.n / 4));
  const b = mode.f(trees[1]!, Math.ceil(mode.n / 4));
  if (a !== b) throw new Error(`${mode.name}: the trees played different games (${a} ≠ ${b})`);
}
const ratios: number[][] = modes.map(() => []);
// Total CPU seconds per mode and tree: with many short pairs (AB_QUIET=1 prints only the
// summary) their ratio is steadier than the median under a noisy load.
const totals: number[][] = modes.map(() => [0, 0]);
for (let k = 0; k < pairs; k++) {
  modes.forEach((mode, i) => {
    const order = k % 2 === 0 ? [0, 1] : [1, 0];
    const res: { sec: number; sum: number }[] = [];
    for (const t of order) res[t] = cpu(() => mode.f(trees[t]!, mode.n));
    if (res[0]!.sum !== res[1]!.sum)
      throw new Error(`${mode.name}: pair ${k} played different games`);
    ratios[i]!.push(res[0]!.sec / res[1]!.sec);
    totals[i]![0]! += res[0]!.sec;
    totals[i]![1]! += res[1]!.sec;
  });
  if (!process.env.AB_QUIET)
    console.log(
      `pair ${k + 1}: ` + modes.map((m, i) => `${m.name} ${ratios[i]![k]!.toFixed(3)}×`).join(', '),
    );
}
const median = (xs: number[]): number => {
  const s = xs.slice().sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
console.log(
  `B (${args[1]}) over A (${args[0]}), median of ${pairs} pairs: ` +
    modes.map((m, i) => `${m.name} ${median(ratios[i]!).toFixed(3)}×`).join(', '),
);
const q = (xs: number[], f: number): number =>
  xs.slice().sort((a, b) => a - b)[Math.floor(f * (xs.length - 1))]!;
console.log(
  'quartiles: ' +
    modes
      .map(
        (m, i) => `${m.name} ${q(ratios[i]!, 0.25).toFixed(3)}–${q(ratios[i]!, 0.75).toFixed(3)}`,
      )
      .join(', '),
);
console.log(
  'total CPU A/B: ' +
    modes.map((m, i) => `${m.name} ${(totals[i]![0]! / totals[i]![1]!).toFixed(3)}×`).join(', '),
);
