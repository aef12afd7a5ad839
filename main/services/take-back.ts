/**
 * Who may take back what (issue #35 item 4). The game-specific half — which actions are
 * barriers because they revealed something hidden or used luck — is each game's own rule
 * (`main/games/<game>/rules/take-back.ts`, through `GameRules.takeBackBarrier`). This is the
 * session's half, pure:
 * - only the player whose decision it is, and only their own actions: an action of the other
 *   seat (the computer's move, or the other hotseat player's defence) stops a take-back like a
 *   barrier, so an undo never reaches into the opponent's choices;
 * - only back to the last barrier (a draw, a trap, a shuffle, the turn's start);
 * - and only where the player's setting allows it (`takeBacks`: in every game, only against
 *   the computer — the default —, or never).
 *
 * Why hotseat is off by default: both players share one screen and the other one is away
 * behind the "pass to" curtain, so the app cannot ask them whether a move may be taken back;
 * players who agree on take-backs turn them on for hotseat in Settings.
 */
import type { PlayerId } from '../engine/types';
import type { SeatSpec } from './types';

export type TakeBackPolicy = 'all' | 'computer' | 'off';
export const DEFAULT_TAKE_BACK_POLICY: TakeBackPolicy = 'computer';

/** One applied action as the take-back rule needs it. */
export interface ActionMark {
  /** The seat that chose it. */
  by: PlayerId;
  /** The game's rule says no take-back may go back past it. */
  barrier: boolean;
}

/** Whether the setting allows take-backs in a game with these seats at all. */
export function takeBacksAllowed(
  policy: TakeBackPolicy,
  seats: readonly [SeatSpec, SeatSpec],
): boolean {
  if (policy === 'off') return false;
  if (policy === 'all') return true;
  return seats.some((s) => s.kind === 'computer');
}

/**
 * How many of the last actions `player` may take back, one by one: the run of their own
 * actions at the end of the list, none of them a barrier.
 */
export function undoableCount(marks: readonly ActionMark[], player: PlayerId): number {
  let n = 0;
  for (let i = marks.length - 1; i >= 0; i--) {
    const m = marks[i]!;
    if (m.by !== player || m.barrier) break;
    n++;
  }
  return n;
}
