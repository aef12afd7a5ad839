/**
 * `npm run bench -- [game ...]` — runs the named game benchmarks (default: all available) and
 * writes each game's section of docs/benchmarks.md. Add a game by adding it to `benches`.
 */
import { join } from 'node:path';
import { machineLine, writeSection } from './report';
import { runClashBench } from './clash';
import { runOrbsBench } from './orbs';
import { runAiBench } from './app/ai';
import { runAppBench } from './app/app';
import { runReviewBench } from './review';

type BenchResult = { heading: string; body: string; summary: string };
// App benches (bench/app) are async: they drive a browser.
type Bench = () => BenchResult | Promise<BenchResult>;

const benches: Record<string, Bench> = {
  clash: () => runClashBench(Number(process.env.BENCH_SECONDS ?? 3)),
  orbs: () => runOrbsBench(Number(process.env.BENCH_SECONDS ?? 3)),
  ai: () => runAiBench(Number(process.env.BENCH_AI_POSITIONS ?? 24)),
  app: () => runAppBench(),
  review: () => runReviewBench(),
};

async function main(args: string[]): Promise<number> {
  const names = args.length ? args : Object.keys(benches);
  const unknown = names.filter((n) => !Object.hasOwn(benches, n));
  if (unknown.length) {
    process.stderr.write(
      `unknown benchmark(s): ${unknown.join(', ')}; available: ${Object.keys(benches).join(', ')}\n`,
    );
    return 2;
  }
  const doc = join(import.meta.dirname, '..', 'docs', 'benchmarks.md');
  for (const n of names) {
    const r = await benches[n]!();
    const body = `${machineLine()}\n\n${r.body}`;
    writeSection(doc, r.heading, body);
    process.stdout.write(`${n}\n${r.summary}\n(wrote "${r.heading}" in docs/benchmarks.md)\n`);
  }
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
