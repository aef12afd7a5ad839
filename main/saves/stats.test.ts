import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from './kinds/history';
import { computeStats } from './stats';

let n = 0;
function entry(p: Partial<HistoryEntry> & Pick<HistoryEntry, 'winner'>): HistoryEntry {
  n++;
  return {
    id: `g${n}`,
    game: 'orbs',
    mode: { kind: 'vs-ai', humanSeat: 0, aiLevel: 'normal' },
    seats: [{ name: 'Ann', deck: { id: 'red', name: 'Red Rush' } }, { name: 'AI' }],
    actionCount: 10,
    startedAt: '2026-01-01T00:00:00.000Z',
    finishedAt: `2026-01-${String(n).padStart(2, '0')}T00:00:00.000Z`,
    ...p,
  };
}

describe('computeStats', () => {
  it('is all zeros with null win rates for no games', () => {
    const s = computeStats([]);
    expect(s.overall).toEqual({ played: 0, wins: 0, losses: 0, draws: 0, winRate: null });
    expect(s.byGame.clash.winRate).toBeNull();
    expect(s.byDeck).toEqual({});
    expect(s.byOpponent).toEqual({});
  });

  it('counts wins from the human seat, per game, per opponent level, per deck', () => {
    const history = [
      entry({ winner: 0 }),
      entry({ winner: 1 }),
      entry({ winner: 0, mode: { kind: 'vs-ai', humanSeat: 0, aiLevel: 'hard' } }),
      // Human in seat 1 winning as seat 1.
      entry({
        winner: 1,
        mode: { kind: 'vs-ai', humanSeat: 1, aiLevel: 'hard' },
        seats: [{ name: 'AI' }, { name: 'Ann', deck: { id: 'green', name: 'Green Wall' } }],
      }),
      entry({ winner: 'draw', mode: { kind: 'vs-ai', humanSeat: 0, aiLevel: 'hard' } }),
      entry({ game: 'clash', winner: 1, seats: [{ name: 'Ann' }, { name: 'AI' }] }),
      // Hotseat counts from seat 0.
      entry({
        game: 'clash',
        winner: 0,
        mode: { kind: 'hotseat' },
        seats: [{ name: 'Ann' }, { name: 'Bob' }],
      }),
    ];
    const s = computeStats(history);
    expect(s.overall).toEqual({ played: 7, wins: 4, losses: 2, draws: 1, winRate: 4 / 7 });
    expect(s.byGame.orbs).toEqual({ played: 5, wins: 3, losses: 1, draws: 1, winRate: 3 / 5 });
    expect(s.byGame.clash).toEqual({ played: 2, wins: 1, losses: 1, draws: 0, winRate: 1 / 2 });
    expect(s.byOpponent['ai:normal']).toEqual({
      played: 3,
      wins: 1,
      losses: 2,
      draws: 0,
      winRate: 1 / 3,
    });
    expect(s.byOpponent['ai:hard']).toEqual({
      played: 3,
      wins: 2,
      losses: 0,
      draws: 1,
      winRate: 2 / 3,
    });
    expect(s.byOpponent.hotseat).toEqual({ played: 1, wins: 1, losses: 0, draws: 0, winRate: 1 });
    expect(s.byDeck.red).toEqual({
      played: 4,
      wins: 2,
      losses: 1,
      draws: 1,
      winRate: 2 / 4,
      deckName: 'Red Rush',
    });
    expect(s.byDeck.green).toEqual({
      played: 1,
      wins: 1,
      losses: 0,
      draws: 0,
      winRate: 1,
      deckName: 'Green Wall',
    });
  });

  it('names a deck by its latest name, whatever the input order', () => {
    const older = entry({
      winner: 0,
      seats: [{ name: 'Ann', deck: { id: 'red', name: 'Old Name' } }, { name: 'AI' }],
    });
    const newer = entry({
      winner: 1,
      seats: [{ name: 'Ann', deck: { id: 'red', name: 'New Name' } }, { name: 'AI' }],
    });
    expect(computeStats([newer, older]).byDeck.red!.deckName).toBe('New Name');
  });

  it('groups decks without id by name', () => {
    const s = computeStats([
      entry({ winner: 0, seats: [{ name: 'Ann', deck: { name: 'Starter' } }, { name: 'AI' }] }),
    ]);
    expect(s.byDeck['name:Starter']!.wins).toBe(1);
  });
});
