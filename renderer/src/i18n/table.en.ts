/**
 * English strings of the battle tables' own panels (renderer/src/table/): the keyword legend
 * and the words the compact card faces leave out. The same keys exist in table.cs.ts.
 */
export const tableEn = {
  legend: {
    open: 'Keywords',
    openLabel: 'Keywords: what the icons on the cards mean (K)',
    title: 'Keywords and icons',
    intro:
      'Cards on the table show icons instead of words. The full text of a card is in its zoom (point at it or move to it with the arrow keys).',
    close: 'Close',
    figures: 'Figures',
    keywords: 'Keywords',
    clash: {
      cost: { name: 'Cost', text: 'Mana you pay to play the card.' },
      attack: {
        name: 'Attack / damage',
        text: 'Damage a creature deals when it attacks; for an incantation, the damage it deals.',
      },
      health: { name: 'Health', text: 'Damage a creature can take; it is destroyed at 0.' },
      target: {
        name: 'Targets a creature',
        text: 'An incantation: choose one creature in play; it takes the damage.',
      },
    },
    orbs: {
      cost: {
        name: 'Cost',
        text: 'Energy you pay: the number in any colour, each shape in its own colour.',
      },
      attack: { name: 'AP (attack)', text: 'Damage the Orb deals in combat.' },
      health: { name: 'HP', text: 'Damage the Orb can take; it is destroyed below 0.' },
      armor: {
        text: 'Each time damage would be dealt to this Orb, it is reduced by N (the grey shield).',
      },
      ambush: { text: 'May be played from your hand in your Defense Phase.' },
    },
  },
  zoom: {
    incantationTarget: 'Hits one creature in play: {{damage}} damage.',
  },
};
