/** Czech strings of the Clash battle table itself (table/clash/), merged into cs.ts as `clashTable`. */
export const clashTableCs = {
  notEnoughMana: 'Nemáš dost many: karta {{card}} stojí {{cost}}, máš {{mana}}.',
  unplayable: 'Kartu {{card}} teď nelze zahrát (nemá na co cílit).',
  incantationLine: '{{damage}} zranění bytosti',
  you: 'Ty',
  yourCards: 'Tvoje karty',
  /** Jméno hráče ve 2. pádě jako vlastník (describe.ts): „bašta Počítače“. */
  owner: { computer: 'Počítače', p0: 'Hráče 1', p1: 'Hráče 2' },
  log: {
    attackBastion_one: 'Karta {{card}} útočí na baštu {{owner}}: {{count}} bod poškození.',
    attackBastion_few: 'Karta {{card}} útočí na baštu {{owner}}: {{count}} body poškození.',
    attackBastion_many: 'Karta {{card}} útočí na baštu {{owner}}: {{count}} bodu poškození.',
    attackBastion_other: 'Karta {{card}} útočí na baštu {{owner}}: {{count}} bodů poškození.',
    attackBastion_you_one: 'Karta {{card}} útočí na tvou baštu: {{count}} bod poškození.',
    attackBastion_you_few: 'Karta {{card}} útočí na tvou baštu: {{count}} body poškození.',
    attackBastion_you_many: 'Karta {{card}} útočí na tvou baštu: {{count}} bodu poškození.',
    attackBastion_you_other: 'Karta {{card}} útočí na tvou baštu: {{count}} bodů poškození.',
    attackFort_one: 'Karta {{card}} útočí na pevnost {{owner}}: {{count}} bod poškození.',
    attackFort_few: 'Karta {{card}} útočí na pevnost {{owner}}: {{count}} body poškození.',
    attackFort_many: 'Karta {{card}} útočí na pevnost {{owner}}: {{count}} bodu poškození.',
    attackFort_other: 'Karta {{card}} útočí na pevnost {{owner}}: {{count}} bodů poškození.',
    attackFort_you_one: 'Karta {{card}} útočí na tvou pevnost: {{count}} bod poškození.',
    attackFort_you_few: 'Karta {{card}} útočí na tvou pevnost: {{count}} body poškození.',
    attackFort_you_many: 'Karta {{card}} útočí na tvou pevnost: {{count}} bodu poškození.',
    attackFort_you_other: 'Karta {{card}} útočí na tvou pevnost: {{count}} bodů poškození.',
  },
};
