import { describe, expect, it } from 'vitest';
import { READY_DECKS } from './ready';
import { validateDeck } from './validate';

describe('decks (§2.1, §12.2)', () => {
  it('ships at least six legal 50-card ready decks with names and plans in en+cs', () => {
    expect(READY_DECKS.length).toBeGreaterThanOrEqual(6);
    const ids = new Set<string>();
    for (const d of READY_DECKS) {
      expect(validateDeck(d.cards), d.id).toEqual([]);
      expect(d.cards.length).toBe(50);
      for (const s of [d.name.en, d.name.cs, d.plan.en, d.plan.cs])
        expect(s.length).toBeGreaterThan(3);
      ids.add(d.id);
    }
    expect(ids.size).toBe(READY_DECKS.length);
  });

  it('reports problems: too few cards, too many copies, unknown cards, tokens', () => {
    const codes = (cards: unknown) =>
      validateDeck(cards)
        .map((p) => p.code)
        .sort();
    expect(codes(['ember-imp'])).toEqual(['tooFewCards']);
    const five = Array.from({ length: 50 }, (_, i) => (i < 5 ? 'ember-imp' : `x${i}`));
    expect(codes(five)).toContain('tooManyCopies');
    expect(codes(five)).toContain('unknownCard');
    const withToken = [...READY_DECKS[0]!.cards.slice(0, 49), 'spider'];
    expect(codes(withToken)).toEqual(['tokenInDeck']);
    expect(codes('nope')).toEqual(['unknownCard']);
  });
});
