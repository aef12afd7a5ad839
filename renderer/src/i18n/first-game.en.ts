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
      // One sentence per suggestion, saying why (issue #30).
      defend_one:
        'Defend: the attacker hits you for {{damage}} HP unless an Orb defends — drag {{card}} onto it.',
      defend_other:
        'Defend: {{count}} attackers hit you for {{damage}} HP unless Orbs defend — drag {{card}} onto one.',
      play: 'Play {{card}}: an Orb in play defends you, and attacks from your next turn.',
      attack:
        'Attack with {{card}}: your opponent loses {{ap}} HP unless one of their Orbs defends.',
      convertStuck:
        'Convert {{card}}: you cannot pay for it now, and it gives you 1 more energy every turn.',
      convert: 'Convert a card you will not play soon: 1 more energy every turn, once per turn.',
      bench:
        'Bench {{card}}: paid now, you can play it later for free, even in your Defense Phase.',
      how: 'Pick a move in the Actions list (↑/↓ and Enter) or drag a card on the table.',
      end: 'Nothing more to do? Press E or the End button.',
    },
  },
};
