/**
 * Per-card facts the Orbs AI reads on hot paths, built once from the public card pool
 * (`ORBS_CARDS`; a card instance's `def` indexes it).
 */
import { ORBS_CARDS, parseCost } from '../../games/orbs/index';
import type { OrbsCardDef } from '../../games/orbs/types';
import { COLOUR_INDEX } from '../../games/orbs/cards/schema';

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

function roughValue(d: OrbsCardDef, costTotal: number): number {
  if (d.type === 'orb')
    return (
      (d.ap ?? 0) * 1.0 +
      (d.hp ?? 0) * 0.6 +
      (d.armor ?? 0) * 0.8 +
      (d.triggers?.length ?? 0) * 1 +
      (d.auras ? 1.5 : 0) +
      (d.ambush ? 0.5 : 0)
    );
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

/**
 * Orb stats as the engine computes them (one implementation: 8.2 destroyed only below 0,
 * 8.4 Armor, 11.1 auras add up); re-exported under the names the AI modules use.
 */
export {
  isOrb as isOrbInstance,
  baseHp as hpOf,
  currentHp as currentHpOf,
  apOf,
  armorOf,
  apFrom,
  armorFrom,
  auraSourcesInto,
} from '../../games/orbs/rules/state';
export {
  apWith,
  armorWith,
  auraTableInto,
  newAuraTable,
  type AuraTable,
} from '../../games/orbs/rules/aura-table';
