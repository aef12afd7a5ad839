/** Czech strings of the Clash battle table itself (table/clash/), merged into cs.ts as `clashTable`. */
export const clashTableCs = {
  notEnoughMana: 'Nemáš dost many: karta {{card}} stojí {{cost}}, máš {{mana}}.',
  unplayable: 'Kartu {{card}} teď nelze zahrát (nemá na co cílit).',
  incantationLine: '{{damage}} zranění bytosti',
};
