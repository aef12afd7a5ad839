/**
 * Scenario adapters by `game` (the registry the runner dispatches on).
 * To add a game: one import line and one entry, e.g.
 *   import { orbsScenarioAdapter } from '../games/orbs/scenario-adapter';
 *   ... orbs: orbsScenarioAdapter,
 */
import type { GameScenarioAdapter } from '../engine/scenario';
import { clashScenarioAdapter } from '../games/clash/scenario-adapter';
import { orbsScenarioAdapter } from '../games/orbs/scenario-adapter';

export const adapters: Record<string, GameScenarioAdapter> = {
  clash: clashScenarioAdapter,
  orbs: orbsScenarioAdapter,
};
