import { describe, expect, it } from 'vitest';
import { CLASH_CARDS, clashRules } from '../../games/clash/index';
import VALUES from './card-values.json';
import { MEASURED_VALUE, draftPick } from './draft-pick';

describe('Clash draft picker (measured card values)', () => {
  it('the table was measured on enough games and knows every card of both pools', () => {
    expect(VALUES.games).toBeGreaterThanOrEqual(4000);
    for (const c of CLASH_CARDS) expect(Object.hasOwn(VALUES.values, c.id), c.id).toBe(true);
  });

  it('takes the open card with the highest measured value, on every pick of a draft', () => {
    const s = clashRules.create({ pool: 'both' }, 7);
    while (s.phase === 'draft') {
      const acts = clashRules.legalActions(s);
      const a = draftPick(s, acts);
      expect(a.type).toBe('pick');
      const best = Math.max(
        ...acts.map((x) =>
          x.type === 'pick'
            ? MEASURED_VALUE[CLASH_CARDS.findIndex((c) => c.id === x.card)]!
            : -Infinity,
        ),
      );
      if (a.type === 'pick')
        expect(MEASURED_VALUE[CLASH_CARDS.findIndex((c) => c.id === a.card)]).toBe(best);
      expect(clashRules.apply(s, a).ok).toBe(true);
    }
  });

  it('refuses a position with nothing to pick', () => {
    const s = clashRules.create({ mode: 'preconstructed' }, 1);
    expect(() => draftPick(s, clashRules.legalActions(s))).toThrow(/no pick/);
  });
});
