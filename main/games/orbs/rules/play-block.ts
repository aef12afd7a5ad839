/**
 * Why a card cannot be played now, as a number (0 = it can): the codes `playBlock`
 * (rules/permissions.ts) returns and their static part, which depends only on the card and the
 * phase and is therefore computed once per card definition (cards/pool.ts `staticBlock`).
 * Implements orbs.md 5.2 (only actions and Ambush Orbs from the hand in the Defense Phase),
 * 9.3 (traps are never played), 11.3 (phase limits).
 */
import type { OrbsCardDef } from '../types';

export enum Block {
  None = 0,
  Trap,
  Phase,
  NotDefense,
  OnlyDefense,
  Played,
  Graveyard,
  Orbs,
  Hp,
}

/** The phase-and-card part of `playBlock`, in its order of checks. */
export function staticPlayBlock(def: OrbsCardDef, fromBench: boolean, defense: boolean): Block {
  const type = def.type;
  if (type === 'trap') return Block.Trap;
  if (defense && !fromBench && type !== 'action' && !(type === 'orb' && def.ambush === true))
    return Block.Phase;
  const limit = def.phaseLimit ?? null;
  if (limit !== null) {
    if (limit === 'notDefense' && defense) return Block.NotDefense;
    if (limit === 'onlyDefense' && !defense) return Block.OnlyDefense;
  }
  return Block.None;
}

/** `staticBlock` of a compiled card: index `fromBench * 2 + inDefense`. */
export function staticBlocks(def: OrbsCardDef): [number, number, number, number] {
  return [
    staticPlayBlock(def, false, false),
    staticPlayBlock(def, false, true),
    staticPlayBlock(def, true, false),
    staticPlayBlock(def, true, true),
  ];
}
