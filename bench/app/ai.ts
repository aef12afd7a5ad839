/**
 * `npm run bench -- ai [--second-job]`: decision time of the computer opponents per level and
 * game, measured the way the app decides (issue #19 items 2 and 5).
 *
 * - Decisions go through the app's `createAiService()`: worker threads, the root-parallel
 *   parts (hard; Orbs normal) on the two workers, timed in this thread from the request to the
 *   answer (queueing, the message round trip and the worker's own work all count).
 * - Positions are real games: each level plays whole games against the greedy sparring
 *   player (main/ai/greedy, answered in this thread: it is cheap and not what is measured),
 *   seats alternated, with the arena's game loop (main/ai/arena.ts `arenaGame`), so the mix
 *   of openings, wide mid-game turns and long endgames is what a player meets.
 * - `--second-job`: one CPU-bound child process (main/ai/second-job.ts) spins for the whole
 *   run, the target's condition ("a 2-core machine with a second job running").
 * - The service is warmed before timing (its workers are started and have decided once, as
 *   the app's service does when it is created); the first, cold decision is printed apart.
 *
 * Budgets are iterations with the clock as a safety net (main/ai/levels.ts), so the
 * "cut by the clock" column is the share of searches that played weaker than their budget.
 * Games per game-and-level: BENCH_AI_GAMES (default 20 Clash / 4 Orbs: a few hundred decisions per level, a few minutes on a quiet machine).
 */
import { loadavg } from 'node:os';
import { playArenaGameWith, sparringDecide, type ArenaAsk } from '../../main/ai/arena';
import { createAiService, AI_LEVELS, type AiDecision, type AiLevel } from '../../main/ai/index';
import { startSecondJob, type SecondJob } from '../../main/ai/second-job';
import { maxOf, minOf } from '../../main/ai/stats';
import { orbsAi } from '../../main/ai/orbs/index';
import { ms, percentile } from './stats';

/** Targets: issue #19 item 2 (p100), shared/notes/perf.md §4 for random/easy. */
const TARGET_MS: Record<AiLevel, number> = { random: 50, easy: 50, normal: 500, hard: 2000 };

export interface AiBenchOptions {
  /** Games each level plays against the greedy player, per game. */
  games?: { clash: number; orbs: number };
  secondJob?: boolean;
}

interface Row {
  game: 'clash' | 'orbs';
  level: AiLevel;
  games: number;
  times: number[];
  searches: number;
  cut: number;
  iterations: number[];
  slowest: { ms: number; iterations: number; cut: boolean; game: number };
  load: number;
}

const load1 = (): number => loadavg()[0]!;

/** An Orbs level's budget as the report states it, read from the level's own parameters. */
function orbsBudget(level: 'normal' | 'hard'): string {
  const p = orbsAi.params[level];
  const parts = p.rootParallel ?? 1;
  const playouts =
    p.rolloutTurns >= 99 ? 'playouts to the end of the game' : `${p.rolloutTurns}-turn playouts`;
  return `${parts} × ${p.iterations / parts}, ${playouts}, cap ${p.maxMs} ms`;
}

