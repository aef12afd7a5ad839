/**
 * Which games the app offers: game id → rules engine (main/engine/types.ts GameRules).
 *
 * A game appears as playable in the menu (`game.list`) only once its engine is registered
 * here; each engine validates its own options and actions, the session service
 * (main/app/game-sessions.ts) does the rest generically.
 */
import type { GameRegistry } from '../services/game-sessions';
import { clashRules } from './clash/index';
import { orbsRules } from './orbs/index';

export const gameRegistry: GameRegistry = {
  clash: clashRules,
  orbs: orbsRules,
};
