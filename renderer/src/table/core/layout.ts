/**
 * Layout helpers shared by both tables: plain numbers in, rectangles out (no Phaser), so
 * every placement can be tested at every window size.
 */
export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export const clamp = (v: number, lo: number, hi: number): number => Math.max(lo, Math.min(hi, v));

/**
 * x centres for `n` items of width `w` centred in [x0, x1]: spaced by `gap` when they fit,
 * overlapping evenly when they do not (never past the ends).
 */
export function spread(n: number, w: number, x0: number, x1: number, gap = 10): number[] {
  if (n <= 0) return [];
  const pitch = n > 1 ? Math.min(w + gap, Math.max(0, x1 - x0 - w) / (n - 1)) : 0;
  const total = pitch * (n - 1) + w;
  const start = (x0 + x1) / 2 - total / 2 + w / 2;
  return Array.from({ length: n }, (_, i) => start + i * pitch);
}

/** x centres for `n` items of width `w` from x0 rightwards, overlapping to stay left of x1. */
export function row(n: number, w: number, x0: number, x1: number, gap = 6): number[] {
  if (n <= 0) return [];
  const pitch = n > 1 ? Math.min(w + gap, Math.max(0, x1 - x0 - w) / (n - 1)) : 0;
  return Array.from({ length: n }, (_, i) => x0 + w / 2 + i * pitch);
}

export function inside(r: Rect, outer: Rect, eps = 0.5): boolean {
  return (
    r.x >= outer.x - eps &&
    r.y >= outer.y - eps &&
    r.x + r.w <= outer.x + outer.w + eps &&
    r.y + r.h <= outer.y + outer.h + eps
  );
}

export function overlaps(a: Rect, b: Rect, eps = 0.5): boolean {
  return (
    a.x < b.x + b.w - eps && b.x < a.x + a.w - eps && a.y < b.y + b.h - eps && b.y < a.y + a.h - eps
  );
}

/** The bounding rectangle of cards of size w×h centred at xs on the line y. */
export function rowRect(xs: number[], y: number, w: number, h: number): Rect | null {
  if (xs.length === 0) return null;
  const x0 = Math.min(...xs) - w / 2;
  const x1 = Math.max(...xs) + w / 2;
  return { x: x0, y: y - h / 2, w: x1 - x0, h };
}
