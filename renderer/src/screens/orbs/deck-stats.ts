/**
 * Deck-builder figures: copies per card, the energy-cost curve and the colour split.
 * Counting only; legality comes from the engine (`orbs.validateDeck`).
 */
import type { Colour } from '../../../../main/ipc/contract';
import { readCost } from '../../theme/cost';

export interface DeckEntry {
  id: string;
  count: number;
}

export interface CardFacts {
  id: string;
  cost: string;
  colours: readonly Colour[];
  type: string;
}

export function totalCards(deck: readonly DeckEntry[]): number {
  return deck.reduce((n, e) => n + e.count, 0);
}

/** Add (delta > 0) or remove copies; entries with no copies disappear. Returns a new list. */
export function changeCount(deck: readonly DeckEntry[], id: string, delta: number): DeckEntry[] {
  const out = deck.map((e) => ({ ...e }));
  const i = out.findIndex((e) => e.id === id);
  if (i < 0) {
    if (delta > 0) out.push({ id, count: delta });
    return out;
  }
  out[i]!.count += delta;
  if (out[i]!.count <= 0) out.splice(i, 1);
  return out;
}

/** Copies per total cost: buckets 0 … maxBucket, the last one meaning "maxBucket or more". */
export function costCurve(
  deck: readonly DeckEntry[],
  facts: ReadonlyMap<string, CardFacts>,
  maxBucket = 6,
): number[] {
  const curve = new Array<number>(maxBucket + 1).fill(0);
  for (const e of deck) {
    const f = facts.get(e.id);
    if (!f) continue;
    const c = Math.min(maxBucket, readCost(f.cost).total);
    curve[c]! += e.count;
  }
  return curve;
}

export type SplitKey = Colour | 'generic' | 'multi';
export const SPLIT_KEYS: readonly SplitKey[] = [
  'red',
  'green',
  'blue',
  'yellow',
  'black',
  'purple',
  'multi',
  'generic',
];

/** Copies per colour identity: one colour, multicoloured, or generic (grey). */
export function colourSplit(
  deck: readonly DeckEntry[],
  facts: ReadonlyMap<string, CardFacts>,
): Record<SplitKey, number> {
  const split = Object.fromEntries(SPLIT_KEYS.map((k) => [k, 0])) as Record<SplitKey, number>;
  for (const e of deck) {
    const f = facts.get(e.id);
    if (!f) continue;
    const key: SplitKey =
      f.colours.length === 0 ? 'generic' : f.colours.length > 1 ? 'multi' : f.colours[0]!;
    split[key] += e.count;
  }
  return split;
}

/** Decks are stored as counts; the engine wants one id per copy. */
export function expand(deck: readonly DeckEntry[]): string[] {
  return deck.flatMap((e) => new Array<string>(e.count).fill(e.id));
}

export function fromList(ids: readonly string[]): DeckEntry[] {
  const counts = new Map<string, number>();
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  return [...counts].map(([id, count]) => ({ id, count }));
}
