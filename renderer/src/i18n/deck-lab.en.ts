/**
 * English strings of the deck lab (issue #31 item 3: "Test this deck" in the Orbs deck
 * builder). Merged into en.ts under `deckLab`; the same keys are in deck-lab.cs.ts.
 */
export const deckLabEn = {
  open: 'Test this deck',
  openTitle: 'Play this deck against each ready deck, the computer on both sides',
  needsSave: 'Save the deck to test it.',
  needsLegal: 'Only a legal deck can be tested.',
  title: 'Test this deck',
  intro:
    'The computer plays “{{deck}}” against each of the ready decks, both sides at the level you pick. Your deck takes the first seat in every other game.',
  level: 'Computer level',
  games: 'Games against each deck',
  start: 'Start',
  progress: '{{done}} of {{total}} games played',
  progressLabel: 'Deck test progress',
  running: 'Testing… {{done}} of {{total}} games',
  cancel: 'Cancel',
  cancelled: 'The test was cancelled. Nothing was saved.',
  failed: 'The test stopped: {{message}}',
  busy: 'A deck test is already running in this window.',
  close: 'Close',
  chartTitle: 'Win rate against each ready deck',
  chartLabel: 'Win rate of “{{deck}}” against each ready deck',
  row: '{{opponent}}: {{rate}} %, 95 % interval {{low}}–{{high}} %; won {{wins}}, lost {{losses}}, drawn {{draws}}',
  record: 'won {{wins}} · lost {{losses}} · drawn {{draws}}',
  average: 'Average {{rate}} %',
  how_one: '{{level}}, {{count}} game against each deck',
  how_other: '{{level}}, {{count}} games against each deck',
  intervalNote:
    'The bar is the win rate (a draw counts half). The thin line is the 95 % confidence interval: the true rate very likely lies on it. With few games it is wide, so two decks whose lines overlap may differ only by luck.',
  fifty: '50 %',
  stale: 'The deck has changed since this test: these figures are for the old list.',
  last: 'Last test: average {{rate}} % ({{how}})',
  lastStale: 'Last test (deck changed since): average {{rate}} %',
  none: 'Not tested yet.',
  estimate: 'Estimated time: {{total}} ({{each}} a game at this level, one game at a time).',
  estimateLong:
    'A long test: pick fewer games or an easier level, or let it run. Close does not stop it; leaving the deck builder does.',
  duration: {
    underSecond: 'under a second',
    seconds_one: 'about {{count}} second',
    seconds_other: 'about {{count}} seconds',
    minutes_one: 'about {{count}} minute',
    minutes_other: 'about {{count}} minutes',
    hours_one: 'about {{count}} hour',
    hours_other: 'about {{count}} hours',
  },
};
