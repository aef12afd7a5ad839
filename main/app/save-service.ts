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
 * A failed write never stops a game: the game goes on unsaved and the failure is listed
 * next to the store's damaged-file problems (`saves.problems`).
 */
import { randomUUID } from 'node:crypto';
import type { GameId, Outcome, PlayerId } from '../engine/types';
import { openingEvents } from '../games/clash/index';
import type { ClashState } from '../games/clash/types';
import type { GameStartResult, IpcErrorCode, SeatSpec } from '../ipc/contract';
import type {
  HistoryResult,
  ReplayIndex,
  ReplayStepView,
  SaveFailure,
  SavedGameSummary,
  SavesProblemsResult,
} from '../ipc/saves-contract';
import { isSaveError, type ClashDraft, type JsonValue, type Replay, type ReplaySummary, type SaveStore, type Settings } from '../saves';
import { extractClashDraft } from './clash-draft-extract';
import type { GameRegistry, GameSessions, SessionObserver, SessionRecord } from './game-sessions';
import { ReplayBrokenError, ReplayStepper, turnOf } from './replay-stepper';
import { modeOf, seatInfos, seatsOf } from './save-seats';

/** A refusal the IPC layer passes on as a typed error (not a save-file error). */
export class SaveServiceError extends Error {
  constructor(
    readonly code: IpcErrorCode,
    message: string,
    readonly ruleCode?: string,
  ) {
    super(message);
    this.name = 'SaveServiceError';
  }
}

export interface SaveServiceDeps {
  store: SaveStore;
  registry: GameRegistry;
  newId?: () => string;
  now?: () => Date;
  logError?: (message: string, err: unknown) => void;
  /** Replays kept stepped in memory (each holds a few state checkpoints). */
  replayCache?: number;
  /** Hints asked for in a game so far (review-service.ts), recorded in its result. */
  hintsUsed?: (gameId: string) => number;
}

interface Tracked {
  chain: Promise<void>;
  /** Writes queued on `chain` that have not settled yet. */
  queued: number;
  /** A write failed: later actions would be out of sequence, so this game is no longer saved. */
  broken: boolean;
}

export interface SaveService {
  readonly store: SaveStore;
  /** Give this to createGameSessions({ observer }). */
  readonly observer: SessionObserver;
  /** The session service the observer reports from (set once, after both exist). */
  attach(sessions: GameSessions): void;
  /** Resolves when every write queued so far for this game is done (or failed). */
  settled(gameId: string): Promise<void>;
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
  resume(saveId: string): Promise<GameStartResult>;
  abandon(saveId: string): Promise<void>;

  listReplays(): Promise<ReplaySummary[]>;
  openReplay(replayId: string): Promise<ReplayIndex>;
  viewReplay(replayId: string, step: number, player: PlayerId): Promise<ReplayStepView>;
  deleteReplay(replayId: string): Promise<void>;
  history(): Promise<HistoryResult>;

  listDrafts(): Promise<ClashDraft[]>;
  saveDraft(gameId: string, name?: string): Promise<ClashDraft>;
  deleteDraft(draftId: string): Promise<void>;
  playDraft(draftId: string, seats: [SeatSpec, SeatSpec]): Promise<GameStartResult>;
}

