import { describe, expect, it } from 'vitest';
import {
  changeCount,
  colourSplit,
  costCurve,
  expand,
  fromList,
  totalCards,
  type CardFacts,
} from './deck-stats';

const facts = new Map<string, CardFacts>([
  ['imp', { id: 'imp', cost: 'R', colours: ['red'], type: 'orb' }],
  ['brute', { id: 'brute', cost: '2R', colours: ['red'], type: 'orb' }],
  ['wyrm', { id: 'wyrm', cost: '1RB', colours: ['red', 'black'], type: 'orb' }],
  ['golem', { id: 'golem', cost: '3', colours: [], type: 'orb' }],
  ['big', { id: 'big', cost: '7GG', colours: ['green'], type: 'orb' }],
]);

describe('deck stats', () => {
  it('adds and removes copies', () => {
    let d = changeCount([], 'imp', 1);
    d = changeCount(d, 'imp', 2);
    d = changeCount(d, 'golem', 1);
    expect(d).toEqual([
      { id: 'imp', count: 3 },
      { id: 'golem', count: 1 },
    ]);
    d = changeCount(d, 'golem', -1);
    expect(d).toEqual([{ id: 'imp', count: 3 }]);
    expect(changeCount(d, 'brute', -1)).toEqual(d);
    expect(totalCards(d)).toBe(3);
  });
  it('draws the cost curve with an open last bucket', () => {
    const d = [
      { id: 'imp', count: 4 },
      { id: 'brute', count: 2 },
      { id: 'wyrm', count: 1 },
      { id: 'big', count: 1 },
    ];
    expect(costCurve(d, facts)).toEqual([0, 4, 0, 3, 0, 0, 1]);
  });
  it('splits colours into single, multi and generic', () => {
    const d = [
      { id: 'imp', count: 4 },
      { id: 'wyrm', count: 2 },
      { id: 'golem', count: 3 },
    ];
    const s = colourSplit(d, facts);
    expect(s.red).toBe(4);
    expect(s.multi).toBe(2);
    expect(s.generic).toBe(3);
    expect(s.black).toBe(0);
  });
  it('expands to one id per copy and back', () => {
    const d = [
      { id: 'imp', count: 2 },
      { id: 'golem', count: 1 },
    ];
    expect(expand(d)).toEqual(['imp', 'imp', 'golem']);
    expect(fromList(expand(d))).toEqual(d);
  });
});
