/**
 * Whether a card may be played or an ability used now, apart from its target: as a number for
 * the enumeration (legal.ts) and as a readable error for an untrusted action (actions.ts).
 * Implements orbs.md 5.2 (the Defense Phase plays only actions and Ambush Orbs from the hand),
 * 9.3 (traps are never played), 11.3 (conditions and phase limits; the static part is
 * play-block.ts), 4.4 (an ability's cost must be affordable), the once-per-turn and exhaust
 * costs of activated abilities, and 12.3 (a card that became an Orb no longer offers its
 * become ability).
 */
import type { ActivatedAbility, CardInstance, OrbsState, PlayerId } from '../types';
import { ABILITY_EXHAUST, ABILITY_ONCE, COMPILED, type CompiledCard } from '../cards/pool';
import { err, type Check } from './check';
import { canPay } from './energy';
import { Block } from './play-block';
import { isOrb } from './state';

export { Block };

/** Why card `info` (in hand or on the Bench) cannot be played now, ignoring cost and target; 0 = it can. */
export function playBlock(
  state: OrbsState,
  p: PlayerId,
  info: CompiledCard,
  from: 'hand' | 'bench',
): Block {
  // The trap, phase and phase-limit checks depend only on the card and the phase (play-block.ts).
  const fixed = info.staticBlock[(from === 'bench' ? 2 : 0) + (state.phase === 'defense' ? 1 : 0)]!;
  if (fixed !== Block.None) return fixed;
  const cond = info.condition;
  if (cond !== null) {
    const pl = state.players[p];
    if (cond.playedThisTurn !== undefined && pl.playedThisTurn < cond.playedThisTurn)
      return Block.Played;
    if (cond.graveyardAtLeast !== undefined && pl.graveyard.length < cond.graveyardAtLeast)
      return Block.Graveyard;
    if (cond.orbsAtLeast !== undefined) {
      let n = 0;
      for (const id of pl.play) if (isOrb(state.cards[id]!)) n++;
      if (n < cond.orbsAtLeast) return Block.Orbs;
    }
    if (cond.hpAtMost !== undefined && pl.hp > cond.hpAtMost) return Block.Hp;
  }
  return Block.None;
}

/** playBlock with a readable error. */
export function playPermission(
  state: OrbsState,
  p: PlayerId,
  info: CompiledCard,
  from: 'hand' | 'bench',
): Check {
  const def = info.def;
  // The compiled card's condition, not the definition's: definitions vary in shape, so reading
  // `def.condition` on every validated play was a megamorphic lookup (docs/benchmarks.md).
  const cond = info.condition;
  switch (playBlock(state, p, info, from)) {
    case Block.None:
      return null;
    case Block.Trap:
      return err(
        'trapNotPlayable',
        'traps are never played; bench them and they trigger by themselves (§9.3)',
      );
    case Block.Phase:
      return err(
        'wrongPhase',
        'in your Defense Phase you may play from your hand only actions and Orbs with Ambush (§5.2)',
      );
    case Block.NotDefense:
      return err('phaseLimit', `${def.name} cannot be played during your Defense Phase`);
    case Block.OnlyDefense:
      return err('phaseLimit', `${def.name} can be played only during your Defense Phase`);
    case Block.Played:
      return err(
        'conditionNotMet',
        `${def.name}: play only if you have played at least ${cond!.playedThisTurn} other cards this turn`,
      );
    case Block.Graveyard:
      return err(
        'conditionNotMet',
        `${def.name}: your graveyard needs at least ${cond!.graveyardAtLeast} cards`,
      );
    case Block.Orbs:
      return err(
        'conditionNotMet',
        `${def.name}: you need at least ${cond!.orbsAtLeast} Orbs in play`,
      );
    case Block.Hp:
      return err('conditionNotMet', `${def.name}: your HP must be at most ${cond!.hpAtMost}`);
  }
}

export function abilityCost(c: CardInstance, index: number): number[] {
  return COMPILED[c.def]!.abilityCosts[index]!;
}

/** 0 = usable; 1 once per turn used; 2 exhausted; 3 cannot afford; 4 already an Orb (§12.3). */
export function abilityBlock(
  state: OrbsState,
  p: PlayerId,
  c: CardInstance,
  index: number,
): number {
  const info = COMPILED[c.def]!;
  const bit = 1 << index;
  if (c.asOrb !== null && (info.becomeAbilities & bit) !== 0) return 4;
  const flags = info.abilityFlags[index]!;
  if ((flags & ABILITY_ONCE) !== 0 && (c.used & bit) !== 0) return 1;
  if ((flags & ABILITY_EXHAUST) !== 0 && c.exhausted) return 2;
  if (!canPay(state.players[p].energy, info.abilityCosts[index]!)) return 3;
  return 0;
}

export function abilityPermission(
  state: OrbsState,
  p: PlayerId,
  c: CardInstance,
  index: number,
  ab: ActivatedAbility,
): Check {
  switch (abilityBlock(state, p, c, index)) {
    case 1:
      return err('alreadyUsed', 'this ability was already used this turn');
    case 2:
      return err('exhausted', 'this card is exhausted');
    case 3:
      return err('cannotAfford', `not enough energy for this ability (${ab.cost})`);
    case 4:
      return err(
        'alreadyOrb',
        'this card is already an Orb; that ability is no longer usable (§12.3)',
      );
    default:
      return null;
  }
}
