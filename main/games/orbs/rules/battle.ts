/**
 * A battle: an Orb defends against an attacker. Implements orbs.md 7.1 (defending exhausts
 * the defender), 7.3 (both deal their AP at the same moment), 7.4 (a defended attacker deals
 * no damage to the player: marked here), 8.2 (destruction below 0 HP, after the damage),
 * 8.3 (the game-over check), 8.4 (Armor reduces the damage).
 */
import type { CardInstance, OrbsState, PlayerId } from '../types';
import { ctx, emit, ref } from './action-context';
import { checkOver, sweepCombatants, sweepDead } from './effects';
import { apFrom, armorFrom, auraSourcesInto } from './state';

/** Scratch: the aura sources in play during a battle. */
const AURAS: CardInstance[] = [];

/** Orb `d` of player `p` defends against attacker `a` (both checked by the caller). */
export function doDefend(state: OrbsState, p: PlayerId, d: CardInstance, a: CardInstance): void {
  d.exhausted = true;
  a.defended = true;
  const hurtBefore = ctx.hurt;
  // One board walk for the aura sources, then the four stats from them (the same numbers as
  // apOf/armorOf, which walk the board each: a battle read it four times).
  const src = auraSourcesInto(state, AURAS);
  const apA = apFrom(src, a);
  const apD = apFrom(src, d);
  if (ctx.log)
    emit({ type: 'defended', player: p, card: ref(state, d.id), against: ref(state, a.id) });
  // §7.3: simultaneous damage, then destruction (damage changes no aura).
  const toD = damageOrbQuiet(d, apA, armorFrom(src, d));
  const toA = damageOrbQuiet(a, apD, armorFrom(src, a));
  if (ctx.log)
    emit({
      type: 'battle',
      attacker: ref(state, a.id),
      defender: ref(state, d.id),
      toAttacker: toA,
      toDefender: toD,
    });
  if (hurtBefore) sweepDead(state);
  else sweepCombatants(state, d, a);
  checkOver(state);
}

/** Damage after Armor, with no event (the battle event reports both sides at once). */
function damageOrbQuiet(c: CardInstance, amount: number, armor: number): number {
  const dealt = Math.max(0, amount - armor);
  c.damage += dealt;
  ctx.hurt = true;
  return dealt;
}
