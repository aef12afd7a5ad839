/**
 * What a player sees before a gauntlet run starts (issue #31 item 2): the road ahead — every
 * Orbs opponent with the computer's level, or the Clash rounds with the level each is played
 * at — the lives, and the player's record over the runs already finished. Pure: the service
 * passes the finished runs in. Kept beside run.ts so the ladder and the levels are stated once.
 */
import type { AiLevel } from '../ai/level-names';
import {
  CLASH_LOSSES,
  CLASH_WINS,
  LIVES,
  ORBS_LADDER,
  ORBS_LEVELS,
  clashLevel,
  figures,
  type RunData,
  type RunGame,
} from './run';

export interface RunPlan {
  /** Games not won that end the run. */
  lives: number;
  /** Orbs: the six ready decks in order; Clash: the rounds to win, each with its level. */
  steps: { opponent?: string; level: AiLevel }[];
}

export interface RunRecord {
  /** Finished runs of this game (won, lost or abandoned). */
  runs: number;
  won: number;
  /** The most games won in one run (0 when none). */
  bestWins: number;
}

export function runPlan(game: RunGame): RunPlan {
  if (game === 'orbs')
    return {
      lives: LIVES,
      steps: ORBS_LADDER.map((opponent, i) => ({ opponent, level: ORBS_LEVELS[i]! })),
    };
  return {
    lives: CLASH_LOSSES,
    steps: Array.from({ length: CLASH_WINS }, (_, wins) => ({ level: clashLevel(wins) })),
  };
}

export function runRecord(game: RunGame, runs: readonly RunData[]): RunRecord {
  const done = runs.filter((r) => r.game === game && r.status !== 'playing');
  return {
    runs: done.length,
    won: done.filter((r) => r.status === 'won').length,
    bestWins: done.reduce((best, r) => Math.max(best, figures(r).wins), 0),
  };
}
