/**
 * `npm run bench -- [game ...] [--second-job]` — runs the named benchmarks (default: all
 * available) and writes each one's section of docs/benchmarks.md. Add one to `benches`.
 * `--second-job` (the AI bench): one CPU-bound child process runs alongside.
 */
import { join } from 'node:path';
import { machineLine, writeSection } from './report';
import { runClashBench } from './clash';
import { runOrbsBench } from './orbs';
import { runAiBench } from './app/ai';
import { runAppBench } from './app/app';
import { runReviewBench } from './review';
import { runSavesBench } from './saves';

type BenchResult = { heading: string; body: string; summary: string; threads?: string };
// App benches (bench/app) are async: they drive a browser.
type Bench = (flags: Set<string>) => BenchResult | Promise<BenchResult>;

const benches: Record<string, Bench> = {
  clash: () => runClashBench(Number(process.env.BENCH_SECONDS ?? 3)),
  orbs: () => runOrbsBench(Number(process.env.BENCH_SECONDS ?? 3)),
  // `--second-job`: one busy child process for the whole run (issue #19's condition).
  ai: (flags) =>
    runAiBench({
      secondJob: flags.has('--second-job'),
      ...(process.env.BENCH_AI_GAMES
        ? {
            games: {
              clash: Number(process.env.BENCH_AI_GAMES),
              orbs: Number(process.env.BENCH_AI_GAMES),
            },
          }
        : {}),
    }),
  app: () => runAppBench(),
  review: () => runReviewBench(),
  saves: () => runSavesBench(),
};

const FLAGS = new Set(['--second-job']);

async function main(argv: string[]): Promise<number> {
  const flags = new Set(argv.filter((a) => a.startsWith('--')));
  const badFlags = [...flags].filter((f) => !FLAGS.has(f));
  if (badFlags.length) {
    process.stderr.write(
      `unknown option(s): ${badFlags.join(', ')}; known: ${[...FLAGS].join(', ')}\n`,
    );
    return 2;
  }
  const args = argv.filter((a) => !a.startsWith('--'));
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
    const r = await benches[n]!(flags);
    const body = `${machineLine(r.threads)}\n\n${r.body}`;
    writeSection(doc, r.heading, body);
    process.stdout.write(`${n}\n${r.summary}\n(wrote "${r.heading}" in docs/benchmarks.md)\n`);
  }
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
