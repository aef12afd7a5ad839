/**
 * §3.3 hand rows: `shuffledBehindBuilding` (one array) must make exactly the row the earlier
 * `[BUILDING, ...shuffleInPlace(rng, cards.slice())]` made, and leave the generator in the same
 * place: saves hold seed + actions, so another row would replay every stored game differently.
 */
import { describe, expect, it } from 'vitest';
import { cloneRng, seedRng, shuffleInPlace } from '../../../engine/rng';
import { BUILDING } from '../types';
import { shuffledBehindBuilding } from './draft';

describe('shuffledBehindBuilding', () => {
  it('is [BUILDING, ...shuffleInPlace(cards copy)] with the same draws, cards left as they were', () => {
    for (let seed = 0; seed < 300; seed++) {
      const cards = Array.from({ length: seed % 10 }, (_, i) => (i * 7 + seed) % 48);
      const before = cards.slice();
      const r1 = seedRng(seed);
      const r2 = cloneRng(r1);
      const row = shuffledBehindBuilding(r1, cards);
      expect(row).toEqual([BUILDING, ...shuffleInPlace(r2, cards.slice())]);
      expect(r1).toEqual(r2);
      expect(cards).toEqual(before);
    }
  });
});
