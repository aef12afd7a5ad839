/**
 * The types a play session shares with the screens and each game's part (./session.svelte.ts):
 * a player's view with the game's own types, a batch to animate, a log line, the animator a
 * table registers and what a game adds to the session.
 */
import type { PlayerId, PlayerView } from '../../../main/ipc/contract';

/** A player's view with the game's own view and action types. */
export interface SessionView<V, A> extends Omit<PlayerView, 'view' | 'legalActions'> {
  view: V;
  legalActions: A[] | null;
}

export interface Batch<V, A, E> {
  view: SessionView<V, A>;
  events: E[];
  /** Who acted; null for a plain refresh. */
  by: PlayerId | null;
}

export interface LogEntry<V, A, E> {
  id: number;
  event: E;
  /** Whose eyes the event was seen through (hidden cards differ). */
  viewer: PlayerId;
  /** The game's action count after the action that caused it (orders a rebuilt log against live pushes). */
  action: number;
  /** A view after the action (names the cards behind ids the event does not name). */
  after: SessionView<V, A>;
}

/**
 * Plays one batch's events (the screen in charge registers it). Resolves when done. It calls
 * `reached(i)` as it starts event i, so the log grows in step with the animation.
 */
export type Animator<V, A, E> = (
  batch: Batch<V, A, E>,
  before: SessionView<V, A>,
  reached: (i: number) => void,
) => Promise<void>;

/** The error of the last refused call: main's English message and the rule's own code. */
export interface SessionError {
  message: string;
  ruleCode?: string | undefined;
}

/** What a game adds to the session (all optional but `game`). */
export interface GamePart<V, A, E> {
  game: 'orbs' | 'clash';
  /**
   * Hotseat logs: true, each seat keeps the log it saw itself (main pushes each action to the
   * other human seat too: a drawn card stays hidden from the other person); false, one log of
   * each action as the acting seat saw it.
   */
  seatLogs?: boolean;
  /** A computer move stays on screen at least this long (ms at normal speed). */
  computerPaceMs?: number;
  /** Log events of a new game that no action carries (Clash: turn 1 of box decks). */
  opening?: (first: SessionView<V, A>) => E[];
  /** The events of the game's creation main sends with a resumed log, kept for the log. */
  openingFromLog?: (events: unknown[]) => E[];
  /**
   * Hotseat: the decision passed to the other person in this view. `curtain` (the default)
   * hides the table until they take the seat; `switch` shows their view at once (nothing
   * secret, e.g. Clash's draft after its first pick).
   */
  passing?: (view: SessionView<V, A>) => 'curtain' | 'switch';
}
