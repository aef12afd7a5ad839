/**
 * The card catalogue (clash.md §1.2, §10.1, §10.2): both card lists loaded at build time,
 * turned into `ClashCardDef`s with a numeric index, plus keyword bit masks for the hot paths.
 *
 * Catalogue order = initiation list order, then the Cardhall list; the state stores these
 * indices, so the lists may only be appended to.
 */
import initiationList from './initiation.json';
import cardhallList from './cardhall.json';
import type { ClashCardDef, ClashKeyword, ClashPoolChoice, ClashSetId } from '../types';

export const KEYWORDS: readonly ClashKeyword[] = [
  'Aerial',
  'Aim',
  'Aquatic',
  'Aura',
  'Berserk',
  'Catalyst',
  'Focus',
  'Indestructible',
  'Perforation',
  'Protection',
  'Rage',
  'Splash',
  'Sprint',
  'Wrecker',
];

/** Bit of each keyword in a mask. */
export const KW: Record<ClashKeyword, number> = Object.fromEntries(
  KEYWORDS.map((k, i) => [k, 1 << i]),
) as Record<ClashKeyword, number>;

interface RawCard {
  id: string;
  name: string;
  kind: string;
  cost: number;
  attack: number;
  health?: number | null;
  keywords: string[];
  preconstructedDeck?: number;
}

function isKeyword(k: string): k is ClashKeyword {
  return (KEYWORDS as readonly string[]).includes(k);
}

function toDef(raw: RawCard, set: ClashSetId, index: number): ClashCardDef {
  const keywords: ClashKeyword[] = [];
  let aura: ClashKeyword | null = null;
  for (const k of raw.keywords) {
    if (k.startsWith('Aura:')) {
      const x = k.slice(5);
      if (!isKeyword(x)) throw new Error(`card ${raw.id}: unknown Aura keyword ${x}`);
      aura = x;
    } else if (isKeyword(k) && k !== 'Aura') {
      keywords.push(k);
    } else {
      throw new Error(`card ${raw.id}: unknown keyword ${k}`);
    }
  }
  if (raw.kind !== 'creature' && raw.kind !== 'incantation')
    throw new Error(`card ${raw.id}: bad kind`);
  return {
    id: raw.id,
    name: raw.name,
    set,
    index,
    kind: raw.kind,
    cost: raw.cost,
    attack: raw.attack,
    health: raw.kind === 'creature' ? (raw.health ?? 0) : null,
    keywords,
    aura,
    printed: [...raw.keywords],
    preconstructedDeck: raw.preconstructedDeck ?? null,
  };
}

function build(): ClashCardDef[] {
  const out: ClashCardDef[] = [];
  for (const c of initiationList.cards as RawCard[]) out.push(toDef(c, 'initiation', out.length));
  for (const c of cardhallList.cards as RawCard[]) out.push(toDef(c, 'cardhall', out.length));
  const ids = new Set<string>();
  const names = new Set<string>();
  for (const c of out) {
    if (ids.has(c.id) || names.has(c.name)) throw new Error(`duplicate card ${c.id}/${c.name}`);
    ids.add(c.id);
    names.add(c.name);
  }
  return out;
}

/** Every Clash card of every set; `CLASH_CARDS[i].index === i`. */
export const CLASH_CARDS: readonly ClashCardDef[] = build();

// Hot-path tables, indexed by card index.
export const COST: Int32Array = Int32Array.from(CLASH_CARDS, (c) => c.cost);
export const ATTACK: Int32Array = Int32Array.from(CLASH_CARDS, (c) => c.attack);
export const HEALTH: Int32Array = Int32Array.from(CLASH_CARDS, (c) => c.health ?? 0);
export const IS_CREATURE: Uint8Array = Uint8Array.from(CLASH_CARDS, (c) =>
  c.kind === 'creature' ? 1 : 0,
);
/** Own keywords (Aura itself is flagged with KW.Aura). */
export const OWN_KW: Int32Array = Int32Array.from(CLASH_CARDS, (c) => {
  let m = 0;
  for (const k of c.keywords) m |= KW[k];
  if (c.aura) m |= KW.Aura;
  return m;
});
/** The keyword an Aura grants to neighbours, as a mask (0 when the card has no Aura). */
export const AURA_KW: Int32Array = Int32Array.from(CLASH_CARDS, (c) => (c.aura ? KW[c.aura] : 0));

const byId = new Map<string, number>();
const byName = new Map<string, number>();
for (const c of CLASH_CARDS) {
  byId.set(c.id, c.index);
  byName.set(c.name, c.index);
}

/** Card index of an id, or -1. */
export function cardIndexById(id: string): number {
  return byId.get(id) ?? -1;
}

/** Card index of a printed name, or -1. */
export function cardIndexByName(name: string): number {
  return byName.get(name) ?? -1;
}

export function cardDef(index: number): ClashCardDef {
  const c = CLASH_CARDS[index];
  if (!c) throw new Error(`no Clash card with index ${index}`);
  return c;
}

export function cardsOfSet(set: ClashSetId): ClashCardDef[] {
  return CLASH_CARDS.filter((c) => c.set === set);
}

/** Card indices a draft with this pool choice draws from (clash.md §3.1; 'both' = union). */
export function poolCards(pool: ClashPoolChoice): number[] {
  const cached = POOL_CACHE[pool];
  if (!cached) throw new Error(`unknown Clash pool ${String(pool)}`);
  return cached.slice();
}
const POOL_CACHE: Record<ClashPoolChoice, number[]> = {
  initiation: CLASH_CARDS.filter((c) => c.set === 'initiation').map((c) => c.index),
  cardhall: CLASH_CARDS.filter((c) => c.set === 'cardhall').map((c) => c.index),
  both: CLASH_CARDS.map((c) => c.index),
};

/** The 8 card indices of box deck 1–4 (clash.md §10.2). */
export function preconstructedDeck(deck: number): number[] {
  return CLASH_CARDS.filter((c) => c.set === 'initiation' && c.preconstructedDeck === deck).map(
    (c) => c.index,
  );
}
