/**
 * Czech strings of the end screen shared by both games (the keys of end.en.ts). A player's name
 * leads with a colon and verbs are in the present tense, so no name is declined and no past
 * tense needs the player's gender.
 */
export const endCs = {
  endScreen: {
    you: 'Ty',
    kicker: 'Konec hry',
    reasonLabel: 'Jak hra skončila',
    reason: {
      clashCard_lost: '{{player}}: karta {{card}} ti zničila pevnost.',
      clashCard_won: 'Tvoje karta {{card}} zničila pevnost – {{loser}} prohrává.',
      clashCard: '{{player}}: karta {{card}} zničila pevnost – {{loser}} prohrává.',
      clashLastCard_lost: 'Napravo od tvé pevnosti nezůstala žádná karta.',
      clashLastCard: '{{loser}}: napravo od pevnosti nezůstala žádná karta.',
      orbsCard_lost: '{{player}}: karta {{card}} ti vzala poslední životy.',
      orbsCard_won: 'Tvoje karta {{card}} vzala soupeři poslední životy.',
      orbsCard: '{{player}}: karta {{card}} vzala poslední životy – {{loser}} prohrává.',
      orbsSelf_lost: 'Poslední životy ti vzala tvoje vlastní karta {{card}}.',
      orbsSelf: '{{loser}}: poslední životy vzala vlastní karta {{card}}.',
      hp_lost: 'Tvoje životy klesly pod 0.',
      hp: '{{loser}}: životy klesly pod 0.',
      deck_lost: 'Tvůj balíček byl prázdný a líznout už nešlo.',
      deck: '{{loser}}: balíček byl prázdný a líznout už nešlo.',
      draw: 'Oba hráči prohráli ve stejnou chvíli.',
      unknown: 'Hra skončila.',
    },
    figures: 'Čísla této hry',
    figure: 'Údaj',
    turns: 'Počet tahů',
    damage: 'Udělené poškození',
    cards: 'Zahrané karty',
    rematch: 'Odveta',
    replay: 'Přehrát záznam',
    replayMissing: 'Záznam této hry není k dispozici.',
    menu: 'Zpět do menu',
  },
};
