/**
 * What the gauntlet service answers (issue #31): types only, re-exported by the IPC contract
 * (main/ipc/gauntlet-contract.ts) so the page sees exactly what the service produces.
 */
import type { AiLevel } from '../ai/level-names';
import type {
  NextGame,
  PlayedGame,
  PlayedGameStats,
  RunFigures,
  RunGame,
  RunStatus,
} from '../gauntlet/run';
import type { RunPlan, RunRecord } from '../gauntlet/plan';
import type { GameStartResult } from './types';

export type {
  NextGame,
  PlayedGame,
  PlayedGameStats,
  RunFigures,
  RunGame,
  RunPlan,
  RunRecord,
  RunStatus,
};

/** What the gauntlet screen shows of a game: the run being played, the road, the record. */
export interface RunOverview {
  run: RunView | null;
  plan: RunPlan;
  record: RunRecord;
}

/** A run as the page shows it (the deck's card list stays in main). */
export interface RunView {
  runId: string;
  game: RunGame;
  status: RunStatus;
  /** Orbs: the deck the run plays (a ready deck's id, or a saved deck's id) and its name then. */
  deck: { name: string; ready?: string; id?: string } | null;
  games: PlayedGame[];
  /** The game started and not yet finished: continue it. */
  current: { gameId: string; opponent?: string; level: AiLevel } | null;
  /** The next game to start (null when a game is current or the run is over). */
  next: NextGame | null;
  figures: RunFigures;
  /** The figures of the games that have them (`games`: how many), added up. */
  totals: PlayedGameStats & { games: number };
  /** Orbs: every step of the ladder; Clash: empty (its rounds are open-ended). */
  ladder: { opponent: string; level: AiLevel }[];
  /** Per opponent (Orbs) or per computer level (Clash): games won and not won. */
  breakdown: { key: string; won: number; lost: number }[];
  startedAt: string;
  finishedAt?: string;
}

export interface RunPlayResult {
  run: RunView;
  /** The game to show (a new one, or the run's current game resumed). */
  started: GameStartResult;
}

/** How a run starts: which game, and for Orbs which deck. */
export type RunStartInput =
  | { game: 'orbs'; deck: { kind: 'ready'; id: string } | { kind: 'own'; deckId: string } }
  | { game: 'clash' };
