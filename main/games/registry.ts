/**
 * Which games the app offers: game id → rules engine (main/engine/types.ts GameRules, main/engine/registry.ts).
 *
 * A game appears as playable in the menu (`game.list`) only once its engine is registered
 * here; each engine validates its own options and actions, the session service
 * (main/services/game-sessions.ts) does the rest generically.
 */
import type { GameRegistry } from '../engine/registry';
import { clashRules } from './clash/index';
import { orbsRules } from './orbs/index';
import { withStartPositions } from './start-positions';

export const gameRegistry: GameRegistry = {
  // Both also start from a puzzle's position (start-positions.ts).
  clash: withStartPositions(clashRules),
  orbs: withStartPositions(orbsRules),
};
