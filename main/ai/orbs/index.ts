/**
 * The Orbs computer opponent: determinizer, search adapter and level budgets.
 */
import type { PlayerId } from '../../engine/types';
import type { OrbsState, OrbsView } from '../../games/orbs/types';
import type { LevelParams } from '../levels';
import type { Determinizer } from '../search/game';
import type { OrbsKnowledge } from '../types';
import { orbsDeterminizer } from './determinize';
import { orbsHardSearchGame, orbsSearchGame } from './search-game';

export const orbsAi = {
  game: orbsSearchGame,
  hardGame: orbsHardSearchGame,
  determinizer(view: unknown, player: PlayerId, knowledge: unknown): Determinizer<OrbsState> {
    const v = view as OrbsView;
    if (v.viewer !== player)
      throw new Error(`the view is player ${String(v.viewer)}'s, not player ${player}'s`);
    return orbsDeterminizer(v, player, knowledge as OrbsKnowledge | undefined);
  },
  params: {
    normal: {
      iterations: 160,
      maxMs: 300,
      treeDepth: 1,
      rolloutTurns: 3,
      rolloutActions: 250,
      exploration: 0.5,
      rolloutNoise: 0.05,
      maxCandidates: 4,
      policyBonus: 0.03,
      turnDiscount: 0.02,
      paired: true,
    },
    hard: {
      // 2 × 500 with greedy playouts (hardGame), about the time of 2 × 1000 heuristic ones.
      // Five-turn playouts: greedy play is realistic enough to follow further before the
      // evaluation judges (177/200 against greedy, 88.5 %; three turns 83 %; docs/ai.md).
      iterations: 1000,
      maxMs: 1600,
      treeDepth: 64,
      rolloutTurns: 5,
      rolloutActions: 250,
      exploration: 0.5,
      rolloutNoise: 0.05,
      maxCandidates: 6,
      policyBonus: 0.03,
      turnDiscount: 0.02,
      rootParallel: 2,
    },
  } satisfies LevelParams,
};
