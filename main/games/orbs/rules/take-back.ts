/**
 * Take-back barriers for Orbs (issue #35; orbs.md §2.3, §3.1, §5.1, §5.6, §10).
 *
 * A player may take back their own actions of the current turn, but never past an action
 * that showed them something they had not seen or that used luck:
 * - a draw (§5.1: the turn's draw; card effects that draw) shows a hidden card;
 * - a trap (§10) revealing or resolving shows a card that lay face down on the Bench;
 * - a milled card (top of a hidden, ordered deck, §3.1) and a random discard show or pick
 *   hidden cards;
 * - a turn starting (§5.6: the opponent's turn begins, energy regenerates, they draw) or the
 *   game ending;
 * - anything that moved the state's random generator (a shuffle, a random choice), whatever
 *   its events say.
 * Everything else — converting, paying, playing or benching from hand, attacking, defending,
 * abilities without a draw — only rearranges what the player already saw, so it may be undone.
 * Whose action it was (own actions only; the computer's moves are barriers) is the session's
 * business (main/services/take-back.ts); this only judges one action's effects.
 */
import { rngMoved } from '../../../engine/take-back-rng';
import type { OrbsEvent, OrbsState } from '../types';

const REVEALING: ReadonlySet<OrbsEvent['type']> = new Set<OrbsEvent['type']>([
  'drew',
  'trapRevealed',
  'trapResolved',
  'milled',
  'discarded',
  'turnStarted',
  'deckedOut',
  'gameOver',
]);

export function takeBackBarrier(
  before: OrbsState,
  events: readonly OrbsEvent[],
  after: OrbsState,
): boolean {
  return events.some((e) => REVEALING.has(e.type)) || rngMoved(before.rng, after.rng);
}
