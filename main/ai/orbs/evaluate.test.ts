/**
 * The fitted Orbs evaluation (./evaluate.ts, ./features.ts): features of a hand-built
 * position, the weights file loads and names every feature, and the output behaves (a
 * probability, symmetric in the seats, monotone in HP and in a board's Orbs, exact at the end).
 */
import { describe, expect, it } from 'vitest';
import { orbsRules, READY_DECKS } from '../../games/orbs/index';
import type { OrbsState, PlayerId } from '../../games/orbs/types';
import { newInstance } from '../../games/orbs/rules/state';
import { defIndex } from './cards';
import WEIGHTS from './eval-weights.json';
import { evaluateOrbsFitted, settleDefense, weightVector } from './evaluate';
import { FEATURE_NAMES, orbsFeatures, SIDE_FEATURE_COUNT, SIDE_FEATURES } from './features';

/** A fresh game at player 0's first Defense Phase, hands and boards as the test sets them. */
function position(): OrbsState {
  const s = orbsRules.create(
    { decks: [READY_DECKS[0]!.cards.slice(), READY_DECKS[1]!.cards.slice()], first: 0 },
    5,
  );
  return s;
}

function put(s: OrbsState, p: PlayerId, id: string): number {
  const c = newInstance(s, defIndex(id), p, 'play');
  s.players[p].play.push(c.id);
  return c.id;
}

const f = (x: Float64Array, side: 0 | 1, name: (typeof SIDE_FEATURES)[number]): number =>
  x[side * SIDE_FEATURE_COUNT + SIDE_FEATURES.indexOf(name)]!;

describe('Orbs fitted evaluation', () => {
  it('features of a hand-built position', () => {
    const s = position();
    expect(s.active).toBe(0);
    put(s, 0, 'stone-knight'); // 2/3, Armor 1
    const brute = put(s, 1, 'cinder-brute'); // 4/2
    put(s, 1, 'ember-imp'); // 2/1
    s.cards[brute]!.attacking = true;
    s.cards[brute]!.exhausted = true;
    s.players[0].hp = 3;
    s.players[1].deck.length = 2;
    s.players[0].capacity = [1, 0, 0, 2, 0, 0, 0];
    const x = orbsFeatures(s);
    expect(x.length).toBe(FEATURE_NAMES.length);
    expect(f(x, 0, 'hp')).toBe(3);
    expect(f(x, 0, 'hpDanger')).toBe(3);
    expect(f(x, 0, 'orbs')).toBe(1);
    expect(f(x, 0, 'orbAp')).toBe(2);
    expect(f(x, 0, 'orbHp')).toBe(4);
    expect(f(x, 0, 'orbArmor')).toBe(1);
    expect(f(x, 0, 'resources')).toBeCloseTo(3.6 + 0.7 * Math.min(8, s.players[0].hand.length));
    expect(f(x, 0, 'incoming')).toBe(4);
    expect(f(x, 0, 'lethalIncoming')).toBe(1); // 4 damage takes 3 HP below 0 (8.3)
    expect(f(x, 0, 'boardThreat')).toBe(3); // 6 AP against 3 HP
    expect(f(x, 0, 'readyAp')).toBe(2);
    expect(f(x, 1, 'orbs')).toBe(2);
    expect(f(x, 1, 'orbAp')).toBe(6);
    expect(f(x, 1, 'readyAp')).toBe(2); // the attacking Brute is exhausted
    expect(f(x, 1, 'incoming')).toBe(0);
    expect(f(x, 1, 'deckLow')).toBe(3);
  });

  it('settles the Defense Phase in progress on a copy before judging it', () => {
    const s = position();
    const brute = put(s, 1, 'cinder-brute'); // 4/2, nobody of player 0 can block it
    s.cards[brute]!.attacking = true;
    s.cards[brute]!.exhausted = true;
    const t = settleDefense(s);
    expect(s.phase).toBe('defense');
    expect(s.players[0].hp).toBe(18);
    expect(t.phase).toBe('main');
    expect(t.active).toBe(0);
    expect(t.players[0].hp).toBe(14); // 5.3: the undefended attacker hit
    expect(settleDefense(t)).toBe(t); // a Main Phase is judged as it is
  });

  it('the weights file names every feature with a number', () => {
    expect(() => weightVector(WEIGHTS)).not.toThrow();
    expect(() => weightVector({ bias: 0, weights: {} })).toThrow(/me\.hp/);
  });

  it('is a probability, exact when the game is over, and seat-symmetric', () => {
    const s = position();
    put(s, 0, 'forest-bear');
    const v = evaluateOrbsFitted(s);
    expect(v).toBeGreaterThan(0);
    expect(v).toBeLessThan(1);
    // The same position with the seats' roles swapped (player 1 to move) mirrors the value.
    const t = orbsRules.clone(s);
    t.players = [t.players[1], t.players[0]];
    for (const c of t.cards) c.owner = (1 - c.owner) as PlayerId;
    t.active = 1;
    expect(evaluateOrbsFitted(t)).toBeCloseTo(1 - v, 12);
    s.winner = 1;
    expect(evaluateOrbsFitted(s)).toBe(0);
    s.winner = 'draw';
    expect(evaluateOrbsFitted(s)).toBe(0.5);
  });

  it('more HP and more Orbs are better for their owner, whoever moves', () => {
    for (const mover of [0, 1] as const) {
      const s = position();
      s.active = mover;
      let last = -1;
      for (let hp = 1; hp <= 18; hp++) {
        s.players[0].hp = hp;
        const v = evaluateOrbsFitted(s);
        expect(v).toBeGreaterThan(last);
        last = v;
      }
      const before = evaluateOrbsFitted(s);
      put(s, 0, 'forest-bear');
      expect(evaluateOrbsFitted(s)).toBeGreaterThan(before);
      const mid = evaluateOrbsFitted(s);
      put(s, 1, 'forest-bear');
      expect(evaluateOrbsFitted(s)).toBeLessThan(mid);
    }
  });
});
