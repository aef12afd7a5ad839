/**
 * `npm run bench -- [game ...]` — runs the named game benchmarks (default: all available) and
 * writes each game's section of docs/benchmarks.md. Add a game by adding it to `benches`.
 */
import { join } from 'node:path';
import { machineLine, writeSection } from './report';
import { runClashBench } from './clash';

type Bench = () => { heading: string; body: string; summary: string };

const benches: Record<string, Bench> = {
  clash: () => runClashBench(Number(process.env.BENCH_SECONDS ?? 3)),
};

function main(args: string[]): number {
  const names = args.length ? args : Object.keys(benches);
  const unknown = names.filter((n) => !Object.hasOwn(benches, n));
  if (unknown.length) {
    process.stderr.write(`unknown benchmark(s): ${unknown.join(', ')}; available: ${Object.keys(benches).join(', ')}\n`);
    return 2;
  }
  const doc = join(import.meta.dirname, '..', 'docs', 'benchmarks.md');
  for (const n of names) {
    const r = benches[n]!();
    const body = `${machineLine()}\n\n${r.body}`;
    writeSection(doc, r.heading, body);
    process.stdout.write(`${n}\n${r.summary}\n(wrote "${r.heading}" in docs/benchmarks.md)\n`);
  }
  return 0;
}

process.exitCode = main(process.argv.slice(2));
