/** English strings of the Clash battle table itself (table/clash/), merged into en.ts as `clashTable`. */
export const clashTableEn = {
  notEnoughMana: 'Not enough mana: {{card}} costs {{cost}}, you have {{mana}}.',
  unplayable: '{{card}} cannot be played now (nothing it may target).',
  incantationLine: '{{damage}} damage to a creature',
};
