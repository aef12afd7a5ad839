/**
 * Screen (issue #34 item 4, purple-objects): hard's cut-off evaluation with objects priced by
 * what they will do — a token engine as the tokens it will make, a becomes-an-Orb object as
 * part of the Orb — on top of the hand-set `evaluateOrbs` (which counts every object as 2).
 */
import type { PlayerId } from '../../engine/types';
import type { OrbsState } from '../../games/orbs/types';
import { AI_CARDS, isOrbInstance } from './cards';
import { evaluateOrbs } from './heuristics';

const tokenWorth = (id: string): number => {
  const t = AI_CARDS.find((c) => c.def.id === id);
  return t ? t.ap + 0.5 * (t.hp + 1) + 0.8 : 2;
};

/** Extra worth of each card kind as an object in play (0 for most). */
export const POTENTIAL = AI_CARDS.map((c) => {
  const d = c.def;
  if (d.type !== 'object') return 0;
  let v = 0;
  for (const t of d.triggers ?? [])
    if (t.on === 'mainPhaseStart')
      for (const e of t.effects)
        if (e.do === 'createToken') v += 1.5 * e.count * tokenWorth(e.token);
  for (const ab of d.abilities ?? [])
    for (const e of ab.effects) {
      if (e.do === 'createToken') v += e.count * tokenWorth(e.token);
      if (e.do === 'becomeOrb') v += 0.6 * (e.ap + 0.5 * (e.hp + 1) + 0.8);
    }
  return v;
});

function potential(s: OrbsState, p: PlayerId): number {
  let v = 0;
  for (const id of s.players[p].play) {
    const c = s.cards[id]!;
    if (!isOrbInstance(c)) v += POTENTIAL[c.def]!;
  }
  return v;
}

const SLOPE = Number(process.env.HP_OBJ_W ?? 1) * 0.13;

export function evaluateOrbsObjects(s: OrbsState): number {
  const p = evaluateOrbs(s);
  if (s.winner !== null) return p;
  const z = Math.log(p / (1 - p)) + SLOPE * (potential(s, 0) - potential(s, 1));
  return 1 / (1 + Math.exp(-z));
}
