/**
 * Whether a puzzle's goal is reached, lost or still open in a position (format.ts lists the
 * goals). The solver and the app's puzzle games read the same function, so what the checker
 * proves is what the player is judged by. You are player 0.
 */
import type { GameHooks, PuzzleState } from './game-hooks';
import type { PuzzleGoal } from './format';

export type GoalStatus = 'solved' | 'failed' | 'open';

/**
 * `startTurn`: the game turn the puzzle started on (your turn). `movesLeft`: your actions
 * still allowed by the puzzle's limit.
 */
export function goalStatus(
  hooks: GameHooks,
  goal: PuzzleGoal,
  startTurn: number,
  state: unknown,
  movesLeft: number,
): GoalStatus {
  const s = state as PuzzleState;
  if (s.winner === 0) return 'solved';
  if (s.winner !== null) return 'failed';
  switch (goal.kind) {
    case 'win-this-turn':
      if (s.active !== 0 || s.turn !== startTurn) return 'failed';
      break;
    case 'win-by-turn':
      if (s.turn > goal.turn) return 'failed';
      break;
    case 'keep-bastion':
      if (!hooks.bastionStands(state, 0)) return 'failed';
      if (s.active === 0 && s.turn > startTurn) return 'solved';
      break;
    case 'survive-next-turn':
      if (s.active === 0 && s.turn > startTurn) return 'solved';
      break;
    default:
      goal satisfies never;
  }
  // Out of moves on your own decision: the goal can no longer be reached.
  if (s.active === 0 && movesLeft <= 0) return 'failed';
  return 'open';
}
