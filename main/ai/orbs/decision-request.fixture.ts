/**
 * Test fixture: the AI request the app's service would send for `me` in `s` (its view, its
 * own deck list as knowledge). Shared by the tests that run one level's decision on a
 * position (level-root.test.ts, playout.test.ts).
 */
import type { PlayerId } from '../../engine/types';
import { orbsRules } from '../../games/orbs/index';
import type { OrbsState } from '../../games/orbs/types';

export function orbsDecisionRequest(
  s: OrbsState,
  me: PlayerId,
  level: 'normal' | 'hard',
  deck: string[],
  seed: number,
  budgetScale: number,
) {
  return {
    game: 'orbs' as const,
    level,
    player: me,
    view: orbsRules.view(s, me),
    knowledge: { deck },
    seed,
    budgetScale,
  };
}
