import { describe, expect, it } from 'vitest';
import { arrowShape } from './arrow';

describe('arrowShape', () => {
  it('runs from the source to the head, whose tip is the target', () => {
    const a = arrowShape({ x: 0, y: 300 }, { x: 400, y: 100 })!;
    expect(a.points[0]).toEqual({ x: 0, y: 300 });
    expect(a.head[0]).toEqual({ x: 400, y: 100 });
    // The head's base corners sit about headLen behind the tip.
    const back = { x: (a.head[1].x + a.head[2].x) / 2, y: (a.head[1].y + a.head[2].y) / 2 };
    expect(Math.hypot(back.x - 400, back.y - 100)).toBeCloseTo(18, 6);
    expect(a.points[a.points.length - 1]).toEqual(back);
  });
  it('bows upwards (the curve passes above the straight line)', () => {
    const a = arrowShape({ x: 0, y: 200 }, { x: 400, y: 200 })!;
    const mid = a.points[8]!;
    expect(mid.y).toBeLessThan(200);
  });
  it('draws nothing when the pointer is still on the card', () => {
    expect(arrowShape({ x: 10, y: 10 }, { x: 20, y: 15 })).toBeNull();
  });
});
