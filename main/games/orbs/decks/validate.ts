/**
 * Deck legality: orbs.md 2.1 (at least 50 cards, at most 4 copies by name) and 1.4 (tokens
 * are not cards).
 */
import type { DeckProblem } from '../types';
import { cardDefById } from '../cards/pool';

export const MIN_DECK = 50;
export const MAX_COPIES = 4;

/** Problems with a deck given as card ids; [] when it is legal. */
export function validateDeck(cardIds: unknown): DeckProblem[] {
  const problems: DeckProblem[] = [];
  if (!Array.isArray(cardIds))
    return [{ code: 'unknownCard', message: 'a deck must be a list of card ids' }];
  const counts = new Map<string, { n: number; id: string }>();
  for (const id of cardIds) {
    const def = typeof id === 'string' ? cardDefById(id) : undefined;
    if (!def) {
      problems.push({
        code: 'unknownCard',
        message: `unknown card id ${JSON.stringify(id)}`,
        cardId: String(id),
      });
      continue;
    }
    if (def.token) {
      problems.push({
        code: 'tokenInDeck',
        message: `${def.name} is a token, not a card (§1.4)`,
        cardId: def.id,
      });
      continue;
    }
    const seen = counts.get(def.name);
    if (seen) seen.n++;
    else counts.set(def.name, { n: 1, id: def.id });
  }
  if (cardIds.length < MIN_DECK) {
    problems.push({
      code: 'tooFewCards',
      message: `a deck needs at least ${MIN_DECK} cards (this one has ${cardIds.length})`,
    });
  }
  for (const [name, { n, id }] of counts) {
    if (n > MAX_COPIES)
      problems.push({
        code: 'tooManyCopies',
        message: `at most ${MAX_COPIES} copies of ${name} (this deck has ${n})`,
        cardId: id,
      });
  }
  return problems;
}
