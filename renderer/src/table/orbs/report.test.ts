import { describe, expect, it } from 'vitest';
import { toCss, turnedBox } from './report';

describe('reported card boxes', () => {
  it('is the card itself when upright', () => {
    expect(turnedBox(50, 70, 100, 140, 0)).toEqual({ x: 0, y: 0, w: 100, h: 140 });
  });

  it('grows a little with a slight tilt and swaps sides at a quarter turn', () => {
    const b = turnedBox(0, 0, 100, 140, 6);
    expect(b.w).toBeGreaterThan(100);
    expect(b.h).toBeGreaterThan(140);
    // Within the room the layout keeps round a row (layout.ts ROW_REACH: 76 each side).
    expect(b.h).toBeLessThan(152);
    const q = turnedBox(0, 0, 100, 140, 90);
    expect(q.w).toBeCloseTo(140, 6);
    expect(q.h).toBeCloseTo(100, 6);
  });

  it('scales table units to CSS pixels', () => {
    expect(toCss({ x: 10, y: 20, w: 100, h: 140 }, 0.5, 2)).toEqual({
      x: 10,
      y: 20,
      w: 100,
      h: 140,
    });
    expect(toCss({ x: 10, y: 20, w: 100, h: 140 }, 0.8, 1)).toEqual({ x: 8, y: 16, w: 80, h: 112 });
  });
});
