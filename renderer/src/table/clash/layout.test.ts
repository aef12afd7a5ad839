import { describe, expect, it } from 'vitest';
import { inside, overlaps } from '../core/layout';
import {
  captionSizes,
  clashGeometry,
  handRowXs,
  laneCentreY,
  liftOf,
  ownLaneRect,
  ownRowRect,
  queueXs,
} from './layout';

// Canvas sizes: the table box at window sizes 1024×640 … 2560×1440 (header and side panel
// taken off), squares and the small tables of the replay viewer.
const SIZES: [number, number][] = [
  [660, 470],
  [700, 500],
  [940, 560],
  [1000, 640],
  [1560, 900],
  [2200, 1250],
  [2560, 1440],
  [420, 300],
];

describe('Clash table layout', () => {
  for (const [W, H] of SIZES)
    for (const textScale of [1, 1.5, 2])
      it(`fits everything inside ${W}×${H} at text size ${textScale * 100} %`, () => {
        const g = clashGeometry(W, H, textScale);
        const canvas = { x: 0, y: 0, w: W, h: H };
        for (const n of [1, 6, 12, 20]) {
          const own = ownRowRect(g, n, liftOf(g));
          expect(inside(own, canvas), `own row of ${n}`).toBe(true);
          const opp = handRowXs(g, n, false);
          expect(opp[opp.length - 1]! + g.oppW / 2).toBeLessThanOrEqual(g.oppRowMaxX + 0.5);
          for (const own of [true, false]) {
            const xs = queueXs(g, Math.min(n, 8), own);
            for (const x of xs) {
              expect(x - g.cardW / 2).toBeGreaterThanOrEqual(g.pad - 0.5);
              expect(x + g.cardW / 2).toBeLessThanOrEqual(W - g.pad + 0.5);
            }
          }
        }
        // The lanes lie between the two rows and do not overlap them or each other.
        const upper = ownLaneRect(g, 'upper');
        const lower = ownLaneRect(g, 'lower');
        expect(overlaps(upper, lower)).toBe(false);
        expect(upper.y).toBeGreaterThanOrEqual(g.oppRowY + g.oppH / 2);
        expect(lower.y + lower.h).toBeLessThanOrEqual(ownRowRect(g, 6, liftOf(g)).y + 0.5);
        expect(inside(lower, canvas)).toBe(true);
        // A creature fits its lane.
        expect(g.cardH).toBeLessThanOrEqual(g.laneH);
        expect(laneCentreY(g, 'upper')).toBeLessThan(laneCentreY(g, 'lower'));
      });

  it('a larger text size gives the own hand cards more room, and their captions larger words', () => {
    for (const [W, H] of SIZES) {
      const normal = clashGeometry(W, H, 1);
      const big = clashGeometry(W, H, 2);
      expect(big.handW, `${W}×${H}`).toBeGreaterThan(normal.handW);
      expect(big.oppW).toBeLessThanOrEqual(normal.oppW + 0.01);
      expect(captionSizes(big, 2).side).toBeGreaterThan(captionSizes(normal, 1).side);
    }
  });

  it('three lane creatures fit beside the bridge of a half-width table (replay, both players)', () => {
    for (const [W, H] of [
      [480, 600],
      [560, 640],
      [700, 900],
    ] as const) {
      const g = clashGeometry(W, H);
      const xs = queueXs(g, 3, true);
      expect(xs[2]! - g.cardW / 2, `${W}×${H}`).toBeGreaterThanOrEqual(g.pad - 0.5);
      expect(xs[1]! - xs[0]!).toBeLessThanOrEqual(-g.cardW);
    }
  });

  it('hand cards grow with the window', () => {
    expect(clashGeometry(1560, 900).handW).toBeGreaterThan(clashGeometry(940, 560).handW);
  });

  it('grows the canvas captions on a large table and keeps them on a small one', () => {
    // The table box at a 1280×720 window and at 2560×1440 (header and side panel taken off).
    expect(captionSizes(clashGeometry(940, 560))).toEqual({ side: 14, lane: 13, window: 12 });
    const big = captionSizes(clashGeometry(2200, 1250));
    expect(big.side).toBeGreaterThanOrEqual(18);
    expect(big.lane).toBeGreaterThanOrEqual(16);
    expect(big.window).toBe(14);
    for (const [W, H] of SIZES) {
      const g = clashGeometry(W, H);
      const f = captionSizes(g);
      // A lane name stays inside the room above the lane's cards once it has grown.
      if (f.lane > 13) expect(4 + f.lane * 1.3).toBeLessThanOrEqual((g.laneH - g.cardH) / 2);
    }
  });
});
