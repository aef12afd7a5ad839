/**
 * Per-card facts the Orbs AI reads on hot paths, built once from the public card pool
 * (`ORBS_CARDS`; a card instance's `def` indexes it), plus Orb stats with auras (orbs.md
 * 8.4 Armor, 11.1 auras add up) computed the way the engine does.
 */
import { ORBS_CARDS, parseCost } from '../../games/orbs/index';
import type { CardInstance, OrbsCardDef, OrbsState, PlayerId } from '../../games/orbs/types';

export interface AiCard {
  def: OrbsCardDef;
  index: number;
  cost: number[];
  costTotal: number;
  isOrb: boolean;
  ap: number;
  hp: number;
  armor: number;
  /** Energy index a conversion gives (6 = generic). */
  convertTo: number;
  /** A rough worth of holding/playing the card. */
  value: number;
}

const COLOUR_INDEX: Record<string, number> = { red: 0, green: 1, blue: 2, yellow: 3, black: 4, purple: 5 };

function roughValue(d: OrbsCardDef, costTotal: number): number {
  if (d.type === 'orb') return (d.ap ?? 0) * 1.0 + (d.hp ?? 0) * 0.6 + (d.armor ?? 0) * 0.8 + (d.triggers?.length ?? 0) * 1 + (d.auras ? 1.5 : 0) + (d.ambush ? 0.5 : 0);
  if (d.type === 'trap') return 2 + costTotal * 0.5;
  if (d.type === 'object') return 2 + costTotal * 0.6;
  return 1.5 + costTotal * 0.7;
}

export const AI_CARDS: readonly AiCard[] = ORBS_CARDS.map((def, index) => {
  const cost = parseCost(def.cost) ?? [0, 0, 0, 0, 0, 0, 0];
  const costTotal = cost.reduce((a, b) => a + b, 0);
  return {
    def,
    index,
    cost,
    costTotal,
    isOrb: def.type === 'orb',
    ap: def.ap ?? 0,
    hp: def.hp ?? 0,
    armor: def.armor ?? 0,
    convertTo: def.colours.length === 1 ? COLOUR_INDEX[def.colours[0]!]! : 6,
    value: roughValue(def, costTotal),
  };
});

const BY_ID = new Map<string, number>(ORBS_CARDS.map((c, i) => [c.id, i]));

export function defIndex(id: string): number {
  const i = BY_ID.get(id);
  if (i === undefined) throw new Error(`unknown Orbs card id ${id}`);
  return i;
}

export function isOrbInstance(c: CardInstance): boolean {
  return c.asOrb !== null || AI_CARDS[c.def]!.isOrb;
}

function reaches(scope: 'local' | 'global' | 'foreign', source: PlayerId, target: PlayerId): boolean {
  return scope === 'global' || (scope === 'local') === (source === target);
}

export function apOf(s: OrbsState, c: CardInstance): number {
  let ap = (c.asOrb !== null ? c.asOrb[0] : AI_CARDS[c.def]!.ap) + c.apBonus;
  for (let p = 0; p < 2; p++) {
    const play = s.players[p]!.play;
    for (let k = 0; k < play.length; k++) {
      const src = s.cards[play[k]!]!;
      const auras = AI_CARDS[src.def]!.def.auras;
      if (!auras) continue;
      for (const a of auras) if (a.ap && reaches(a.scope, src.owner, c.owner) && (!a.orbType || AI_CARDS[c.def]!.def.orbType === a.orbType)) ap += a.ap;
    }
  }
  return ap < 0 ? 0 : ap;
}

export function armorOf(s: OrbsState, c: CardInstance): number {
  let armor = AI_CARDS[c.def]!.armor;
  for (let p = 0; p < 2; p++) {
    const play = s.players[p]!.play;
    for (let k = 0; k < play.length; k++) {
      const src = s.cards[play[k]!]!;
      const auras = AI_CARDS[src.def]!.def.auras;
      if (!auras) continue;
      for (const a of auras) if (a.armor && reaches(a.scope, src.owner, c.owner) && (!a.orbType || AI_CARDS[c.def]!.def.orbType === a.orbType)) armor += a.armor;
    }
  }
  return armor;
}

export function hpOf(c: CardInstance): number {
  return c.asOrb !== null ? c.asOrb[1] : AI_CARDS[c.def]!.hp;
}

/** Current HP (hp − damage); the Orb is destroyed only below 0 (orbs.md 8.2). */
export function currentHpOf(c: CardInstance): number {
  return hpOf(c) - c.damage;
}
