/**
 * The Orbs engine seen through the search adapter (../search/game.ts).
 */
import type { RngState } from '../../engine/rng';
import { applyQuiet, orbsRules } from '../../games/orbs/index';
import type { OrbsAction, OrbsState } from '../../games/orbs/types';
import type { SearchGame } from '../search/game';
import { AI_CARDS } from './cards';
import { orbsKey } from './keys';
import { greedyOrbsMove } from '../greedy/orbs';
import { evaluateOrbs, orbsPolicy, rankOrbsActions } from './heuristics';

export { orbsKey };

/**
 * Issue #19 item 6: hard ended Main Phases with energy unused while an Orb or object could
 * still be played — in a search whose playouts win or lose anyway, ending the turn scores
 * the same as playing. Playing a permanent you can afford is never worse than ending the
 * turn with the energy lost (§4.3), so ending is not offered while one is playable.
 */
export function searchActions(s: OrbsState): OrbsAction[] {
  const acts = orbsRules.legalActions(s);
  if (s.phase !== 'main') return acts;
  let permanent = false;
  for (const a of acts) {
    if (a.type === 'play') {
      const t = AI_CARDS[s.cards[a.card]!.def]!.def.type;
      if (t === 'orb' || t === 'object') {
        permanent = true;
        break;
      }
    }
  }
  return permanent ? acts.filter((a) => a.type !== 'endPhase') : acts;
}

export const orbsSearchGame: SearchGame<OrbsState, OrbsAction> = {
  toMove: (s) => (s.winner === null ? s.active : null),
  outcome: (s) => s.winner,
  legalActions: searchActions,
  applyTrusted(s, a) {
    if (!applyQuiet(s, a))
      throw new Error(`AI applied an illegal Orbs action ${JSON.stringify(a)}`);
  },
  clone: (s) => orbsRules.clone(s),
  key: orbsKey,
  policy: (s: OrbsState, rng: RngState) => orbsPolicy(s, orbsRules.legalActions(s), rng),
  rootPrior: (s: OrbsState) => greedyOrbsMove(s),
  evaluate: evaluateOrbs,
  turn: (s) => s.turn,
  candidates: rankOrbsActions,
};