export async function runAiBench(opts: AiBenchOptions = {}): Promise<{
  heading: string;
  body: string;
  summary: string;
  threads: string;
}> {
  const games = opts.games ?? { clash: 20, orbs: 4 };
  const loadStart = loadavg().map((x) => x.toFixed(1));
  const t0 = performance.now();
  let job: SecondJob | null = null;
  const service = createAiService();
  const rows: Row[] = [];
  let cold = NaN;
  try {
    if (opts.secondJob) job = await startSecondJob();
    // The first decision of a fresh service (worker start, module load, JIT), timed apart.
    const c0 = performance.now();
    await service.warm();
    cold = performance.now() - c0;
    for (const game of ['clash', 'orbs'] as const) {
      for (const level of AI_LEVELS) {
        const row: Row = {
          game,
          level,
          games: games[game],
          times: [],
          searches: 0,
          cut: 0,
          iterations: [],
          slowest: { ms: -1, iterations: 0, cut: false, game: -1 },
          load: 0,
        };
        for (let g = 0; g < games[game]; g++) {
          const seat = g % 2;
          const ask = async ({ level: lv, req }: ArenaAsk): Promise<AiDecision> => {
            if (lv === 'greedy' || lv === 'sparring') return sparringDecide(lv, req);
            const a0 = performance.now();
            const d = await service.decide({ ...req, level: lv });
            const took = performance.now() - a0;
            row.times.push(took);
            const searched = (d.iterations ?? 0) > 0 || d.cutByClock === true;
            if (searched) {
              row.searches++;
              row.iterations.push(d.iterations ?? 0);
              if (d.cutByClock) row.cut++;
            }
            if (took > row.slowest.ms)
              row.slowest = {
                ms: took,
                iterations: d.iterations ?? 0,
                cut: !!d.cutByClock,
                game: g,
              };
            return { ...d, elapsedMs: took };
          };
          await playArenaGameWith(
            {
              game,
              levels: seat === 0 ? [level, 'greedy'] : ['greedy', level],
              seed: (0xa1 * 1000003 + g) >>> 0,
            },
            ask,
          );
        }
        row.load = load1();
        rows.push(row);
        process.stderr.write(
          `  ai ${game} ${level}: ${row.times.length} decisions (${row.searches} searches), p50 ${ms(percentile(row.times, 50))} / p99 ${ms(percentile(row.times, 99))} / p100 ${ms(maxOf(row.times))} ms, cut ${row.cut}, load ${row.load.toFixed(1)}\n`,
        );
      }
    }
  } finally {
    await job?.stop();
    await service.dispose();
  }
  const wall = (performance.now() - t0) / 1000;
  const loadEnd = loadavg().map((x) => x.toFixed(1));
  const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)} % (${a}/${b})` : '—');
  const table = [
    '| Game | Level | Games | Decisions (searches) | p50 ms | p95 ms | p99 ms | p100 ms | Target p100 | Cut by the clock | Iterations per search (mean / min) | Slowest: iterations, cut | Load (1 min) |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map((r) => {
      const max = maxOf(r.times);
      const search = r.level === 'normal' || r.level === 'hard';
      const it = r.iterations.length
        ? `${Math.round(r.iterations.reduce((a, b) => a + b, 0) / r.iterations.length).toLocaleString('en-US')} / ${minOf(r.iterations)}`
        : '—';
      return `| ${r.game === 'clash' ? 'Clash' : 'Orbs'} | ${r.level} | ${r.games} | ${r.times.length} (${r.searches}) | ${ms(percentile(r.times, 50))} | ${ms(percentile(r.times, 95))} | ${ms(percentile(r.times, 99))} | **${ms(max)}** | ≤ ${TARGET_MS[r.level]} ms ${max <= TARGET_MS[r.level] ? '✓' : '✗'} | ${search ? pct(r.cut, r.searches) : '—'} | ${search ? it : '—'} | ${search ? `${r.slowest.iterations}, ${r.slowest.cut ? 'cut' : 'not cut'}` : '—'} | ${r.load.toFixed(1)} |`;
    }),
  ].join('\n');
  const body =
    `${opts.secondJob ? '**With a second job**: one CPU-bound child process (a busy loop) ran for the whole measurement. ' : 'No second job started (`--second-job` adds one). '}` +
    `Load average (1/5/15 min) at the start ${loadStart.join(' / ')}, at the end ${loadEnd.join(' / ')}; run took ${wall.toFixed(0)} s. ` +
    `First decision of a fresh service (two workers started, modules loaded, one small decision each): ${ms(cold)} ms, not counted below.\n\n` +
    `${table}\n\n` +
    'Command: `npm run bench -- ai --second-job` (`BENCH_AI_GAMES=N` games per game and level; default 20 Clash, 4 Orbs). ' +
    "Each level plays whole games against the greedy sparring player (seats alternated, seeds fixed); every decision of the level goes through the app's `createAiService()` (two worker threads; the two root-parallel parts of hard, and of Orbs normal, run on both) " +
    'and is timed in the calling thread from the request to the answer. Percentiles are over all of the level\'s decisions (draft picks and forced moves included); "searches" are the decisions that searched. ' +
    'Budgets are iterations with a wall-clock cap as a safety net (main/ai/levels.ts): a search cut by the clock played weaker than its budget. ' +
    `Clash normal/hard count determinizations of the whole-turn plan search (budget 10 / 2 × 20); Orbs normal and hard ISMCTS iterations (${orbsBudget('normal')} and ${orbsBudget('hard')}; greedy playouts, the heuristic's best six and the sparring candidates at the root).`;
  const sum = rows
    .map(
      (r) =>
        `${r.game} ${r.level}: ${r.times.length} decisions, p50 ${ms(percentile(r.times, 50))}, p95 ${ms(percentile(r.times, 95))}, p99 ${ms(percentile(r.times, 99))}, p100 ${ms(maxOf(r.times))} ms, cut ${r.cut}/${r.searches}`,
    )
    .join('\n');
  return {
    heading: '## Computer opponents: decision time',
    body,
    summary: sum,
    threads: "the app's AI service (two worker threads)",
  };
}
