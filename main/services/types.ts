/**
 * The data the services answer with (games, saves, replays, history). Types only, no Node:
 * the IPC contract (main/ipc/contract.ts) re-exports them as its channels' results, so the
 * renderer sees exactly what the services produce, and the services never import the IPC
 * layer that calls them.
 */
import type { GameId, Outcome, PlayerId } from '../engine/types';
import type { AiLevel } from '../ai/level-names';
import type { ReviewResult } from '../ai/review/types';
import type { HistoryEntry } from '../saves/kinds/history';
import type { GameMode } from '../saves/kinds/common';
import type { MatchStats } from '../saves/stats';
import type { SaveProblem } from '../saves/problems';
import type {
  ClashDraft as StoredClashDraft,
  ReplaySummary as StoredReplaySummary,
} from '../saves/records';

/**
 * A saved draft as the page sees it. No seed and no raw picks: playing the draft again starts
 * a game from that seed, so knowing it would reveal the battle's deck orders (issue #15).
 */
export type ClashDraft = Omit<StoredClashDraft, 'seed' | 'actions'>;

/** A finished game in the replay list; its seeds stay in main (a draft may be played from it). */
export type ReplaySummary = Omit<StoredReplaySummary, 'seed' | 'computerSeed'> & {
  /** The turn the game ended on; null if the engine has none or the replay cannot be rebuilt. */
  turn: number | null;
  /** Each seat's deck or draft (row-facts.ts); null if the replay cannot be rebuilt. */
  decks: [SeatDeck, SeatDeck] | null;
  /**
   * Today's rules refuse the replay (its options or one of its actions, e.g. after a rules
   * update): opening or viewing it answers `rule` / `replay-broken`.
   */
  broken: boolean;
};

/** Error codes a service answers with; each is one of the contract's IPC_ERROR_CODES. */
export type ServiceErrorCode =
  'bad-request' | 'too-large' | 'rule' | 'not-found' | 'internal' | 'save';

export type ComputerLevel = AiLevel;
export type SeatSpec = { kind: 'human' } | { kind: 'computer'; level: ComputerLevel };

// ---------------------------------------------------------------- games

export interface GameStartResult {
  gameId: string;
  game: GameId;
  /**
   * Only the seed the player typed, echoed back. A drawn seed never leaves main while the game
   * runs: the engines are deterministic, so it would reveal every deck order and hidden hand.
   */
  seed?: number;
  seats: [SeatSpec, SeatSpec];
  toMove: PlayerId | null;
}

/** What one player may know about a game right now. */
export interface PlayerView {
  gameId: string;
  game: GameId;
  player: PlayerId;
  /** The engine's `view(state, player)`: hidden information already removed. */
  view: unknown;
  toMove: PlayerId | null;
  outcome: Outcome;
  /** The player's legal actions when the decision is theirs, otherwise null. */
  legalActions: unknown[] | null;
  /**
   * Indices into `legalActions` of the actions that only hurt this player (the rules' own
   * `hurtsOnlyActor`): the UI asks before sending one. Absent when there are none.
   */
  selfHarm?: number[];
  /** Number of actions applied so far (lets the renderer drop stale updates). */
  actionCount: number;
  /**
   * Main's answer to "may this player take back their last action now?" (issue #35: the rule
   * in main/services/take-back.ts and each game's rules/take-back.ts, and the setting); the
   * Take back button follows it.
   */
  takeBack: boolean;
  /** Why the game ended when the engine's state does not say: a seat conceded. */
  endReason?: 'conceded';
  /** The seat that conceded (with `endReason`). */
  conceded?: PlayerId;
}

export interface GameActResult {
  view: PlayerView;
  /** Events of this action as the acting player sees them (`rules.eventFor`). */
  events: unknown[];
  /**
   * Present while the game's writes fail (e.g. a full or removed disk): the action counts,
   * but it is not on disk yet. It is written again before the next one; the UI says so.
   */
  saveWarning?: SaveWarning;
}

