/**
 * The fixed cards of orbs.md §13 (names, colours, costs, stats and effects exactly as
 * written; scenarios rely on them) and the tokens they create (§1.4).
 */
import type { OrbsCardDef } from '../types';

export const FIXED_CARDS: OrbsCardDef[] = [
  { id: 'ember-imp', name: 'Ember Imp', nameCs: 'Žhavý skřet', colours: ['red'], type: 'orb', cost: 'R', orbType: 'Imp', ap: 2, hp: 1 },
  { id: 'cinder-brute', name: 'Cinder Brute', nameCs: 'Škvárový surovec', colours: ['red'], type: 'orb', cost: '2R', orbType: 'Imp', ap: 4, hp: 2 },
  { id: 'stone-knight', name: 'Stone Knight', nameCs: 'Kamenný rytíř', colours: ['yellow'], type: 'orb', cost: '1Y', orbType: 'Knight', ap: 2, hp: 3, armor: 1 },
  { id: 'forest-bear', name: 'Forest Bear', nameCs: 'Lesní medvěd', colours: ['green'], type: 'orb', cost: '2G', orbType: 'Animal', ap: 3, hp: 3 },
  { id: 'tide-sprite', name: 'Tide Sprite', nameCs: 'Přílivový skřítek', colours: ['blue'], type: 'orb', cost: 'U', orbType: 'Sprite', ap: 1, hp: 2, ambush: true },
  { id: 'gray-golem', name: 'Gray Golem', nameCs: 'Šedý golem', colours: [], type: 'orb', cost: '3', orbType: 'Construct', ap: 3, hp: 2 },
  { id: 'grave-ghoul', name: 'Grave Ghoul', nameCs: 'Hrobový ghúl', colours: ['black'], type: 'orb', cost: '1B', orbType: 'Ghoul', ap: 2, hp: 2 },
  { id: 'velk-drone', name: 'Velk Drone', nameCs: 'Velčí dron', colours: ['purple'], type: 'orb', cost: '1P', orbType: 'Velk', ap: 1, hp: 3 },
  { id: 'ashen-wyrm', name: 'Ashen Wyrm', nameCs: 'Popelavý drak', colours: ['red', 'black'], type: 'orb', cost: '1RB', orbType: 'Dragon', ap: 4, hp: 3 },
  {
    id: 'trap-spider', name: 'Trap Spider', nameCs: 'Pavouk v pasti', colours: ['green'], type: 'trap', cost: 'G',
    trap: { on: 'opponentDeclaresAttacker', effects: [{ do: 'createToken', token: 'spider', count: 1 }] },
  },
  {
    id: 'booby-trap', name: 'Booby Trap', nameCs: 'Nástražná past', colours: ['red'], type: 'trap', cost: '1R',
    trap: { on: 'opponentPlaysOrb', maxHp: 2, effects: [{ do: 'destroy', to: 'eventOrb' }] },
  },
  {
    id: 'interfere', name: 'Interfere', nameCs: 'Zásah', colours: ['blue'], type: 'trap', cost: '1U',
    trap: { on: 'opponentPlaysAction', effects: [{ do: 'cancel' }] },
  },
  {
    id: 'firebolt', name: 'Firebolt', nameCs: 'Ohnivá střela', colours: ['red'], type: 'action', cost: 'R',
    target: 'orbOrPlayer', triggers: [{ on: 'play', effects: [{ do: 'damage', amount: 2, to: 'target' }] }],
  },
  {
    id: 'slime-rain', name: 'Slime Rain', nameCs: 'Slizový déšť', colours: ['green'], type: 'action', cost: '1G',
    phaseLimit: 'notDefense', triggers: [{ on: 'play', effects: [{ do: 'damage', amount: 1, to: 'allOrbs' }] }],
  },
  {
    id: 'gifts-from-above', name: 'Gifts from Above', nameCs: 'Dary z výšin', colours: ['yellow'], type: 'action', cost: 'Y',
    condition: { playedThisTurn: 2 }, triggers: [{ on: 'play', effects: [{ do: 'draw', count: 2, who: 'you' }] }],
  },
  {
    id: 'arcane-surge', name: 'Arcane Surge', nameCs: 'Magický příval', colours: ['yellow'], type: 'action', cost: 'Y',
    triggers: [{ on: 'play', effects: [{ do: 'gainEnergy', colour: 'generic', amount: 2 }] }],
  },
  {
    id: 'fresh-force', name: 'Fresh Force', nameCs: 'Svěží síla', colours: ['yellow'], type: 'action', cost: '1Y',
    target: 'object', triggers: [{ on: 'play', effects: [{ do: 'destroy', to: 'target' }] }],
  },
  {
    id: 'tidal-insight', name: 'Tidal Insight', nameCs: 'Přílivový vhled', colours: ['blue'], type: 'action', cost: '1U',
    triggers: [{ on: 'play', effects: [{ do: 'draw', count: 2, who: 'you' }] }],
  },
  {
    id: 'grave-uprisal', name: 'Grave Uprisal', nameCs: 'Vzpoura hrobů', colours: ['black'], type: 'action', cost: '2B',
    target: 'graveyardOrb', triggers: [{ on: 'play', effects: [{ do: 'returnFromGraveyard', to: 'play' }] }],
  },
  {
    id: 'ant-invasion', name: 'Ant Invasion', nameCs: 'Mravenčí invaze', colours: ['green'], type: 'action', cost: '2G',
    triggers: [{ on: 'play', effects: [{ do: 'createToken', token: 'ant', count: 3 }] }],
  },
  {
    id: 'war-banner', name: 'War Banner', nameCs: 'Válečný prapor', colours: [], type: 'object', cost: '2',
    auras: [{ scope: 'local', ap: 1 }],
  },
  {
    id: 'velk-hatchery', name: 'Velk Hatchery', nameCs: 'Velčí líheň', colours: ['purple'], type: 'object', cost: '2P',
    triggers: [{ on: 'mainPhaseStart', effects: [{ do: 'createToken', token: 'velk-larva', count: 1 }] }],
  },
];

/** Tokens (§1.4): Orbs created by effects, never in a deck, hand or graveyard. */
export const FIXED_TOKENS: OrbsCardDef[] = [
  { id: 'spider', name: 'Spider', nameCs: 'Pavouk', colours: ['green'], type: 'orb', cost: '0', orbType: 'Spider', ap: 1, hp: 2, token: true },
  { id: 'ant', name: 'Ant', nameCs: 'Mravenec', colours: ['green'], type: 'orb', cost: '0', orbType: 'Ant', ap: 1, hp: 1, token: true },
  { id: 'velk-larva', name: 'Velk Larva', nameCs: 'Velčí larva', colours: ['purple'], type: 'orb', cost: '0', orbType: 'Velk', ap: 1, hp: 1, token: true },
];
