/**
 * The game-agnostic contract every rules engine in Cardhall implements.
 *
 * Why this shape: a game is `create(options, seed)` plus a list of actions, so saves,
 * replays, bug reports and the AI all use the same deterministic path. State is plain,
 * JSON-serialisable data (the random generator lives inside it), so the AI can copy it
 * with `clone` and simulate without touching the real game.
 *
 * `apply` mutates the state in place on success (fast for AI playouts) and must leave it
 * exactly unchanged when it rejects an action.
 */
export type PlayerId = 0 | 1;

export type GameId = 'clash' | 'orbs';

/** A rejected action: `code` is stable (for i18n and tests), `message` is English prose. */
export interface RuleError {
  code: string;
  message: string;
}

export type ApplyResult<E> = { ok: true; events: E[] } | { ok: false; error: RuleError };

export type Outcome = PlayerId | 'draw' | null;

export interface GameRules<S, A, E, V, O> {
  readonly id: GameId;
  /** A fresh game from options and a seed (the seed feeds the state's own generator). */
  create(options: O, seed: number): S;
  /** Whose decision it is now; null when the game is over. */
  toMove(state: S): PlayerId | null;
  /** Every legal action for the player to move (empty when the game is over). */
  legalActions(state: S): A[];
  /** Validate and perform one action. On error the state is untouched. */
  apply(state: S, action: A): ApplyResult<E>;
  /** What `player` may see: hidden information removed. */
  view(state: S, player: PlayerId): V;
  /** An event as `player` may see it (hidden cards removed); null if they see nothing of it. */
  eventFor(event: E, player: PlayerId): E | null;
  /** A deep copy of plain data, written by hand for speed. */
  clone(state: S): S;
  outcome(state: S): Outcome;
  /**
   * Optional: true when `action` (legal for `actor`) can only hurt `actor` — damage to their own
   * face or creatures, nothing to the opponent. The UI asks before sending such an action; the
   * rules still allow it. Absent: no action counts.
   */
  hurtsOnlyActor?(state: S, action: A, actor: PlayerId): boolean;
  /**
   * Optional: events that describe a freshly created game (turn 1 starting, a first draft round
   * revealed), which no action's events carry; for a game log or a replay's first step.
   */
  openingEvents?(state: S): E[];
  /**
   * Optional: the options as the engine understands them — defaults filled in, unknown fields
   * dropped — for options `create` accepts. A new game stores these, never the request
   * (issue #32: unknown fields were kept as sent, 250 KB per game). Absent: stored as given.
   */
  normalizeOptions?(options: O): O;
  /**
   * Optional: true when an applied action is a take-back barrier — its events reveal something
   * hidden or it used the game's random generator (a draw, a trap, a shuffle, a new turn), so
   * no take-back may go back past it (issue #35: an undo never shows a card the player had not
   * seen and never re-rolls luck). `before` is the state before the action, `after` after it.
   * Absent: every action is a barrier (nothing can be taken back).
   */
  takeBackBarrier?(before: S, events: readonly E[], after: S): boolean;
}
