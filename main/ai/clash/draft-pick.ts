/**
 * The normal/hard draft picker (clash.md §3.1: each round reveals 4 cards; picks alternate
 * 1-2-1; every card of the round goes to one of the two players).
 *
 * A card's worth is measured, not guessed: `card-values.json` holds the log-odds of winning
 * that drafting the card adds, fitted on thousands of games with random drafts and greedy
 * battles (scripts/clash-card-values.ts, which wrote it). The outcome is modelled as additive
 * in the two decks (mine minus theirs), and every card of a round ends in one of the decks,
 * so taking the most valuable open card also denies it to the opponent: the pick is the
 * open card with the highest value (ties: the hand-made CARD_VALUE of ./heuristics.ts).
 */
import { CLASH_CARDS, cardIndexById } from '../../games/clash/index';
import type { ClashAction, ClashState } from '../../games/clash/types';
import VALUES from './card-values.json';
import { CARD_VALUE } from './heuristics';

/** Measured value per card index (0 for a card the table does not know). */
export const MEASURED_VALUE = new Float64Array(CLASH_CARDS.length);
for (const c of CLASH_CARDS)
  MEASURED_VALUE[c.index] = (VALUES.values as Record<string, number>)[c.id] ?? 0;

export function draftPick(s: ClashState, acts: ClashAction[]): ClashAction {
  let best: ClashAction | null = null;
  let bestV = -Infinity;
  for (const a of acts) {
    if (a.type !== 'pick') continue;
    const c = cardIndexById(a.card);
    const v = MEASURED_VALUE[c]! + 1e-3 * CARD_VALUE[c]!;
    if (v > bestV) {
      bestV = v;
      best = a;
    }
  }
  if (!best) throw new Error(`no pick to make (phase ${s.phase})`);
  return best;
}
