/**
 * English strings of the end screen shared by both games (screens/end/). The same keys exist
 * in end.cs.ts. `_lost`: seen by the player who lost; `_won`: by the winner; no suffix: told
 * about two other people (hotseat).
 */
export const endEn = {
  endScreen: {
    you: 'You',
    kicker: 'Game over',
    reasonLabel: 'How it ended',
    reason: {
      clashCard_lost: "{{player}}'s {{card}} destroyed your Fort.",
      clashCard_won: 'Your {{card}} destroyed the Fort of {{loser}}.',
      clashCard: "{{player}}'s {{card}} destroyed the Fort of {{loser}}.",
      clashLastCard_lost: 'No card was left to the right of your Fort.',
      clashLastCard: 'No card was left to the right of the Fort of {{loser}}.',
      orbsCard_lost: "{{player}}'s {{card}} took your last HP.",
      orbsCard_won: 'Your {{card}} took the last HP.',
      orbsCard: "{{player}}'s {{card}} took the last HP of {{loser}}.",
      orbsSelf_lost: 'Your own {{card}} took your last HP.',
      orbsSelf: "{{loser}}'s own {{card}} took their last HP.",
      hp_lost: 'Your HP fell below 0.',
      hp: 'The HP of {{loser}} fell below 0.',
      deck_lost: 'You had to draw from an empty deck.',
      deck: '{{loser}} had to draw from an empty deck.',
      draw: 'Both players lost at the same moment.',
      unknown: 'The game is over.',
    },
    figures: 'Figures of this game',
    figure: 'Figure',
    turns: 'Turns',
    damage: 'Damage dealt',
    cards: 'Cards played',
    rematch: 'Rematch',
    replay: 'Watch the replay',
    replayMissing: 'The replay of this game is not available.',
    menu: 'Back to menu',
  },
};
