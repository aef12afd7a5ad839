/**
 * What the Orbs table reports about its cards for tests (`data-cards` on the canvas, beside
 * `data-zones`): each card face in play or in hand with its box in CSS pixels as drawn (tilt included) and its angle, so a test can
 * check that a banner never covers them and that they stay upright (issue #30). Pure numbers.
 */
import type { Rect } from '../core/layout';

export interface ReportedCard {
  id: number;
  /** 'mine' (the viewer's) or 'theirs'. */
  side: 'mine' | 'theirs';
  /** In play (the row) or in the viewer's hand. */
  zone: 'play' | 'hand';
  angle: number;
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The axis-aligned box of a w×h card centred at (cx, cy) and turned `deg` degrees. */
export function turnedBox(cx: number, cy: number, w: number, h: number, deg: number): Rect {
  const a = (deg * Math.PI) / 180;
  const c = Math.abs(Math.cos(a));
  const s = Math.abs(Math.sin(a));
  const bw = w * c + h * s;
  const bh = w * s + h * c;
  return { x: cx - bw / 2, y: cy - bh / 2, w: bw, h: bh };
}

/** A box in table units as CSS pixels: `zoom` canvas px per unit, `css` CSS px per canvas px. */
export function toCss(r: Rect, zoom: number, css: number): Rect {
  const k = zoom * css;
  const round = (v: number) => Math.round(v * 10) / 10;
  return { x: round(r.x * k), y: round(r.y * k), w: round(r.w * k), h: round(r.h * k) };
}
