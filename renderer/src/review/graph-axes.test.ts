import { describe, expect, it } from 'vitest';
import { xTicks } from './graph-axes';

describe('xTicks', () => {
  it('labels the x axis by turn where the replay knows its turns', () => {
    const turns = [
      { turn: 1, step: 0 },
      { turn: 2, step: 5 },
      { turn: 3, step: 10 },
    ];
    const x = xTicks(20, turns);
    expect(x.byTurn).toBe(true);
    expect(x.ticks).toEqual([
      { at: 0, label: '1' },
      { at: 0.25, label: '2' },
      { at: 0.5, label: '3' },
    ]);
  });

  it('thins turn ticks to at most maxTicks', () => {
    const turns = Array.from({ length: 40 }, (_, i) => ({ turn: i + 1, step: i * 3 }));
    expect(xTicks(120, turns, 10).ticks.length).toBeLessThanOrEqual(10);
  });

  it('falls back to round step numbers', () => {
    const x = xTicks(100, [], 6);
    expect(x.byTurn).toBe(false);
    expect(x.ticks.map((t) => t.label)).toEqual(['0', '20', '40', '60', '80', '100']);
  });
});
