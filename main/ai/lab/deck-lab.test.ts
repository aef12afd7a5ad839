/**
 * The deck lab's run (deck-lab.ts) in this thread: the games it plans (seats alternated,
 * every opponent, bounded N), the tallies and intervals it answers, a cancel that rejects
 * without a result, and the deck hash that makes a kept result stale.
 */
import { describe, expect, it } from 'vitest';
import { READY_DECKS } from '../../games/orbs/index';
import { playArenaGame } from '../arena';
import { deckHash, LAB_MAX_GAMES, labGames, pairingOf, runDeckLab } from './deck-lab';

const mine = [...READY_DECKS[0]!.cards];
const inThread = async (spec: Parameters<typeof playArenaGame>[0]) => playArenaGame(spec);

describe('deck lab', () => {
  it('plans N games against every ready deck, the tested deck in alternating seats', () => {
    const { opponents, games } = labGames({ cards: mine, level: 'easy', games: 3, seed: 1 });
    expect(opponents).toEqual(READY_DECKS.map((d) => d.id));
    expect(games).toHaveLength(3 * READY_DECKS.length);
    expect(games.slice(0, 3).map((g) => g.seat)).toEqual([0, 1, 0]);
    for (const g of games) {
      expect(g.spec.levels).toEqual(['easy', 'easy']);
      expect(g.spec.deckLists![g.seat]).toEqual(mine);
    }
    expect(new Set(games.map((g) => g.spec.seed)).size).toBe(games.length);
  });

  it('refuses a games count out of bounds and an unknown opponent', () => {
    for (const games of [0, LAB_MAX_GAMES + 1, 1.5])
      expect(() => labGames({ cards: mine, level: 'easy', games, seed: 1 })).toThrow(RangeError);
    expect(() =>
      labGames({ cards: mine, level: 'easy', games: 1, seed: 1, opponents: ['nope'] }),
    ).toThrow(/no ready deck/);
  });

  it('tallies every game of a small run, with the rate inside its interval', async () => {
    const seen: number[] = [];
    const r = await runDeckLab(
      { cards: mine, level: 'easy', games: 2, seed: 7, opponents: ['blue-control', 'red-aggro'] },
      inThread,
      { signal: new AbortController().signal, onProgress: (done) => seen.push(done) },
    );
    expect(seen).toEqual([1, 2, 3, 4]);
    expect(r.pairings.map((p) => p.opponent)).toEqual(['blue-control', 'red-aggro']);
    for (const p of r.pairings) {
      expect(p.games).toBe(2);
      expect(p.wins + p.losses + p.draws).toBe(2);
      expect(p.low).toBeLessThanOrEqual(p.rate);
      expect(p.high).toBeGreaterThanOrEqual(p.rate);
    }
  });

  it('a cancelled run rejects and plays no further game', async () => {
    const ctl = new AbortController();
    let played = 0;
    const run = runDeckLab(
      { cards: mine, level: 'easy', games: 5, seed: 3 },
      async (spec) => {
        played++;
        if (played === 2) ctl.abort();
        return playArenaGame(spec);
      },
      { signal: ctl.signal },
    );
    await expect(run).rejects.toBeDefined();
    expect(played).toBe(2);
  });

  it('a draw counts half; the interval is Wilson', () => {
    const p = pairingOf('red-aggro', 3, 0, 2);
    expect(p.rate).toBeCloseTo(0.8);
    expect(p.low).toBeCloseTo(0.3755, 3);
    expect(p.high).toBeCloseTo(0.9638, 3);
  });

  it('the interval holds the rate at 0 % and 100 % too (4 of 4 once gave 0.9999999999999999)', () => {
    for (let n = 1; n <= 60; n++) {
      const all = pairingOf('red-aggro', n, 0, 0);
      expect([all.rate, all.high]).toEqual([1, 1]);
      const none = pairingOf('red-aggro', 0, n, 0);
      expect([none.rate, none.low]).toEqual([0, 0]);
    }
  });

  it('the deck hash ignores order and sees a changed count', () => {
    const a = deckHash([
      { id: 'x', count: 2 },
      { id: 'y', count: 1 },
    ]);
    expect(
      deckHash([
        { id: 'y', count: 1 },
        { id: 'x', count: 2 },
      ]),
    ).toBe(a);
    expect(
      deckHash([
        { id: 'x', count: 3 },
        { id: 'y', count: 1 },
      ]),
    ).not.toBe(a);
  });
});
