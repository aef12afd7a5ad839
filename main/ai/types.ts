/**
 * Public types of the computer opponents (main/ai). The app's game-session code sends an
 * `AiRequest` built only from what the computer's seat may know: its player's view
 * (`rules.view(state, player)`) plus `knowledge` (e.g. its own Orbs deck list) and a seed
 * for the AI's own generator. It never sends the full state.
 */
import type { GameId, PlayerId } from '../engine/types';

import type { AiLevel } from './level-names';

export { AI_LEVELS, type AiLevel } from './level-names';

export interface AiRequest {
  game: GameId;
  level: AiLevel;
  player: PlayerId;
  /** `rules.view(state, player)`; for Clash a ClashView, for Orbs an OrbsView. */
  view: unknown;
  /** What the player legitimately knows beyond the view. Orbs: `OrbsKnowledge` (own deck list). */
  knowledge?: unknown;
  /** Seeds the AI's own generator for this decision (never the game's generator). */
  seed: number;
  /** Multiplies the level's iteration and time budgets (arena quick runs, tests). Default 1. */
  budgetScale?: number;
}

export interface AiDecision {
  action: unknown;
  elapsedMs: number;
  /** Search iterations run (normal and hard). */
  iterations?: number;
  /** A search stopped at its wall-clock cap before its iteration budget (normal and hard). */
  cutByClock?: boolean;
}

/** Orbs: what the computer's player knows beyond its view. */
export interface OrbsKnowledge {
  /** The player's own deck list (card ids, one entry per copy), as chosen before the game. */
  deck?: string[];
}

/** Search budget of one decision: iterations with a wall-clock cap (anytime). */
export interface SearchBudget {
  iterations: number;
  maxMs: number;
}

export type { GameId, PlayerId };
