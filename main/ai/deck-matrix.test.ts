import { describe, expect, it } from 'vitest';
import { READY_DECKS } from '../games/orbs/index';
import { deckMatrix, scoreByDeck } from './deck-matrix';

describe('ready-made Orbs decks (orbs.md 12.2) against each other', () => {
  // The greedy sparring player with every deck against every deck, fixed seeds (the same
  // games every run). Before the blue deck was rebuilt it scored 13 % over the field (180
  // games): almost nothing but card draw and traps, too few Orbs to win with.
  const rows = deckMatrix('greedy', 'greedy', 8, 1);
  const by = scoreByDeck(rows);

  it('plays every ordered pair of decks', () => {
    expect(rows).toHaveLength(READY_DECKS.length ** 2);
    expect(rows.every((r) => r.games === 8 && r.score >= 0 && r.score <= 8)).toBe(true);
  });

  it('ships no deck that wins under a quarter of its games over the field', () => {
    for (const [deck, score] of by) expect(score, deck).toBeGreaterThanOrEqual(0.25);
  });
});
