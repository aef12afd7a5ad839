/**
 * Handlers of the puzzle channels (puzzle-contract.ts): each calls the puzzle service and
 * turns its refusals into the contract's typed errors.
 */
import type { GameId } from '../engine/types';
import {
  PuzzleServiceError,
  type FromReplayRequest,
  type PuzzleService,
} from '../services/puzzle-service';
import { fail, type IpcResult } from './contract';
import { guard } from './saves-handlers';
import type { CallContext } from './call-context';
import type { PuzzleChannelName } from './puzzle-channels';

async function puzzleGuard<T>(run: () => T | Promise<T>): Promise<IpcResult<T>> {
  try {
    return await guard(async () => run());
  } catch (err) {
    if (err instanceof PuzzleServiceError) return fail(err.code, err.message);
    throw err;
  }
}

export function createPuzzleHandlers(puzzles: PuzzleService | undefined) {
  const need = (): PuzzleService => {
    if (!puzzles) throw new PuzzleServiceError('not-found', 'puzzles are not available');
    return puzzles;
  };
  return {
    'puzzles.list': (arg: { game: GameId }) => puzzleGuard(() => need().list(arg.game)),
    'puzzles.start': (arg: { key: string }, ctx?: CallContext) =>
      puzzleGuard(() => need().start(arg.key, ctx?.conn)),
    'puzzles.status': (arg: { gameId: string }, ctx?: CallContext) =>
      puzzleGuard(() => need().status(arg.gameId, ctx?.conn)),
    'puzzles.hint': (arg: { gameId: string }, ctx?: CallContext) =>
      puzzleGuard(() => need().hint(arg.gameId, ctx?.conn)),
    'puzzles.step': (arg: { gameId: string }, ctx?: CallContext) =>
      puzzleGuard(() => need().step(arg.gameId, ctx?.conn)),
    'puzzles.exportFile': (arg: { key: string }) => puzzleGuard(() => need().exportFile(arg.key)),
    'puzzles.importText': (arg: { text: string }) => puzzleGuard(() => need().importText(arg.text)),
    'puzzles.fromReplay': (arg: FromReplayRequest) => puzzleGuard(() => need().fromReplay(arg)),
  } satisfies Record<PuzzleChannelName, (arg: never) => Promise<IpcResult<unknown>>>;
}
