/**
 * `npm run arena -- --game clash|orbs --a hard --b greedy --games 200 --seed 1
 *   [--budget-scale 0.25] [--pool initiation|cardhall|both] [--workers 2] [--no-write]
 *   [--draft-a hard --draft-b easy] [--no-time-cap] [--offset 30] [--list 3,17] [--second-job]`
 *   (`--help`: the usage; the options are read in ./arena-args.ts)
 *
 * `--second-job`: one CPU-bound child process (./second-job.ts) spins for the whole run, the
 * decision-time target's condition; the load average at the start and end is printed.
 *
 * `--no-time-cap`: every search runs its whole iteration budget (on a crowded machine the
 * clock would otherwise decide the strength); the row's Scale column then says "N, no cap".
 *
 * Plays level A against level B with seats alternated (even games: A is player 0), games in
 * parallel on worker threads (one per core by default). Levels: random, easy, normal, hard,
 * and `greedy` (the sparring player of main/ai/greedy, not in the menu). `--draft-a/--draft-b`
 * (Clash): who drafts for A and B while A and B play the battle (the draft pairing).
 * Prints A's win rate with a 95 % Wilson interval (a draw counts half), decision times
 * p50/p95/p100 per side and the share of searches the wall-clock cap cut short, and records
 * the row in docs/benchmarks.md, section "## Computer opponents" (rows are keyed by game,
 * levels and budget scale; a new run replaces its row).
 */
import { cpus, loadavg } from 'node:os';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ArenaGameResult, ArenaGameSpec } from './arena';
import { createWorkerPool } from './worker-pool';
import { startSecondJob, type SecondJob } from './second-job';
import { maxOf, percentile, wilson } from './stats';
import { ARENA_USAGE, parseArenaArgs } from './arena-args';

const HEADING = '## Computer opponents';
const INTRO = [
  'Written by `npm run arena` (main/ai/arena-cli.ts); one row per game, pairing and budget scale, replaced when that pairing is run again.',
  'Win rate = A\'s wins (a draw counts half) over all games, seats alternated, with a 95 % Wilson interval. `greedy` is the sparring player of main/ai/greedy (not in the menu). A "draft X vs Y" game: A and B play the battle at the levels shown, X drafts for A and Y for B.',
  'Budget scale multiplies the iteration budgets and time caps of normal/hard (1 = the shipped budgets).',
  'Times are per decision (ms, p50 / p95 / p100), in the worker threads that played (one game per core in parallel). Budgets are iterations; the wall-clock cap is a safety net: "clock-cut" is the share of A\'s / B\'s searches it stopped before their iteration budget.',
].join('\n');
const TABLE_HEAD =
  '| Game | A | B | Scale | Games | A wins | A win rate (95% CI) | A p50 / p95 / p100 ms | B p50 / p95 / p100 ms | A iters/decision | clock-cut A / B | Date |\n|---|---|---|---|---|---|---|---|---|---|---|---|';

function writeRow(row: string, key: string): void {
  const file = fileURLToPath(new URL('../../docs/benchmarks.md', import.meta.url));
  const doc = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
  const lines = doc.split('\n');
  const start = lines.findIndex((l) => l.trim() === HEADING);
  let end = lines.length;
  let rows: string[] = [];
  if (start >= 0) {
    for (let i = start + 1; i < lines.length; i++) {
      if (lines[i]!.startsWith('## ')) {
        end = i;
        break;
      }
    }
    rows = lines
      .slice(start + 1, end)
      .filter((l) => l.startsWith('| ') && !l.startsWith('| Game ') && !l.startsWith('|---'));
  }
  rows = rows.filter((r) => !r.startsWith(key));
  rows.push(row);
  rows.sort();
  const section = `${HEADING}\n\n${INTRO}\n\n${TABLE_HEAD}\n${rows.join('\n')}\n`;
  const before = start >= 0 ? lines.slice(0, start).join('\n').trimEnd() : doc.trimEnd();
  const after = start >= 0 ? lines.slice(end).join('\n').trim() : '';
  writeFileSync(file, before + '\n\n' + section + (after ? '\n' + after + '\n' : ''));
}

