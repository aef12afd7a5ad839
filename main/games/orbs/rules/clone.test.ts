/**
 * `orbsRules.clone` shares the deck, graveyard and gone instances with its original (state.ts
 * `shared`): this pins that playing on either side never changes the other, whatever the
 * actions (draws, mills, returns from the graveyard, discards, tokens).
 */
import { describe, expect, it } from 'vitest';
import { applyLegalAt, legalActionCount, orbsRules, READY_DECKS } from '..';
import type { OrbsState } from '../types';
import { randInt, seedRng } from '../../../engine/rng';

const decks = (g: number): [string[], string[]] => [
  READY_DECKS[g % 6]!.cards,
  READY_DECKS[Math.floor(g / 6) % 6]!.cards,
];

function playOut(s: OrbsState, seed: number): void {
  const rng = seedRng(seed);
  for (let n = legalActionCount(s); n > 0; n = legalActionCount(s))
    applyLegalAt(s, randInt(rng, n));
}

describe('Orbs clone', () => {
  it('a clone and its original never change each other, whichever plays on', () => {
    let checked = 0;
    for (let g = 0; g < 72; g++) {
      const s = orbsRules.create({ decks: decks(g) }, 500 + g);
      const rng = seedRng(g);
      const copies: { clone: OrbsState; json: string }[] = [];
      let step = 0;
      while (legalActionCount(s) > 0) {
        if (step++ % 9 === 0) {
          const clone = orbsRules.clone(s);
          const json = JSON.stringify(clone);
          expect(json).toBe(JSON.stringify(s));
          copies.push({ clone, json });
        }
        applyLegalAt(s, randInt(rng, legalActionCount(s)));
      }
      const end = JSON.stringify(s);
      for (const [k, c] of copies.entries()) {
        expect(JSON.stringify(c.clone)).toBe(c.json);
        // And the other way round: a clone played to its end leaves the original as it was.
        playOut(c.clone, k);
        checked++;
      }
      expect(JSON.stringify(s)).toBe(end);
    }
    expect(checked).toBeGreaterThan(500);
  });

  it('a game cloned only after playing unshared (no copies taken) still keeps the two apart', () => {
    for (let g = 0; g < 36; g++) {
      const s = orbsRules.create({ decks: decks(g) }, 900 + g);
      const rng = seedRng(100 + g);
      // The newest game owns its instances: a drawn card is written in place, not copied.
      const drawn = s.players[s.active].deck.at(-1)!;
      const before = s.cards[drawn];
      for (let k = 0; k < 6 + (g % 20) && legalActionCount(s) > 0; k++)
        applyLegalAt(s, randInt(rng, legalActionCount(s)));
      if (g === 0) expect(s.cards[drawn]).toBe(before);
      if (legalActionCount(s) === 0) continue;
      const clone = orbsRules.clone(s);
      const json = JSON.stringify(clone);
      const other = orbsRules.clone(s);
      playOut(s, g);
      expect(JSON.stringify(clone)).toBe(json);
      playOut(clone, g + 1);
      expect(JSON.stringify(other)).toBe(json);
    }
  });
});
