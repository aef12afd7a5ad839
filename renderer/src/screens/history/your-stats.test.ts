import { describe, expect, it } from 'vitest';
import type { HistoryRow } from '../../../../main/ipc/contract';
import { yourStats } from './your-stats';

let n = 0;
function row(p: Partial<HistoryRow> & Pick<HistoryRow, 'outcome'>): HistoryRow {
  n++;
  return {
    id: `g${n}`,
    game: 'orbs',
    mode: { kind: 'vs-ai', humanSeat: 0, aiLevel: 'normal' },
    seats: [{ name: 'Ann', deck: { id: 'red', name: 'Red Rush' } }, { name: 'AI' }],
    actionCount: 10,
    startedAt: '2026-01-01T00:00:00.000Z',
    finishedAt: `2026-01-${String(n).padStart(2, '0')}T00:00:00.000Z`,
    winner: p.outcome === 'win' ? 0 : p.outcome === 'loss' ? 1 : 'draw',
    perspective: 0,
    ...p,
  };
}

describe('yourStats', () => {
  it('keeps hotseat games out of your win rate and counts them apart', () => {
    const s = yourStats([
      row({ outcome: 'win' }),
      row({
        outcome: 'loss',
        game: 'clash',
        mode: { kind: 'vs-ai', humanSeat: 0, aiLevel: 'hard' },
      }),
      row({ outcome: 'win', mode: { kind: 'hotseat' } }),
      row({ outcome: 'win', mode: { kind: 'hotseat' } }),
    ]);
    expect(s.overall).toEqual({ played: 2, wins: 1, losses: 1, draws: 0, winRate: 0.5 });
    expect(s.hotseat).toBe(2);
    expect(s.byGame.orbs.played).toBe(1);
    expect(s.byGame.clash.losses).toBe(1);
    expect(Object.keys(s.byOpponent).sort()).toEqual(['ai:hard', 'ai:normal']);
    expect(s.byDeck['red']).toMatchObject({ played: 2, deckName: 'Red Rush' });
  });

  it('has no rate when only hotseat games were played', () => {
    const s = yourStats([row({ outcome: 'draw', mode: { kind: 'hotseat' } })]);
    expect(s.overall.winRate).toBeNull();
    expect(s.hotseat).toBe(1);
  });
});
