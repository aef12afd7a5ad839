/** Czech strings of the battle tables' own panels (see table.en.ts; informal "ty"). */
export const tableCs = {
  legend: {
    open: 'Klíčová slova',
    openLabel: 'Klíčová slova: co znamenají ikony na kartách (K)',
    title: 'Klíčová slova a ikony',
    intro:
      'Karty na stole ukazují místo slov ikony. Celý text karty najdeš ve zvětšení (najeď na ni myší nebo k ní přejdi šipkami).',
    close: 'Zavřít',
    figures: 'Čísla',
    keywords: 'Klíčová slova',
    clash: {
      cost: { name: 'Cena', text: 'Mana, kterou zaplatíš za zahrání karty.' },
      attack: {
        name: 'Útok / zranění',
        text: 'Zranění, které bytost způsobí při útoku; u zaklínadla zranění, které způsobí.',
      },
      health: { name: 'Životy', text: 'Kolik zranění bytost vydrží; při 0 je zničena.' },
      target: {
        name: 'Míří na bytost',
        text: 'Zaklínadlo: vybereš jednu bytost ve hře a ta utrpí zranění.',
      },
    },
    orbs: {
      cost: {
        name: 'Cena',
        text: 'Energie, kterou zaplatíš: číslo v libovolné barvě, každý tvar ve své barvě.',
      },
      attack: { name: 'Útok', text: 'Zranění, které orb způsobí v boji.' },
      health: { name: 'Životy', text: 'Kolik zranění orb vydrží; pod 0 je zničen.' },
      armor: { text: 'Kdykoli má tento orb utrpět zranění, sníží se o N (šedý štít).' },
      ambush: { text: 'Můžeš ho zahrát z ruky ve své obranné fázi.' },
    },
  },
  zoom: {
    incantationTarget: 'Zasáhne jednu bytost ve hře: {{damage}} zranění.',
  },
};