async function main(): Promise<void> {
  const parsed = parseArenaArgs(process.argv.slice(2), cpus().length);
  if (parsed.kind === 'help') {
    process.stdout.write(`${ARENA_USAGE}\n`);
    return;
  }
  const args = parsed.args;
  const loadStart = loadavg()
    .map((x) => x.toFixed(1))
    .join(' / ');
  const secondJob: SecondJob | null = args.secondJob ? await startSecondJob() : null;
  const pool = createWorkerPool({ workers: args.workers });
  const t0 = Date.now();
  let done = 0;
  let aScore = 0;
  let aWins = 0;
  let draws = 0;
  const times: Record<'A' | 'B', number[]> = { A: [], B: [] };
  const iters: number[] = [];
  const searches = { A: 0, B: 0 };
  const cuts = { A: 0, B: 0 };
  const jobs: Promise<void>[] = [];
  const gameNumbers = args.list ?? Array.from({ length: args.games }, (_, i) => args.offset + i);
  if (args.list) args.games = args.list.length;
  /** Game numbers A did not win (replay them with `--list`), and their action counts. */
  const notWon: string[] = [];
  /** Orbs: A's score and games by A's ready deck and by B's (how much the deck draw decides). */
  const byDeck = { A: new Map<string, [number, number]>(), B: new Map<string, [number, number]>() };
  for (const g of gameNumbers) {
    const aSeat = (g % 2) as 0 | 1;
    const spec: ArenaGameSpec = {
      game: args.game,
      levels: aSeat === 0 ? [args.a, args.b] : [args.b, args.a],
      seed: (args.seed * 1000003 + g) >>> 0,
      budgetScale: args.scale,
      pool: args.pool,
      noTimeCap: args.noTimeCap,
    };
    if (args.draftA || args.draftB) {
      const da = args.draftA ?? args.a;
      const db = args.draftB ?? args.b;
      spec.draftLevels = aSeat === 0 ? [da, db] : [db, da];
    }
    jobs.push(
      pool.run<ArenaGameResult>({ kind: 'arena', spec }).then((r) => {
        const vs = r.decks ? `, ${r.decks[aSeat]} vs ${r.decks[1 - aSeat]}` : '';
        if (r.winner === aSeat) {
          aScore += 1;
          aWins++;
        } else if (r.winner === 'draw') {
          aScore += 0.5;
          draws++;
          notWon.push(`${g} draw (${r.actions} actions${vs})`);
        } else notWon.push(`${g} (${r.actions} actions${vs})`);
        if (r.winner !== aSeat) process.stderr.write(`\ngame ${g}: A did not win\n`);
        if (r.decks) {
          const got = r.winner === aSeat ? 1 : r.winner === 'draw' ? 0.5 : 0;
          for (const [side, deck] of [
            ['A', r.decks[aSeat]],
            ['B', r.decks[1 - aSeat]],
          ] as const) {
            const t = byDeck[side].get(deck!) ?? [0, 0];
            byDeck[side].set(deck!, [t[0] + got, t[1] + 1]);
          }
        }
        for (const d of r.decisions) {
          const side = d.player === aSeat ? 'A' : 'B';
          times[side].push(d.ms);
          if (d.iterations > 0 || d.cut) {
            searches[side]++;
            if (d.cut) cuts[side]++;
          }
          if (side === 'A' && d.iterations > 0) iters.push(d.iterations);
        }
        done++;
        if (done % 10 === 0 || done === args.games) {
          process.stderr.write(
            `\r${done}/${args.games} games, A ${aScore}/${done} (${((Date.now() - t0) / 1000).toFixed(0)} s)   `,
          );
        }
      }),
    );
  }
  try {
    await Promise.all(jobs);
  } finally {
    await pool.dispose();
    await secondJob?.stop();
  }
  process.stderr.write('\n');
  const n = args.games;
  const [lo, hi] = wilson(aScore, n);
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  const t = (xs: number[]) =>
    `${percentile(xs, 0.5).toFixed(1)} / ${percentile(xs, 0.95).toFixed(1)} / ${maxOf(xs).toFixed(0)}`;
  const cut = (side: 'A' | 'B') =>
    searches[side] ? `${pct(cuts[side] / searches[side])} (${cuts[side]}/${searches[side]})` : '—';
  const meanIters = iters.length ? Math.round(iters.reduce((a, b) => a + b, 0) / iters.length) : 0;
  const draft =
    args.draftA || args.draftB
      ? `, draft ${args.draftA ?? args.a} vs ${args.draftB ?? args.b}`
      : '';
  const gameName = args.game === 'clash' ? `clash (${args.pool}${draft})` : 'orbs';
  console.log(
    `${gameName}: ${args.a} (A) vs ${args.b} (B), ${n} games, budget scale ${args.scale}${args.noTimeCap ? ' (no time cap)' : ''}, seed ${args.seed}`,
  );
  console.log(`A wins ${aWins}, draws ${draws}, losses ${n - aWins - draws}`);
  console.log(`A win rate ${pct(aScore / n)}  (95% Wilson CI ${pct(lo)} – ${pct(hi)})`);
  console.log(
    `decision ms p50 / p95 / p100: ${args.a} (A) ${t(times.A)}; ${args.b} (B) ${t(times.B)}; A iterations/decision (searches) ${meanIters}`,
  );
  console.log(`searches cut short by the clock: A ${cut('A')}; B ${cut('B')}`);
  for (const side of ['A', 'B'] as const) {
    if (byDeck[side].size === 0) continue;
    const cells = [...byDeck[side]]
      .sort(([x], [y]) => x.localeCompare(y))
      .map(([d, [s, k]]) => `${d} ${s}/${k}`);
    console.log(`A's score by ${side === 'A' ? "A's" : "B's"} deck: ${cells.join(', ')}`);
  }
  console.log(
    `games A did not win (replay: --list ${notWon.map((x) => x.split(' ')[0]).join(',') || '-'}): ${notWon.join(', ') || 'none'}`,
  );
  console.log(
    `wall time ${((Date.now() - t0) / 1000).toFixed(1)} s on ${args.workers} worker(s)${args.secondJob ? ' + a second job (one busy process)' : ''}; load average (1/5/15 min) at the start ${loadStart}, at the end ${loadavg()
      .map((x) => x.toFixed(1))
      .join(' / ')}`,
  );
  if (args.write) {
    const key = `| ${gameName} | ${args.a} | ${args.b} | ${args.scale}${args.noTimeCap ? ', no cap' : ''} |`;
    const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
    writeRow(
      `${key} ${n} | ${aWins} (+${draws} draws) | **${pct(aScore / n)}** (${pct(lo)}–${pct(hi)}) | ${t(times.A)} | ${t(times.B)} | ${meanIters || '—'} | ${cut('A')} / ${cut('B')} | ${date} |`,
      key,
    );
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exitCode = 1;
});
