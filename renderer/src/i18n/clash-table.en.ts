/** English strings of the Clash battle table itself (table/clash/), merged into en.ts as `clashTable`. */
export const clashTableEn = {
  notEnoughMana: 'Not enough mana: {{card}} costs {{cost}}, you have {{mana}}.',
  unplayable: '{{card}} cannot be played now (nothing it may target).',
  incantationLine: '{{damage}} damage to a creature',
  you: 'You',
  yourCards: 'Your cards',
  /** A seat's name as an owner (describe.ts): "Computer's Bastion". */
  owner: { computer: "Computer's", p0: "Player 1's", p1: "Player 2's" },
  log: {
    attackBastion_one: '{{card}} attacks {{owner}} Bastion for {{count}} damage.',
    attackBastion_other: '{{card}} attacks {{owner}} Bastion for {{count}} damage.',
    attackBastion_you_one: '{{card}} attacks your Bastion for {{count}} damage.',
    attackBastion_you_other: '{{card}} attacks your Bastion for {{count}} damage.',
    attackFort_one: '{{card}} attacks {{owner}} Fort for {{count}} damage.',
    attackFort_other: '{{card}} attacks {{owner}} Fort for {{count}} damage.',
    attackFort_you_one: '{{card}} attacks your Fort for {{count}} damage.',
    attackFort_you_other: '{{card}} attacks your Fort for {{count}} damage.',
  },
};
