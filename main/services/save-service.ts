/**
 * The glue between running games (game-sessions.ts) and the save files (main/saves SaveStore).
 *
 * - Every game started through `game.start` is saved before its first action (game, options,
 *   seed, mode, seats), every applied action — the human's and the computer's — is appended
 *   to its journal, and a game that ends becomes a replay plus a history entry. The session
 *   service tells us through its observer hook; writes of one game run strictly in order on
 *   a promise chain of their own, and `settled(gameId)` lets `game.act` answer only once the
 *   action is on disk.
 * - A saved game is resumed by rebuilding the session from seed + actions (save-resume.ts).
 * - Replays are stepped here (replay-stepper.ts), so the renderer only ever gets one
 *   player's view, exactly as during play.
 * - Clash drafts are cut out of a game and played again (save-drafts.ts).
 *
 * The writes and their retries: save-queue.ts; what a game's moves write: save-observer.ts.
 * A failed write never stops a game: it is tried again before the game's next write (so the
 * journal stays in order), `game.act` answers with a save warning meanwhile, and the failure
 * is listed next to the store's damaged-file problems (`saves.problems`).
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { SavedGameSummary } from './types';
import { outcomeFor, perspectiveSeat } from '../saves/stats';
import { createReplayRows } from './replay-rows';
import { rowFacts, type RowFacts, type SeatDeck } from './row-facts';
import { notElsewhere, rulesOf, type SaveContext } from './save-context';
import { createDraftRows, draftNames } from './save-drafts';
import { createSaveObserver } from './save-observer';
import { createSaveQueue } from './save-queue';
import { resumeSavedGame } from './save-resume';
import type { SaveService, SaveServiceDeps } from './save-service-types';

const UNKNOWN_DECK: SeatDeck = { kind: 'custom' };

export { SaveServiceError } from './save-service-error';
export type { SaveService, SaveServiceDeps } from './save-service-types';

export function createSaveService(deps: SaveServiceDeps): SaveService {
  const { store, registry } = deps;
  const newId = deps.newId ?? (() => `g-${randomUUID()}`);
  const newHandSeed = deps.newHandSeed ?? (() => randomInt(0, 0xffffffff));
  const now = deps.now ?? (() => new Date());
  const logError = deps.logError ?? ((message, err) => console.error(`[saves] ${message}`, err));
  const queue = createSaveQueue({ now, logError });
  const { tracked, failures } = queue;
  const hintCounts = new Map<string, number>();
  const ctx: SaveContext = {
    deps,
    store,
    registry,
    queue,
    logError,
    now,
    hintCounts,
    sessions: null,
  };
  const observer = createSaveObserver(ctx);

  /** Read every kind of save once, so damaged files are found (and moved aside) now. */
  async function scan(): Promise<void> {
    const steps: (() => Promise<unknown>)[] = [
      () => store.getSettings(),
      () => store.getHistory(),
      () => store.listDecks(),
      () => store.listDrafts(),
      () => store.listGames(),
      () => store.listReplays(),
      () => store.runs.list(),
    ];
    for (const step of steps) {
      try {
        await step();
      } catch (err) {
        logError('checking the saves failed', err);
      }
    }
  }

  return {
    store,
    observer,
    attach(s) {
      ctx.sessions = s;
    },
    settled(gameId) {
      return tracked.get(gameId)?.chain ?? Promise.resolve();
    },
    warning(gameId) {
      const w = tracked.get(gameId)?.warning;
      return w ? { ...w } : null;
    },
    async flush() {
      // Writes that failed earlier get one more try each (a finished game has no next action).
      for (const [id, t] of tracked) if (t.todo.length > 0 && t.queued === 0) queue.enqueue(id, t);
      // Loop: a write may finish a game (more writes), and a game may still be applied to
      // while we wait (an IPC call already in flight at quit).
      for (;;) {
        await Promise.all([...tracked.values()].map((t) => t.chain));
        await store.flush();
        if ([...tracked.values()].every((t) => t.queued === 0) && store.pendingFiles().length === 0)
          return;
      }
    },
    pending() {
      return {
        games: [...tracked].filter(([, t]) => t.queued > 0).map(([id]) => id),
        files: store.pendingFiles(),
      };
    },

    getSettings: () => store.getSettings(),
    updateSettings: (patch) => store.updateSettings(patch),

    async problems() {
      await scan();
      return { problems: store.problems(), failures: failures.map((f) => ({ ...f })) };
    },
    dismissProblems() {
      store.clearProblems();
      failures.length = 0;
    },

    async savedGames() {
      const out: SavedGameSummary[] = [];
      const games = await store.listGames();
      const drafts = games.some((g) => g.draftId !== undefined) ? await draftNames(ctx) : new Map();
      for (const g of games) {
        let facts: RowFacts = { turn: null, damagedAt: null, decks: [UNKNOWN_DECK, UNKNOWN_DECK] };
        const rules = registry[g.game];
        if (rules) {
          try {
            facts = rowFacts(rules, g, drafts);
          } catch (err) {
            logError(`saved game ${g.id} could not be rebuilt`, err);
            facts = { ...facts, damagedAt: 0 };
          }
        }
        out.push({
          saveId: g.id,
          game: g.game,
          mode: g.mode,
          seats: g.seats,
          decks: facts.decks,
          startedAt: g.startedAt,
          lastSavedAt: g.lastSavedAt,
          actionCount: g.actions.length,
          turn: facts.turn,
          damagedAt: facts.damagedAt,
        });
      }
      return out;
    },

    resume: (saveId, owner) => resumeSavedGame(ctx, saveId, owner),

    async abandon(saveId, caller) {
      if (ctx.sessions) notElsewhere(ctx.sessions, saveId, caller);
      if (ctx.sessions?.record(saveId)) ctx.sessions.close(saveId);
      const t = tracked.get(saveId);
      tracked.delete(saveId);
      if (t) await t.chain;
      await store.abandonGame(saveId);
    },

    countHint(gameId) {
      const n = (hintCounts.get(gameId) ?? 0) + 1;
      hintCounts.set(gameId, n);
      const t = tracked.get(gameId);
      if (t) queue.enqueue(gameId, t, () => store.setGameHints(gameId, n));
      return n;
    },

    ...createReplayRows({
      store,
      rulesOf: (game) => rulesOf(ctx, game),
      logError,
      draftNames: () => draftNames(ctx),
      cacheSize: deps.replayCache ?? 4,
      ...(deps.onReplayDeleted ? { onReplayDeleted: deps.onReplayDeleted } : {}),
    }),
    async history() {
      const entries = (await store.getHistory()).map((e) => ({
        ...e,
        perspective: perspectiveSeat(e),
        outcome: outcomeFor(e),
      }));
      return { entries, stats: await store.getStats() };
    },

    ...createDraftRows(ctx, { newId, newHandSeed }),
  };
}
