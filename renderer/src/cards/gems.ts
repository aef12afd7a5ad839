/**
 * The small round things on a card: the figure gems (cost, attack, health, armour), the
 * keyword discs and the Orbs cost pips. Shared by the full, compact and tile faces.
 */
import { artPath, artViewSize } from './art/card-art';
import { CARD_FONT as FONT, type CardBadge, type CostPip } from './card-model';

/** A gem with a figure in it (cost, attack, health, armour); returns the figure's font size. */
export function gem(
  ctx: CanvasRenderingContext2D,
  cx: number,
  cy: number,
  r: number,
  fill: string,
  text: string,
  shape: 'circle' | 'shield' | 'diamond',
): number {
  ctx.save();
  ctx.beginPath();
  if (shape === 'circle') ctx.arc(cx, cy, r, 0, Math.PI * 2);
  else if (shape === 'diamond') {
    ctx.moveTo(cx, cy - r * 1.1);
    ctx.lineTo(cx + r * 1.05, cy);
    ctx.lineTo(cx, cy + r * 1.1);
    ctx.lineTo(cx - r * 1.05, cy);
    ctx.closePath();
  } else {
    ctx.moveTo(cx - r, cy - r * 0.85);
    ctx.lineTo(cx + r, cy - r * 0.85);
    ctx.lineTo(cx + r, cy + r * 0.1);
    ctx.quadraticCurveTo(cx + r * 0.9, cy + r * 0.85, cx, cy + r * 1.1);
    ctx.quadraticCurveTo(cx - r * 0.9, cy + r * 0.85, cx - r, cy + r * 0.1);
    ctx.closePath();
  }
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.lineWidth = Math.max(1, r * 0.14);
  ctx.strokeStyle = '#1a1208';
  ctx.stroke();
  ctx.fillStyle = '#ffffff';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const size = Math.round(r * 1.25);
  ctx.font = `800 ${size}px ${FONT}`;
  ctx.lineWidth = Math.max(1, r * 0.18);
  ctx.strokeStyle = 'rgba(0,0,0,0.65)';
  ctx.strokeText(text, cx, cy + r * 0.05);
  ctx.fillText(text, cx, cy + r * 0.05);
  ctx.restore();
  return size;
}

/**
 * One keyword disc (full, compact and tile faces): the keyword's colour, a light rim of
 * `lineWidth`, its picture in white; without a picture, its glyph when `glyphFallback` (the
 * full face), else nothing (the compact and tile faces draw no text below their minimum).
 */
export function paintKeywordBadge(
  ctx: CanvasRenderingContext2D,
  b: CardBadge,
  cx: number,
  cy: number,
  r: number,
  lineWidth: number,
  glyphFallback: boolean,
): void {
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.fillStyle = b.color;
  ctx.fill();
  ctx.lineWidth = lineWidth;
  ctx.strokeStyle = '#f6f1e3';
  ctx.stroke();
  const pic = b.icon ? artPath(b.icon) : null;
  if (pic) {
    const side = r * 1.6;
    ctx.save();
    ctx.translate(cx - side / 2, cy - side / 2);
    ctx.scale(side / artViewSize(), side / artViewSize());
    ctx.fillStyle = '#ffffff';
    ctx.fill(pic);
    ctx.restore();
  } else if (glyphFallback) {
    ctx.fillStyle = '#ffffff';
    ctx.font = `700 ${Math.round(r * 1.2)}px ${FONT}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(b.glyph, cx, cy + r * 0.05);
  }
}

const shapes = new Map<string, Path2D>();
function shapePath(d: string): Path2D {
  let p = shapes.get(d);
  if (!p) shapes.set(d, (p = new Path2D(d)));
  return p;
}

/**
 * One Orbs cost pip of radius `r` centred on (cx, cy): the colour's own silhouette (never colour
 * alone), outlined for contrast, or a generic disc with its figure at `fontPx`. Shared by the full
 * face and the compact face, which only lay the pips out differently.
 */
export function paintCostPip(
  ctx: CanvasRenderingContext2D,
  p: CostPip,
  cx: number,
  cy: number,
  r: number,
  fontPx: number,
): void {
  if (p.shape) {
    const shape = shapePath(p.shape);
    ctx.save();
    ctx.translate(cx - r * 1.05, cy - r * 1.05);
    ctx.scale((r * 2.1) / 24, (r * 2.1) / 24);
    ctx.lineJoin = 'round';
    ctx.lineWidth = 3;
    ctx.strokeStyle = p.outline;
    ctx.stroke(shape);
    ctx.fillStyle = p.fill;
    ctx.fill(shape);
    ctx.restore();
    return;
  }
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.fillStyle = p.fill;
  ctx.fill();
  ctx.lineWidth = Math.max(1, r * 0.2);
  ctx.strokeStyle = p.outline;
  ctx.stroke();
  ctx.fillStyle = p.ink;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.font = `800 ${fontPx}px ${FONT}`;
  ctx.fillText(p.label, cx, cy + r * 0.05);
}

/** Where the attack and health gems sit on a face, in layout units (the card is 100 × 140). */
export const STAT_GEM = {
  attack: { x: 14, y: 128 },
  health: { x: 86, y: 128 },
  radius: 10,
} as const;

/**
 * The attack or health gem of a face (`modified`: boosted attack, damaged health), centred at
 * its place on a face with layout unit `u`, shifted by (dx, dy). Also used alone, drawn over
 * a face's printed gem, so a damaged creature needs no repaint of its whole face.
 */
export function paintStatGem(
  ctx: CanvasRenderingContext2D,
  kind: 'attack' | 'health',
  value: number,
  modified: boolean,
  u: number,
  dx = 0,
  dy = 0,
): void {
  const at = STAT_GEM[kind];
  if (kind === 'attack')
    gem(
      ctx,
      at.x * u + dx,
      at.y * u + dy,
      STAT_GEM.radius * u,
      modified ? '#e07b00' : '#b3261e',
      String(value),
      'diamond',
    );
  else
    gem(
      ctx,
      at.x * u + dx,
      at.y * u + dy,
      STAT_GEM.radius * u,
      modified ? '#7a1f1f' : '#2e7d32',
      String(Math.max(0, value)),
      'shield',
    );
}
