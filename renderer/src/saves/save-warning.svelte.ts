/**
 * The save warning of the game on screen (issue #15): `game.act` answers with `saveWarning`
 * while main cannot write the game (a full or removed disk). The move counts; main writes it
 * again before the next one. Both game screens call `noteSaveWarning` with each answer and
 * show SaveWarningNotice, which reads this state.
 */
import type { SaveWarning } from '../../../main/ipc/contract';

export const saveStatus = $state<{ warning: SaveWarning | null }>({ warning: null });

/** Remember the warning of the last answer (none: the game is saved again). */
export function noteSaveWarning(warning: SaveWarning | undefined): void {
  saveStatus.warning = warning ?? null;
}
