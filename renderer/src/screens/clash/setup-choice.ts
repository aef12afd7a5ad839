/** What the setup screen produces: everything needed to start (and rematch) a Clash game. */
import type { ClashDeckChoice, ClashPoolChoice } from '../../../../main/ipc/contract';
import type { MenuLevel } from '../../../../main/ai/level-names';

export interface ClashSetupChoice {
  opponent: MenuLevel | 'hotseat';
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
