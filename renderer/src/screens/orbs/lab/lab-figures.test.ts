import { describe, expect, it } from 'vitest';
import type { LabResult } from '../../../../../main/ipc/contract';
import { averageRate, pct, rowGeometry } from './lab-figures';

const pairing = (rate: number, low: number, high: number) => ({
  opponent: 'red-aggro',
  games: 4,
  wins: 2,
  losses: 2,
  draws: 0,
  rate,
  low,
  high,
});

describe('deck lab figures', () => {
  it('whole percentages and the plain mean of the pairings', () => {
    expect(pct(0.456)).toBe(46);
    const r = {
      pairings: [pairing(0.5, 0.2, 0.8), pairing(1, 0.6, 1)],
    } as unknown as LabResult;
    expect(averageRate(r)).toBe(0.75);
  });

  it('places the bar and the interval on the track, clamped to 0–100', () => {
    expect(rowGeometry(pairing(0.5, 0.25, 0.75))).toEqual({ bar: 50, from: 25, width: 50 });
    expect(rowGeometry(pairing(1, 0.9, 1.2))).toEqual({ bar: 100, from: 90, width: 10 });
  });
});
