/**
 * What the puzzle channels answer (main/ipc/puzzle-contract.ts): plain types without imports
 * of code, so the renderer's type check reads them without the services behind them.
 */
import type { GameId } from '../engine/types';

/** A text in both languages (puzzle titles and descriptions, hints). */
export interface Words {
  en: string;
  cs: string;
}

export type PuzzleTier = 'learn' | 'think' | 'master';

/** The goals of format `puzzle/1` (main/puzzles/format.ts checks a file against them). */
export type PuzzleGoal =
  | { kind: 'win-this-turn' }
  | { kind: 'win-by-turn'; turn: number }
  | { kind: 'survive-next-turn' }
  | { kind: 'keep-bastion' };

export type GoalStatus = 'solved' | 'failed' | 'open';

export interface PuzzleSummary {
  /** `<game>/<id>`, unique over both games. */
  key: string;
  id: string;
  game: GameId;
  tier: PuzzleTier;
  title: Words;
  description: Words;
  goal: PuzzleGoal;
  moves: number;
  everyReply: boolean;
  /** Imported by the player (the Imported section), not shipped. */
  imported: boolean;
  progress: { solved: boolean; bestMoves: number | null; attempts: number };
}

export interface PuzzleList {
  puzzles: PuzzleSummary[];
  /** Shipped files that could not be read (one line each); the rest are listed. */
  problems: string[];
}

/** A puzzle as a file to share (`puzzles.exportFile`). */
export interface PuzzleFileView {
  fileName: string;
  text: string;
}

/** `puzzles.importText`: the puzzle added, or why the file was refused (nothing changed). */
export type PuzzleImportResult =
  { ok: true; key: string; game: GameId; title: Words } | { ok: false; error: string };

/** One puzzle's saved progress (main/saves/kinds/puzzle-progress.ts). */
export interface PuzzleRecordView {
  solved: boolean;
  bestMoves?: number | undefined;
  attempts: number;
  solvedAt?: string | undefined;
}

export interface PuzzleStatus {
  key: string;
  status: GoalStatus;
  movesUsed: number;
  moves: number;
  /** Set once the attempt ended and was recorded. */
  record: PuzzleRecordView | null;
}

export type PuzzleHint =
  | { found: true; words: Words }
  | { found: false; reason: 'not-your-move' | 'over' | 'no-solution' };
