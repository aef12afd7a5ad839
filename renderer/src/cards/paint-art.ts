/**
 * The art box of a card, in one style for both games: a framed radial gradient in the card's
 * tint (Orbs energy colour, Clash set and kind), a soft light behind, and the card's game-icons
 * picture in parchment white with a dark drop shadow. Drawn from a Path2D (art/card-art.ts):
 * no image decoding, and it scales to any size.
 */
import { artPath, artViewSize } from './art/card-art';

export interface CardArt {
  /** game-icons name (art-table.ts); null draws the tinted box alone. */
  icon: string | null;
  /** Centre and edge of the gradient, CSS colours. */
  light: string;
  dark: string;
}

/** A rounded-rectangle path (begun and closed; the caller fills or strokes it). */
export function roundRectPath(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
): void {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

/**
 * Paint the art box at (x, y, w, h). Returns true when the picture itself was drawn (false:
 * the paths were not loaded yet or the icon is unknown — callers load first, see loadCardArt).
 */
export function paintArtBox(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  w: number,
  h: number,
  art: CardArt,
): boolean {
  const r = Math.min(w, h) * 0.08;
  ctx.save();
  roundRectPath(ctx, x, y, w, h, r);
  const g = ctx.createRadialGradient(
    x + w / 2,
    y + h * 0.45,
    Math.min(w, h) * 0.05,
    x + w / 2,
    y + h / 2,
    Math.max(w, h) * 0.62,
  );
  g.addColorStop(0, art.light);
  g.addColorStop(1, art.dark);
  ctx.fillStyle = g;
  ctx.fill();
  ctx.save();
  ctx.clip();
  // Diagonal hatching: texture, so a flat tint never reads as an empty box.
  ctx.strokeStyle = 'rgba(255,255,255,0.07)';
  ctx.lineWidth = Math.max(1, w / 90);
  const step = Math.max(4, w / 14);
  for (let d = -h; d < w; d += step) {
    ctx.beginPath();
    ctx.moveTo(x + d, y + h);
    ctx.lineTo(x + d + h, y);
    ctx.stroke();
  }
  let drawn = false;
  const path = art.icon ? artPath(art.icon) : null;
  if (path) {
    const side = Math.min(w, h) * 0.92;
    const s = side / artViewSize();
    ctx.translate(x + (w - side) / 2, y + (h - side) / 2);
    ctx.scale(s, s);
    // Shadow sizes are in canvas pixels (the transform does not scale them).
    ctx.shadowColor = 'rgba(0,0,0,0.6)';
    ctx.shadowBlur = Math.max(1, w * 0.025);
    ctx.shadowOffsetY = Math.max(1, w * 0.015);
    ctx.fillStyle = '#f6f1e3';
    ctx.fill(path);
    drawn = true;
  }
  ctx.restore();
  roundRectPath(ctx, x, y, w, h, r);
  ctx.lineWidth = Math.max(1, w / 60);
  ctx.strokeStyle = 'rgba(20,12,5,0.85)';
  ctx.stroke();
  ctx.restore();
  return drawn;
}
