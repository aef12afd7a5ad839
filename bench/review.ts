/**
 * `npm run bench -- review`: how long the game review (issue #18 §4) takes on a game of about
 * 30 turns, with the app's setup — two worker threads (main/ai/worker-pool.ts), the app's
 * iterations per position (main/ai/review/run.ts REVIEW_ITERATIONS), every decision of both
 * players (hotseat: the most work). The games are computer-vs-computer games (easy level);
 * the first with at least 30 turns on the engine's turn counter is taken.
 * Target: ≤ 20 s per game on two cores.
 */
import { createWorkerPool } from '../main/ai/worker-pool';
import { REVIEW_ITERATIONS, replayOutline, runReview } from '../main/ai/review/run';
import { playRecordedGame, type SelfPlayGame } from '../main/ai/review/selfplay';
import type { PositionEval } from '../main/ai/review/types';
import type { GameId } from '../main/engine/types';

const TARGET_S = 20;
const TURNS = 30;

function gameOfTurns(game: GameId): { g: SelfPlayGame; turns: number } {
  let longest: { g: SelfPlayGame; turns: number } | null = null;
  for (let seed = 1; seed <= 60; seed++) {
    const g = playRecordedGame(game, ['easy', 'easy'], seed);
    const o = replayOutline(g);
    const turns = Math.max(0, ...o.turns.filter((t): t is number => t !== null));
    if (turns >= TURNS) return { g, turns };
    if (!longest || turns > longest.turns) longest = { g, turns };
  }
  return longest!;
}

export async function runReviewBench(): Promise<{
  heading: string;
  body: string;
  summary: string;
}> {
  const rows: string[] = [];
  const lines: string[] = [];
  for (const game of ['clash', 'orbs'] as const) {
    const { g, turns } = gameOfTurns(game);
    const pool = createWorkerPool({ workers: 2 });
    try {
      // Warm the workers (thread start and module load are not part of a review).
      await pool.run<PositionEval[]>({
        kind: 'review',
        job: {
          game,
          options: g.options,
          seed: g.seed,
          actions: g.actions,
          steps: [0],
          mode: 'full',
          iterations: 1,
          aiSeed: 1,
        },
      });
      await pool.run<PositionEval[]>({
        kind: 'review',
        job: {
          game,
          options: g.options,
          seed: g.seed,
          actions: g.actions,
          steps: [0],
          mode: 'full',
          iterations: 1,
          aiSeed: 1,
        },
      });
      for (const mode of ['full', 'fair'] as const) {
        const t0 = performance.now();
        const cpu0 = process.cpuUsage();
        const r = await runReview(
          { game, options: g.options, seed: g.seed, actions: g.actions, players: [0, 1], mode },
          (job, signal) => pool.run<PositionEval[]>({ kind: 'review', job }, signal),
        );
        const s = (performance.now() - t0) / 1000;
        // CPU time of all threads: on an idle two-core machine the wall time is about half of it.
        const cpu = process.cpuUsage(cpu0);
        const cpuS = (cpu.user + cpu.system) / 1e6;
        const positions = r.decisions.length;
        const ok = s <= TARGET_S ? 'yes' : 'NO';
        const idle = cpuS / 2 <= TARGET_S ? 'yes' : 'NO';
        rows.push(
          `| ${game} | ${turns} | ${g.actions.length} | ${positions} | ${REVIEW_ITERATIONS[game]} | ${mode} | ${s.toFixed(1)} s | ${cpuS.toFixed(1)} s | ${ok} / ${idle} |`,
        );
        lines.push(
          `${game} ${mode}: ${turns} turns, ${positions} decisions × ${REVIEW_ITERATIONS[game]} iterations in ${s.toFixed(1)} s wall, ${cpuS.toFixed(1)} s CPU (≤ ${TARGET_S} s: wall ${ok}, CPU/2 ${idle})`,
        );
      }
    } finally {
      await pool.dispose();
    }
  }
  const body = [
    "Written by `npm run bench -- review` (bench/review.ts): one computer-vs-computer game of at least 30 turns per game (engine turn counter), reviewed for both players as in hotseat, in two worker threads (the app's review pool), after a warm-up. Budget: iterations per decision (same figures on any machine); the wall time depends on the load (the load average is in the machine line), CPU time ÷ 2 is what two free cores would take.",
    '',
    '| game | turns | actions | decisions searched | iterations per decision | mode | wall time | CPU time (both workers) | ≤ 20 s: wall / CPU÷2 |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
  return { heading: '## Game review speed', body, summary: lines.join('\n') };
}
