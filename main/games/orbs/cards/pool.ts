/**
 * The Orbs card pool (orbs.md §12, §13) and its compiled form for the engine.
 *
 * Order is append-only: a card instance stores its definition's index (`def`) for speed.
 */
import type { Effect, OrbsCardDef } from '../types';
import { GENERIC } from '../types';
import { parseCost } from '../rules/energy';
import { COLOUR_INDEX } from './schema';
import { staticBlocks } from '../rules/play-block';
import { FIXED_CARDS, FIXED_TOKENS } from './fixed';
import { DESIGNED_CARDS, DESIGNED_TOKENS } from './designed';

/** Every definition: cards first, then tokens. */
export const ORBS_CARDS: readonly OrbsCardDef[] = [
  ...FIXED_CARDS,
  ...DESIGNED_CARDS,
  ...FIXED_TOKENS,
  ...DESIGNED_TOKENS,
];

/** Deck-buildable cards (no tokens). */
export const ORBS_DECK_CARDS: readonly OrbsCardDef[] = ORBS_CARDS.filter((c) => !c.token);

const byId = new Map<string, number>();
const byName = new Map<string, number>();
ORBS_CARDS.forEach((c, i) => {
  if (byId.has(c.id)) throw new Error(`duplicate Orbs card id ${c.id}`);
  if (byName.has(c.name)) throw new Error(`duplicate Orbs card name ${c.name}`);
  byId.set(c.id, i);
  byName.set(c.name, i);
});

export function defIndexById(id: string): number | undefined {
  return byId.get(id);
}
export function defIndexByName(name: string): number | undefined {
  return byName.get(name);
}
export function cardDefById(id: string): OrbsCardDef | undefined {
  const i = byId.get(id);
  return i === undefined ? undefined : ORBS_CARDS[i];
}

/** Per-definition facts the engine reads on hot paths. */
export interface CompiledCard {
  def: OrbsCardDef;
  cost: number[];
  /** Colour index a conversion gives (6 = generic for generic and multicoloured cards). */
  convertTo: number;
  isOrb: boolean;
  /** `def.token === true` (the definitions vary in shape; new instances read this). */
  token: boolean;
  ap: number;
  hp: number;
  armor: number;
  hasAuras: boolean;
  mainStart: boolean;
  defenseStart: boolean;
  onDestroyed: boolean;
  onAttacks: boolean;
  // Copies of definition fields with one object shape for every card, so hot loops read
  // them through monomorphic property access (the definitions themselves vary in shape).
  type: OrbsCardDef['type'];
  ambush: boolean;
  phaseLimit: OrbsCardDef['phaseLimit'] | null;
  condition: NonNullable<OrbsCardDef['condition']> | null;
  target: OrbsCardDef['target'] | null;
  triggers: NonNullable<OrbsCardDef['triggers']> | null;
  trap: NonNullable<OrbsCardDef['trap']> | null;
  auras: NonNullable<OrbsCardDef['auras']> | null;
  abilities: NonNullable<OrbsCardDef['abilities']> | null;
  /** Parsed energy cost of each ability. */
  abilityCosts: number[][];
  orbType: string | null;
  /** §12.3: the Orb type this object's `becomeOrb` ability makes it (null: it has none). */
  becomesOrbType: string | null;
  /** Bit i set = ability i makes this card an Orb (§12.3: no longer offered once it is one). */
  becomeAbilities: number;
  /**
   * The part of `playBlock` (rules/permissions.ts) that depends only on the card and the phase, so
   * the per-step enumeration reads one number: index `fromBench * 2 + inDefense`, 0 = allowed.
   */
  staticBlock: [number, number, number, number];
  /**
   * Per ability: bit 0 once per turn, bit 1 exhausts, bit 2 sacrifices the card (the ability
   * objects vary in shape, so the per-step `abilityBlock` and `doActivate` read these numbers
   * instead of their optional fields).
   */
  abilityFlags: number[];
  /**
   * Per ability: its target kind (null: none) and its effects, read by the enumeration and
   * `doActivate` from these arrays rather than from the ability objects: a property read
   * across their many shapes was a megamorphic lookup (V8's stub cache) on every use.
   */
  abilityTargets: (NonNullable<OrbsCardDef['abilities']>[number]['target'] | null)[];
  abilityEffects: NonNullable<OrbsCardDef['abilities']>[number]['effects'][];
}

export const ABILITY_ONCE = 1;
export const ABILITY_EXHAUST = 2;
export const ABILITY_SACRIFICE = 4;

