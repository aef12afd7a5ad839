/**
 * Types of the game review (issue #18): what a worker computes per position and what the
 * app shows per decision. Plain data, JSON-safe (it is saved beside the replay).
 */
import type { GameId, PlayerId } from '../../engine/types';

/**
 * How the review searches a position:
 * - `full`: the true full state (the game is over, nothing is secret any more);
 * - `fair`: only what the mover saw (its view, determinized), as a hint must.
 */
export type ReviewMode = 'full' | 'fair';

/** A move in words-ready form: the renderer names cards and lanes in the player's language. */
export interface MoveLabel {
  /** clash: pick, play, cast, assault; orbs: convert, bench, play, attack, defend, activate, end. */
  kind: string;
  /** Card id (Clash card id, Orbs card id). */
  card?: string;
  /** Clash lane of a played creature. */
  lane?: 'upper' | 'lower';
  /** Card id of a target creature/card, or `player:N` for a player target. */
  target?: string;
}

/** What the worker found at one position (before action `step` is taken). */
export interface PositionEval {
  step: number;
  mover: PlayerId;
  /** Raw search estimate that the mover wins, playing the best move found. */
  best: number;
  /** Raw search estimate of the move actually played, when the search tried it enough. */
  played: number | null;
  bestMove: MoveLabel;
  bestKey: string;
  playedMove: MoveLabel;
  playedKey: string;
  iterations: number;
  /** Facts for the one-line explanation (templates); absent when nothing stands out. */
  facts: ReviewFacts;
}

/** Position facts the explanation templates use (computed in the worker from the state). */
export interface ReviewFacts {
  /** The best move wins at once (the game ends with the mover winning). */
  bestWinsNow?: boolean;
  /** Clash: after the move played, the mover's life (cards right of the building) is at most
   *  what the opponent's creatures could deal next turn, with the Fort already showing. */
  fortExposed?: { life: number; threat: number };
  /** Orbs: the mover ended the phase with enough energy left to play a card from hand. */
  wastedEnergy?: { energy: number };
  /** Orbs: the move played lets a creature of the mover's die for nothing (e.g. a bad defence). */
  lostCard?: string;
}

export type Mark = 'best' | 'good' | 'inaccuracy' | 'mistake' | 'blunder';

export interface ReviewDecision {
  step: number;
  player: PlayerId;
  turn: number | null;
  played: MoveLabel;
  preferred: MoveLabel;
  /** Calibrated win probability of `player` before the move (best play) and after the move played. */
  before: number;
  after: number;
  /** before - after, floored at 0. */
  drop: number;
  mark: Mark;
  facts: ReviewFacts;
}

export interface ReviewResult {
  format: 'review/1';
  game: GameId;
  mode: ReviewMode;
  /** Players whose decisions were reviewed. */
  players: PlayerId[];
  /** Search iterations per position. */
  iterations: number;
  /** Calibrated probability that player 0 wins after each step 0..total (the graph). */
  curve: number[];
  decisions: ReviewDecision[];
  /** Accuracy (0..100) per player reviewed, null for a player not reviewed. */
  accuracy: [number | null, number | null];
  /** The three largest changes of the graph, by size. */
  swings: { step: number; player: PlayerId; delta: number }[];
  elapsedMs: number;
  /** Actions of the game when it was analysed (a changed replay is analysed again). */
  actionCount: number;
}

/** What a worker job analyses: positions `steps` of one game. */
export interface ReviewJob {
  game: GameId;
  options: unknown;
  seed: number;
  actions: unknown[];
  steps: number[];
  mode: ReviewMode;
  iterations: number;
  /** Seeds the search generators (same job → same numbers). */
  aiSeed: number;
}
