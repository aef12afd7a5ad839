/**
 * A game's pushes wait for its saves (issue #32): a move — the computer's, or a hotseat
 * partner's — reaches the page only once it is in the game's journal, so a kill can never
 * take back a move the player has seen (and the computer then play another one).
 *
 * Pushes of one game keep their order: each waits on the game's write chain as it is when
 * the push is made, and that chain only ever grows at its end. While the disk fails the push
 * still goes (the game goes on in memory, as `game.act` answers do) and says so with
 * `saveWarning`; the write is tried again before the game's next one.
 */
import type { GameUpdate } from './types';
import type { SaveService } from './save-service';

type Push = (event: 'game.update', payload: GameUpdate, to: string | undefined) => void;

export function pushAfterSaved(
  saves: Pick<SaveService, 'settled' | 'warning'>,
  push: Push,
  logError: (message: string, err: unknown) => void = (m, e) => console.error(`[games] ${m}`, e),
): Push {
  return (event, payload, to) => {
    saves
      .settled(payload.gameId)
      .then(() => {
        const saveWarning = saves.warning(payload.gameId);
        push(event, saveWarning ? { ...payload, saveWarning } : payload, to);
      })
      .catch((err: unknown) => logError(`a push for game ${payload.gameId} failed`, err));
  };
}
