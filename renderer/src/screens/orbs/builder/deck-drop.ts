/**
 * A deck file dropped on the window (renderer/src/desktop/deck-drop.ts reads it), waiting for
 * the deck builder to open it. A store, so a builder already on screen picks it up as well.
 */
import { writable } from 'svelte/store';
import type { ReadResult } from './deck-file-io';

export interface DroppedDeck {
  fileName: string;
  read: ReadResult;
}

export const droppedDeck = writable<DroppedDeck | null>(null);
