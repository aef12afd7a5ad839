/**
 * The targeting arrow, from the card being played to the pointer or the chosen target: a
 * gentle curve (a quadratic Bézier bowed upwards) sampled into points, and a head at the tip
 * pointing along the curve's last direction. Pure numbers, so it is tested without Phaser.
 */
export interface Pt {
  x: number;
  y: number;
}

export interface ArrowShape {
  /** The shaft, from the source to the base of the head. */
  points: Pt[];
  /** The head: tip, then the two back corners. */
  head: [Pt, Pt, Pt];
}

export function arrowShape(from: Pt, to: Pt, headLen = 18, samples = 16): ArrowShape | null {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const len = Math.hypot(dx, dy);
  if (len < headLen * 1.5) return null;
  // Control point: the midpoint lifted perpendicular to the line, by a fifth of its length.
  const nx = -dy / len;
  const ny = dx / len;
  const bow = (ny <= 0 ? 1 : -1) * len * 0.2;
  const c = { x: (from.x + to.x) / 2 + nx * bow, y: (from.y + to.y) / 2 + ny * bow };
  const at = (t: number): Pt => ({
    x: (1 - t) * (1 - t) * from.x + 2 * (1 - t) * t * c.x + t * t * to.x,
    y: (1 - t) * (1 - t) * from.y + 2 * (1 - t) * t * c.y + t * t * to.y,
  });
  // Direction at the tip: derivative of the curve at t = 1.
  const tx = to.x - c.x;
  const ty = to.y - c.y;
  const tl = Math.hypot(tx, ty) || 1;
  const ux = tx / tl;
  const uy = ty / tl;
  const base = { x: to.x - ux * headLen, y: to.y - uy * headLen };
  const half = headLen * 0.6;
  const head: [Pt, Pt, Pt] = [
    { ...to },
    { x: base.x - uy * half, y: base.y + ux * half },
    { x: base.x + uy * half, y: base.y - ux * half },
  ];
  const points: Pt[] = [];
  for (let i = 0; i <= samples; i++) points.push(at(i / samples));
  // The shaft stops at the head's base, so its thick line does not poke through the tip.
  points[points.length - 1] = base;
  return { points, head };
}
