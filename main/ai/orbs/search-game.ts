/**
 * The Orbs engine seen through the search adapter (../search/game.ts).
 */
import type { RngState } from '../../engine/rng';
import { applyQuiet, orbsRules } from '../../games/orbs/index';
import type { OrbsAction, OrbsState, OrbsTarget } from '../../games/orbs/types';
import type { SearchGame } from '../search/game';
import { AI_CARDS } from './cards';
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

export const orbsSearchGame: SearchGame<OrbsState, OrbsAction> = {
  toMove: (s) => (s.winner === null ? s.active : null),
  outcome: (s) => s.winner,
  legalActions: (s) => orbsRules.legalActions(s),
  applyTrusted(s, a) {
    if (!applyQuiet(s, a)) throw new Error(`AI applied an illegal Orbs action ${JSON.stringify(a)}`);
  },
  clone: (s) => orbsRules.clone(s),
  key: orbsKey,
  policy: (s: OrbsState, rng: RngState) => orbsPolicy(s, orbsRules.legalActions(s), rng),
  evaluate: evaluateOrbs,
  turn: (s) => s.turn,
  candidates: rankOrbsActions,
};
