/**
 * What a deck-lab run answers (issue #31 item 3): plain data, saved beside the deck
 * (main/saves/kinds/deck-lab.ts) and shown by the deck builder (the IPC contract re-exports it).
 */
import type { MenuLevel } from '../level-names';

/** The tested deck's games against one ready deck. */
export interface LabPairing {
  /** The ready deck's id (READY_DECKS). */
  opponent: string;
  games: number;
  wins: number;
  losses: number;
  draws: number;
  /** (wins + draws / 2) / games. */
  rate: number;
  /** 95 % Wilson score interval of `rate` (main/ai/stats.ts). */
  low: number;
  high: number;
}

export interface LabResult {
  format: 'deck-lab/1';
  /** deckHash of the cards that were tested: a deck changed since makes the result stale. */
  deckHash: string;
  level: MenuLevel;
  gamesPerPairing: number;
  pairings: LabPairing[];
  elapsedMs: number;
  finishedAt: string;
}

/** `lab.start`: the run's id (its pushes carry it) and how many games it will play. */
export interface LabStartResult {
  jobId: string;
  total: number;
}

/** `lab.results`: the deck's kept result, stale when the deck's cards changed since. */
export interface LabResults {
  result: LabResult | null;
  stale: boolean;
}
