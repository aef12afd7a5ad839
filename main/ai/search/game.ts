/**
 * What the searches need from a game: a determinizer (full states consistent with one
 * player's view, sampled with the AI's generator) and fast, trusted simulation helpers.
 *
 * Why an adapter and not GameRules alone: searches apply thousands of known-legal actions
 * (no validation, no event lists), need action keys that mean the same thing across
 * different determinizations, a cheap heuristic policy for playouts, and an evaluation for
 * playouts cut off before the game ends.
 */
import type { RngState } from '../../engine/rng';
import type { PlayerId } from '../../engine/types';

export interface SearchGame<S, A> {
  toMove(s: S): PlayerId | null;
  /** Winner (0/1), 'draw', or null while the game runs. */
  outcome(s: S): PlayerId | 'draw' | null;
  legalActions(s: S): A[];
  /** Apply an action known to be legal (taken from `legalActions` of this very state). */
  applyTrusted(s: S, a: A): void;
  clone(s: S): S;
  /**
   * A key naming the action in terms the acting player can see, equal across
   * determinizations (ISMCTS merges tree edges by it). Two actions with equal keys in one
   * state must be interchangeable.
   */
  key(s: S, a: A): string;
  /** The heuristic playout policy (also the `easy` level's move in a playout-free form). */
  policy(s: S, rng: RngState): A;
  /** Estimated probability that player 0 wins from `s` (0..1), for cut-off playouts. */
  evaluate(s: S): number;
  /** A counter that grows by one each turn (playouts stop after a number of turns). */
  turn(s: S): number;
  /**
   * Optional move pruning for tree nodes: the actions worth searching, best first (by the
   * heuristic). Keeps wide action spaces (Orbs: convert or bench any card) searchable.
   */
  candidates?(s: S, acts: A[], limit: number): A[];
  /**
   * Optional pruning for the root only, in place of `candidates` there (Orbs hard: the
   * sparring player's candidates too, a list too costly to build at every tree node).
   */
  rootCandidates?(s: S, acts: A[], limit: number): A[];
  /**
   * Optional exact check at the root: a move that is known best without search (Clash: a
   * sequence that wins this very turn), or null. Runs on one determinization, so it must
   * depend only on what the searching player sees.
   */
  rootCheck?(s: S): A | null;
  /**
   * Optional root prior: the move the search trusts without evidence (it is always among the
   * root candidates and gets `policyBonus`); default: `policy`.
   */
  rootPrior?(s: S, rng: RngState): A;
}

/** Samples full states consistent with a player's view. */
export interface Determinizer<S> {
  sample(rng: RngState): S;
}

/**
 * The moves a search considers at the root of state `s`: all of them, or, when there are
 * more than `limit` and the game prunes, its root pruning (`rootCandidates`, else
 * `candidates`). The search (ismcts) starts from this list.
 */
export function rootMoves<S, A>(g: SearchGame<S, A>, s: S, limit: number): A[] {
  const acts = g.legalActions(s);
  const pick = g.rootCandidates ?? g.candidates;
  return limit > 0 && pick && acts.length > limit ? pick.call(g, s, acts, limit) : acts;
}
