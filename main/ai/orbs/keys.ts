/**
 * Action keys: an Orbs action named in terms the acting player sees, equal across
 * determinizations (ISMCTS merges tree edges by it; the playout policy tries equal moves once).
 */
import type { OrbsAction, OrbsState, OrbsTarget } from '../../games/orbs/types';
import { AI_CARDS } from './cards';

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
