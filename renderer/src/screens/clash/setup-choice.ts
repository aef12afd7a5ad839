/** What the setup screen produces: everything needed to start (and rematch) a Clash game. */
import type { ClashDeckChoice, ClashPoolChoice } from '../../../../main/games/clash/types';

export interface ClashSetupChoice {
  opponent: 'easy' | 'normal' | 'hard' | 'hotseat';
  pool: ClashPoolChoice;
  mode: 'draft' | 'preconstructed';
  decks: [ClashDeckChoice, ClashDeckChoice];
  /** null = a random game. */
  seed: number | null;
}

export const DEFAULT_CHOICE: ClashSetupChoice = {
  opponent: 'easy',
  pool: 'initiation',
  mode: 'draft',
  decks: ['random', 'random'],
  seed: null,
};

/** Parse the seed field: '' → null, a whole number 0..2^32-1 → it, anything else → undefined (invalid). */
export function parseSeed(text: string): number | null | undefined {
  const s = text.trim();
  if (s === '') return null;
  if (!/^\d{1,10}$/.test(s)) return undefined;
  const n = Number(s);
  return n <= 0xffffffff ? n : undefined;
}
