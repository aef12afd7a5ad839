/**
 * `forget` (./state-identity.ts): after a state is edited in place by hand, each mark the
 * engine keeps by the state's identity is dropped, so the next action sweeps, enumerates and
 * copies as for any state it has not seen. Each case fails if `forget` leaves its mark.
 */
import { describe, expect, it } from 'vitest';
import { applyLegalAt, legalActionCount, orbsRules, READY_DECKS } from '..';
import type { OrbsAction, OrbsState } from '../types';
import { randInt, seedRng } from '../../../engine/rng';
import { isOrb, ownCopy } from './state';
import { forget } from './state-identity';

const game = (g: number): OrbsState =>
  orbsRules.create({ decks: [READY_DECKS[g % 6]!.cards, READY_DECKS[(g + 1) % 6]!.cards] }, 90 + g);

const key = (a: OrbsAction | undefined): string => JSON.stringify(a);

describe('Orbs state identity: forget', () => {
  it('a dead Orb written by hand into a state the engine left clean is swept after forget', () => {
    let checked = 0;
    for (let g = 0; g < 40 && checked < 10; g++) {
      const s = game(g);
      const rng = seedRng(g);
      for (let k = 0; k < 400 && legalActionCount(s) > 0; k++) {
        const id = s.players[s.active].play.find((c) => isOrb(s.cards[c]!));
        const convert = orbsRules.legalActions(s).find((a) => a.type === 'convert');
        if (id !== undefined && convert) {
          // The last action left `s` clean; the hand edit breaks that, and forget says so.
          s.cards[id]!.damage = 99;
          forget(s);
          expect(orbsRules.apply(s, convert).ok).toBe(true);
          expect(s.cards[id]!.zone).not.toBe('play');
          checked++;
          break;
        }
        applyLegalAt(s, randInt(rng, legalActionCount(s)));
      }
    }
    expect(checked).toBe(10);
  });

  it('applyLegalAt after a hand edit and forget applies the edited state’s action, not the listed one', () => {
    let checked = 0;
    for (let g = 0; g < 40 && checked < 10; g++) {
      const s = game(g);
      const rng = seedRng(100 + g);
      for (let k = 0; k < 400 && legalActionCount(s) > 0; k++) {
        const before = orbsRules.legalActions(s);
        // Edit by hand: the active player's energy gone, so fewer cards are playable.
        const edited = orbsRules.clone(s);
        edited.players[edited.active].energy.fill(0);
        const after = orbsRules.legalActions(edited);
        const i = after.findIndex((a, j) => key(a) !== key(before[j]));
        if (i >= 0) {
          const expected = orbsRules.clone(edited);
          expect(orbsRules.apply(expected, after[i]!).ok).toBe(true);
          // Listed last, so the buffer holds `s`'s list when it is edited.
          legalActionCount(s);
          s.players[s.active].energy.fill(0);
          forget(s);
          applyLegalAt(s, i);
          expect(JSON.stringify(s)).toBe(JSON.stringify(expected));
          checked++;
          break;
        }
        applyLegalAt(s, randInt(rng, legalActionCount(s)));
      }
    }
    expect(checked).toBe(10);
  });

  it('a new game forgotten copies an instance before writing it', () => {
    const s = game(0);
    const id = s.players[0].hand[0]!;
    expect(ownCopy(s, id)).toBe(s.cards[id]);
    forget(s);
    const before = s.cards[id];
    expect(ownCopy(s, id)).not.toBe(before);
  });
});
