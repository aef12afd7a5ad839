/** A puzzle's goal in the player's language. */
import type { Translate } from '../../i18n';
import type { PuzzleGoal } from '../../../../main/ipc/contract';

export function goalText(t: Translate, goal: PuzzleGoal): string {
  return goal.kind === 'win-by-turn'
    ? t('puzzles.goal.win-by-turn', { turn: goal.turn })
    : t(`puzzles.goal.${goal.kind}`);
}