export function createSaveService(deps: SaveServiceDeps): SaveService {
  const { store, registry } = deps;
  const newId = deps.newId ?? (() => `g-${randomUUID()}`);
  const now = deps.now ?? (() => new Date());
  const logError = deps.logError ?? ((message, err) => console.error(`[saves] ${message}`, err));
  const cacheSize = Math.max(1, deps.replayCache ?? 4);
  const tracked = new Map<string, Tracked>();
  const failures: SaveFailure[] = [];
  const replays = new Map<string, { replay: Replay; stepper: ReplayStepper }>();
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

  /** Run `write` after every earlier write of this game; a failure marks the game unsaved. */
  function enqueue(gameId: string, t: Tracked, write: () => Promise<unknown>): void {
    t.queued++;
    t.chain = t.chain.then(async () => {
      try {
        if (t.broken) return;
        await write();
      } catch (err) {
        t.broken = true;
        fail(gameId, err);
      } finally {
        t.queued--;
      }
    });
  }

  function track(gameId: string): Tracked {
    const t: Tracked = { chain: Promise.resolve(), queued: 0, broken: false };
    tracked.set(gameId, t);
    return t;
  }

  async function saveNewGame(gameId: string, record: SessionRecord, extra: { draftId?: string; actions?: unknown[] } = {}): Promise<void> {
    const mode = modeOf(record.seats);
    if (!mode) return;
    const decks = record.game === 'orbs' ? await store.listDecks() : [];
    await store.startGame({
      id: gameId,
      game: record.game,
      options: record.options,
      seed: record.seed,
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
          if (tracked.get(gameId) === t) tracked.delete(gameId);
        });
      }
    },
  };

  /** How a game ended, with the hints used when the player asked for any. */
  function resultOf(gameId: string, winner: PlayerId | 'draw'): { winner: PlayerId | 'draw'; hints?: number } {
    const hints = deps.hintsUsed?.(gameId) ?? 0;
    return hints > 0 ? { winner, hints } : { winner };
  }

  function summaryOf(r: Replay): ReplaySummary {
    const { actions, options: _options, ...rest } = r;
    return { ...rest, actionCount: actions.length };
  }

  async function stepperFor(replayId: string): Promise<{ replay: Replay; stepper: ReplayStepper }> {
    const hit = replays.get(replayId);
    if (hit) {
      replays.delete(replayId);
      replays.set(replayId, hit);
      return hit;
    }
    const replay = await store.getReplay(replayId);
    const entry = { replay, stepper: new ReplayStepper(rulesOf(replay.game), replay) };
    replays.set(replayId, entry);
    while (replays.size > cacheSize) replays.delete(replays.keys().next().value as string);
    return entry;
  }

  function broken(err: unknown): never {
    if (err instanceof ReplayBrokenError) {
      throw new SaveServiceError('rule', `this replay cannot be shown past action ${err.failedAt}: ${err.message}`, 'replay-broken');
    }
    throw err;
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
    ];
    for (const step of steps) {
      try {
        await step();
      } catch (err) {
        logError('checking the saves failed', err);
      }
    }
  }

  async function gameRecordFor(gameId: string): Promise<{ game: GameId; options: unknown; seed: number; actions: readonly unknown[] }> {
    const live = sessions?.record(gameId);
    if (live) return live;
    try {
      return await store.getGame(gameId);
    } catch (err) {
      if (!(isSaveError(err) && err.code === 'not-found')) throw err;
    }
    return store.getReplay(gameId);
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
    async flush() {
      // Loop: a write may finish a game (more writes), and a game may still be applied to
      // while we wait (an IPC call already in flight at quit).
      for (;;) {
        await Promise.all([...tracked.values()].map((t) => t.chain));
        await store.flush();
        if ([...tracked.values()].every((t) => t.queued === 0) && store.pendingFiles().length === 0) return;
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
      for (const g of await store.listGames()) {
        let turn: number | null = null;
        let damagedAt: number | null = null;
        const rules = registry[g.game];
        if (rules) {
          try {
            const state = rules.create(structuredClone(g.options), g.seed);
            for (let i = 0; i < g.actions.length; i++) {
              const r = rules.apply(state, structuredClone(g.actions[i]));
              if (!r.ok) {
                damagedAt = i;
                break;
              }
            }
            const perspective: PlayerId = g.mode.kind === 'vs-ai' ? g.mode.humanSeat : 0;
            turn = turnOf(rules.view(state, perspective));
          } catch (err) {
            logError(`saved game ${g.id} could not be rebuilt`, err);
            damagedAt = 0;
          }
        }
        out.push({
          saveId: g.id,
          game: g.game,
          mode: g.mode,
          seats: g.seats,
          startedAt: g.startedAt,
          lastSavedAt: g.lastSavedAt,
          actionCount: g.actions.length,
          turn,
          damagedAt,
        });
      }
      return out;
    },

    async resume(saveId) {
      const s = needSessions();
      if (s.record(saveId)) {
        // Still open here (e.g. the page was reloaded): close it — which stops its computer —
        // and rebuild it from the save like any other, once its queued writes are on disk.
        s.close(saveId);
      }
      await tracked.get(saveId)?.chain;
      const saved = await store.getGame(saveId);
      const seats = seatsOf(saved.mode);
      if (!seats) throw new SaveServiceError('bad-request', `saved game ${saveId} has a computer level this version does not know`);
      const r = s.restore({ id: saveId, game: saved.game, options: saved.options, seed: saved.seed, seats, actions: saved.actions });
      if (!r.ok) throw new SaveServiceError(r.error.code, r.error.message, r.error.ruleCode);
      const { restored, failedAt, ...started } = r.value;
      if (!tracked.has(saveId)) {
        const t = track(saveId);
        if (failedAt !== null) {
          // The engine refused a saved action (a damaged journal or changed rules): the game
          // goes on from just before it, so the save is cut to match the session.
          enqueue(saveId, t, async () => {
            await store.abandonGame(saveId);
            await store.startGame({
              id: saveId,
              game: saved.game,
              options: saved.options,
              seed: saved.seed,
              mode: saved.mode,
              seats: saved.seats,
              ...(saved.draftId === undefined ? {} : { draftId: saved.draftId }),
              actions: saved.actions.slice(0, restored),
            });
          });
          fail(saveId, new Error(`action ${failedAt} of the saved game was refused by the rules; the game resumes after action ${restored}`));
        }
        if (r.value.toMove === null && s.record(saveId)) {
          // Saved at its last action but not yet recorded as finished (a crash in between).
          const outcome = registry[saved.game]?.outcome(replayState(saved.game, saved.options, saved.seed, saved.actions.slice(0, restored)));
          if (outcome !== undefined && outcome !== null) enqueue(saveId, t, () => store.finishGame(saveId, resultOf(saveId, outcome)));
        }
      }
      return started;
    },

    async abandon(saveId) {
      if (sessions?.record(saveId)) sessions.close(saveId);
      const t = tracked.get(saveId);
      tracked.delete(saveId);
      if (t) await t.chain;
      await store.abandonGame(saveId);
    },

    async listReplays() {
      return store.listReplays();
    },
    async openReplay(replayId) {
      const { replay, stepper } = await stepperFor(replayId);
      const perspective: PlayerId = replay.mode.kind === 'vs-ai' ? replay.mode.humanSeat : 0;
      let turns: { turn: number; step: number }[];
      try {
        turns = stepper.turns(perspective);
      } catch (err) {
        broken(err);
      }
      return { replay: summaryOf(replay), total: stepper.total, turns };
    },
    async viewReplay(replayId, step, player) {
      const { replay, stepper } = await stepperFor(replayId);
      const rules = rulesOf(replay.game);
      let at;
      try {
        at = stepper.at(step);
      } catch (err) {
        broken(err);
      }
      const raw = at.step === 0 && replay.game === 'clash' ? openingEvents(at.state as ClashState) : at.events;
      const events: unknown[] = [];
      for (const e of raw) {
        const seen = rules.eventFor(e, player);
        if (seen !== null) events.push(seen);
      }
      const view = rules.view(at.state, player);
      return {
        replayId,
        game: replay.game,
        step: at.step,
        total: stepper.total,
        player,
        view,
        toMove: rules.toMove(at.state),
        outcome: rules.outcome(at.state),
        actor: at.actor,
        events,
        turn: turnOf(view),
      };
    },
    async deleteReplay(replayId) {
      replays.delete(replayId);
      await store.deleteReplay(replayId);
    },
    async history() {
      const entries = await store.getHistory();
      return { entries, stats: await store.getStats() };
    },

    listDrafts: () => store.listDrafts(),
    async saveDraft(gameId, name) {
      const record = await gameRecordFor(gameId);
      if (record.game !== 'clash') throw new SaveServiceError('bad-request', 'only Clash of Decks games have a draft', 'no-draft');
      const x = extractClashDraft(record);
      if (!x.ok) throw new SaveServiceError('rule', x.message, x.code);
      return store.saveDraft({
        ...(name ? { name } : {}),
        ...x.draft,
        fromGameId: gameId,
      });
    },
    deleteDraft: (draftId) => store.deleteDraft(draftId),
    async playDraft(draftId, seats) {
      const s = needSessions();
      const draft = await store.getDraft(draftId);
      const id = newId();
      const r = s.restore({ id, game: 'clash', options: draft.options, seed: draft.seed, seats, actions: draft.actions });
      if (!r.ok) throw new SaveServiceError(r.error.code, r.error.message, r.error.ruleCode);
      const { restored: _restored, failedAt, ...started } = r.value;
      if (failedAt !== null) {
        s.close(id);
        throw new SaveServiceError('rule', `pick ${failedAt} of this draft is refused by the current rules`, 'draft-refused');
      }
      const record = s.record(id);
      if (record && modeOf(seats)) {
        const t = track(id);
        enqueue(id, t, () => saveNewGame(id, { ...record, actions: [] }, { draftId, actions: draft.actions as JsonValue[] }));
      }
      return started;
    },
  };

  function replayState(game: GameId, options: unknown, seed: number, actions: readonly unknown[]): unknown {
    const rules = rulesOf(game);
    const state = rules.create(structuredClone(options), seed);
    for (const a of actions) rules.apply(state, structuredClone(a));
    return state;
  }
}
