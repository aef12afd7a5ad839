/**
 * Running games, generic over the GameRules contract (main/engine/types.ts).
 *
 * Why here and not in the renderer: the main process is the only place a rule is decided.
 * A session keeps the full state; callers only ever get one player's `view` and events as
 * that player sees them (`eventFor`). Each session records seed + options + every applied
 * action, so it can be saved or replayed exactly (main/engine/replay.ts).
 *
 * Who may act: only a human seat, only when `toMove` is that seat. Computer seats move on
 * their own (scheduled, so the UI sees them one at a time) and their moves are pushed to
 * the human seats as `game.update`.
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { GameId, Outcome, PlayerId } from '../engine/types';
import { stateHash } from '../engine/hash';
import { canonicalAction, MAX_ACTION_CHARS } from './canonical-action';
import {
  DEFAULT_TAKE_BACK_POLICY,
  takeBacksAllowed,
  undoableCount,
  type ActionMark,
  type TakeBackPolicy,
} from './take-back';
import { nextU32, randInt, seedRng } from '../engine/rng';
import { fail, ok, type Result } from '../engine/result';
import type { AnyRules, GameRegistry } from '../engine/registry';
import type {
  ComputerLevel,
  GameActResult,
  GameLogResult,
  GameStartResult,
  GameUpdate,
  PlayerView,
  SeatSpec,
  ServiceErrorCode,
} from './types';

/** What a session call answers (the IPC layer passes it on as an IpcResult). */
type ServiceResult<T> = Result<T, ServiceErrorCode>;

// Defined in main/engine/registry.ts; re-exported because callers have always found them here.
export type { AnyRules, GameRegistry };

/**
 * What a computer seat is asked when it is its decision. A real opponent (main/ai through
 * ./computer-ai.ts) decides from `view` and `knowledge` only — what that seat may know — so it
 * cannot cheat; `rules` and `state` (a private clone) are there for the baseline random
 * player, which only lists the legal actions.
 */
export interface ComputerMoveRequest {
  game: GameId;
  options: unknown;
  player: PlayerId;
  level: ComputerLevel;
  /** `rules.view(state, player)`. */
  view: unknown;
  /** A seed for the computer's own generator (never the game's). */
  seed: number;
  rules: AnyRules;
  state: unknown;
  /** Aborted when the game is closed while the computer thinks. */
  signal: AbortSignal;
}

/** Picks an action for a computer seat, at once or later (a worker thread). */
export interface ComputerPlayer {
  choose(req: ComputerMoveRequest): unknown | Promise<unknown>;
  /**
   * A game with a computer seat has opened (new or restored): get ready for its first move
   * (the app's AI starts and warms its worker threads, issue #19: a cold first decision took
   * seconds). Never awaited; failing to prepare only makes the first move a cold one.
   */
  prepare?(): void;
}

/** Uniformly random legal action (the baseline, and the fallback where no AI is given). */
export const randomComputer: ComputerPlayer = {
  choose({ rules, state, seed }) {
    const actions = rules.legalActions(state);
    if (actions.length === 0) throw new Error('computer has no legal action');
    return actions[randInt(seedRng(seed), actions.length)];
  },
};

export type Cancel = () => void;

/**
 * Told about every new game and every applied action (human or computer), in order, so the
 * save layer can journal them. Not told about games rebuilt by `restore` (already saved).
 */
export interface SessionObserver {
  started(gameId: string, record: SessionRecord): void;
  /** `index`: the action's position in the record; `outcome`: the result after it. */
  applied(gameId: string, action: unknown, index: number, outcome: Outcome): void;
  /** The last action was taken back (take-back.ts); `remaining`: the actions left. */
  takenBack?(gameId: string, remaining: number): void;
  /** `loser` conceded (issue #35): the game is over, `winner` won. */
  conceded?(gameId: string, loser: PlayerId, winner: PlayerId): void;
}

export interface RestoreRequest extends StartRequest {
  /** The session id to use (a saved game keeps its id). */
  id: string;
  actions: unknown[];
}

export type RestoreResult = GameStartResult & {
  /** How many of the given actions the engine accepted. */
  restored: number;
  /** Index of the first refused action (the game continues before it), or null. */
  failedAt: number | null;
};

