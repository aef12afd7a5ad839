/**
 * Saved Orbs decks as the renderer sees them: a store refreshed from main (`decks.list`) and
 * thin wrappers around the deck channels. Storage and validation happen in main.
 */
import { writable } from 'svelte/store';
import { getApi } from '../../ipc/api';
import type { DeckProblem } from '../../../../main/ipc/contract';
import type { OrbsSavedDeck } from '../../../../main/ipc/contract';
import type { DeckEntry } from './deck-stats';
import type { Translate } from '../../i18n';
import type { OrbsCatalogCard } from './catalog';

export type { OrbsSavedDeck };

export const savedDecks = writable<OrbsSavedDeck[] | null>(null);
export const decksError = writable<string | null>(null);

export async function refreshDecks(): Promise<void> {
  const r = await getApi().invoke('decks.list');
  if (r.ok) {
    savedDecks.set(r.value.decks);
    decksError.set(null);
  } else decksError.set(r.error.message);
}

export async function saveDeck(deck: { id?: string; name: string; cards: DeckEntry[] }) {
  const r = await getApi().invoke(
    'decks.save',
    deck.id
      ? { id: deck.id, name: deck.name, cards: deck.cards }
      : { name: deck.name, cards: deck.cards },
  );
  if (r.ok) await refreshDecks();
  return r;
}

export async function deleteDeck(id: string) {
  const r = await getApi().invoke('decks.delete', { id });
  if (r.ok) await refreshDecks();
  return r;
}

export async function validate(cards: DeckEntry[]): Promise<DeckProblem[] | null> {
  const r = await getApi().invoke('orbs.validateDeck', { cards });
  return r.ok ? r.value.problems : null;
}

/** A problem from the engine's validateDeck, in the player's language. */
export function problemText(
  p: DeckProblem,
  t: Translate,
  total: number,
  byId: Map<string, OrbsCatalogCard>,
  min = 50,
  max = 4,
): string {
  const card = p.cardId ? (byId.get(p.cardId)?.displayName ?? p.cardId) : '';
  switch (p.code) {
    case 'tooFewCards':
      return t('orbs.builder.problems.tooFewCards', { min, count: total });
    case 'tooManyCopies':
      return t('orbs.builder.problems.tooManyCopies', { max, card });
    case 'unknownCard':
      return t('orbs.builder.problems.unknownCard', { card });
    case 'tokenInDeck':
      return t('orbs.builder.problems.tokenInDeck', { card });
    default:
      return p.message;
  }
}
