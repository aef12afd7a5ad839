/**
 * Take-back barriers for Clash of Decks (issue #35; clash.md §3, §6.2, §6.3, §9).
 *
 * A player may take back their own actions of the current turn, but never past an action
 * that showed them something they had not seen or that used luck:
 * - in the draft (§3), a round's four cards turned face up and a hand formed after it are new
 *   information (and the pool order was shuffled from the seed);
 * - ending summoning (§6.3) resolves the assault and starts the opponent's turn: a barrier;
 * - the game ending (§9);
 * - anything that moved the state's random generator, whatever its events say.
 * After the draft nothing in Clash is random or hidden from the one who acts, so every card
 * played in a summoning window (§6.2) can be taken back, back to the turn's start.
 * Whose action it was (own actions only; the computer's moves are barriers) is the session's
 * business (main/services/take-back.ts); this only judges one action's effects.
 */
import { rngMoved } from '../../../engine/take-back-rng';
import type { ClashEvent, ClashState } from '../types';

const REVEALING: ReadonlySet<ClashEvent['type']> = new Set<ClashEvent['type']>([
  'roundRevealed',
  'handFormed',
  'turnStarted',
  'turnEnded',
  'gameWon',
  'gameDrawn',
]);

export function takeBackBarrier(
  before: ClashState,
  events: readonly ClashEvent[],
  after: ClashState,
): boolean {
  return events.some((e) => REVEALING.has(e.type)) || rngMoved(before.rng, after.rng);
}