export interface GameSessionsDeps {
  registry: GameRegistry;
  /**
   * Sends a push to the connection that owns the game (`to`; undefined: a game started
   * without an owner, e.g. in tests — the shell decides).
   */
  push: (event: 'game.update', payload: GameUpdate, to: string | undefined) => void;
  computer?: ComputerPlayer;
  /** Pace of computer moves, so a human can follow them. */
  computerDelayMs?: number;
  schedule?: (run: () => void, ms: number) => Cancel;
  newId?: () => string;
  newSeed?: () => number;
  /**
   * Fresh entropy for a new game's computer stream (default node:crypto). Never derived from
   * the game seed: the seed is secret while the game runs, and so must the AI's choices be.
   */
  newComputerSeed?: () => number;
  maxSessions?: number;
  logError?: (message: string, err: unknown) => void;
  observer?: SessionObserver;
}

export interface SessionRecord {
  game: GameId;
  options: unknown;
  seed: number;
  /** Seed of the computer's own random stream (saved, so a resumed game plays on exactly). */
  computerSeed: number;
  seats: [SeatSpec, SeatSpec];
  actions: unknown[];
}

interface Session {
  id: string;
  rules: AnyRules;
  state: unknown;
  record: SessionRecord;
  pendingComputer: Cancel | null;
  /** Set when a computer move failed; the game cannot continue. */
  stalled: string | null;
  /** The connection (page) that opened the game: only it sees and plays it, and gets its pushes. */
  owner: string | undefined;
  /** For eviction: when a page last asked about this game. */
  lastUsed: number;
  /** One per recorded action: who chose it and whether it is a take-back barrier. */
  marks: ActionMark[];
  /** The seat that conceded (the game is then over, whatever the engine's state says). */
  conceded: PlayerId | null;
}

export interface StartRequest {
  game: GameId;
  options: unknown;
  seed?: number | undefined;
  /** The computer stream's seed when rebuilding a saved game; fresh entropy otherwise. */
  computerSeed?: number | undefined;
  seats: [SeatSpec, SeatSpec];
  /** The connection opening the game (host WebSocket, Electron webContents). */
  owner?: string | undefined;
}

/**
 * The seed of the computer's decision after `actionIndex` actions: a function of the
 * computer seed and the position only, so a resumed or replayed game asks the AI exactly the
 * same questions with the same randomness, however often a decision was retried or aborted.
 */
export function computerSeedFor(computerSeed: number, actionIndex: number): number {
  const r = seedRng((computerSeed ^ Math.imul(actionIndex + 1, 0x9e3779b1)) >>> 0);
  return nextU32(r);
}

export interface GameSessions {
  start(req: StartRequest): ServiceResult<GameStartResult>;
  /** `caller`: the asking connection; a game owned by another one answers not-found. */
  view(gameId: string, player: PlayerId, caller?: string): ServiceResult<PlayerView>;
  act(
    gameId: string,
    player: PlayerId,
    action: unknown,
    caller?: string,
  ): ServiceResult<GameActResult>;
  close(gameId: string, caller?: string): ServiceResult<{ closed: true }>;
  /**
   * Every action so far with its events as `player` sees them, rebuilt from seed + actions:
   * what a resumed game needs to show its whole log (the live path sends the same events).
   */
  log(gameId: string, player: PlayerId, caller?: string): ServiceResult<GameLogResult>;
  /** The connection went away (page reloaded or closed): close its games (they are saved). */
  release(owner: string): number;
  /** Seed, options and actions so far (a copy): what a save or a replay needs. */
  record(gameId: string): SessionRecord | null;
  /** Rebuild a game from seed + actions (resume a save); stops at the first refused action. */
  restore(req: RestoreRequest): ServiceResult<RestoreResult>;
  /** The game's outcome (null while it runs), or undefined for a game that is not open. */
  outcome(gameId: string): Outcome | undefined;
  /**
   * Whether the game is open and belongs to another page than `caller` (issue #32: hints,
   * abandon, resume and review of such a game answer as if it did not exist).
   */
  openElsewhere(gameId: string, caller: string | undefined): boolean;
  /** Hash of the full state (main/engine/hash.ts), or null for an unknown game. */
  stateHash(gameId: string): string | null;
  /**
   * Take back `player`'s last action (take-back.ts): the game is rebuilt from seed + the
   * actions before it. Refused when the rule or the setting does not allow it now.
   */
  takeBack(gameId: string, player: PlayerId, caller?: string): ServiceResult<GameActResult>;
  /**
   * `player` gives up: the game ends as their loss. In hotseat only the player whose decision
   * it is may concede (the one at the screen).
   */
  concede(gameId: string, player: PlayerId, caller?: string): ServiceResult<GameActResult>;
  /** The player's take-back setting (settings.json `takeBacks`), applied to every game. */
  setTakeBackPolicy(policy: TakeBackPolicy): void;
  /** Stop every pending computer move (app quit, tests). */
  dispose(): void;
}

