/**
 * The puzzle attempt on screen, if any (set by screens/puzzles/PuzzleGame.svelte). A puzzle
 * attempt is not a game to keep: main never saves it, so the game screens' own "Back" leaves
 * it the puzzle's way (no "Keep for later" question), and their AI Hint button stands aside
 * for the puzzle's own hint from the solver.
 */
import { get, writable } from 'svelte/store';

export interface PuzzleAttempt {
  gameId: string;
  /** Leave the attempt (close its game, back to the Puzzles list). */
  leave: () => Promise<void>;
}

export const puzzleAttempt = writable<PuzzleAttempt | null>(null);

/** The attempt whose game this is, or null for any other game. */
export function puzzleAttemptOf(gameId: string | null | undefined): PuzzleAttempt | null {
  const a = get(puzzleAttempt);
  return a && gameId && a.gameId === gameId ? a : null;
}
