import { describe, expect, it } from 'vitest';
import { READY_DECKS } from '../games/orbs/index';
import { deckMatrix, parseSwaps, scoreByDeck, swapCards } from './deck-matrix';

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

describe('screening a change to the ready decks', () => {
  const purple = READY_DECKS.find((d) => d.id === 'purple-objects')!.cards;

  it('plays a row alone as the same games as that row of the whole matrix', () => {
    const ids = ['red-aggro', 'purple-objects', 'blue-control'];
    const whole = deckMatrix('easy', 'easy', 3, 4, { decks: ids });
    const row = deckMatrix('easy', 'easy', 3, 4, { decks: ids, rows: ['blue-control'] });
    expect(row).toEqual(whole.filter((r) => r.a === 'blue-control'));
    expect(row).toHaveLength(3);
  });

  it('swaps some or all copies of a card, and only legal results', () => {
    const two = swapCards(purple, 'hive-node', 'iron-sentinel', 2);
    expect(two.filter((c) => c === 'hive-node')).toHaveLength(1);
    expect(two.filter((c) => c === 'iron-sentinel')).toHaveLength(2);
    expect(two).toHaveLength(purple.length);
    expect(swapCards(purple, 'spore-trap', 'iron-sentinel').includes('spore-trap')).toBe(false);
    expect(() => swapCards(purple, 'firebolt', 'iron-sentinel')).toThrow(/no firebolt/);
    // five Velk Drones would break the four-copy rule (orbs.md 2.1)
    expect(() => swapCards(purple, 'mutagen', 'velk-drone', 1)).toThrow(/Velk Drone/);
    expect(() => swapCards(purple, 'mutagen', 'no-such-card')).toThrow(/unknown card/);
  });

  it('reads --swap edits in order, several to one deck', () => {
    const lists = parseSwaps(
      'purple-objects:hive-node:iron-sentinel:2, purple-objects:iron-sentinel:war-banner:1',
    );
    expect(Object.keys(lists)).toEqual(['purple-objects']);
    const p = lists['purple-objects']!;
    expect([p.filter((c) => c === 'iron-sentinel').length, p.includes('war-banner')]).toEqual([
      1,
      true,
    ]);
    expect(parseSwaps('')).toEqual({});
    expect(() => parseSwaps('nowhere:a:b')).toThrow(/ready deck id/);
    expect(() => parseSwaps('purple-objects:hive-node')).toThrow(/deck:from:to/);
    expect(() => parseSwaps('purple-objects:hive-node:iron-sentinel:0')).toThrow(/bad count/);
    expect(() => parseSwaps('purple-objects:hive-node:iron-sentinel:x')).toThrow(/bad count/);
  });
});
