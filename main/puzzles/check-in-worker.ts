/**
 * The puzzle checker off the thread that answers IPC: an imported file or a "save as puzzle"
 * is proven in a worker (the AI worker's `puzzle-check` message, main/ai/worker.ts), so a
 * check that searches its whole node budget cannot freeze the app. The answer is the same as
 * `checkPuzzle` in this thread: the search is bounded by nodes, not by time.
 */
import type { WorkerPool } from '../ai/worker-pool';
import { checkPuzzle, type CheckResult } from './checker';
import type { Puzzle } from './format';

/** Proves a parsed puzzle within `maxNodes` (docs/puzzles.md "How the checker proves a puzzle"). */
export type PuzzleChecker = (puzzle: Puzzle, maxNodes: number) => Promise<CheckResult>;

/** In the calling thread (tests, the `npm run puzzles` command line). */
export const checkHere: PuzzleChecker = (puzzle, maxNodes) =>
  Promise.resolve(checkPuzzle(puzzle, { maxNodes }));

/** In a worker of `pool` (started on first use by the caller's lazy getter). */
export function checkInWorker(pool: () => WorkerPool): PuzzleChecker {
  return (puzzle, maxNodes) => pool().run<CheckResult>({ kind: 'puzzle-check', puzzle, maxNodes });
}
