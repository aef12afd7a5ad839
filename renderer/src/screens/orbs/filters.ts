/**
 * Deck-builder filters over the card pool: colour, type, cost, Orb type and text search
 * (name, Orb type and generated rules text, case- and accent-insensitive).
 */
import type { Colour, CardType } from '../../../../main/ipc/contract';
import { readCost } from '../../theme/cost';

export interface FilterCard {
  id: string;
  name: string;
  displayName: string;
  colours: readonly Colour[];
  type: CardType;
  cost: string;
  orbType?: string | undefined;
  text: string;
}

export type ColourFilter = Colour | 'generic' | 'multi';

export interface CardFilter {
  /** Empty = any colour. A card matches if it has any chosen colour (or is generic/multi). */
  colours: ColourFilter[];
  types: CardType[];
  /** null = any cost; 6 means "6 or more". */
  cost: number | null;
  orbType: string | null;
  text: string;
}

export const EMPTY_FILTER: CardFilter = {
  colours: [],
  types: [],
  cost: null,
  orbType: null,
  text: '',
};

export function fold(s: string): string {
  return s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

export function matches(card: FilterCard, f: CardFilter): boolean {
  if (f.colours.length > 0) {
    const ok = f.colours.some((c) =>
      c === 'generic'
        ? card.colours.length === 0
        : c === 'multi'
          ? card.colours.length > 1
          : card.colours.includes(c),
    );
    if (!ok) return false;
  }
  if (f.types.length > 0 && !f.types.includes(card.type)) return false;
  if (f.cost !== null) {
    const total = readCost(card.cost).total;
    if (f.cost >= 6 ? total < 6 : total !== f.cost) return false;
  }
  if (f.orbType !== null && card.orbType !== f.orbType) return false;
  const q = fold(f.text.trim());
  if (q) {
    const hay = fold(`${card.displayName}\n${card.name}\n${card.orbType ?? ''}\n${card.text}`);
    if (!q.split(/\s+/).every((w) => hay.includes(w))) return false;
  }
  return true;
}

export function orbTypes(cards: readonly FilterCard[]): string[] {
  return [...new Set(cards.flatMap((c) => (c.orbType ? [c.orbType] : [])))].sort((a, b) =>
    a.localeCompare(b),
  );
}
