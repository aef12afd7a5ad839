/** The back of every card (face-down cards in both games). */
import { roundRectPath as roundRect } from './paint-art';
import { CARD_BACK_ART, artPath, artViewSize } from './art/card-art';

/** A face-down card: the same size, a patterned back. */
export function paintCardBack(ctx: CanvasRenderingContext2D, w: number, h: number): void {
  const u = w / 100;
  ctx.save();
  ctx.clearRect(0, 0, w, h);
  roundRect(ctx, 0.5, 0.5, w - 1, h - 1, 7 * u);
  ctx.fillStyle = '#3b1f5c';
  ctx.fill();
  ctx.lineWidth = Math.max(1, 1.2 * u);
  ctx.strokeStyle = '#120c05';
  ctx.stroke();
  roundRect(ctx, 7 * u, 7 * u, 86 * u, 126 * u, 5 * u);
  ctx.strokeStyle = '#e8c66a';
  ctx.lineWidth = Math.max(1, 1.5 * u);
  ctx.stroke();
  ctx.save();
  ctx.clip();
  ctx.strokeStyle = 'rgba(232,198,106,0.35)';
  ctx.lineWidth = Math.max(1, u);
  for (let d = -140; d < 240; d += 12) {
    ctx.beginPath();
    ctx.moveTo(d * u, 0);
    ctx.lineTo((d + 140) * u, 140 * u);
    ctx.stroke();
    ctx.beginPath();
    ctx.moveTo((d + 140) * u, 0);
    ctx.lineTo(d * u, 140 * u);
    ctx.stroke();
  }
  ctx.restore();
  // The emblem: crossed swords from the bundled art (a glyph would need a symbol font).
  const emblem = artPath(CARD_BACK_ART);
  ctx.fillStyle = '#e8c66a';
  if (emblem) {
    const side = 46 * u;
    ctx.translate(50 * u - side / 2, 70 * u - side / 2);
    ctx.scale(side / artViewSize(), side / artViewSize());
    ctx.fill(emblem);
  } else {
    ctx.beginPath();
    ctx.arc(50 * u, 70 * u, 14 * u, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.restore();
}
