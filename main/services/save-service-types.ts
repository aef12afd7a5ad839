/**
 * The save service's shapes (save-service.ts): what it needs and what it offers. Types only,
 * so its pieces (save-observer.ts, save-resume.ts, save-drafts.ts) share them without a cycle.
 */
import type { PlayerId } from '../engine/types';
import type {
  ClashDraft,
  GameStartResult,
  HistoryResult,
  ReplayIndex,
  ReplayStepView,
  ReplaySummary,
  SavedGameSummary,
  SavesProblemsResult,
  SaveWarning,
  SeatSpec,
} from './types';
import type { SaveStore, Settings } from '../saves';
import type { GameRegistry, GameSessions, SessionObserver } from './game-sessions';

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
