/**
 * English strings of issue #35 items 1 and 4: take back, concede, leaving a game, the folded
 * Resume list, and the take-back setting. Merged into en.ts under `playActions`; the same keys
 * are in play-actions.cs.ts.
 */
export const playActionsEn = {
  takeBack: 'Take back',
  takeBackTitle: 'Take back your last move of this turn (Ctrl+Z or U)',
  takeBackNone: 'Nothing to take back: a card was drawn or revealed, or the turn changed',
  takeBackFailed: 'Could not take back: {{message}}',
  menu: 'Menu',
  menuLabel: 'Game menu',
  menuLeave: 'Leave game…',
  concede: 'Concede',
  concedeTitle: 'Concede this game?',
  concedeText:
    'The game ends as a loss for {{player}}. It goes into your match history and replays.',
  concedeTextYou: 'The game ends as your loss. It goes into your match history and replays.',
  concedeConfirm: 'Concede',
  concedeCancel: 'Keep playing',
  concedeFailed: 'Could not concede: {{message}}',
  leave: {
    title: 'Leave the game?',
    text: 'Keep it for later: it waits under Resume in the main menu. Or concede: the game ends as a loss for {{player}}.',
    textYou:
      'Keep it for later: it waits under Resume in the main menu. Or concede: the game ends as your loss.',
    keep: 'Keep for later',
    concede: 'Concede',
    stay: 'Stay',
  },
  resume: {
    more_one: 'Show {{count}} more game',
    more_other: 'Show {{count}} more games',
    fewer: 'Show fewer',
  },
  reason: {
    conceded: '{{loser}} conceded.',
    conceded_lost: 'You conceded.',
    conceded_won: '{{loser}} conceded.',
    short: 'conceded',
  },
  settings: {
    label: 'Take-backs',
    all: 'In every game',
    computer: 'Against the computer',
    off: 'Never',
    help: 'Take back your own moves of the turn, back to the last card drawn or revealed. Off in hotseat unless you choose “In every game”: the other player is behind the curtain and cannot be asked.',
  },
};
