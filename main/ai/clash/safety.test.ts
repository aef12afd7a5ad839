/**
 * Issue #34 item 4: Clash hard never leaves the opponent a win on its next turn when a line
 * that prevents it exists for every order of the opponent's hidden hand (clash.md §3.5: the
 * opponent sees how many cards and where the Bastion/Fort stands, not the order).
 *
 * Two positions are from hard-vs-normal games (game seeds 10 and 18 of
 * `scripts/clash-safety-study.ts`) in which hard, before its safety step (plan-search.ts step
 * 5), chose a turn after which the opponent won in 50 and 60 of 60 sampled hand orders,
 * although a turn safe in every order existed; the third is the pattern (hard before
 * the step already held it; kept so it stays held). Each test plays hard's whole
 * turn as the app asks it (its view only, fixed seeds, no clock) and then tries EVERY order
 * of the opponent's hand.
 */
import { describe, expect, it } from 'vitest';
import { decide } from '../decide';
import { BUILDING, clashRules } from '../../games/clash/index';
import { buildClashPosition } from '../../games/clash/scenario-adapter';
import type { ClashState } from '../../games/clash/types';
import { winThisTurn } from './turn-moves';

/** Every order of `cards` (small hands only). */
function permutations<T>(cards: T[]): T[][] {
  if (cards.length <= 1) return [cards.slice()];
  const out: T[][] = [];
  cards.forEach((c, i) => {
    for (const rest of permutations([...cards.slice(0, i), ...cards.slice(i + 1)]))
      out.push([c, ...rest]);
  });
  return out;
}

/** In how many orders of the mover's hand (building kept in place) the mover wins this turn. */
function winningOrders(s: ClashState): { wins: number; orders: number } {
  const p = s.active;
  const hand = s.players[p].hand;
  const b = hand.indexOf(BUILDING);
  const all = permutations(hand.filter((c) => c !== BUILDING));
  let wins = 0;
  for (const order of all) {
    const t = clashRules.clone(s);
    t.players[p].hand = [...order.slice(0, b), BUILDING, ...order.slice(b)];
    if (winThisTurn(t, Infinity, 1e6) !== null) wins++;
  }
  return { wins, orders: all.length };
}

/** Hard plays its whole turn from `s` (in place), as the app asks it. */
function hardTurn(s: ClashState): void {
  const me = s.active;
  for (let n = 0; s.active === me && s.winner === null; n++) {
    if (n > 30) throw new Error('the turn did not end');
    const d = decide(
      {
        game: 'clash',
        level: 'hard',
        player: me,
        view: clashRules.view(s, me),
        seed: 1000 + n,
        budgetScale: 1,
      },
      { noTimeCap: true },
    );
    expect(clashRules.apply(s, d.action as never).ok).toBe(true);
  }
}

const POSITIONS = {
  // The pattern: Fort on 4 life, 5 mana, an enemy Brute opposite an empty upper lane.
  'an enemy Brute opposite an empty lane, Fort on 4 life, 5 mana': {
    turn: 7,
    active: 0,
    players: [
      { hand: ['Fort', 'Parasite', 'Meteorite', 'Zombie', 'Grrr'], lower: ['Carapace'] },
      {
        hand: ['Bastion', 'Gnome', 'Baron', 'Ogre', 'Lieutenant'],
        upper: ['Brute'],
        lower: ['Revenant'],
      },
    ],
  },
  // Game seed 10: the enemy's upper queue (Brute, Baron, Zombie) faces an empty lane.
  'a three-creature queue against an empty lane, Fort on 7 life': {
    turn: 5,
    active: 0,
    players: [
      {
        hand: [
          'Fort',
          'Lieutenant',
          'Combustion',
          'Vortex',
          'Cyclone',
          'Reptile',
          'Shaman',
          'Ogre',
        ],
        lower: ['Assassin'],
      },
      {
        hand: ['Fort', 'Aberration', 'Carnivore', 'Machine', 'Troll', 'Annihilation'],
        upper: ['Brute', 'Baron', 'Zombie'],
      },
    ],
  },
  // Game seed 18: a Berserk-Rage lower queue (Reptile, Troll, Parasite), Bastion on 3 life.
  'a Berserk queue in the lower lane, Bastion on 3 life': {
    turn: 5,
    active: 0,
    players: [
      {
        hand: [
          'Machine',
          'Abomination',
          'Carapace',
          'Revenant',
          'Bastion',
          'Ogre',
          'Microctopus',
          'Grrr',
        ],
        upper: ['Brute'],
      },
      {
        hand: ['Bastion', 'Aberration', 'Cyclone', 'Vortex', 'Disciple', 'Combustion'],
        lower: ['Reptile', 'Troll', 'Parasite'],
      },
    ],
  },
};

describe('Clash hard leaves no next-turn win when a safe turn exists', () => {
  for (const [name, setup] of Object.entries(POSITIONS)) {
    it(
      name,
      () => {
        const s = buildClashPosition(setup);
        hardTurn(s);
        expect(s.winner).toBeNull();
        expect(s.active).toBe(1);
        // Every order of the opponent's hand: no win on its turn.
        const { wins, orders } = winningOrders(s);
        expect(orders).toBeGreaterThanOrEqual(24);
        expect(wins).toBe(0);
      },
      60_000,
    );
  }
});
