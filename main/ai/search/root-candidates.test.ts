/**
 * The root-only pruning hook (`SearchGame.rootCandidates`): the search picks the root's
 * moves with it, once, and tree nodes below keep `candidates` (Orbs hard: the sparring
 * player's candidates at the root only, docs/ai.md).
 */
import { describe, expect, it } from 'vitest';
import { seedRng } from '../../engine/rng';
import type { Determinizer, SearchGame } from './game';
import { ismcts, type SearchParams } from './ismcts';

/** Two moves each, from five letters; the game ends after two moves. */
interface Two {
  moves: string[];
}
const calls = { root: 0, node: 0 };
const game: SearchGame<Two, string> = {
  toMove: (s) => (s.moves.length >= 2 ? null : ((s.moves.length % 2) as 0 | 1)),
  outcome: () => null,
  legalActions: (s) => (s.moves.length >= 2 ? [] : ['a', 'b', 'c', 'd', 'e']),
  applyTrusted: (s, a) => void s.moves.push(a),
  clone: (s) => ({ moves: [...s.moves] }),
  key: (_s, a) => a,
  policy: () => 'a',
  evaluate: (s) => (s.moves[0] === 'e' ? 0.9 : 0.4),
  turn: (s) => s.moves.length,
  candidates(_s, acts, limit) {
    calls.node++;
    return acts.slice(0, limit);
  },
  rootCandidates(_s, acts) {
    calls.root++;
    return acts.slice(-2);
  },
};
const det: Determinizer<Two> = { sample: () => ({ moves: [] }) };
const params: SearchParams = {
  iterations: 60,
  maxMs: Infinity,
  treeDepth: 4,
  rolloutTurns: 3,
  rolloutActions: 10,
  exploration: 0.5,
  rolloutNoise: 0,
  maxCandidates: 2,
};

describe('root-only candidates', () => {
  it('ismcts searches the root hook’s moves (and the prior) at the root, `candidates` below', () => {
    calls.root = calls.node = 0;
    const r = ismcts(game, det, 0, params, seedRng(1));
    expect(r.edges!.map((e) => e.key).sort()).toEqual(['a', 'd', 'e']);
    expect(r.action).toBe('e');
    expect(calls.root).toBe(1);
    expect(calls.node).toBeGreaterThan(0);
  });
});
