import { describe, expect, it } from 'vitest';
import { nextU32, seedRng } from '../../engine/rng';
import type { Determinizer, SearchGame } from './game';
import { pairedFlat } from './paired';
import type { SearchParams } from './ismcts';

/** One move decides: `good` adds 0.05 to a luck term in [0,1) that the hidden deal sets. */
interface Toy {
  luck: number;
  bonus: number;
  moved: boolean;
}
type Move = 'good' | 'bad';
const toy: SearchGame<Toy, Move> = {
  toMove: (s) => (s.moved ? null : 0),
  outcome: () => null,
  legalActions: (s) => (s.moved ? [] : ['bad', 'good']),
  applyTrusted(s, a) {
    s.moved = true;
    s.bonus = a === 'good' ? 0.05 : 0;
  },
  clone: (s) => ({ ...s }),
  key: (_s, a) => a,
  policy: () => 'bad',
  evaluate: (s) => Math.min(1, s.luck * 0.9 + s.bonus),
  turn: (s) => (s.moved ? 1 : 0),
};
const deals: Determinizer<Toy> = {
  sample: (rng) => ({ luck: nextU32(rng) / 4294967296, bonus: 0, moved: false }),
};
const params: SearchParams = {
  iterations: 10,
  maxMs: Infinity,
  treeDepth: 1,
  rolloutTurns: 3,
  rolloutActions: 10,
  exploration: 0.5,
  rolloutNoise: 0,
};

describe('paired flat Monte Carlo', () => {
  it('plays every candidate from the same deals, so a small edge shows in few samples', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const r = pairedFlat(toy, deals, 0, params, seedRng(seed));
      expect(r.action).toBe('good');
      expect(r.iterations).toBe(10);
      const visits = r.stats.map((e) => e.visits);
      expect(visits).toEqual([5, 5]);
      const [a, b] = r.stats;
      expect(Math.abs(a!.mean - b!.mean)).toBeCloseTo(0.05, 9);
    }
  });

  it('the same seed gives the same result', () => {
    const a = pairedFlat(toy, deals, 0, params, seedRng(7));
    const b = pairedFlat(toy, deals, 0, params, seedRng(7));
    expect(b).toEqual(a);
  });

  it('the clock stops it between playouts, after at least one', () => {
    const r = pairedFlat(toy, deals, 0, { ...params, iterations: 1e9, maxMs: 0 }, seedRng(3));
    expect(r.cutByClock).toBe(true);
    expect(r.iterations).toBe(1);
  });
});
