/**
 * The glue between running games (game-sessions.ts) and the save files (main/saves SaveStore).
 *
 * - Every game started through `game.start` is saved before its first action (game, options,
 *   seed, mode, seats), every applied action — the human's and the computer's — is appended
 *   to its journal, and a game that ends becomes a replay plus a history entry. The session
 *   service tells us through its observer hook; writes of one game run strictly in order on
 *   a promise chain of their own, and `settled(gameId)` lets `game.act` answer only once the
 *   action is on disk.
 * - A saved game is resumed by rebuilding the session from seed + actions (engine/replay.ts
 *   semantics: it stops at the first action the engine refuses, and the save is cut there).
 * - Replays are stepped here (replay-stepper.ts), so the renderer only ever gets one
 *   player's view, exactly as during play.
 * - Clash drafts are cut out of a game (clash-draft-extract.ts) and played again by
 *   replaying their picks into a new session.
 *
 * A failed write never stops a game: it is tried again before the game's next write (so the
 * journal stays in order), `game.act` answers with a save warning meanwhile, and the failure
 * is listed next to the store's damaged-file problems (`saves.problems`).
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { GameId, PlayerId } from '../engine/types';
import type {
  GameStartResult,
  HistoryResult,
  ReplayIndex,
  ReplayStepView,
  SaveFailure,
  SavedGameSummary,
  SavesProblemsResult,
  SaveWarning,
  SeatSpec,
} from './types';
import type { ClashDraft, ReplaySummary } from './types';
import {
  isSaveError,
  type ClashDraft as StoredClashDraft,
  type JsonValue,
  type SaveStore,
  type Settings,
} from '../saves';
import { outcomeFor, perspectiveSeat } from '../saves/stats';
import { isPuzzleAttempt } from '../games/start-positions';
import { extractClashDraft, withoutHandSeed } from './clash-draft-extract';
import type { GameRegistry, GameSessions, SessionObserver, SessionRecord } from './game-sessions';
import { createReplayRows } from './replay-rows';
import { SaveServiceError } from './save-service-error';
import { modeOf, seatInfos, seatsOf } from './save-seats';
import { rowFacts, type RowFacts, type SeatDeck } from './row-facts';

const UNKNOWN_DECK: SeatDeck = { kind: 'custom' };

export { SaveServiceError } from './save-service-error';

export interface SaveServiceDeps {
  store: SaveStore;
  registry: GameRegistry;
  newId?: () => string;
  now?: () => Date;
  logError?: (message: string, err: unknown) => void;
  /** Replays kept stepped in memory (each holds a few state checkpoints). */
  replayCache?: number;
  /**
   * Fresh entropy for the hand rows of a draft played again (default node:crypto): the
   * rematch keeps the pool and the picks, never the first game's hidden orders.
   */
  newHandSeed?: () => number;
  /** A replay was deleted (its reviews stop: review-service.ts forgetReplay). */
  onReplayDeleted?: (replayId: string) => void;
  /** Hints asked for in a game so far (review-service.ts), recorded in its result. */
  hintsUsed?: (gameId: string) => number;
}

interface Tracked {
  chain: Promise<void>;
  /** Writes queued on `chain` that have not settled yet. */
  queued: number;
  /**
   * Writes not yet on disk, oldest first. A write that fails stays at the head and is tried
   * again on the game's next write (the store repairs a torn journal line itself: it rewrites
   * the game file first), so the journal never skips an action and nothing acknowledged with
   * a warning is lost once the disk works again.
   */
  todo: (() => Promise<unknown>)[];
  /** Set while the head of `todo` keeps failing; cleared by the first write that succeeds. */
  warning: SaveWarning | null;
}

export interface SaveService {
  readonly store: SaveStore;
  /** Give this to createGameSessions({ observer }). */
  readonly observer: SessionObserver;
  /** The session service the observer reports from (set once, after both exist). */
  attach(sessions: GameSessions): void;
  /** Resolves when every write queued so far for this game is done (or failed). */
  settled(gameId: string): Promise<void>;
  /** Why this game's last writes are not on disk yet (they are retried), or null. */
  warning(gameId: string): SaveWarning | null;
  /**
   * Resolves when no write is queued any more, for any game or file — including writes
   * queued while waiting (shutdown, tests).
   */
  flush(): Promise<void>;
  /** What is still unsaved: game ids with queued writes and store files with queued work. */
  pending(): { games: string[]; files: string[] };

