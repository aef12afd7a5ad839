/**
 * Where "Leave game" goes: one rule for every game (issue #16 item 3). A new game or a resumed
 * one, against the computer or hotseat, Orbs or Clash, and a replay being watched all leave to
 * the main menu: a game in progress waits there under Resume (it was saved after every
 * action), finished games under Replays. The buttons that leave a table call `leaveGame`;
 * docs/game-life.md states the rule for people.
 *
 * (The end screens' own buttons — Rematch, New game, Back to Orbs, Watch the replay — are
 * choices named on the button, not "leaving", and go where they say.)
 */
import { writable } from 'svelte/store';
import type { GameId, PlayerId } from '../../../main/ipc/contract';
import { getApi } from '../ipc/api';
import { go, type Screen } from './router';
import { puzzleAttemptOf } from '../play/puzzle-attempt';

export const LEAVE_DESTINATION: Screen = { name: 'menu' };

/**
 * Close the game in main (its save stays, so it can be resumed; a computer stops thinking)
 * and show the leave destination. The screen goes even if main cannot be reached.
 */
export async function leaveGame(gameId: string | null | undefined): Promise<void> {
  if (gameId) {
    try {
      await getApi().invoke('game.close', { gameId });
    } catch (err) {
      console.warn('[leave] closing the game failed', err);
    }
  }
  go(LEAVE_DESTINATION);
}

/**
 * A game being left (issue #35 item 1). A game still running asks first — keep it for later
 * (it waits under Resume) or concede (it ends as a loss, recorded in history and replays) —;
 * anything else leaves at once.
 */
export interface LeaveRequest {
  game: GameId;
  gameId: string | null | undefined;
  /** The seat the screen shows (hotseat: the player at the screen; main checks it). */
  player: PlayerId;
  /** The game is still being played (no outcome yet). */
  running: boolean;
  /** Hotseat: the player is named in the question; against the computer it says "you". */
  hotseat: boolean;
  playerName: string;
}

/** The question on screen (LeaveGameDialog.svelte shows it), or null. */
export const leaveRequest = writable<LeaveRequest | null>(null);

export function askLeave(req: LeaveRequest): Promise<void> {
  // A puzzle attempt is never kept for later: it leaves its own way, without the question.
  const attempt = puzzleAttemptOf(req.gameId);
  if (attempt) return attempt.leave();
  if (!req.running || !req.gameId) return leaveGame(req.gameId);
  leaveRequest.set(req);
  return Promise.resolve();
}
