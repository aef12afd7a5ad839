/**
 * Result types of the Orbs deck-builder channels (contract.ts: `orbs.*`, `decks.*`).
 * Types only, so the renderer can import them without pulling in main-process code.
 */
import type { DeckProblem, OrbsCardDef, ReadyDeck } from '../games/orbs/types';
import type { DeckCodeError } from '../saves/deck-code';
import type { DeckTextError } from '../saves/deck-file';

/** A card definition plus what the UI shows: its name and rules text in the asked language. */
export interface OrbsCatalogCard extends OrbsCardDef {
  displayName: string;
  /** Generated rules text (`cardText`), one sentence per line. */
  text: string;
  /** The Orb type in the asked language (Orbs only; `orbType` stays the English key). */
  orbTypeName?: string;
}

export interface OrbsCatalog {
  lang: 'en' | 'cs';
  /** Deck-buildable cards, in pool order. */
  cards: OrbsCatalogCard[];
  /** Tokens (never in a deck; the table needs their faces). */
  tokens: OrbsCatalogCard[];
  readyDecks: ReadyDeck[];
  minDeck: number;
  maxCopies: number;
}

export interface OrbsDeckCard {
  id: string;
  count: number;
}

export interface OrbsDeckProblems {
  problems: DeckProblem[];
}

export interface OrbsSavedDeck {
  id: string;
  name: string;
  cards: OrbsDeckCard[];
  createdAt: string;
  updatedAt: string;
  problems: DeckProblem[];
}

export interface OrbsDeckList {
  decks: OrbsSavedDeck[];
}

export type OrbsDeckCodeResult =
  | { ok: true; cards: OrbsDeckCard[]; /** absent in codes made without a name */ name?: string }
  | { ok: false; error: DeckCodeError };

/** A deck file to save: its suggested file name and its text (main/saves/deck-file.ts). */
export interface OrbsDeckFile {
  fileName: string;
  text: string;
}

export type { DeckTextError } from '../saves/deck-file';

/** A deck read from a file, a pasted list or a code; a refusal names the line. */
export type OrbsDeckTextResult =
  | { ok: true; cards: OrbsDeckCard[]; name?: string; kind: 'list' | 'code' }
  | { ok: false; error: DeckTextError };
