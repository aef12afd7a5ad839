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
import { getApi } from '../ipc/api';
import { go, type Screen } from './router';

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
