/**
 * Handlers of the gauntlet channels (gauntlet-contract.ts): each calls the gauntlet service
 * (main/services/gauntlet-service.ts); its refusals and save-file errors become typed errors.
 */
import type { GauntletService } from '../services/gauntlet-service';
import type { RunGame, RunStartInput } from '../services/gauntlet-types';
import { SaveServiceError } from '../services/save-service';
import type { IpcResult } from './contract';
import { guard } from './saves-handlers';
import type { CallContext } from './call-context';
import type { GauntletChannelName } from './gauntlet-channels';

export function createGauntletHandlers(gauntlet: GauntletService | undefined) {
  const need = (): GauntletService => {
    if (!gauntlet) throw new SaveServiceError('internal', 'the gauntlet is not available');
    return gauntlet;
  };
  return {
    'gauntlet.start': (arg: RunStartInput) => guard(() => need().start(arg)),
    'gauntlet.current': (arg: { game: RunGame }) =>
      guard(async () => ({
        run: await need().current(arg.game),
        ...(await need().overview(arg.game)),
      })),
    'gauntlet.finished': () => guard(async () => ({ runs: await need().finished() })),
    'gauntlet.play': (arg: { runId: string }, ctx?: CallContext) =>
      guard(() => need().play(arg.runId, ctx?.conn)),
    'gauntlet.abandon': (arg: { runId: string }) => guard(() => need().abandon(arg.runId)),
  } satisfies Record<
    GauntletChannelName,
    (arg: never, ctx: CallContext) => Promise<IpcResult<unknown>>
  >;
}
