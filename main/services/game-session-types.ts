/**
 * The shapes of the running-games service (game-sessions.ts): what callers pass and get, what a
 * computer seat and the save layer plug in, and the session each game keeps. Types only, so
 * every piece of the service (and its callers) can share them without a cycle.
 */
import type { GameId, Outcome, PlayerId } from '../engine/types';
import type { Result } from '../engine/result';
import type { AnyRules, GameRegistry } from '../engine/registry';
import type { ActionMark, TakeBackPolicy } from './take-back';
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
export type ServiceResult<T> = Result<T, ServiceErrorCode>;

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

/** One running game (internal to the service; never handed to a caller). */
export interface Session {
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
