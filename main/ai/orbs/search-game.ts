/**
 * The Orbs engine seen through the search adapter (../search/game.ts).
 */
import type { RngState } from '../../engine/rng';
import { applyQuiet, orbsRules } from '../../games/orbs/index';
import type { OrbsAction, OrbsState } from '../../games/orbs/types';
import type { SearchGame } from '../search/game';
import { AI_CARDS, apOf } from './cards';
import { orbsKey } from './keys';
import { greedyOrbsMove } from '../greedy/orbs';
import { evaluateOrbs, orbsPolicy, rankOrbsActions } from './heuristics';

export { orbsKey };

/**
 * Issue #19 item 6: hard ended Main Phases with energy unused while an Orb or object could
 * still be played — in a search whose playouts win or lose anyway, ending the turn scores
 * the same as playing. Playing a permanent you can afford is never worse than ending the
 * turn with the energy lost (§4.3), so ending is not offered while one is playable.
 *
 * Move grouping inside the search tree (issue #19, hard's root statistics in
 * scripts/orbs-trace.ts: the tree split its iterations between orders of the same moves).
 * - Converting in the Defense Phase is the same as converting in the Main Phase (§4.2: the
 *   energy stays until the turn ends, §4.3), unless something can be paid for in the Defense
 *   Phase (§5.2: an action, an Ambush Orb, an ability with a cost): otherwise not offered,
 *   and the Main Phase, which knows how the battles went, decides it.
 * - Attackers are declared one at a time (§6.2) but resolve together in the opponent's
 *   Defense Phase: only the set matters, so the tree declares them in ascending card id
 *   (an attack is offered only while no own Orb with a higher id is attacking).
 * - No attack with an Orb of 0 AP and no attack trigger (arena game 25, normal vs greedy:
 *   a 0/5 Coral Wall attacked, dealt nothing and was still exhausted in the Defense Phase
 *   where it was the only blocker, §5.4, §6.2): it can only cost a block.
 * Not at the root (`grouped` false, the search's `rootActions`): the decision being made
 * keeps every move but the early end: the same rules at the root made paired normal weaker
 * — its playouts finish the turn with the policy, which follows none of them (docs/ai.md).
 */
export function searchActions(s: OrbsState, grouped = true): OrbsAction[] {
  const acts = orbsRules.legalActions(s);
  if (s.phase === 'defense')
    return !grouped || defenseSpend(s) ? acts : acts.filter((a) => a.type !== 'convert');
  let permanent = false;
  let lastAttacker = -1;
  for (const id of s.players[s.active].play) {
    const c = s.cards[id]!;
    if (grouped && c.attacking && id > lastAttacker) lastAttacker = id;
  }
  for (const a of acts) {
    if (a.type === 'play') {
      const t = AI_CARDS[s.cards[a.card]!.def]!.def.type;
      if (t === 'orb' || t === 'object') {
        permanent = true;
        break;
      }
    }
  }
  if (!permanent && lastAttacker < 0 && !acts.some((a) => a.type === 'attack')) return acts;
  return acts.filter(
    (a) =>
      !(permanent && a.type === 'endPhase') &&
      !(a.type === 'attack' && grouped && (a.card < lastAttacker || !canHurt(s, a.card))),
  );
}

/** An attacker that deals damage or does something when declared. */
function canHurt(s: OrbsState, id: number): boolean {
  const c = s.cards[id]!;
  if (apOf(s, c) > 0) return true;
  return (AI_CARDS[c.def]!.def.triggers ?? []).some((t) => t.on === 'attacks');
}

/** Can the active player pay for anything in its Defense Phase (§5.2)? */
function defenseSpend(s: OrbsState): boolean {
  const pl = s.players[s.active];
  for (const id of pl.hand) {
    const d = AI_CARDS[s.cards[id]!.def]!.def;
    if (d.type === 'action' && d.phaseLimit !== 'notDefense') return true;
    if (d.type === 'orb' && d.ambush) return true;
  }
  for (const id of pl.play) {
    for (const ab of AI_CARDS[s.cards[id]!.def]!.def.abilities ?? [])
      if (ab.cost !== '' && ab.cost !== '0') return true;
  }
  return false;
}

export const orbsSearchGame: SearchGame<OrbsState, OrbsAction> = {
  toMove: (s) => (s.winner === null ? s.active : null),
  outcome: (s) => s.winner,
  legalActions: (s) => searchActions(s),
  rootActions: (s) => searchActions(s, false),
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
