/** English strings of the review's layout in the replay viewer (issue #35 item 3), as `reviewLayout`. */
export const reviewLayoutEn = {
  yAxis: 'Chance to win: {{player}}',
  yAxis_you: 'Your chance to win',
  xAxis: 'Turn',
  xAxisSteps: 'Step',
  fine_one: '{{player}}: {{count}} more decision was fine (the best move, or within 5 points).',
  fine_other: '{{player}}: {{count}} more decisions were fine (the best move, or within 5 points).',
  fine_you_one: '{{count}} more of your decisions was fine (the best move, or within 5 points).',
  fine_you_other: '{{count}} more of your decisions were fine (the best move, or within 5 points).',
  noneFlagged: 'No inaccuracy, mistake or blunder.',
  forced_one: '{{count}} step had one legal move, or was the other player’s, and is not listed.',
  forced_other:
    '{{count}} steps had one legal move, or were the other player’s, and are not listed.',
  draftRevealed: 'Revealed this round',
  draftPile: 'Cards of {{player}}',
  draftPileYou: 'Your cards',
  takenBy: 'taken by {{player}}',
  draftHidden_one: '{{count}} card still hidden',
  draftHidden_other: '{{count}} cards still hidden',
};
