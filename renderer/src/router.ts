/**
 * Which screen is showing. Plain store, no URL routing: the desktop app has no address bar,
 * and the browser host's URL carries only the connection token. It lives outside the screens'
 * folder so shared parts (the review's button) can open a screen without importing a screen.
 */
import { writable } from 'svelte/store';
import type { GameId, PlayerId } from '../../main/ipc/contract';
import type { SeatSpec } from '../../main/ipc/contract';

export type Screen =
  | { name: 'menu' }
  | { name: 'settings' }
  | { name: 'about' }
  | { name: 'clash'; guided?: boolean }
  // `tab: 'builder'`: open on the deck builder (a dropped deck file).
  | { name: 'orbs'; guided?: boolean; tab?: 'builder' }
  // Help → Keyboard shortcuts (the desktop menu).
  | { name: 'shortcuts' }
  | { name: 'rules'; game?: GameId; section?: string }
  // Saves: replays, match history, saved Clash drafts, and a game main already runs
  // (resumed from a save or a saved draft played again).
  | { name: 'replays' }
  // `review`: open with the game review started (from a finished game's end screen).
  | { name: 'replay'; replayId: string; review?: boolean }
  | { name: 'history' }
  | { name: 'drafts' }
  // Puzzles (issue #31): the list of a game's puzzles, and a puzzle game main runs.
  | { name: 'puzzles'; game?: GameId }
  | {
      name: 'puzzle';
      game: GameId;
      key: string;
      gameId: string;
      seats: [SeatSpec, SeatSpec];
      toMove: PlayerId | null;
      /** The solution is being stepped through (from the result panel). */
      solution?: boolean;
    }
  | {
      name: 'resumed';
      game: GameId;
      gameId: string;
      seats: [SeatSpec, SeatSpec];
      toMove: PlayerId | null;
      /** A saved draft played again: its 8 cards are reviewed before the battle. */
      reviewDraft?: boolean;
      /** Bumped to show the same game afresh (after a take-back or a concession, issue #35). */
      revision?: number;
      /** A game of a gauntlet run (issue #31): its end leads back to the run. */
      runId?: string;
    }
  // A gauntlet run (issue #31): `runId` shows that run (also once it is over: its summary).
  | { name: 'gauntlet'; game: GameId; runId?: string };

export const screen = writable<Screen>({ name: 'menu' });

export function go(next: Screen): void {
  screen.set(next);
}
