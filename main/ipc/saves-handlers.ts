/**
 * Handlers of the save-layer channels (saves-contract.ts): each calls the save service
 * (main/services/save-service.ts) and turns its refusals into the contract's typed errors.
 * Arguments arrive validated by dispatch.ts; the save store validates again before writing.
 *
 * Error mapping: a missing file → `not-found`; input the store refuses → `bad-request`;
 * a damaged file, a file from a newer Cardhall or a disk failure → `save`, with the store's
 * SaveError code as `ruleCode` and its message (e.g. "… is from a newer version") as message.
 */
import type { PlayerId } from '../engine/types';
import { isSaveError } from '../saves';
import { DEFAULT_SETTINGS } from '../saves/kinds/settings';
import { SaveServiceError, type SaveService } from '../services/save-service';
import { fail, ok, type IpcError, type IpcResult, type SeatSpec } from './contract';
import type { SavesChannelName } from './saves-channels';
import type { CallContext } from './call-context';

export interface SavesHandlerDeps {
  saves: SaveService;
}

/** Run a service call and answer ok, or the typed error it was refused with. */
export async function guard<T>(run: () => Promise<T>): Promise<IpcResult<T>> {
  try {
    return ok(await run());
  } catch (err) {
    return saveErrorResult(err);
  }
}

/**
 * The typed error for a save-layer failure (used by the deck channels too): a missing file →
 * `not-found`, refused input → `bad-request`, anything else the store reports (a newer-version
 * file, a damaged file, the disk) → `save` with the store's code and message.
 */
export function saveErrorResult(err: unknown): { ok: false; error: IpcError } {
  if (err instanceof SaveServiceError) return fail(err.code, err.message, err.ruleCode);
  if (isSaveError(err)) {
    switch (err.code) {
      case 'not-found':
        return fail('not-found', err.message, err.code);
      case 'invalid-input':
      case 'out-of-sequence':
        return fail('bad-request', err.message, err.code);
      default:
        return fail('save', err.message, err.code);
    }
  }
  throw err; // dispatch.ts logs it and answers `internal`
}

export function createSavesHandlers(deps: SavesHandlerDeps) {
  const s = deps.saves;
  return {
    'settings.get': () => guard(() => s.getSettings()),
    'settings.defaults': () => guard(async () => ({ ...DEFAULT_SETTINGS })),
    'settings.update': (patch: object) => guard(() => s.updateSettings(patch)),
    'saves.problems': () => guard(() => s.problems()),
    'saves.dismissProblems': () =>
      guard(async () => (s.dismissProblems(), { cleared: true as const })),
    'games.saved': () => guard(async () => ({ games: await s.savedGames() })),
    'games.resume': (arg: { saveId: string }, ctx?: CallContext) =>
      guard(() => s.resume(arg.saveId, ctx?.conn)),
    'games.abandon': (arg: { saveId: string }, ctx?: CallContext) =>
      guard(async () => (await s.abandon(arg.saveId, ctx?.conn), { abandoned: true as const })),
    'replays.list': () => guard(async () => ({ replays: await s.listReplays() })),
    'replays.open': (arg: { replayId: string }) => guard(() => s.openReplay(arg.replayId)),
    'replays.delete': (arg: { replayId: string }) =>
      guard(async () => (await s.deleteReplay(arg.replayId), { deleted: true as const })),
    'replay.view': (arg: { replayId: string; step: number; player: PlayerId }) =>
      guard(() => s.viewReplay(arg.replayId, arg.step, arg.player)),
    'history.get': () => guard(() => s.history()),
    'drafts.list': () => guard(async () => ({ drafts: await s.listDrafts() })),
    'drafts.save': (arg: { gameId: string; name?: string | undefined }) =>
      guard(() => s.saveDraft(arg.gameId, arg.name)),
    'drafts.delete': (arg: { draftId: string }) =>
      guard(async () => (await s.deleteDraft(arg.draftId), { deleted: true as const })),
    'drafts.play': (arg: { draftId: string; seats: [SeatSpec, SeatSpec] }, ctx?: CallContext) =>
      guard(() => s.playDraft(arg.draftId, arg.seats, ctx?.conn)),
  } satisfies Record<
    SavesChannelName,
    (arg: never, ctx: CallContext) => Promise<IpcResult<unknown>>
  >;
}
