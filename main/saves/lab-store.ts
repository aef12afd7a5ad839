/**
 * Deck-lab results, `labs/<deckId>.json` (kinds/deck-lab.ts): derived from a deck, so one per
 * deck, replaced by every new test of it and removed with the deck (derived-store.ts).
 * save-store.ts owns one as `labs`.
 */
import type { FileContext } from './document-file';
import { DerivedStore } from './derived-store';
import { FOLDERS } from './folder-files';
import type { KeyedQueue } from './keyed-queue';
import { DeckLabKind, type DeckLabFileData } from './kinds/deck-lab';

export type LabStore = DerivedStore<DeckLabFileData>;

export function labStore(ctx: FileContext, queue: KeyedQueue): LabStore {
  return new DerivedStore(ctx, queue, {
    folder: FOLDERS.labs,
    kind: DeckLabKind,
    what: 'deck lab',
    ownerOf: (d) => d.deckId,
  });
}