  getSettings(): Promise<Settings>;
  updateSettings(patch: unknown): Promise<Settings>;
  problems(): Promise<SavesProblemsResult>;
  dismissProblems(): void;

  savedGames(): Promise<SavedGameSummary[]>;
  /** `owner`: the connection resuming it (it owns the rebuilt game). */
  resume(saveId: string, owner?: string): Promise<GameStartResult>;
  /** `caller`: the asking connection; a game another page has open is refused (not-found). */
  abandon(saveId: string, caller?: string): Promise<void>;

  /** One more hint asked for in an open game: counted and saved with it; the new count. */
  countHint(gameId: string): number;
  listReplays(): Promise<ReplaySummary[]>;
  openReplay(replayId: string): Promise<ReplayIndex>;
  viewReplay(replayId: string, step: number, player: PlayerId): Promise<ReplayStepView>;
  deleteReplay(replayId: string): Promise<void>;
  history(): Promise<HistoryResult>;

  listDrafts(): Promise<ClashDraft[]>;
  saveDraft(gameId: string, name?: string): Promise<ClashDraft>;
  deleteDraft(draftId: string): Promise<void>;
  playDraft(draftId: string, seats: [SeatSpec, SeatSpec], owner?: string): Promise<GameStartResult>;
}

export function createSaveService(deps: SaveServiceDeps): SaveService {
  const { store, registry } = deps;
  const newId = deps.newId ?? (() => `g-${randomUUID()}`);
  const newHandSeed = deps.newHandSeed ?? (() => randomInt(0, 0xffffffff));
  const now = deps.now ?? (() => new Date());
  const logError = deps.logError ?? ((message, err) => console.error(`[saves] ${message}`, err));
  const tracked = new Map<string, Tracked>();
  const failures: SaveFailure[] = [];
  let sessions: GameSessions | null = null;

  function needSessions(): GameSessions {
    if (!sessions) throw new Error('save service used before attach(sessions)');
    return sessions;
  }

  function rulesOf(game: GameId) {
    const rules = registry[game];
    if (!rules) throw new SaveServiceError('not-found', `game ${game} is not available`);
    return rules;
  }

  function fail(gameId: string, err: unknown): void {
    const code = isSaveError(err) ? err.code : 'internal';
    const message = err instanceof Error ? err.message : String(err);
    failures.push({ gameId, code, message, at: now().toISOString() });
    if (failures.length > 50) failures.shift();
    logError(`saving game ${gameId} failed`, err);
  }

  /** Write everything still to do for this game, in order; stop at the first failure. */
  async function drain(gameId: string, t: Tracked): Promise<void> {
    while (t.todo.length > 0) {
      try {
        await t.todo[0]!();
      } catch (err) {
        const code = isSaveError(err) ? err.code : 'internal';
        t.warning = { code: 'save-failing', reason: code, unsaved: t.todo.length };
        fail(gameId, err);
        return;
      }
      t.todo.shift();
    }
    t.warning = null;
  }

  /** Hints asked for per open game; saved in its header, so a quit does not reset them. */
  const hintCounts = new Map<string, number>();

  /** Queue `write` after every earlier write of this game, and try everything still to do. */
  function enqueue(gameId: string, t: Tracked, write?: () => Promise<unknown>): void {
    if (write) t.todo.push(write);
    t.queued++;
    t.chain = t.chain.then(async () => {
      try {
        await drain(gameId, t);
      } finally {
        t.queued--;
      }
    });
  }

  function track(gameId: string): Tracked {
    const t: Tracked = { chain: Promise.resolve(), queued: 0, todo: [], warning: null };
    tracked.set(gameId, t);
    return t;
  }

  async function saveNewGame(
    gameId: string,
    record: SessionRecord,
    extra: { draftId?: string; actions?: unknown[] } = {},
  ): Promise<void> {
    const mode = modeOf(record.seats);
    if (!mode) return;
    const decks = record.game === 'orbs' ? await store.listDecks() : [];
    await store.startGame({
      id: gameId,
      game: record.game,
      options: record.options,
      seed: record.seed,
      computerSeed: record.computerSeed,
      mode,
      seats: seatInfos(record.game, record.options, record.seats, decks),
      ...(extra.draftId === undefined ? {} : { draftId: extra.draftId }),
      ...(extra.actions === undefined ? {} : { actions: extra.actions }),
    });
  }

  const observer: SessionObserver = {
    started(gameId, record) {
      // Computer against computer cannot be described by a save's mode: it is only watched.
      if (!modeOf(record.seats)) return;
      // A puzzle attempt is not a game: not kept under Resume, no replay, no history or stats.
      if (isPuzzleAttempt(record.options)) return;
      const t = track(gameId);
      enqueue(gameId, t, () => saveNewGame(gameId, record));
    },
    applied(gameId, action, index, outcome) {
      const t = tracked.get(gameId);
      if (!t) return;
      enqueue(gameId, t, () => store.appendAction(gameId, action, index));
      if (outcome !== null) {
        enqueue(gameId, t, () => store.finishGame(gameId, resultOf(gameId, outcome)));
        void t.chain.then(() => {
          // Kept while writes are still to do: the next flush (quit) tries them again.
          if (tracked.get(gameId) === t && t.todo.length === 0) tracked.delete(gameId);
        });
      }
    },
    takenBack(gameId, remaining) {
      const t = tracked.get(gameId);
      if (t) enqueue(gameId, t, () => store.takeBack(gameId, remaining));
    },
    conceded(gameId, _loser, winner) {
      const t = tracked.get(gameId);
      if (!t) return;
      enqueue(gameId, t, () =>
        store.finishGame(gameId, { ...resultOf(gameId, winner), reason: 'conceded' }),
      );
      void t.chain.then(() => {
        if (tracked.get(gameId) === t && t.todo.length === 0) tracked.delete(gameId);
      });
    },
  };

  /** How a game ended, with the hints used when the player asked for any. */
  function resultOf(
    gameId: string,
    winner: PlayerId | 'draw',
  ): { winner: PlayerId | 'draw'; hints?: number } {
    const hints = hintCounts.get(gameId) ?? deps.hintsUsed?.(gameId) ?? 0;
    return hints > 0 ? { winner, hints } : { winner };
  }

  async function draftNames(): Promise<Map<string, string | undefined>> {
    try {
      return new Map((await store.listDrafts()).map((d) => [d.id, d.name]));
    } catch (err) {
      logError('the saved drafts could not be listed for the game rows', err);
      return new Map();
    }
  }

  function draftForPage(d: StoredClashDraft): ClashDraft {
    const { seed: _seed, actions: _actions, ...rest } = d;
    return rest;
  }

  /** Another page's open game does not exist for this caller (no taking over, no deleting). */
  function notElsewhere(s: GameSessions, saveId: string, caller: string | undefined): void {
    if (s.openElsewhere(saveId, caller))
      throw new SaveServiceError('not-found', `no saved game ${saveId}`);
  }

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

  /**
   * The record of a game to cut a draft from, and whether it is still being played (open and
   * not over, or a game in progress on disk): such a draft (options, seed, picks) would
   * reveal the game's deck orders and the opponent's hand, so saveDraft refuses it.
   */
  async function draftSourceFor(gameId: string): Promise<{
    record: { game: GameId; options: unknown; seed: number; actions: readonly unknown[] };
    running: boolean;
  }> {
    const live = sessions?.record(gameId);
    if (live) return { record: live, running: sessions?.outcome(gameId) === null };
    try {
      return { record: await store.getGame(gameId), running: true };
    } catch (err) {
      if (!(isSaveError(err) && err.code === 'not-found')) throw err;
    }
    return { record: await store.getReplay(gameId), running: false };
  }

  return {
    store,
    observer,
    attach(s) {
      sessions = s;
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
      for (const [id, t] of tracked) if (t.todo.length > 0 && t.queued === 0) enqueue(id, t);
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
      const drafts = games.some((g) => g.draftId !== undefined) ? await draftNames() : new Map();
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

    async resume(saveId, owner) {
      const s = needSessions();
      notElsewhere(s, saveId, owner);
      const pending = tracked.get(saveId);
      if (pending && pending.todo.length > 0) {
        // Moves acknowledged with a save warning are only in the live game: write them first,
        // or rebuilding from the disk would lose them. Refused (game left open) if it still fails.
        enqueue(saveId, pending);
        await pending.chain;
        if (pending.todo.length > 0) {
          throw new SaveServiceError(
            'save',
            `game ${saveId} cannot be saved right now; it stays open`,
            'save-failing',
          );
        }
      }
      // Check before closing anything: a resume that is refused (no such save — e.g. a game
      // already finished —, a newer version, an unknown computer level, options this version
      // refuses) leaves the open game exactly as it was.
      await tracked.get(saveId)?.chain;
      let saved = await store.getGame(saveId);
      const seats = seatsOf(saved.mode);
      if (!seats)
        throw new SaveServiceError(
          'bad-request',
          `saved game ${saveId} has a computer level this version does not know`,
        );
      try {
        rulesOf(saved.game).create(structuredClone(saved.options), saved.seed);
      } catch (err) {
        if (err instanceof SaveServiceError) throw err;
        throw new SaveServiceError(
          'bad-request',
          `saved game ${saveId} has options this version refuses`,
        );
      }
      if (s.outcome(saveId) !== undefined && s.outcome(saveId) !== null) {
        throw new SaveServiceError('rule', `game ${saveId} is over`, 'game-over');
      }
      if (s.record(saveId)) {
        // Still open here (e.g. the page was reloaded): close it — which stops its computer —
        // and rebuild it from the save like any other, once its queued writes are on disk.
        s.close(saveId);
        await tracked.get(saveId)?.chain;
        saved = await store.getGame(saveId);
      }
      const r = s.restore({
        id: saveId,
        game: saved.game,
        options: saved.options,
        seed: saved.seed,
        computerSeed: saved.computerSeed,
        seats,
        actions: saved.actions,
        owner,
      });
      if (!r.ok) throw new SaveServiceError(r.error.code, r.error.message, r.error.ruleCode);
      hintCounts.set(saveId, saved.hints ?? 0);
      const { restored, failedAt, ...started } = r.value;
      if (!tracked.has(saveId)) {
        const t = track(saveId);
        if (failedAt !== null) {
          // The engine refused a saved action (a damaged journal or changed rules): the game
          // goes on from just before it, so the save is cut to match the session.
          // The original files go to damaged/ first (reported like any damaged file).
          const detail = `action ${failedAt} is refused by the current rules; the game resumes after action ${restored}`;
          enqueue(saveId, t, () => store.setAsideRefused(saveId, restored, detail));
          await t.chain;
          fail(
            saveId,
            new Error(
              `action ${failedAt} of the saved game was refused by the rules; the game resumes after action ${restored}`,
            ),
          );
        }
        if (r.value.toMove === null && s.record(saveId)) {
          // Saved at its last action but not yet recorded as finished (a crash in between).
          const outcome = registry[saved.game]?.outcome(
            replayState(saved.game, saved.options, saved.seed, saved.actions.slice(0, restored)),
          );
          if (outcome !== undefined && outcome !== null)
            enqueue(saveId, t, () => store.finishGame(saveId, resultOf(saveId, outcome)));
        }
      }
      return started;
    },

    async abandon(saveId, caller) {
      if (sessions) notElsewhere(sessions, saveId, caller);
      if (sessions?.record(saveId)) sessions.close(saveId);
      const t = tracked.get(saveId);
      tracked.delete(saveId);
      if (t) await t.chain;
      await store.abandonGame(saveId);
    },

    countHint(gameId) {
      const n = (hintCounts.get(gameId) ?? 0) + 1;
      hintCounts.set(gameId, n);
      const t = tracked.get(gameId);
      if (t) enqueue(gameId, t, () => store.setGameHints(gameId, n));
      return n;
    },

    ...createReplayRows({
      store,
      rulesOf,
      logError,
      draftNames,
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

    listDrafts: async () => (await store.listDrafts()).map(draftForPage),
    async saveDraft(gameId, name) {
      const { record, running } = await draftSourceFor(gameId);
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
      const s = needSessions();
      const draft = await store.getDraft(draftId);
      const id = newId();
      // The pool (from the seed) and the picks are the draft; the hand rows and the computer's
      // stream (restore draws a new computer seed) come from fresh entropy, so neither the
      // first game nor its replay, from either seat, tells the rematch's hidden orders.
      const options = withoutHandSeed(draft.options);
      if (options === null || typeof options !== 'object' || Array.isArray(options))
        throw new SaveServiceError('rule', 'this draft has no Clash options', 'draft-refused');
      const r = s.restore({
        id,
        game: 'clash',
        options: { ...options, handSeed: newHandSeed() },
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
        const t = track(id);
        enqueue(id, t, () =>
          saveNewGame(
            id,
            { ...record, actions: [] },
            { draftId, actions: draft.actions as JsonValue[] },
          ),
        );
      }
      return started;
    },
  };

  function replayState(
    game: GameId,
    options: unknown,
    seed: number,
    actions: readonly unknown[],
  ): unknown {
    const rules = rulesOf(game);
    const state = rules.create(structuredClone(options), seed);
    for (const a of actions) rules.apply(state, structuredClone(a));
    return state;
  }
}
