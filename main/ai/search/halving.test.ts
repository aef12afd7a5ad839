/**
 * Paired sequential halving (`SearchParams.halving`): the root moves share the budget in
 * ⌈log2 n⌉ rounds, the worse half dropped after each, so the best moves get most of the
 * deals; only a move that survived every round is chosen, also after root-parallel parts
 * are merged.
 */
import { describe, expect, it } from 'vitest';
import { nextU32, seedRng } from '../../engine/rng';
import type { Determinizer, SearchGame } from './game';
import { pairedFlat } from './paired';
import { mergeRoots, rootShare, type SearchParams } from './ismcts';

/** Eight moves m0…m7: move k adds 0.01·k to a luck term the hidden deal sets. */
interface Toy {
  luck: number;
  gain: number;
  moved: boolean;
}
const MOVES = ['m0', 'm1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7'];
const toy: SearchGame<Toy, string> = {
  toMove: (s) => (s.moved ? null : 0),
  outcome: () => null,
  legalActions: (s) => (s.moved ? [] : MOVES),
  applyTrusted(s, a) {
    s.moved = true;
    s.gain = 0.01 * Number(a.slice(1));
  },
  clone: (s) => ({ ...s }),
  key: (_s, a) => a,
  policy: () => 'm0',
  evaluate: (s) => s.luck * 0.9 + s.gain,
  turn: (s) => (s.moved ? 1 : 0),
};
const deals: Determinizer<Toy> = {
  sample: (rng) => ({ luck: nextU32(rng) / 4294967296, gain: 0, moved: false }),
};
const params: SearchParams = {
  iterations: 96,
  maxMs: Infinity,
  treeDepth: 1,
  rolloutTurns: 1,
  rolloutActions: 10,
  exploration: 0.5,
  rolloutNoise: 0,
  paired: true,
  halving: true,
};

describe('paired sequential halving', () => {
  it('spends three rounds of 32 playouts on 8, 4 and 2 moves, and picks the best', () => {
    const r = pairedFlat(toy, deals, 0, params, seedRng(5));
    expect(r.action).toBe('m7');
    expect(r.iterations).toBe(96);
    const visits = new Map(r.stats.map((e) => [e.key, e.visits]));
    // Round 1: 4 deals for each of 8 moves; round 2: 8 for the best 4; round 3: 16 for 2.
    expect(visits.get('m7')).toBe(4 + 8 + 16);
    expect(visits.get('m6')).toBe(4 + 8 + 16);
    expect(visits.get('m5')).toBe(4 + 8);
    expect(visits.get('m4')).toBe(4 + 8);
    for (const k of ['m0', 'm1', 'm2', 'm3']) expect(visits.get(k)).toBe(4);
  });

  it('without halving every move gets the same share', () => {
    const r = pairedFlat(toy, deals, 0, { ...params, halving: false }, seedRng(5));
    expect(new Set(r.stats.map((e) => e.visits))).toEqual(new Set([12]));
  });

  it('a merge of parts chooses only among the moves that survived to the end', () => {
    // A move dropped in the first round with a lucky high mean must not win the merge.
    const edge = (key: string, visits: number, mean: number) => ({
      key,
      action: key,
      visits,
      reward: visits * mean,
    });
    const part = {
      action: 'm7',
      iterations: 96,
      stats: [],
      edges: [edge('m7', 28, 0.6), edge('m6', 28, 0.55), edge('m1', 8, 0.9)],
      policyKey: 'm0',
      policyAction: 'm0',
    };
    expect(mergeRoots([part, part], 0, rootShare(params)).action).toBe('m7');
    // The plain rule (a fifth of the most visits) would have taken the lucky one.
    expect(mergeRoots([part, part], 0, 0.2).action).toBe('m1');
  });
});