const defaultSchedule = (run: () => void, ms: number): Cancel => {
  const t = setTimeout(run, ms);
  return () => clearTimeout(t);
};

function copy<T>(x: T): T {
  return structuredClone(x);
}

export function createGameSessions(deps: GameSessionsDeps): GameSessions {
  const sessions = new Map<string, Session>();
  const computer = deps.computer ?? randomComputer;
  const schedule = deps.schedule ?? defaultSchedule;
  const delay = deps.computerDelayMs ?? 400;
  const newId = deps.newId ?? (() => `g-${randomUUID()}`);
  const newSeed = deps.newSeed ?? (() => randomInt(0, 0xffffffff));
  const newComputerSeed = deps.newComputerSeed ?? (() => randomInt(0, 0xffffffff));
  const maxSessions = deps.maxSessions ?? 32;
  const logError = deps.logError ?? ((message, err) => console.error(`[games] ${message}`, err));
  let clock = 0;
  let takeBackPolicy: TakeBackPolicy = DEFAULT_TAKE_BACK_POLICY;

  /** The engine's outcome, or the winner when a seat conceded. */
  function outcomeOf(s: Session): Outcome {
    return s.conceded !== null ? (s.conceded === 0 ? 1 : 0) : s.rules.outcome(s.state);
  }

  function toMoveOf(s: Session): PlayerId | null {
    return s.conceded !== null ? null : s.rules.toMove(s.state);
  }

  /** How many actions `player` may take back right now (0: none). */
  function takeBackCount(s: Session, player: PlayerId): number {
    if (s.stalled !== null || s.pendingComputer !== null) return 0;
    if (toMoveOf(s) !== player || s.record.seats[player].kind !== 'human') return 0;
    if (!takeBacksAllowed(takeBackPolicy, s.record.seats)) return 0;
    return undoableCount(s.marks, player);
  }

  /** Whether an applied action is a take-back barrier (no rule in the engine: all are). */
  function barrierOf(rules: AnyRules, before: unknown, events: unknown[], after: unknown): boolean {
    if (!rules.takeBackBarrier) return true;
    try {
      return rules.takeBackBarrier(before, events, after);
    } catch (err) {
      logError('the take-back rule failed; the action counts as a barrier', err);
      return true;
    }
  }

  function playerView(s: Session, player: PlayerId): PlayerView {
    const toMove = toMoveOf(s);
    const legal = toMove === player && s.stalled === null ? s.rules.legalActions(s.state) : null;
    const selfHarm: number[] = [];
    if (legal && s.rules.hurtsOnlyActor)
      legal.forEach((a, i) => {
        if (s.rules.hurtsOnlyActor!(s.state, a, player)) selfHarm.push(i);
      });
    return {
      gameId: s.id,
      game: s.record.game,
      player,
      view: s.rules.view(s.state, player),
      toMove,
      outcome: outcomeOf(s),
      legalActions: legal,
      actionCount: s.record.actions.length,
      takeBack: takeBackCount(s, player) > 0,
      ...(s.conceded !== null ? { endReason: 'conceded' as const, conceded: s.conceded } : {}),
      // Only when some action hurts only this player, so views without any stay as before.
      ...(selfHarm.length > 0 ? { selfHarm } : {}),
    };
  }

  function eventsFor(s: Session, events: unknown[], player: PlayerId): unknown[] {
    const out: unknown[] = [];
    for (const e of events) {
      const seen = s.rules.eventFor(e, player);
      if (seen !== null) out.push(seen);
    }
    return out;
  }

  /**
   * Apply one action; on rejection or a throw the state is exactly as before. What is applied
   * and recorded is the engine's own matching entry of `legalActions` (canonical-action.ts),
   * never the payload as sent. A backup clone guards against an engine that throws half-way
   * through (the contract forbids it, but a crashing engine must not leave a corrupt game).
   */
  function applyAction(
    s: Session,
    sent: unknown,
  ):
    | { ok: true; events: unknown[] }
    | { ok: false; error: ReturnType<typeof fail<ServiceErrorCode>> } {
    let text: string | undefined;
    try {
      text = JSON.stringify(sent);
    } catch {
      text = undefined;
    }
    if (text === undefined)
      return { ok: false, error: fail('bad-request', 'an action must be plain JSON data') };
    if (text.length > MAX_ACTION_CHARS) {
      return {
        ok: false,
        error: fail(
          'too-large',
          `an action may have at most ${MAX_ACTION_CHARS} characters of JSON, this one has ${text.length}`,
        ),
      };
    }
    const match = canonicalAction(s.rules.legalActions(s.state), sent);
    if (!match.ok) {
      // Not a listed action: the engine says why on a copy (the UI translates its error
      // code); the game itself is not touched.
      let result;
      try {
        result = s.rules.apply(s.rules.clone(s.state), copy(sent));
      } catch {
        return { ok: false, error: fail('bad-request', 'not an action this game understands') };
      }
      if (!result.ok)
        return { ok: false, error: fail('rule', result.error.message, result.error.code) };
      if (match.reason === 'ambiguous')
        return {
          ok: false,
          error: fail('bad-request', 'the action matches more than one legal action'),
        };
      logError(
        `engine ${s.record.game} accepts an action its legalActions does not list`,
        text.slice(0, 200),
      );
      return { ok: false, error: fail('rule', 'not a legal action now', 'not-legal') };
    }
    const action = match.action;
    const by = s.rules.toMove(s.state);
    const backup = s.rules.clone(s.state);
    let result;
    try {
      result = s.rules.apply(s.state, copy(action));
    } catch (err) {
      s.state = backup;
      logError(`engine ${s.record.game} threw on a legal action`, err);
      return { ok: false, error: fail('internal', 'the rules engine failed on this action') };
    }
    if (!result.ok)
      return { ok: false, error: fail('rule', result.error.message, result.error.code) };
    s.record.actions.push(copy(action));
    s.marks.push({
      by: by ?? 0,
      barrier: by === null || barrierOf(s.rules, backup, result.events, s.state),
    });
    deps.observer?.applied(
      s.id,
      copy(action),
      s.record.actions.length - 1,
      s.rules.outcome(s.state),
    );
    return { ok: true, events: result.events };
  }

  /**
   * Tell every human seat (but `answered`, who gets the action's answer instead) what `by`'s
   * action did, as that seat may see it; only the connection that owns the game hears it.
   */
  function pushUpdate(s: Session, by: PlayerId, events: unknown[], answered?: PlayerId): void {
    for (const p of humanSeats(s)) {
      if (p === answered) continue;
      deps.push(
        'game.update',
        { gameId: s.id, by, view: playerView(s, p), events: eventsFor(s, events, p) },
        s.owner,
      );
    }
  }

  function humanSeats(s: Session): PlayerId[] {
    return ([0, 1] as const).filter((p) => s.record.seats[p].kind === 'human');
  }

  function scheduleComputer(s: Session): void {
    if (s.pendingComputer || s.stalled !== null) return;
    const toMove = toMoveOf(s);
    if (toMove === null) return;
    const seat = s.record.seats[toMove];
    if (seat.kind !== 'computer') return;
    const cancelTimer = schedule(() => {
      s.pendingComputer = null;
      if (sessions.get(s.id) !== s) return; // closed meanwhile
      runComputerMove(s, toMove, seat.level);
    }, delay);
    s.pendingComputer = cancelTimer;
  }

  /** Ask the computer; a synchronous answer is applied at once, a promised one when it comes. */
  function runComputerMove(s: Session, player: PlayerId, level: ComputerLevel): void {
    if (toMoveOf(s) !== player) return;
    const controller = new AbortController();
    const actionCount = s.record.actions.length;
    let answer: unknown;
    try {
      answer = computer.choose({
        game: s.record.game,
        options: copy(s.record.options),
        player,
        level,
        view: s.rules.view(s.state, player),
        seed: computerSeedFor(s.record.computerSeed, actionCount),
        rules: s.rules,
        state: s.rules.clone(s.state),
        signal: controller.signal,
      });
    } catch (err) {
      computerFailed(s, err);
      return;
    }
    if (!(answer instanceof Promise)) {
      finishComputerMove(s, player, answer);
      return;
    }
    s.pendingComputer = () => controller.abort();
    answer.then(
      (action) => {
        if (sessions.get(s.id) !== s || controller.signal.aborted) return;
        s.pendingComputer = null;
        // The game moved on meanwhile (cannot happen for a computer's own turn; be safe).
        if (s.record.actions.length !== actionCount) return scheduleComputer(s);
        finishComputerMove(s, player, action);
      },
      (err: unknown) => {
        if (sessions.get(s.id) !== s || controller.signal.aborted) return;
        s.pendingComputer = null;
        computerFailed(s, err);
      },
    );
  }

  function computerFailed(s: Session, err: unknown): void {
    s.stalled = 'computer could not choose an action';
    logError(`computer failed in ${s.id}`, err);
  }

  function finishComputerMove(s: Session, player: PlayerId, action: unknown): void {
    const applied = applyAction(s, action);
    if (!applied.ok) {
      // The engine's wording may name a card in the computer's hidden hand: only the codes
      // go into the answer and the log (issue #32 item 6).
      const { code, ruleCode } = applied.error.error;
      const why = ruleCode ? `${code}/${ruleCode}` : code;
      s.stalled = `computer action rejected (${why})`;
      logError(`computer action rejected in ${s.id}`, { code: 'rule', message: why });
      return;
    }
    pushUpdate(s, player, applied.events);
    scheduleComputer(s);
  }

  /** A game another connection owns does not exist for this caller (no peeking by id). */
  function get(
    gameId: string,
    caller?: string,
  ): Session | { error: ReturnType<typeof fail<ServiceErrorCode>> } {
    const s = sessions.get(gameId);
    if (!s || (caller !== undefined && s.owner !== undefined && s.owner !== caller)) {
      return { error: fail('not-found', `no open game ${gameId}`) };
    }
    s.lastUsed = ++clock;
    return s;
  }

  /**
   * Room for one more game: at the limit the least recently used game is closed. Games of
   * pages that went away are closed by `release` already; this catches the rest (a shell that
   * cannot tell, a page that keeps many games). Saved games stay on disk and can be resumed.
   */
  function makeRoom(): void {
    while (sessions.size >= maxSessions) {
      let oldest: Session | null = null;
      for (const x of sessions.values()) if (!oldest || x.lastUsed < oldest.lastUsed) oldest = x;
      if (!oldest) return;
      oldest.pendingComputer?.();
      sessions.delete(oldest.id);
    }
  }

  function prepareComputer(s: Session): void {
    if (!s.record.seats.some((seat) => seat.kind === 'computer')) return;
    try {
      computer.prepare?.();
    } catch {
      // Only the first move is slower.
    }
  }

  /** A new engine state; options the engine refuses are the caller's error, not ours. */
  function createState(rules: AnyRules, game: GameId, options: unknown, seed: number) {
    try {
      return ok(rules.create(copy(options), seed));
    } catch (err) {
      return fail(
        'bad-request',
        `bad options for ${game}: ${err instanceof Error ? err.message : String(err)}`,
      );
    }
  }

  return {
    start(req) {
      const rules = deps.registry[req.game];
      if (!rules) return fail('not-found', `game ${req.game} is not available`);
      const seed = req.seed ?? newSeed();
      const created = createState(rules, req.game, req.options, seed);
      if (!created.ok) return created;
      const state = created.value;
      // Stored (and saved, replayed, reviewed) as the engine reads them: nothing else of the request.
      const options = rules.normalizeOptions
        ? rules.normalizeOptions(copy(req.options))
        : req.options;
      makeRoom();
      const id = newId();
      const s: Session = {
        id,
        rules,
        state,
        record: {
          game: req.game,
          options: copy(options),
          seed,
          computerSeed: req.computerSeed ?? newComputerSeed(),
          seats: copy(req.seats),
          actions: [],
        },
        pendingComputer: null,
        stalled: null,
        owner: req.owner,
        lastUsed: ++clock,
        marks: [],
        conceded: null,
      };
      sessions.set(id, s);
      deps.observer?.started(id, copy(s.record));
      prepareComputer(s);
      scheduleComputer(s);
      // The seed goes back only if the player typed it: a drawn seed would reveal every deck.
      return ok({
        gameId: id,
        game: req.game,
        ...(req.seed === undefined ? {} : { seed: req.seed }),
        seats: copy(req.seats),
        toMove: rules.toMove(state),
      });
    },

    restore(req) {
      const rules = deps.registry[req.game];
      if (!rules) return fail('not-found', `game ${req.game} is not available`);
      if (!/^[A-Za-z0-9_-]{1,64}$/.test(req.id)) return fail('bad-request', 'bad game id');
      if (sessions.has(req.id)) return fail('bad-request', `game ${req.id} is already open`);
      makeRoom();
      const seed = req.seed ?? newSeed();
      const created = createState(rules, req.game, req.options, seed);
      if (!created.ok) return created;
      let state = created.value;
      const actions: unknown[] = [];
      const marks: ActionMark[] = [];
      let failedAt: number | null = null;
      for (let i = 0; i < req.actions.length; i++) {
        const backup = rules.clone(state);
        const by = rules.toMove(state);
        let applied: { ok: true; events: unknown[] } | null = null;
        // Saves from before canonical recording may hold actions as sent: keep the listed entry.
        const match = canonicalAction(rules.legalActions(state), req.actions[i]);
        const action = match.ok ? match.action : copy(req.actions[i]);
        try {
          const r = rules.apply(state, copy(action));
          if (r.ok) applied = r;
        } catch {
          state = backup;
        }
        if (!applied) {
          failedAt = i;
          break;
        }
        actions.push(action);
        marks.push({
          by: by ?? 0,
          barrier: by === null || barrierOf(rules, backup, applied.events, state),
        });
      }
      const s: Session = {
        id: req.id,
        rules,
        state,
        record: {
          game: req.game,
          options: copy(req.options),
          seed,
          computerSeed: req.computerSeed ?? newComputerSeed(),
          seats: copy(req.seats),
          actions,
        },
        pendingComputer: null,
        stalled: null,
        owner: req.owner,
        lastUsed: ++clock,
        marks,
        conceded: null,
      };
      sessions.set(req.id, s);
      prepareComputer(s);
      scheduleComputer(s);
      // No seed in the answer: a restored game is a running game (its seed stays in main).
      return ok({
        gameId: req.id,
        game: req.game,
        seats: copy(req.seats),
        toMove: rules.toMove(state),
        restored: actions.length,
        failedAt,
      });
    },

    outcome(gameId) {
      const s = sessions.get(gameId);
      return s ? outcomeOf(s) : undefined;
    },

    openElsewhere(gameId, caller) {
      const s = sessions.get(gameId);
      return !!s && caller !== undefined && s.owner !== undefined && s.owner !== caller;
    },

    stateHash(gameId) {
      const s = sessions.get(gameId);
      return s ? stateHash(s.state) : null;
    },

    view(gameId, player, caller) {
      const s = get(gameId, caller);
      if ('error' in s) return s.error;
      if (s.record.seats[player].kind !== 'human') {
        return fail(
          'rule',
          `player ${player} is a computer seat; its view is hidden`,
          'computer-seat',
        );
      }
      return ok(playerView(s, player));
    },

    act(gameId, player, action, caller) {
      const s = get(gameId, caller);
      if ('error' in s) return s.error;
      if (s.record.seats[player].kind !== 'human') {
        return fail('rule', `player ${player} is played by the computer`, 'computer-seat');
      }
      if (s.stalled !== null) return fail('internal', `game stopped: ${s.stalled}`);
      const toMove = toMoveOf(s);
      if (toMove === null) return fail('rule', 'the game is over', 'game-over');
      if (toMove !== player)
        return fail(
          'rule',
          `it is player ${toMove}'s decision, not player ${player}'s`,
          'not-your-turn',
        );
      const applied = applyAction(s, action);
      if (!applied.ok) return applied.error;
      // In hotseat, the other human seat learns about the action by a push too.
      pushUpdate(s, player, applied.events, player);
      scheduleComputer(s);
      return ok({ view: playerView(s, player), events: eventsFor(s, applied.events, player) });
    },

    takeBack(gameId, player, caller) {
      const s = get(gameId, caller);
      if ('error' in s) return s.error;
      if (s.record.seats[player].kind !== 'human')
        return fail('rule', `player ${player} is played by the computer`, 'computer-seat');
      if (!takeBacksAllowed(takeBackPolicy, s.record.seats))
        return fail('rule', 'take-backs are turned off for this game', 'take-back-off');
      if (takeBackCount(s, player) === 0)
        return fail('rule', 'nothing can be taken back now', 'take-back-barrier');
      // Rebuild from seed + the actions before the last one: the engines are deterministic,
      // so this is exactly the position the player saw before it (no hidden card was drawn
      // since: the rule stops at every draw, trap, shuffle and turn start).
      const keep = s.record.actions.slice(0, -1);
      let state: unknown;
      try {
        state = s.rules.create(copy(s.record.options), s.record.seed);
        for (const a of keep) {
          if (!s.rules.apply(state, copy(a)).ok) throw new Error('a recorded action was refused');
        }
      } catch (err) {
        logError(`take-back could not rebuild ${s.id}`, err);
        return fail('internal', 'the game could not be rebuilt before the last action');
      }
      s.state = state;
      s.record.actions = keep;
      s.marks.pop();
      deps.observer?.takenBack?.(s.id, keep.length);
      pushUpdate(s, player, [], player);
      return ok({ view: playerView(s, player), events: [] });
    },

    concede(gameId, player, caller) {
      const s = get(gameId, caller);
      if ('error' in s) return s.error;
      if (s.record.seats[player].kind !== 'human')
        return fail('rule', `player ${player} is played by the computer`, 'computer-seat');
      const toMove = toMoveOf(s);
      if (toMove === null) return fail('rule', 'the game is over', 'game-over');
      // Hotseat: the player at the screen is the one whose decision it is.
      if (humanSeats(s).length === 2 && toMove !== player)
        return fail(
          'rule',
          `it is player ${toMove}'s decision, not player ${player}'s`,
          'not-your-turn',
        );
      s.pendingComputer?.();
      s.pendingComputer = null;
      s.conceded = player;
      const winner: PlayerId = player === 0 ? 1 : 0;
      deps.observer?.conceded?.(s.id, player, winner);
      pushUpdate(s, player, [], player);
      return ok({ view: playerView(s, player), events: [] });
    },

    setTakeBackPolicy(policy) {
      takeBackPolicy = policy;
    },

    close(gameId, caller) {
      const s = get(gameId, caller);
      if ('error' in s) return s.error;
      s.pendingComputer?.();
      sessions.delete(gameId);
      return ok({ closed: true });
    },

    log(gameId, player, caller) {
      const s = get(gameId, caller);
      if ('error' in s) return s.error;
      if (s.record.seats[player].kind !== 'human') {
        return fail(
          'rule',
          `player ${player} is a computer seat; its log is hidden`,
          'computer-seat',
        );
      }
      const state = s.rules.create(copy(s.record.options), s.record.seed);
      const opening = s.rules.openingEvents
        ? eventsFor(s, s.rules.openingEvents(state), player)
        : [];
      const entries: GameLogResult['entries'] = [];
      for (const action of s.record.actions) {
        const by = s.rules.toMove(state);
        const r = s.rules.apply(state, copy(action));
        // The session accepted every recorded action, so a refusal here is a broken engine.
        if (!r.ok || by === null)
          return fail('internal', `the log could not be rebuilt at action ${entries.length}`);
        entries.push({ by, events: eventsFor(s, r.events, player) });
      }
      return ok(opening.length > 0 ? { entries, opening } : { entries });
    },

    release(owner) {
      let n = 0;
      for (const s of [...sessions.values()]) {
        if (s.owner !== owner) continue;
        s.pendingComputer?.();
        sessions.delete(s.id);
        n++;
      }
      return n;
    },

    record(gameId) {
      const s = sessions.get(gameId);
      return s ? copy(s.record) : null;
    },

    dispose() {
      for (const s of sessions.values()) s.pendingComputer?.();
      sessions.clear();
    },
  };
}
