import { describe, expect, it } from 'vitest';
import { inside, overlaps, row, rowRect, spread } from './layout';

describe('spread and row', () => {
  it('space items by the gap when they fit, centred (spread) or from the left (row)', () => {
    expect(spread(3, 10, 0, 100, 5)).toEqual([35, 50, 65]);
    expect(row(3, 10, 0, 100, 5)).toEqual([5, 20, 35]);
  });
  it('overlap items evenly instead of running past the end', () => {
    const xs = spread(20, 50, 0, 300);
    expect(xs[0]! - 25).toBeGreaterThanOrEqual(-1e-9);
    expect(xs[19]! + 25).toBeLessThanOrEqual(300 + 1e-9);
    const r = row(20, 50, 10, 300);
    expect(r[19]! + 25).toBeLessThanOrEqual(300 + 1e-9);
  });
  it('handle nothing and one item', () => {
    expect(spread(0, 10, 0, 100)).toEqual([]);
    expect(spread(1, 10, 0, 100)).toEqual([50]);
  });
});

describe('rectangles', () => {
  it('inside and overlaps', () => {
    const outer = { x: 0, y: 0, w: 100, h: 100 };
    expect(inside({ x: 10, y: 10, w: 90, h: 90 }, outer)).toBe(true);
    expect(inside({ x: 10, y: 10, w: 91, h: 90 }, outer)).toBe(false);
    expect(overlaps({ x: 0, y: 0, w: 10, h: 10 }, { x: 10, y: 0, w: 10, h: 10 })).toBe(false);
    expect(overlaps({ x: 0, y: 0, w: 11, h: 10 }, { x: 10, y: 0, w: 10, h: 10 })).toBe(true);
    expect(rowRect([20, 40], 50, 10, 20)).toEqual({ x: 15, y: 40, w: 30, h: 20 });
  });
});
