/**
 * The Orbs engine seen through the search adapter (../search/game.ts).
 */
import type { RngState } from '../../engine/rng';
import { applyQuiet, orbsRules } from '../../games/orbs/index';
import type { OrbsAction, OrbsState, OrbsTarget } from '../../games/orbs/types';
import type { SearchGame } from '../search/game';
import { AI_CARDS } from './cards';
import { greedyOrbsMove } from '../greedy/orbs';
import { evaluateOrbs, orbsPolicy, rankOrbsActions } from './heuristics';

function targetKey(t: OrbsTarget[] | undefined): string {
  const x = t?.[0];
  if (!x) return '';
  return 'player' in x ? `@P${x.player}` : `@C${x.card}`;
}

/**
 * Hand cards are named by their card (def) id — the same in every determinization, and two
 * copies in a hand are interchangeable; cards in play and graveyards keep their public
 * instance ids.
 */
export function orbsKey(s: OrbsState, a: OrbsAction): string {
  switch (a.type) {
    case 'endPhase':
      return 'e';
    case 'convert':
      return 'c' + AI_CARDS[s.cards[a.card]!.def]!.def.id;
    case 'bench':
      return 'b' + AI_CARDS[s.cards[a.card]!.def]!.def.id;
    case 'play':
      return `p${a.from === 'bench' ? 'B' : 'H'}${AI_CARDS[s.cards[a.card]!.def]!.def.id}${targetKey(a.targets)}`;
    case 'attack':
      return 'a' + a.card;
    case 'defend':
      return `d${a.card}>${a.against}`;
    case 'activate':
      return `x${a.card}.${a.ability}${targetKey(a.targets)}`;
  }
}

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
