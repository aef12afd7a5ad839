/**
 * Card refs in events are shared, frozen objects (rules/effects.ts `ref`): one per definition
 * and instance id, so the public API allocates none per event. They must still name the right
 * card, and nothing may change them.
 */
import { describe, expect, it } from 'vitest';
import { randInt, seedRng } from '../../../engine/rng';
import { orbsRules, ORBS_CARDS, READY_DECKS } from '../index';
import type { CardRef } from '../types';
import { ref } from './action-context';

describe('Orbs event card refs', () => {
  it('name the instance and its card, are frozen and shared between events', () => {
    const rng = seedRng(31);
    const s = orbsRules.create({ decks: [READY_DECKS[0]!.cards, READY_DECKS[1]!.cards] }, 7);
    const seen = new Map<number, CardRef>();
    let refs = 0;
    while (s.winner === null) {
      const list = orbsRules.legalActions(s);
      const r = orbsRules.apply(s, list[randInt(rng, list.length)]!);
      if (!r.ok) throw new Error(r.error.message);
      for (const e of r.events) {
        if (!('card' in e) || typeof e.card !== 'object') continue;
        const c = e.card;
        refs++;
        expect(Object.isFrozen(c)).toBe(true);
        expect(c.cardId).toBe(ORBS_CARDS[s.cards[c.id]!.def]!.id);
        const before = seen.get(c.id);
        if (before) expect(c).toBe(before);
        seen.set(c.id, c);
      }
    }
    expect(refs).toBeGreaterThan(50);
    expect(() => {
      (ref(s, 0) as { cardId: string | null }).cardId = null;
    }).toThrow(TypeError);
  });
});
