import { describe, expect, it } from 'vitest';
import { nextU32, randInt, seedRng } from '../../engine/rng';
import { clashRules } from './index';
import type { ClashState } from './types';

function freezeRecords(s: ClashState): void {
  Object.freeze(s.options.decks);
  Object.freeze(s.options);
  for (const p of s.players) Object.freeze(p.drafted);
  if (s.draft) {
    Object.freeze(s.draft.pool);
    Object.freeze(s.draft);
  }
}

describe('clashRules.clone', () => {
  it('no rule writes the parts a clone shares (options; drafted lists and draft record in battle)', () => {
    const rng = seedRng(31);
    for (let g = 0; g < 60; g++) {
      const mode = g % 3 === 0 ? 'preconstructed' : 'draft';
      let s = clashRules.create({ mode, pool: g % 2 ? 'both' : 'initiation' }, nextU32(rng));
      Object.freeze(s.options.decks);
      Object.freeze(s.options);
      let frozen = false;
      for (let n = 0; n < 3000 && s.winner === null; n++) {
        if (!frozen && s.phase === 'summoning') {
          freezeRecords(s);
          frozen = true;
        }
        const acts = clashRules.legalActions(s);
        // Writing a frozen part throws (modules are strict): the game would fail here.
        const r = clashRules.apply(s, acts[randInt(rng, acts.length)]!);
        expect(r.ok).toBe(true);
        if (n % 5 === 0) s = clashRules.clone(s);
      }
      expect(s.winner).not.toBeNull();
    }
  });

  it('shares those parts and copies everything the rules change', () => {
    const s = clashRules.create({ mode: 'preconstructed' }, 3);
    clashRules.apply(s, { type: 'assault' });
    const c = clashRules.clone(s);
    expect(c.options).toBe(s.options);
    expect(c.players[0].drafted).toBe(s.players[0].drafted);
    expect(c.players[0].hand).not.toBe(s.players[0].hand);
    expect(c.rng).not.toBe(s.rng);
    expect(c.positions).not.toBe(s.positions);
    expect(c).toEqual(s);
    clashRules.apply(c, { type: 'assault' });
    expect(c.turn).toBe(s.turn + 1);
    expect(s.positions).toHaveLength(2);
  });

  it('copies the drafted lists and the draft record while the draft runs', () => {
    const s = clashRules.create({}, 5);
    const c = clashRules.clone(s);
    expect(c.draft).not.toBe(s.draft);
    expect(c.players[1].drafted).not.toBe(s.players[1].drafted);
    const a = clashRules.legalActions(c)[0]!;
    clashRules.apply(c, a);
    expect(s.draft!.picks).toBe(0);
    expect(s.players[0].drafted.length + s.players[1].drafted.length).toBe(0);
  });
});
