/**
 * Runs a whole review: splits the game's positions into small jobs for the worker pool
 * (several workers search at once; small jobs make progress smooth and cancelling quick),
 * collects the values, and assembles the result. The caller's `run` is the pool's
 * (../worker-pool.ts) in the app, or an in-thread call in tests and the calibrate command.
 */
import type { GameId, Outcome, PlayerId } from '../../engine/types';
import { assembleReview } from './assemble';
import { shippedMap, type CalibrationMap } from './calibration';
import { reviewGameOf } from './positions';
import type { PositionEval, ReviewJob, ReviewMode, ReviewResult } from './types';

/** Iterations per position of the app's review (docs/benchmarks.md measures the time). */
export const REVIEW_ITERATIONS = { clash: 300, orbs: 160 } as const satisfies Record<
  GameId,
  number
>;
/** Positions per worker job. */
const CHUNK = 6;

export interface ReviewRequest {
  game: GameId;
  options: unknown;
  seed: number;
  actions: unknown[];
  players: PlayerId[];
  mode: ReviewMode;
  iterations?: number;
  aiSeed?: number;
  map?: CalibrationMap;
}

export interface ReviewRunner {
  (job: ReviewJob, signal?: AbortSignal): Promise<PositionEval[]>;
}

/** Replay once in the calling thread (cheap): who moves and the turn at every step, and the outcome. */
export function replayOutline(req: Pick<ReviewRequest, 'game' | 'options' | 'seed' | 'actions'>): {
  movers: (PlayerId | null)[];
  turns: (number | null)[];
  outcome: Outcome;
} {
  const g = reviewGameOf(req.game);
  const state = g.rules.create(structuredClone(req.options), req.seed);
  const movers: (PlayerId | null)[] = [];
  const turns: (number | null)[] = [];
  for (let i = 0; i < req.actions.length; i++) {
    movers.push(g.rules.toMove(state));
    const t = (state as { turn?: unknown }).turn;
    turns.push(typeof t === 'number' ? t : null);
    const r = g.rules.apply(state, structuredClone(req.actions[i]));
    if (!r.ok) throw new Error(`action ${i} of the game was refused by the rules`);
  }
  const outcome = (g.rules as unknown as { outcome(s: unknown): Outcome }).outcome(state);
  return { movers, turns, outcome };
}

export async function runReview(
  req: ReviewRequest,
  run: ReviewRunner,
  opts: { signal?: AbortSignal; onProgress?: (done: number, total: number) => void } = {},
): Promise<ReviewResult> {
  const t0 = performance.now();
  const outline = replayOutline(req);
  const iterations = req.iterations ?? REVIEW_ITERATIONS[req.game];
  const steps = outline.movers.map((m, i) => (m === null ? -1 : i)).filter((i) => i >= 0);
  const jobs: ReviewJob[] = [];
  // Interleaved chunks: every job covers the whole game a little, so jobs take similar time.
  const nJobs = Math.max(1, Math.ceil(steps.length / CHUNK));
  for (let j = 0; j < nJobs; j++) {
    jobs.push({
      game: req.game,
      options: req.options,
      seed: req.seed,
      actions: req.actions,
      steps: steps.filter((_, k) => k % nJobs === j),
      mode: req.mode,
      iterations,
      aiSeed: req.aiSeed ?? req.seed,
    });
  }
  let done = 0;
  opts.onProgress?.(0, steps.length);
  const results = await Promise.all(
    jobs.map(async (job) => {
      const r = await run(job, opts.signal);
      done += job.steps.length;
      opts.onProgress?.(done, steps.length);
      return r;
    }),
  );
  return assembleReview({
    game: req.game,
    mode: req.mode,
    players: req.players,
    iterations,
    total: req.actions.length,
    outcome: outline.outcome,
    movers: outline.movers,
    turns: outline.turns,
    evals: results.flat(),
    map: req.map ?? shippedMap(req.game, req.mode),
    elapsedMs: performance.now() - t0,
  });
}
