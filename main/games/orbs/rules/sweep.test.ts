/**
 * §8.2 sweeps: `sweepDead` skips its walk while no Orb can be dead (effects.ts `ctx.hurt`).
 * This pins the cases the skip must not miss: a state the engine did not leave clean (a clone
 * or a hand-made state holding a dead Orb) is swept by its first action that sweeps.
 */
import { describe, expect, it } from 'vitest';
import { applyLegalAt, legalActionCount, orbsRules, READY_DECKS } from '..';
import type { OrbsState } from '../types';
import { randInt, seedRng } from '../../../engine/rng';
import { isOrb } from './state';

function firstOrbInPlay(s: OrbsState): number {
  for (const pl of s.players) for (const id of pl.play) if (isOrb(s.cards[id]!)) return id;
  return -1;
}

describe('Orbs dead-Orb sweep', () => {
  it('a dead Orb in a state the engine did not leave clean is destroyed by the next sweep', () => {
    let checked = 0;
    for (let g = 0; g < 30 && checked < 10; g++) {
      const s = orbsRules.create(
        { decks: [READY_DECKS[g % 6]!.cards, READY_DECKS[(g + 1) % 6]!.cards] },
        70 + g,
      );
      const rng = seedRng(g);
      // Play on (the engine leaves each state clean) until an Orb is in play and a
      // conversion (which sweeps, but deals no damage) is legal.
      for (let k = 0; k < 400 && legalActionCount(s) > 0; k++) {
        const id = firstOrbInPlay(s);
        const convert = orbsRules.legalActions(s).find((a) => a.type === 'convert');
        if (id >= 0 && convert) {
          const copy = orbsRules.clone(s);
          copy.cards[id]!.damage = 99;
          expect(orbsRules.apply(copy, convert).ok).toBe(true);
          expect(copy.cards[id]!.zone).not.toBe('play');
          checked++;
          break;
        }
        applyLegalAt(s, randInt(rng, legalActionCount(s)));
      }
    }
    expect(checked).toBe(10);
  });
});