/** Every field any kind of effect has (cards/schema.ts `effectSchema`). */
const EFFECT_FIELDS = new Set([
  'do',
  'amount',
  'to',
  'count',
  'who',
  'token',
  'colour',
  'ap',
  'hp',
  'orbType',
]);

/**
 * A copy of an effect with every field of every kind of effect, in one order (a field its
 * kind lacks is undefined), so that all effects share one object shape. The definitions'
 * effects vary in shape with their kind and with the order their author wrote the fields in,
 * and `resolveEffects` reading `e.do` and the rest across a dozen shapes was a megamorphic
 * lookup (V8's stub cache) on every effect resolved (docs/benchmarks.md, "Orbs, eleventh part").
 */
function uniformEffect(e: Effect): Effect {
  for (const k of Object.keys(e))
    if (!EFFECT_FIELDS.has(k)) throw new Error(`effect field ${k} is missing from EFFECT_FIELDS`);
  const x = e as Partial<Record<string, unknown>>;
  return {
    do: x.do,
    amount: x.amount,
    to: x.to,
    count: x.count,
    who: x.who,
    token: x.token,
    colour: x.colour,
    ap: x.ap,
    hp: x.hp,
    orbType: x.orbType,
  } as Effect;
}

/** The one Orb type a card's `becomeOrb` abilities make (two different ones are refused). */
function becomeOrbFacts(def: OrbsCardDef): { type: string | null; mask: number } {
  let type: string | null = null;
  let mask = 0;
  (def.abilities ?? []).forEach((a, i) => {
    for (const e of a.effects) {
      if (e.do !== 'becomeOrb') continue;
      if (type !== null && type !== e.orbType)
        throw new Error(`${def.id}: its abilities make Orbs of two types`);
      type = e.orbType;
      mask |= 1 << i;
    }
  });
  return { type, mask };
}

export const COMPILED: readonly CompiledCard[] = ORBS_CARDS.map((def) => {
  const become = becomeOrbFacts(def);
  const cost = parseCost(def.cost);
  if (!cost) throw new Error(`bad cost ${def.cost} on ${def.id}`);
  const convertTo = def.colours.length === 1 ? COLOUR_INDEX[def.colours[0]!]! : GENERIC;
  const has = (on: string): boolean => (def.triggers ?? []).some((t) => t.on === on);
  return {
    def,
    cost,
    convertTo,
    isOrb: def.type === 'orb',
    token: def.token === true,
    ap: def.ap ?? 0,
    hp: def.hp ?? 0,
    armor: def.armor ?? 0,
    hasAuras: (def.auras?.length ?? 0) > 0,
    mainStart: has('mainPhaseStart'),
    defenseStart: has('defensePhaseStart'),
    onDestroyed: has('destroyed'),
    onAttacks: has('attacks'),
    type: def.type,
    ambush: def.ambush === true,
    phaseLimit: def.phaseLimit ?? null,
    condition: def.condition ?? null,
    target: def.target ?? null,
    // The engine resolves these: one shape for every trigger, trap and effect (uniformEffect).
    triggers: def.triggers?.length
      ? def.triggers.map((t) => ({ on: t.on, effects: t.effects.map(uniformEffect) }))
      : null,
    trap: def.trap
      ? {
          on: def.trap.on,
          maxHp: def.trap.maxHp,
          minAp: def.trap.minAp,
          effects: def.trap.effects.map(uniformEffect),
        }
      : null,
    auras: def.auras?.length ? def.auras : null,
    abilities: def.abilities?.length ? def.abilities : null,
    abilityCosts: (def.abilities ?? []).map((a) => {
      const v = parseCost(a.cost);
      if (!v) throw new Error(`bad ability cost ${a.cost} on ${def.id}`);
      return v;
    }),
    orbType: def.orbType ?? null,
    becomesOrbType: become.type,
    becomeAbilities: become.mask,
    staticBlock: staticBlocks(def),
    abilityFlags: (def.abilities ?? []).map(
      (a) =>
        (a.oncePerTurn ? ABILITY_ONCE : 0) |
        (a.exhaust ? ABILITY_EXHAUST : 0) |
        (a.sacrifice ? ABILITY_SACRIFICE : 0),
    ),
    abilityTargets: (def.abilities ?? []).map((a) => a.target ?? null),
    abilityEffects: (def.abilities ?? []).map((a) => a.effects.map(uniformEffect)),
  };
});
