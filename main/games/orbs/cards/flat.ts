/**
 * Per-definition facts the engine reads on every step, as flat typed arrays indexed by a
 * card instance's `def`: one typed-array load instead of `COMPILED[def]` (an object) and then
 * its field. Derived once from COMPILED (cards/pool.ts), so they can never disagree with it.
 * Issue #34 item 2 (docs/benchmarks.md, "Orbs, fourth part").
 */
import { COMPILED } from './pool';

/** 1 when the definition is an Orb card (`CompiledCard.isOrb`). */
export const DEF_IS_ORB = Uint8Array.from(COMPILED, (c) => (c.isOrb ? 1 : 0));

/** 1 when the definition has auras (`CompiledCard.hasAuras`). */
export const DEF_HAS_AURAS = Uint8Array.from(COMPILED, (c) => (c.hasAuras ? 1 : 0));

/** `CompiledCard.staticBlock` of definition d at `d * 4 + fromBench * 2 + inDefense`. */
export const DEF_STATIC_BLOCK = Uint8Array.from(
  COMPILED.flatMap((c) => c.staticBlock),
  (b) => b,
);

/** How many activated abilities the definition has (the enumeration skips cards with none). */
export const DEF_ABILITY_COUNT = Uint8Array.from(COMPILED, (c) => c.abilities?.length ?? 0);

/** 1 when the definition has a trigger at the beginning of its owner's Main Phase. */
export const DEF_MAIN_START = Uint8Array.from(COMPILED, (c) => (c.mainStart ? 1 : 0));

/** 1 when the definition has a trigger at the beginning of its owner's Defense Phase. */
export const DEF_DEFENSE_START = Uint8Array.from(COMPILED, (c) => (c.defenseStart ? 1 : 0));

/** 1 when the definition is a token (`CompiledCard.token`), read by every new instance. */
export const DEF_TOKEN = Uint8Array.from(COMPILED, (c) => (c.token ? 1 : 0));

// The Orb types as indices, for the aura sums (rules/state.ts `orbTypeIndex`, rules/aura-table.ts
// per player and type): an Orb's type is compared or looked up as a number, not a name.

/** Every Orb type a card names (as its type, the type it becomes, or an aura's type). */
const ORB_TYPES: readonly string[] = [
  ...new Set(
    COMPILED.flatMap((c) => [
      c.orbType,
      c.becomesOrbType,
      ...(c.auras ?? []).map((a) => a.orbType ?? null),
    ]).filter((t): t is string => t !== null),
  ),
];
/** How many Orb types the card pool names: the stride of per-(player, type) tables. */
export const ORB_TYPE_COUNT = ORB_TYPES.length;
const typeIndex = (t: string | null | undefined): number => (t ? ORB_TYPES.indexOf(t) : -1);
/** By definition: the index of its Orb type, and of the type it becomes (§12.3); -1 for none. */
export const DEF_TYPE = Int8Array.from(COMPILED, (c) => typeIndex(c.orbType));
export const DEF_BECOMES_TYPE = Int8Array.from(COMPILED, (c) => typeIndex(c.becomesOrbType));
/** By definition, its auras' Orb types as indices (-1: an aura for every Orb). */
export const DEF_AURA_TYPES: readonly (readonly number[])[] = COMPILED.map((c) =>
  (c.auras ?? []).map((a) => typeIndex(a.orbType)),
);
