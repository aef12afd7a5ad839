/**
 * Card faces drawn by the app on a 2D canvas: the one card painter of the app. It serves the
 * DOM (<canvas> in the deck builder, the draft, tooltips: CardCanvas.svelte) and Phaser (the
 * same canvas turned into a texture, cached), and it knows nothing about a particular game: a
 * game maps its card to a `CardFaceModel` (./clash-faces.ts, ./orbs-faces.ts). The art box
 * shows the card's game-icons picture (./paint-art.ts); load it first with `loadCardArt()`.
 *
 * Its pieces: card-model.ts (what is drawn), text-fit.ts (names and wrapping), gems.ts (gems,
 * keyword discs, cost pips), card-text-box.ts (the text box), card-back.ts, building-card.ts.
 * Everything is exported from here as before.
 */
import { paintArtBox, roundRectPath as roundRect } from './paint-art';
import {
  CARD_FONT,
  type CardFaceModel,
  type CardOverlay,
  type CardPalette,
  type CostPip,
} from './card-model';
import { fitText } from './text-fit';
import { gem, paintCostPip, paintKeywordBadge, paintStatGem } from './gems';
import { paintLines, paintRules } from './card-text-box';

export type {
  CardArt,
  CardBadge,
  CardFaceModel,
  CardOverlay,
  CardPalette,
  CostPip,
} from './card-model';
export { CARD_ASPECT, CARD_FONT } from './card-model';
export { fitText, fittingSize, wrapText } from './text-fit';
export { gem, paintCostPip, paintKeywordBadge, paintStatGem, STAT_GEM } from './gems';
export { paintCardBack } from './card-back';
export { BUILDING_MIN_UNITS, paintBuilding } from './building-card';

const FONT = CARD_FONT;
const FONT_TITLE = CARD_FONT;

/** The card's outer frame: a rounded rectangle in the palette's gradient, dark outline. */
export function paintCardFrame(
  ctx: CanvasRenderingContext2D,
  palette: CardPalette,
  w: number,
  h: number,
): void {
  const u = w / 100;
  roundRect(ctx, 0.5, 0.5, w - 1, h - 1, 7 * u);
  const frameGrad = ctx.createLinearGradient(0, 0, 0, h);
  frameGrad.addColorStop(0, palette.frame);
  frameGrad.addColorStop(1, palette.frameDark);
  ctx.fillStyle = frameGrad;
  ctx.fill();
  ctx.lineWidth = Math.max(1, 1.2 * u);
  ctx.strokeStyle = '#120c05';
  ctx.stroke();
}

/** Darken the whole card (overlay.dim: not playable now). */
export function dimCard(ctx: CanvasRenderingContext2D, w: number, h: number): void {
  roundRect(ctx, 0.5, 0.5, w - 1, h - 1, 7 * (w / 100));
  ctx.fillStyle = 'rgba(0,0,0,0.45)';
  ctx.fill();
}

/** Paint a face-up card filling (0,0)–(w,h). */
export function paintCardFace(
  ctx: CanvasRenderingContext2D,
  m: CardFaceModel,
  w: number,
  h: number,
  overlay: CardOverlay = {},
): void {
  const u = w / 100; // layout unit: the card is 100 × 140 units
  ctx.save();
  ctx.clearRect(0, 0, w, h);
  paintCardFrame(ctx, m.palette, w, h);
  // Title bar.
  roundRect(ctx, 5 * u, 5 * u, 90 * u, 20 * u, 4 * u);
  ctx.fillStyle = '#f6f1e3';
  ctx.fill();
  ctx.fillStyle = '#1d1408';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const pipsW =
    m.costPips && m.costPips.length > 0
      ? Math.min(m.costPips.length * 2.1 * Math.min(7, 40 / (2.1 * m.costPips.length)), 40) + 2
      : 0;
  if (m.cost !== null)
    fitText(ctx, m.title, 58 * u, 15.5 * u, 62 * u, Math.round(11 * u), FONT_TITLE);
  else {
    // Orbs: the name left, the energy pips right (as printed on Orbs cards).
    ctx.textAlign = 'left';
    fitText(ctx, m.title, 9 * u, 15.5 * u, (82 - pipsW) * u, Math.round(10.5 * u), FONT_TITLE);
  }
  // Art band: the card's picture, keyword badges along its lower edge.
  const artY = 28 * u;
  const artH = 46 * u;
  paintArtBox(ctx, 6 * u, artY, 88 * u, artH, m.art);
  const n = m.badges.length;
  if (n > 0) {
    // Small discs on the art's lower edge, shrunk so any number fits its width.
    const r = Math.min(6.5 * u, (84 * u) / (2.3 * n));
    const gap = r * 2.3;
    const x0 = 50 * u - ((n - 1) * gap) / 2;
    const cy = artY + artH - r - 1.5 * u;
    m.badges.forEach((b, i) =>
      paintKeywordBadge(ctx, b, x0 + i * gap, cy, r, Math.max(1, 0.8 * u), true),
    );
  }
  // Subtitle.
  ctx.fillStyle = m.palette.ink ?? 'rgba(255,255,255,0.85)';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  fitText(ctx, m.subtitle, 50 * u, 79 * u, 86 * u, Math.round(7 * u), FONT, '600');
  // Text box: keyword names.
  roundRect(ctx, 6 * u, 84 * u, 88 * u, 34 * u, 3 * u);
  ctx.fillStyle = 'rgba(246,241,227,0.92)';
  ctx.fill();
  ctx.fillStyle = '#1d1408';
  if (m.rules !== undefined) {
    paintRules(
      ctx,
      m.lines,
      m.rules,
      m.flavour ?? '',
      9 * u,
      86 * u,
      82 * u,
      31 * u,
      u,
      m.inlinePips,
    );
  } else {
    paintLines(ctx, m.lines, u);
  }
  // Gems: cost, attack, health.
  if (m.cost !== null) gem(ctx, 13 * u, 14 * u, 10 * u, '#2f6fd6', String(m.cost), 'circle');
  if (m.costPips && m.costPips.length > 0) paintCostPips(ctx, m.costPips, u);
  if (m.attack !== null)
    paintStatGem(ctx, 'attack', m.attack + (overlay.attackBonus ?? 0), !!overlay.attackBonus, u);
  if (m.health !== null)
    paintStatGem(ctx, 'health', m.health - (overlay.damage ?? 0), !!overlay.damage, u);
  if (m.armor) gem(ctx, 50 * u, 128 * u, 8 * u, '#5f6b78', String(m.armor), 'shield');
  if (overlay.dim) dimCard(ctx, w, h);
  ctx.restore();
}

/** Orbs cost pips, right-aligned in the title bar's corner. */
function paintCostPips(ctx: CanvasRenderingContext2D, pips: CostPip[], u: number): void {
  const r = Math.min(7 * u, (40 * u) / (2.1 * pips.length));
  pips.forEach((p, i) =>
    paintCostPip(
      ctx,
      p,
      89 * u - (pips.length - 1 - i) * r * 2.1 - r,
      15 * u,
      r,
      Math.round(r * 1.2),
    ),
  );
}

/** A canvas of the given CSS size at device resolution, painted by `paint`. */
export function makeCardCanvas(
  width: number,
  height: number,
  scale: number,
  paint: (ctx: CanvasRenderingContext2D, w: number, h: number) => void,
): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const ctx = canvas.getContext('2d');
  if (ctx) paint(ctx, canvas.width, canvas.height);
  return canvas;
}
