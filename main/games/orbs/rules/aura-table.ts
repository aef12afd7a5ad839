/**
 * The auras in play folded by the player they reach. Implements orbs.md 11.1 (auras add up;
 * local, global, foreign) and 12.3 (an object that became an Orb has its stated Orb type) for
 * callers that rate many Orbs of one state: the AI's material counts rate every Orb of both
 * boards at each step of a playout, and `apFrom`/`armorFrom` walk every aura of every source
 * for each Orb (the aura loops were the hottest lines of an Orbs hard search).
 *
 * `apWith`/`armorWith` give `apFrom`/`armorFrom`'s numbers: the bonuses are integers, so
 * adding them in another order gives the same sum, and AP is clamped at 0 only at the end, as
 * there. rules/aura-table.test.ts checks them against `apOf`/`armorOf` on random games.
 */
import type { CardInstance, OrbsState } from '../types';
import { COMPILED } from '../cards/pool';
import { DEF_HAS_AURAS } from '../cards/flat';
import { orbTypeOf } from './state';

export interface AuraTable {
  /** AP and Armor that every Orb of player p gets (index p), from auras without an Orb type. */
  ap: [number, number];
  armor: [number, number];
  /** Auras for one Orb type, as parallel lists: the player reached, the type, AP, Armor. */
  typedTo: number[];
  typedType: string[];
  typedAp: number[];
  typedArmor: number[];
}

export function newAuraTable(): AuraTable {
  return { ap: [0, 0], armor: [0, 0], typedTo: [], typedType: [], typedAp: [], typedArmor: [] };
}

/** Fill `t` (reused by callers on hot paths) with the auras of every card in play. */
export function auraTableInto(state: OrbsState, t: AuraTable): AuraTable {
  t.ap[0] = t.ap[1] = t.armor[0] = t.armor[1] = 0;
  // pop() rather than `length = 0`: writing `length` is a runtime call in V8.
  while (t.typedTo.length > 0) {
    t.typedTo.pop();
    t.typedType.pop();
    t.typedAp.pop();
    t.typedArmor.pop();
  }
  for (let p = 0; p < 2; p++) {
    const play = state.players[p]!.play;
    for (let k = 0; k < play.length; k++) {
      const src = state.cards[play[k]!]!;
      if (DEF_HAS_AURAS[src.def] === 0) continue;
      for (const a of COMPILED[src.def]!.auras!) {
        const ap = a.ap ?? 0;
        const armor = a.armor ?? 0;
        for (let to = 0; to < 2; to++) {
          if (a.scope !== 'global' && (a.scope === 'local') !== (src.owner === to)) continue;
          if (a.orbType) {
            t.typedTo.push(to);
            t.typedType.push(a.orbType);
            t.typedAp.push(ap);
            t.typedArmor.push(armor);
          } else {
            t.ap[to]! += ap;
            t.armor[to]! += armor;
          }
        }
      }
    }
  }
  return t;
}

/** `apOf` of an Orb in the state `t` was filled from. */
export function apWith(t: AuraTable, c: CardInstance): number {
  let ap = (c.asOrb !== null ? c.asOrb[0] : COMPILED[c.def]!.ap) + c.apBonus + t.ap[c.owner];
  const n = t.typedTo.length;
  if (n > 0) {
    const type = orbTypeOf(c);
    for (let i = 0; i < n; i++)
      if (t.typedTo[i] === c.owner && t.typedType[i] === type) ap += t.typedAp[i]!;
  }
  return ap < 0 ? 0 : ap;
}

/** `armorOf` of an Orb in the state `t` was filled from. */
export function armorWith(t: AuraTable, c: CardInstance): number {
  let armor = COMPILED[c.def]!.armor + t.armor[c.owner];
  const n = t.typedTo.length;
  if (n > 0) {
    const type = orbTypeOf(c);
    for (let i = 0; i < n; i++)
      if (t.typedTo[i] === c.owner && t.typedType[i] === type) armor += t.typedArmor[i]!;
  }
  return armor;
}
