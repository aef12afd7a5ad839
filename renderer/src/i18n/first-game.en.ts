/** English strings of the guided first game (merged into en.ts under `firstGame`). */
export const firstGameEn = {
  offer: {
    title: 'New here? Play a guided first game',
    text: 'A short game against the easy computer, with hints beside the table on your first turns. You can skip it and find it here later.',
    clash: 'Guided first game: Clash of Decks',
    orbs: 'Guided first game: Orbs',
    skip: 'Not now',
  },
  menuEntry: 'Guided first game',
  hint: {
    title: 'What can I do now?',
    hide: 'Hide hints',
    clash: {
      wait: 'The computer is playing its turn. Watch the log: its creatures attack when it assaults.',
      mana_one: 'You have {{count}} mana this turn.',
      mana_other: 'You have {{count}} mana this turn.',
      play_one: 'This card fits your mana: {{cards}}.',
      play_other: 'These {{count}} cards fit your mana: {{cards}}.',
      how: 'Click a card (or use ←/→ and Enter), then click one of your two lanes to summon it there.',
      nothing: 'No card fits your mana now.',
      assault:
        'When you are done, press Assault: your creatures attack across their lanes and your turn ends.',
      chooseLane:
        'Now choose the lane (or the target) for the card: click it, or press Enter on the lit one. Esc cancels.',
    },
    orbs: {
      wait: 'The computer is moving. Its moves appear in the game log.',
      moves_one: 'You have one move right now: {{moves}}.',
      moves_other: 'You have {{count}} moves right now, for example: {{moves}}.',
      how: 'Pick one in the Actions list (↑/↓ and Enter) or drag a card on the table.',
      end: 'When you have nothing more to do, press E or the End button to end the phase.',
    },
  },
};
