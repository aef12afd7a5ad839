import { describe, expect, it } from 'vitest';
import { inside, overlaps, rowRect, spread } from '../core/layout';
import { BACK_H, CH as PLAY_H, CW as PLAY_W, orbsLayout, toCanvas } from './layout';

const SIZES: [number, number][] = [
  [700, 470],
  [940, 560],
  [1000, 640],
  [1240, 600],
  [1560, 900],
  [1880, 960],
  [2500, 1300],
  [420, 300],
];

describe('Orbs table layout', () => {
  for (const [cw, ch] of SIZES)
    for (const textScale of [1, 2]) {
      it(`fills ${cw}×${ch} at ${textScale * 100} % text and keeps every row inside and apart`, () => {
        const l = orbsLayout(cw, ch, textScale);
        const CW = l.handW;
        const CH = l.handH;
        // The units' rectangle has the canvas's shape: no empty bars.
        expect(l.W * l.zoom).toBeCloseTo(cw, 6);
        expect(l.H * l.zoom).toBeCloseTo(ch, 6);
        expect(l.W).toBeGreaterThanOrEqual(1200 - 1e-6);
        expect(l.H).toBeGreaterThanOrEqual(780 - 1e-6);
        const table = { x: 0, y: 0, w: l.W, h: l.H };
        const hand = rowRect(spread(9, CW, l.hand[0], l.hand[1], 12), l.Y.hand, CW, CH)!;
        // A hovered hand card rises 16 units.
        expect(inside({ ...hand, y: hand.y - 16, h: hand.h + 16 }, table)).toBe(true);
        expect(inside(toCanvas(l, hand), { x: 0, y: 0, w: cw, h: ch })).toBe(true);
        const myPlay = rowRect([l.W / 2], l.Y.myPlay, PLAY_W, PLAY_H)!;
        const oppPlay = rowRect([l.W / 2], l.Y.oppPlay, PLAY_W, PLAY_H)!;
        const oppStrip = { x: 0, y: l.Y.oppStrip - BACK_H / 2, w: l.W, h: BACK_H };
        for (const [a, b, what] of [
          [oppStrip, oppPlay, 'opponent strip / play'],
          [oppPlay, myPlay, 'plays'],
          [myPlay, l.zones.bench, 'my play / bench'],
          [l.zones.bench, hand, 'bench / hand'],
          [l.zones.energy, hand, 'energy / hand'],
          [l.zones.bench, l.zones.energy, 'bench / energy'],
          [l.endButton, myPlay, 'End button / my play'],
        ] as const)
          expect(overlaps(a, b), what).toBe(false);
        // The banner band lies between the play rows (a slight tilt included), left of End.
        const tilted = (r: typeof myPlay) => ({ ...r, y: r.y - 6, h: r.h + 12 });
        expect(overlaps(l.band, tilted(myPlay)), 'band / my play').toBe(false);
        expect(overlaps(l.band, tilted(oppPlay)), 'band / opponent play').toBe(false);
        expect(overlaps(l.band, l.endButton), 'band / End button').toBe(false);
        // Tall enough for a one-line banner: ≥ 44 canvas px at 1024×640 and up.
        if (cw >= 1000) expect(l.band.h * l.zoom).toBeGreaterThanOrEqual(44);
        for (const r of [l.zones.energy, l.zones.bench, l.endButton, l.oppEnergy])
          expect(inside(r, table)).toBe(true);
      });
    }

  it('draws the own hand larger at a larger text setting, the rest of the table unchanged', () => {
    for (const [cw, ch] of SIZES) {
      const normal = orbsLayout(cw, ch, 1);
      const big = orbsLayout(cw, ch, 2);
      expect(normal.handW).toBe(PLAY_W);
      expect(big.handW * big.zoom).toBeGreaterThan(normal.handW * normal.zoom * 1.3);
      expect(big.Y.myPlay).toBe(normal.Y.myPlay);
      expect(big.zones).toEqual(normal.zones);
      expect(big.words).toBeGreaterThan(normal.words);
    }
  });
});
