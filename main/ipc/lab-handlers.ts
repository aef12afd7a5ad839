/**
 * Handlers of the deck-lab channels (lab-contract.ts): each calls the deck-lab service
 * (main/services/deck-lab-service.ts) and turns its refusals into the contract's typed errors.
 */
import { DeckLabError, type DeckLabService } from '../services/deck-lab-service';
import type { MenuLevel } from '../ai/level-names';
import { fail, type IpcResult } from './contract';
import { guard } from './saves-handlers';
import type { CallContext } from './call-context';
import type { LabChannelName } from './lab-channels';

async function labGuard<T>(run: () => Promise<T>): Promise<IpcResult<T>> {
  try {
    return await guard(run);
  } catch (err) {
    if (err instanceof DeckLabError) return fail(err.code, err.message, err.ruleCode);
    throw err;
  }
}

export function createLabHandlers(lab: DeckLabService | undefined) {
  const need = (): DeckLabService => {
    if (!lab) throw new DeckLabError('not-found', 'the deck lab is not available');
    return lab;
  };
  return {
    'lab.start': (arg: { deckId: string; level: MenuLevel; games: number }, ctx?: CallContext) =>
      labGuard(() => need().start(arg, ctx?.conn)),
    'lab.cancel': (arg: { jobId: string }, ctx?: CallContext) =>
      labGuard(async () => ({ cancelled: need().cancel(arg.jobId, ctx?.conn) })),
    'lab.results': (arg: { deckId: string }) => labGuard(() => need().results(arg.deckId)),
  } satisfies Record<LabChannelName, (arg: never) => Promise<IpcResult<unknown>>>;
}
