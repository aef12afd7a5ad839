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
 *
 * The Orb-type auras (lords) are summed per player reached and Orb type, so an Orb reads its
 * bonus in one step: a list of them, scanned per Orb, was the hottest code of hard's searches
 * in long games, where several lords are in play (docs/benchmarks.md).
 */
import type { CardInstance, OrbsState, PlayerId } from '../types';
import { COMPILED } from '../cards/pool';
import { DEF_AURA_TYPES, DEF_HAS_AURAS, ORB_TYPE_COUNT } from '../cards/flat';
import { auraReaches, orbTypeIndex } from './state';

export interface AuraTable {
  /** AP and Armor that every Orb of player p gets (index p), from auras without an Orb type. */
  ap: [number, number];
  armor: [number, number];
  /** AP and Armor from Orb-type auras, at `p * ORB_TYPE_COUNT + orbTypeIndex`. */
  typedAp: number[];
  typedArmor: number[];
  /** The entries of `typedAp`/`typedArmor` written since the last fill (none: no lord in play). */
  typedUsed: number[];
}

export function newAuraTable(): AuraTable {
  return {
    ap: [0, 0],
    armor: [0, 0],
    typedAp: new Array<number>(2 * ORB_TYPE_COUNT).fill(0),
    typedArmor: new Array<number>(2 * ORB_TYPE_COUNT).fill(0),
    typedUsed: [],
  };
}

/** Fill `t` (reused by callers on hot paths) with the auras of every card in play. */
export function auraTableInto(state: OrbsState, t: AuraTable): AuraTable {
  t.ap[0] = t.ap[1] = t.armor[0] = t.armor[1] = 0;
  // pop() rather than `length = 0`: writing `length` is a runtime call in V8.
  while (t.typedUsed.length > 0) {
    const i = t.typedUsed.pop()!;
    t.typedAp[i] = 0;
    t.typedArmor[i] = 0;
  }
  for (let p = 0; p < 2; p++) {
    const play = state.players[p]!.play;
    for (let k = 0; k < play.length; k++) {
      const src = state.cards[play[k]!]!;
      if (DEF_HAS_AURAS[src.def] === 0) continue;
      const auras = COMPILED[src.def]!.auras!;
      const types = DEF_AURA_TYPES[src.def]!;
      for (let j = 0; j < auras.length; j++) {
        const a = auras[j]!;
        const ap = a.ap ?? 0;
        const armor = a.armor ?? 0;
        const type = types[j]!;
        for (let to = 0; to < 2; to++) {
          if (!auraReaches(a.scope, src.owner, to as PlayerId)) continue;
          if (type >= 0) {
            const i = to * ORB_TYPE_COUNT + type;
            t.typedAp[i]! += ap;
            t.typedArmor[i]! += armor;
            t.typedUsed.push(i);
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
  if (t.typedUsed.length > 0) {
    const type = orbTypeIndex(c);
    if (type >= 0) ap += t.typedAp[c.owner * ORB_TYPE_COUNT + type]!;
  }
  return ap < 0 ? 0 : ap;
}

/** `armorOf` of an Orb in the state `t` was filled from. */
export function armorWith(t: AuraTable, c: CardInstance): number {
  let armor = COMPILED[c.def]!.armor + t.armor[c.owner];
  if (t.typedUsed.length > 0) {
    const type = orbTypeIndex(c);
    if (type >= 0) armor += t.typedArmor[c.owner * ORB_TYPE_COUNT + type]!;
  }
  return armor;
}
