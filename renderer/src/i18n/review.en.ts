/**
 * English strings of the game review and hints (issue #18). The same keys exist in
 * review.cs.ts. Moves are named with the game's printed card names.
 */
export const reviewEn = {
  open: 'Review',
  openHint: 'The computer analyses every decision of the game.',
  title: 'Game review',
  start: 'Analyse',
  mode: 'Analysis',
  modeFull: 'Full state',
  modeFair: 'Fair (own view only)',
  whose: 'Decisions of',
  both: 'Both players',
  progress: 'Analysing: {{done}} of {{total}} positions',
  cancel: 'Cancel',
  cancelled: 'Review cancelled.',
  busy: 'Still working on your earlier requests: try again in a moment.',
  failed: 'The review failed: {{message}}',
  fullNote:
    'Analysed with the full state: the game is over, so the analysis knew every card, hidden ones too.',
  fairNote:
    'Analysed fairly: each decision only from what that player could see (hidden cards guessed).',
  graph: 'Win probability of {{player}} over the game',
  graph_you: 'Your chance to win over the game',
  graphHelp: 'Click the graph to jump to that moment of the replay.',
  graphPoint: 'Step {{step}}: {{percent}} %',
  marks: 'Decisions',
  jump: 'Show',
  mark: {
    best: 'Best',
    good: 'Good',
    inaccuracy: 'Inaccuracy',
    mistake: 'Mistake',
    blunder: 'Blunder',
  },
  turn: 'Turn {{turn}}',
  played: 'Played: {{move}}',
  preferred: 'Better: {{move}}',
  chances: '{{before}} % → {{after}} %',
  summary: 'Summary',
  accuracy: '{{player}}: accuracy {{value}} %',
  accuracy_you: 'Your accuracy: {{value}} %',
  swings: 'Biggest swings',
  swing: 'Step {{step}}, {{player}}: {{delta}} points',
  thresholds:
    'Marks by the drop in win probability: good under 5 points, inaccuracy 5–10, mistake 10–20, blunder 20 or more.',
  iterations: '{{iterations}} search iterations per decision, {{seconds}} s.',
  explain: {
    numbers: 'Win chance {{before}} % → {{after}} % (−{{drop}} points).',
    best: 'The move the analysis prefers ({{before}} %).',
    // Third person names the seat; `_you` (i18next context) speaks to the player shown as You.
    missedWin: '{{player}} had a winning move: {{move}}.',
    missedWin_you: 'You had a winning move: {{move}}.',
    fortExposed_one:
      'This left the Fort of {{player}} {{count}} life against {{threat}} damage the opponent can deal next turn.',
    fortExposed_other:
      'This left the Fort of {{player}} {{count}} life against {{threat}} damage the opponent can deal next turn.',
    fortExposed_you_one:
      'This left your Fort {{count}} life against {{threat}} damage the opponent can deal next turn.',
    fortExposed_you_other:
      'This left your Fort {{count}} life against {{threat}} damage the opponent can deal next turn.',
    wastedEnergy:
      '{{player}} ended the phase with {{energy}} energy left and a card that could still be played.',
    wastedEnergy_you:
      'You ended the phase with {{energy}} energy left and a card you could still play.',
  },
  move: {
    assault: 'Assault',
    pick: 'Pick {{card}}',
    play: 'Play {{card}} in the {{lane}}',
    cast: 'Cast {{card}} on {{target}}',
    castAny: 'Cast {{card}}',
    convert: 'Convert {{card}} to energy',
    bench: 'Put {{card}} on the Bench',
    playCard: 'Play {{card}}',
    playOn: 'Play {{card}} on {{target}}',
    attack: 'Attack with {{card}}',
    defend: 'Defend with {{card}} against {{target}}',
    activate: 'Use the ability of {{card}}',
    activateOn: 'Use the ability of {{card}} on {{target}}',
    end: 'End the phase',
    player: 'player {{n}}',
    lane: { upper: 'upper lane', lower: 'lower lane' },
  },
  hint: {
    button: 'Hint',
    title: 'Show the move the computer would play here (key H)',
    thinking: 'Thinking…',
    says: 'Hint: {{move}}',
    busy: 'A hint is still being worked out: try again in a moment.',
    failed: 'No hint: {{message}}',
    used_one: '{{count}} hint used',
    used_other: '{{count}} hints used',
  },
  history: {
    hints: 'Hints',
  },
};
