/**
 * Clash drafts: cut out of a finished game (clash-draft-extract.ts), listed without what would
 * tell their hidden orders, and played again by replaying their picks into a new session with
 * fresh hand rows and a fresh computer stream.
 */
import type { GameId } from '../engine/types';
import { isSaveError, type ClashDraft as StoredClashDraft, type JsonValue } from '../saves';
import type { ClashDraft, GameStartResult, SeatSpec } from './types';
import { extractClashDraft, withoutHandSeed } from './clash-draft-extract';
import { needSessions, type SaveContext } from './save-context';
import { saveNewGame } from './save-observer';
import { SaveServiceError } from './save-service-error';
import { modeOf } from './save-seats';

/** Saved drafts' names by id, for the game rows (none when they cannot be listed). */
export async function draftNames(ctx: SaveContext): Promise<Map<string, string | undefined>> {
  try {
    return new Map((await ctx.store.listDrafts()).map((d) => [d.id, d.name]));
  } catch (err) {
    ctx.logError('the saved drafts could not be listed for the game rows', err);
    return new Map();
  }
}

function draftForPage(d: StoredClashDraft): ClashDraft {
  const { seed: _seed, actions: _actions, ...rest } = d;
  return rest;
}

/**
 * The record of a game to cut a draft from, and whether it is still being played (open and
 * not over, or a game in progress on disk): such a draft (options, seed, picks) would
 * reveal the game's deck orders and the opponent's hand, so saveDraft refuses it.
 */
async function draftSourceFor(
  ctx: SaveContext,
  gameId: string,
): Promise<{
  record: { game: GameId; options: unknown; seed: number; actions: readonly unknown[] };
  running: boolean;
}> {
  const live = ctx.sessions?.record(gameId);
  if (live) return { record: live, running: ctx.sessions?.outcome(gameId) === null };
  try {
    return { record: await ctx.store.getGame(gameId), running: true };
  } catch (err) {
    if (!(isSaveError(err) && err.code === 'not-found')) throw err;
  }
  return { record: await ctx.store.getReplay(gameId), running: false };
}

export interface DraftRows {
  listDrafts(): Promise<ClashDraft[]>;
  saveDraft(gameId: string, name?: string): Promise<ClashDraft>;
  deleteDraft(draftId: string): Promise<void>;
  playDraft(draftId: string, seats: [SeatSpec, SeatSpec], owner?: string): Promise<GameStartResult>;
}

export function createDraftRows(
  ctx: SaveContext,
  deps: { newId: () => string; newHandSeed: () => number },
): DraftRows {
  const { store, queue } = ctx;
  return {
    listDrafts: async () => (await store.listDrafts()).map(draftForPage),
    async saveDraft(gameId, name) {
      const { record, running } = await draftSourceFor(ctx, gameId);
      if (record.game !== 'clash')
        throw new SaveServiceError(
          'bad-request',
          'only Clash of Decks games have a draft',
          'no-draft',
        );
      if (running)
        throw new SaveServiceError(
          'rule',
          'the draft of a game can be saved once the game is over',
          'game-running',
        );
      const x = extractClashDraft(record);
      if (!x.ok) throw new SaveServiceError('rule', x.message, x.code);
      return draftForPage(
        await store.saveDraft({
          ...(name ? { name } : {}),
          ...x.draft,
          fromGameId: gameId,
        }),
      );
    },
    deleteDraft: (draftId) => store.deleteDraft(draftId),
    async playDraft(draftId, seats, owner) {
      const s = needSessions(ctx);
      const draft = await store.getDraft(draftId);
      const id = deps.newId();
      // The pool (from the seed) and the picks are the draft; the hand rows and the computer's
      // stream (restore draws a new computer seed) come from fresh entropy, so neither the
      // first game nor its replay, from either seat, tells the rematch's hidden orders.
      const options = withoutHandSeed(draft.options);
      if (options === null || typeof options !== 'object' || Array.isArray(options))
        throw new SaveServiceError('rule', 'this draft has no Clash options', 'draft-refused');
      const r = s.restore({
        id,
        game: 'clash',
        options: { ...options, handSeed: deps.newHandSeed() },
        seed: draft.seed,
        seats,
        actions: draft.actions,
        owner,
      });
      if (!r.ok) throw new SaveServiceError(r.error.code, r.error.message, r.error.ruleCode);
      const { restored: _restored, failedAt, ...started } = r.value;
      if (failedAt !== null) {
        s.close(id);
        throw new SaveServiceError(
          'rule',
          `pick ${failedAt} of this draft is refused by the current rules`,
          'draft-refused',
        );
      }
      const record = s.record(id);
      if (record && modeOf(seats)) {
        const t = queue.track(id);
        queue.enqueue(id, t, () =>
          saveNewGame(
            ctx,
            id,
            { ...record, actions: [] },
            { draftId, actions: draft.actions as JsonValue[] },
          ),
        );
      }
      return started;
    },
  };
}
