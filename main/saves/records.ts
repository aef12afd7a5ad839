/**
 * What the save store hands out: each saved kind with its id (types only, no file access), so
 * the IPC contract and the renderer can name them without reaching the Node code of
 * save-store.ts.
 */
import type { JsonValue } from './json-value';
import type { DraftData } from './kinds/clash-draft';
import type { GameHeader, ReplayData } from './kinds/game';
import type { DeckData } from './kinds/orbs-deck';

export interface OrbsDeck extends DeckData {
  id: string;
}
export interface ClashDraft extends DraftData {
  id: string;
}
export interface SavedGame extends GameHeader {
  id: string;
  /** All actions so far (header + journal). */
  actions: JsonValue[];
  /** When the last action was saved (file time). */
  lastSavedAt: string;
}
export interface Replay extends ReplayData {
  id: string;
}
export type ReplaySummary = Omit<Replay, 'actions' | 'options'> & { actionCount: number };