export interface SaveWarning {
  code: 'save-failing';
  /** The save store's error code (`io`, `newer-version`, …) or `internal`. */
  reason: string;
  /** Writes of this game still waiting for the disk. */
  unsaved: number;
}

/** Every action of a game so far, with its events as one player sees them (`game.log`). */
export interface GameLogResult {
  entries: { by: PlayerId; events: unknown[] }[];
  /** Events of the game's creation as this player sees them (turn 1 starting), if the rules have any. */
  opening?: unknown[];
}

/** Push: a game changed without this window asking (e.g. the computer moved). */
export interface GameUpdate {
  gameId: string;
  /** The seat that acted. */
  by: PlayerId;
  /** The receiving player's view after the action, and the events as they see them. */
  view: PlayerView;
  events: unknown[];
  /** The move is shown, but not on disk yet (the disk fails; the write is tried again). */
  saveWarning?: SaveWarning;
}

// ---------------------------------------------------------------- saves

/** A save the app could not use, or a write that failed while playing. */
export interface SaveFailure {
  /** The game (session and save id) whose saving failed. */
  gameId: string;
  /** SaveError code (`io`, `newer-version`, …) or `internal`. */
  code: string;
  message: string;
  at: string;
}

export interface SavesProblemsResult {
  /** Files moved aside or left alone (newer version), from the save store. */
  problems: SaveProblem[];
  /** Games whose actions could not be saved while playing (the game itself went on). */
  failures: SaveFailure[];
}

/**
 * A seat's deck or draft as a saved-game row names it (worked out by row-facts.ts): a Clash
 * draft (played from a saved draft, with its name if it has one), a Clash box deck 1–4, an
 * Orbs ready-made deck (named in both languages), the player's own Orbs deck, or a card list
 * that is neither.
 */
export type SeatDeck =
  | { kind: 'draft'; savedDraft?: { name?: string } }
  | { kind: 'box'; box: number }
  | { kind: 'ready'; name: { en: string; cs: string } }
  | { kind: 'own'; name: string }
  | { kind: 'custom' };

/** One game in progress, as the Resume list shows it. */
export interface SavedGameSummary {
  saveId: string;
  game: GameId;
  mode: GameMode;
  seats: { name: string; deck?: { id?: string | undefined; name: string } | undefined }[];
  /** Each seat's deck or draft, as main recognises it (row-facts.ts). */
  decks: [SeatDeck, SeatDeck];
  startedAt: string;
  lastSavedAt: string;
  actionCount: number;
  /** The game's own turn counter at the last saved action; null if the engine has none. */
  turn: number | null;
  /** The engine refused a saved action: the game resumes before it. */
  damagedAt: number | null;
}

export interface ReplayIndex {
  replay: ReplaySummary;
  /** Number of actions: steps are 0 (the start) … total (the end). */
  total: number;
  /** The first step of each turn, for "jump to turn". */
  turns: { turn: number; step: number }[];
}

/** One player's view of a replay after `step` actions, and the events of the step's action. */
export interface ReplayStepView {
  replayId: string;
  game: GameId;
  step: number;
  total: number;
  player: PlayerId;
  view: unknown;
  toMove: PlayerId | null;
  outcome: Outcome;
  /** Who took the action that led to this step (null at step 0). */
  actor: PlayerId | null;
  /** The events of that action as `player` sees them (engine eventFor). */
  events: unknown[];
  turn: number | null;
}

/** A history entry as the history screen shows it: whose side it is told from, and how it went for them. */
export interface HistoryRow extends HistoryEntry {
  /** The seat the row is told from (the human in a game against the computer, else seat 0). */
  perspective: PlayerId;
  outcome: 'win' | 'loss' | 'draw';
}

export interface HistoryResult {
  entries: HistoryRow[];
  stats: MatchStats;
}

// ---------------------------------------------------------------- review and hints (#18)

export type ReviewStartResult =
  { status: 'done'; result: ReviewResult } | { status: 'running'; jobId: string };

export interface HintResult {
  action: unknown;
  elapsedMs: number;
  iterations: number;
  /** Hints used in this game so far, this one included. */
  hints: number;
}
