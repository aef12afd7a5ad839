/**
 * From per-position search values to the review the player reads: the win-probability graph,
 * one mark per decision, accuracy per player and the biggest swings. Pure and cheap (the
 * searches are done in the workers).
 *
 * Values: V(step) = calibrated probability that the mover at `step` wins with best play
 * (the best root edge's mean), turned into player 0's view for the graph; the end of the game
 * is exact (1, 0, ½); a forced move (one legal action) takes the value of the next position.
 *
 * A decision's drop = before − after, where before = V(step) for the mover and after = the
 * played move's own edge in the same search when it was tried enough (less noise: one search
 * compares both moves), else the value of the next position for the same player.
 *
 * Marks, on the drop in win probability (documented in docs/review.md):
 *   best        the move the search prefers (same action key)
 *   good        drop < 5 points
 *   inaccuracy  5 ≤ drop < 10
 *   mistake     10 ≤ drop < 20
 *   blunder     drop ≥ 20
 * Accuracy = 100 × mean over a player's decisions of max(0, 1 − drop / 0.25).
 */
import type { GameId, Outcome, PlayerId } from '../../engine/types';
import { calibrate, type CalibrationMap } from './calibration';
import type { Mark, PositionEval, ReviewDecision, ReviewMode, ReviewResult } from './types';

export const MARK_THRESHOLDS = { good: 0.05, inaccuracy: 0.1, mistake: 0.2 } as const;
const ACCURACY_SCALE = 0.25;

export function markOf(drop: number, isBest: boolean): Mark {
  if (isBest) return 'best';
  if (drop < MARK_THRESHOLDS.good) return 'good';
  if (drop < MARK_THRESHOLDS.inaccuracy) return 'inaccuracy';
  if (drop < MARK_THRESHOLDS.mistake) return 'mistake';
  return 'blunder';
}

export interface AssembleInput {
  game: GameId;
  mode: ReviewMode;
  players: PlayerId[];
  iterations: number;
  total: number;
  outcome: Outcome;
  /** Mover and turn at every step 0..total-1 (from one replay in the main process). */
  movers: (PlayerId | null)[];
  turns: (number | null)[];
  evals: PositionEval[];
  map: CalibrationMap;
  elapsedMs: number;
}

export function assembleReview(x: AssembleInput): ReviewResult {
  const byStep = new Map(x.evals.map((e) => [e.step, e]));
  const p0 = new Array<number>(x.total + 1);
  p0[x.total] = x.outcome === 0 ? 1 : x.outcome === 1 ? 0 : 0.5;
  for (let step = x.total - 1; step >= 0; step--) {
    const e = byStep.get(step);
    if (!e) {
      p0[step] = p0[step + 1]!;
      continue;
    }
    const v = calibrate(e.best, x.map);
    p0[step] = e.mover === 0 ? v : 1 - v;
  }
  const forPlayer = (step: number, p: PlayerId) => (p === 0 ? p0[step]! : 1 - p0[step]!);

  const decisions: ReviewDecision[] = [];
  for (const e of x.evals) {
    if (!x.players.includes(e.mover)) continue;
    const before = forPlayer(e.step, e.mover);
    const after = e.played !== null ? calibrate(e.played, x.map) : forPlayer(e.step + 1, e.mover);
    const isBest = e.playedKey === e.bestKey;
    const drop = isBest ? 0 : Math.max(0, before - after);
    decisions.push({
      step: e.step,
      player: e.mover,
      turn: x.turns[e.step] ?? null,
      played: e.playedMove,
      preferred: e.bestMove,
      before,
      after: isBest ? before : Math.min(before, after),
      drop,
      mark: markOf(drop, isBest),
      facts: e.facts,
    });
  }
  decisions.sort((a, b) => a.step - b.step);

  const accuracy: [number | null, number | null] = [null, null];
  for (const p of x.players) {
    const mine = decisions.filter((d) => d.player === p);
    accuracy[p] = mine.length
      ? (100 * mine.reduce((s, d) => s + Math.max(0, 1 - d.drop / ACCURACY_SCALE), 0)) / mine.length
      : null;
  }

  const swings: ReviewResult['swings'] = [];
  for (let step = 0; step < x.total; step++) {
    const mover = x.movers[step];
    if (mover === null || mover === undefined) continue;
    swings.push({ step, player: mover, delta: p0[step + 1]! - p0[step]! });
  }
  swings.sort((a, b) => Math.abs(b.delta) - Math.abs(a.delta));

  return {
    format: 'review/1',
    game: x.game,
    mode: x.mode,
    players: [...x.players],
    iterations: x.iterations,
    curve: p0,
    decisions,
    accuracy,
    swings: swings.slice(0, 3),
    elapsedMs: x.elapsedMs,
    actionCount: x.total,
  };
}
