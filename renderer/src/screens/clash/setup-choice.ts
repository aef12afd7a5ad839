/** What the setup screen produces: everything needed to start (and rematch) a Clash game. */
import type { ClashDeckChoice, ClashPoolChoice } from '../../../../main/ipc/contract';

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

export { parseSeed } from '../seed';
