/**
 * English strings of the Puzzles screens (issue #31 item 1). Merged into en.ts under
 * `puzzles`; the same keys are in puzzles.cs.ts. Puzzle titles and descriptions come with
 * each puzzle file in both languages.
 */
export const puzzlesEn = {
  menu: 'Puzzles',
  title: 'Puzzles',
  gamesLabel: 'Game',
  tiers: { learn: 'Learn', think: 'Think', master: 'Master' },
  tierHints: {
    learn: 'One idea each.',
    think: 'A line of two or three steps.',
    master: 'A sequence that is not obvious.',
  },
  goal: {
    'win-this-turn': 'Win this turn',
    'win-by-turn': 'Win by turn {{turn}}',
    'survive-next-turn': "Survive the computer's next turn",
    'keep-bastion': "Keep your Bastion through the computer's next turn",
  },
  moves_one: 'at most {{count}} move',
  moves_other: 'at most {{count}} moves',
  everyReply: 'holds against every reply',
  solved: 'Solved',
  solvedIn_one: 'Solved in {{count}} move',
  solvedIn_other: 'Solved in {{count}} moves',
  open: 'Not solved yet',
  attempts_one: '{{count}} attempt',
  attempts_other: '{{count}} attempts',
  progress: '{{solved}} of {{total}} solved',
  problems: 'Some puzzle files could not be read and are left out:',
  startFailed: 'The puzzle could not start: {{message}}',
  panel: {
    label: 'Puzzle',
    movesUsed: 'Moves: {{used}} of {{limit}}',
    restart: 'Restart',
    hint: 'Hint',
    hintWait: "Wait for the computer's move.",
    hintNone: 'There is no way to the goal from here any more. Restart.',
    hintOver: 'The puzzle is over.',
    solvedTitle: 'Solved!',
    failedTitle: 'Not solved',
    solvedText_one: 'You reached the goal in {{count}} move.',
    solvedText_other: 'You reached the goal in {{count}} moves.',
    failedText: 'The goal can no longer be reached from this position.',
    best_one: 'Your best: {{count}} move',
    best_other: 'Your best: {{count}} moves',
    showSolution: 'Show the solution',
    solutionTitle: 'The solution',
    solutionText:
      'Step through it: each step plays the next move on the table; the computer answers.',
    nextStep: 'Next step',
    tryAgain: 'Try again',
    back: 'Back to puzzles',
    close: 'Look at the table',
  },
};
