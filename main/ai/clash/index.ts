/**
 * The Clash computer opponent: determinizer, search adapter and level budgets.
 */
import type { PlayerId } from '../../engine/types';
import type { ClashState, ClashView } from '../../games/clash/types';
import type { LevelParams } from '../levels';
import type { Determinizer } from '../search/game';
import { clashDeterminizer } from './determinize';
import { clashSearchGame } from './search-game';

export const clashAi = {
  game: clashSearchGame,
  determinizer(view: unknown, player: PlayerId, _knowledge: unknown): Determinizer<ClashState> {
    const v = view as ClashView;
    if (v.viewer !== player)
      throw new Error(`the view is player ${String(v.viewer)}'s, not player ${player}'s`);
    return clashDeterminizer(v, player);
  },
  params: {
    normal: {
      iterations: 1000,
      maxMs: 300,
      treeDepth: 1,
      rolloutTurns: 6,
      rolloutActions: 400,
      exploration: 0.7,
      rolloutNoise: 0.1,
      turnDiscount: 0.02,
      policyBonus: 0.1,
    },
    hard: {
      iterations: 6000,
      maxMs: 1600,
      treeDepth: 64,
      rolloutTurns: 6,
      rolloutActions: 400,
      exploration: 0.7,
      rolloutNoise: 0.1,
      turnDiscount: 0.02,
      policyBonus: 0.03,
      rootParallel: 2,
    },
  } satisfies LevelParams,
};
