/** The Clash Bastion and Fort cards of a hand row (./card-face.ts re-exports them). */
import { roundRectPath as roundRect } from './paint-art';
import { CARD_FONT as FONT } from './card-model';
import { gem } from './gems';

/**
 * The Bastion/Fort card in a hand row: the side's name, its building and the life left, every
 * word at least `BUILDING_MIN_UNITS` units tall (the opponent's row shows it at about 0.6 of a
 * hand card's width). The two are told apart by their shape, not only by name and colour: the
 * Bastion is one slim tower under a pointed roof (grey-blue stone), the Fort a wide keep with
 * battlements between two wing towers and a pennant (brick). Returns the smallest font drawn.
 */
export const BUILDING_MIN_UNITS = 21;

export function paintBuilding(
  ctx: CanvasRenderingContext2D,
  w: number,
  h: number,
  label: string,
  life: number,
  fort: boolean,
  lifeLabel: string,
): number {
  const u = w / 100;
  const minPx = Math.ceil(BUILDING_MIN_UNITS * u);
  ctx.save();
  ctx.clearRect(0, 0, w, h);
  roundRect(ctx, 0.5, 0.5, w - 1, h - 1, 7 * u);
  const g = ctx.createLinearGradient(0, 0, 0, h);
  g.addColorStop(0, fort ? '#8c4a2f' : '#6d7f99');
  g.addColorStop(1, fort ? '#3e1d10' : '#2c3a4f');
  ctx.fillStyle = g;
  ctx.fill();
  ctx.lineWidth = Math.max(2, 2 * u);
  ctx.strokeStyle = '#e8c66a';
  ctx.stroke();
  if (fort) paintFortShape(ctx, u);
  else paintBastionShape(ctx, u);
  ctx.fillStyle = '#ffffff';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.lineWidth = Math.max(1, 3 * u);
  ctx.strokeStyle = 'rgba(0,0,0,0.6)';
  let smallest = fitBuildingText(ctx, label, 50 * u, 15 * u, 92 * u, minPx);
  smallest = Math.min(
    smallest,
    gem(ctx, 50 * u, 99 * u, 17 * u, '#b3261e', String(life), 'shield'),
  );
  ctx.fillStyle = '#ffffff';
  smallest = Math.min(smallest, fitBuildingText(ctx, lifeLabel, 50 * u, 127 * u, 92 * u, minPx));
  ctx.restore();
  return smallest;
}

/** A centred line on the building card, outlined for contrast: at least `min` px tall. */
function fitBuildingText(
  ctx: CanvasRenderingContext2D,
  text: string,
  x: number,
  y: number,
  maxWidth: number,
  min: number,
): number {
  ctx.font = `700 ${min}px ${FONT}`;
  // Too wide at the minimum size: squeezed sideways, never smaller.
  const squeeze = ctx.measureText(text).width > maxWidth ? [maxWidth] : [];
  ctx.strokeText(text, x, y, ...squeeze);
  ctx.fillText(text, x, y, ...squeeze);
  return min;
}

/** The Bastion: one slim tower with a pointed roof and a gate. */
function paintBastionShape(ctx: CanvasRenderingContext2D, u: number): void {
  ctx.fillStyle = '#c9d6e6';
  ctx.strokeStyle = '#1d2838';
  ctx.lineWidth = Math.max(1, 1.2 * u);
  ctx.fillRect(36 * u, 42 * u, 28 * u, 36 * u);
  ctx.strokeRect(36 * u, 42 * u, 28 * u, 36 * u);
  ctx.beginPath();
  ctx.moveTo(32 * u, 43 * u);
  ctx.lineTo(50 * u, 27 * u);
  ctx.lineTo(68 * u, 43 * u);
  ctx.closePath();
  ctx.fillStyle = '#3d5a80';
  ctx.fill();
  ctx.stroke();
  gate(ctx, u, 50, 78, 6);
}

/** The Fort: a wide keep with battlements between two lower wing towers, and a pennant. */
function paintFortShape(ctx: CanvasRenderingContext2D, u: number): void {
  ctx.fillStyle = '#d9a066';
  ctx.strokeStyle = '#3e1d10';
  ctx.lineWidth = Math.max(1, 1.2 * u);
  for (const x of [10, 72]) {
    ctx.fillRect(x * u, 52 * u, 18 * u, 26 * u);
    ctx.strokeRect(x * u, 52 * u, 18 * u, 26 * u);
    for (let i = 0; i < 3; i++) ctx.fillRect((x + i * 7) * u, 47 * u, 4 * u, 5 * u);
  }
  ctx.fillRect(30 * u, 38 * u, 40 * u, 40 * u);
  ctx.strokeRect(30 * u, 38 * u, 40 * u, 40 * u);
  for (let i = 0; i < 4; i++) ctx.fillRect((30 + i * 11) * u, 32 * u, 7 * u, 6 * u);
  gate(ctx, u, 50, 78, 8);
  ctx.fillStyle = '#b3261e';
  ctx.fillRect(49 * u, 24 * u, 1.5 * u, 8 * u);
  ctx.beginPath();
  ctx.moveTo(50.5 * u, 24 * u);
  ctx.lineTo(60 * u, 27 * u);
  ctx.lineTo(50.5 * u, 30 * u);
  ctx.fill();
}

function gate(ctx: CanvasRenderingContext2D, u: number, cx: number, bottom: number, r: number) {
  ctx.fillStyle = '#1d1408';
  ctx.beginPath();
  ctx.arc(cx * u, (bottom - r) * u, r * u, Math.PI, 0);
  ctx.lineTo((cx + r) * u, bottom * u);
  ctx.lineTo((cx - r) * u, bottom * u);
  ctx.fill();
}
