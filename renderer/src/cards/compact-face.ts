/**
 * The compact face: how a card looks in a hand row or on the board of a battle table (issue
 * #14 item 4, "readable without hovering"). A table card is drawn about 75–90 CSS px wide at
 * 1280×720, where the full face's words (type line, keyword names, rules text) come out at
 * 5–9 px. The compact face keeps only what reads at that size — the name, the cost, the picture,
 * attack and health (or HP) as big figures and one icon per keyword — and leaves the words to
 * the zoom and the keyword legend. No text on it is smaller than `COMPACT_MIN_UNITS` layout
 * units (the card is 100 units wide), so at a display width of D CSS px its smallest text is
 * COMPACT_MIN_UNITS × D / 100 px; the painter returns the smallest size it drew, and the tables
 * report it (data-min-text on the canvas) so a test can hold it to ≥ 11 px.
 */
import {
  CARD_FONT,
  gem,
  dimCard,
  paintCardFrame,
  paintCostPip,
  paintKeywordBadge,
  type CardFaceModel,
  type CardOverlay,
  type CostPip,
} from './card-face';
import { paintArtBox, roundRectPath as roundRect } from './paint-art';

/** The smallest font on a compact face, in layout units (1 unit = 1/100 of the card's width). */
export const COMPACT_MIN_UNITS = 14.5;

/** Where the attack and health gems of a compact face sit (units; the card is 100 × 140). */
export const COMPACT_STAT = {
  attack: { x: 15, y: 125 },
  health: { x: 85, y: 125 },
  radius: 13,
} as const;

const FONT = CARD_FONT;

/**
 * Draw `text` centred at (x, y) no wider than `maxWidth`: at the largest size from `size` down
 * to `min` that fits, else at `min` squeezed sideways (the letters keep their height, so the
 * text stays as tall as `min`). Returns the size drawn.
 */
export function fitTextAtLeast(
  ctx: CanvasRenderingContext2D,
  text: string,
  x: number,
  y: number,
  maxWidth: number,
  size: number,
  min: number,
  weight = '700',
): number {
  let s = Math.max(min, size);
  ctx.font = `${weight} ${s}px ${FONT}`;
  while (s > min && ctx.measureText(text).width > maxWidth) {
    s = Math.max(min, s - 1);
    ctx.font = `${weight} ${s}px ${FONT}`;
  }
  if (ctx.measureText(text).width > maxWidth) ctx.fillText(text, x, y, maxWidth);
  else ctx.fillText(text, x, y);
  return s;
}

/** Split a name in two lines at the space nearest its middle (null: one word). */
export function splitName(name: string): [string, string] | null {
  const spaces = [...name.matchAll(/ /g)].map((m) => m.index!);
  if (spaces.length === 0) return null;
  const mid = name.length / 2;
  const at = spaces.reduce((a, b) => (Math.abs(b - mid) < Math.abs(a - mid) ? b : a));
  return [name.slice(0, at), name.slice(at + 1)];
}

/**
 * Paint the compact face of `m` filling (0,0)–(w,h). Returns the smallest font size it drew,
 * in canvas pixels of this painting.
 */
export function paintCompactFace(
  ctx: CanvasRenderingContext2D,
  m: CardFaceModel,
  w: number,
  h: number,
  overlay: CardOverlay = {},
): number {
  const u = w / 100;
  const minPx = Math.ceil(COMPACT_MIN_UNITS * u);
  let smallest = Infinity;
  const drew = (px: number) => (smallest = Math.min(smallest, px));
  ctx.save();
  ctx.clearRect(0, 0, w, h);
  paintCardFrame(ctx, m.palette, w, h);
  // The picture, large: it is how a card is recognised across the table.
  paintArtBox(ctx, 5 * u, 5 * u, 90 * u, 60 * u, m.art);
  // Name banner across the card: one line when it fits at the minimum size, else two.
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.font = `700 ${minPx}px ${FONT}`;
  const oneLine = ctx.measureText(m.title).width <= 88 * u;
  const two = oneLine ? null : splitName(m.title);
  const bannerTop = two ? 64 * u : 67 * u;
  const bannerH = two ? 32 * u : 25 * u;
  roundRect(ctx, 4 * u, bannerTop, 92 * u, bannerH, 4 * u);
  ctx.fillStyle = '#f6f1e3';
  ctx.fill();
  ctx.lineWidth = Math.max(1, 0.8 * u);
  ctx.strokeStyle = '#1d1408';
  ctx.stroke();
  ctx.fillStyle = '#1d1408';
  if (two) {
    const lineH = minPx * 1.02;
    const cy = bannerTop + bannerH / 2;
    drew(fitTextAtLeast(ctx, two[0], 50 * u, cy - lineH / 2, 88 * u, minPx, minPx));
    drew(fitTextAtLeast(ctx, two[1], 50 * u, cy + lineH / 2, 88 * u, minPx, minPx));
  } else {
    const size = Math.round(16.5 * u);
    drew(fitTextAtLeast(ctx, m.title, 50 * u, bannerTop + bannerH / 2, 88 * u, size, minPx));
  }
  // Keyword icons between the banner and the stat gems (their names are in the legend).
  const n = m.badges.length;
  if (n > 0) {
    const r = Math.min(9.5 * u, (88 * u) / (2.3 * n));
    const gap = r * 2.3;
    const x0 = 50 * u - ((n - 1) * gap) / 2;
    const cy = (two ? 105.5 : 104) * u;
    m.badges.forEach((b, i) =>
      paintKeywordBadge(ctx, b, x0 + i * gap, cy, r, Math.max(1, 0.8 * u), false),
    );
  }
  // No icons: the type line ("Action", "Imp") where it fits at the minimum size unsqueezed
  // (between the figures when there are some); the zoom always has it.
  if (n === 0 && m.subtitle) {
    const room = (m.attack !== null || m.health !== null ? 44 : 88) * u;
    ctx.font = `600 ${minPx}px ${FONT}`;
    if (ctx.measureText(m.subtitle).width <= room) {
      ctx.fillStyle = m.palette.ink ?? '#ffffff';
      ctx.fillText(m.subtitle, 50 * u, (two ? 110 : 108) * u);
      drew(minPx);
    }
  }
  // Cost: the Clash gem in the top-left corner, or the Orbs pips along the top right.
  if (m.cost !== null) drew(gem(ctx, 13 * u, 13 * u, 12 * u, '#2f6fd6', String(m.cost), 'circle'));
  if (m.costPips && m.costPips.length > 0) drew(paintCompactPips(ctx, m.costPips, u, minPx));
  // Figures.
  if (m.attack !== null)
    drew(
      paintCompactStat(
        ctx,
        'attack',
        m.attack + (overlay.attackBonus ?? 0),
        !!overlay.attackBonus,
        u,
      ),
    );
  if (m.health !== null)
    drew(paintCompactStat(ctx, 'health', m.health - (overlay.damage ?? 0), !!overlay.damage, u));
  if (m.armor) drew(gem(ctx, 50 * u, 127 * u, 11.6 * u, '#5f6b78', String(m.armor), 'shield'));
  if (overlay.dim) dimCard(ctx, w, h);
  ctx.restore();
  return smallest === Infinity ? minPx : smallest;
}

/**
 * The attack or health gem of a compact face (`modified`: boosted attack, damaged health),
 * shifted by (dx, dy); also drawn alone over a face, so a hit repaints one gem, not the face.
 * Returns its font size.
 */
export function paintCompactStat(
  ctx: CanvasRenderingContext2D,
  kind: 'attack' | 'health',
  value: number,
  modified: boolean,
  u: number,
  dx = 0,
  dy = 0,
): number {
  const at = COMPACT_STAT[kind];
  const r = COMPACT_STAT.radius * u;
  if (kind === 'attack')
    return gem(
      ctx,
      at.x * u + dx,
      at.y * u + dy,
      r,
      modified ? '#e07b00' : '#b3261e',
      String(value),
      'diamond',
    );
  return gem(
    ctx,
    at.x * u + dx,
    at.y * u + dy,
    r,
    modified ? '#7a1f1f' : '#2e7d32',
    String(Math.max(0, value)),
    'shield',
  );
}

/** Orbs cost pips along the top right, over the art's edge; returns the generic figure's size. */
function paintCompactPips(
  ctx: CanvasRenderingContext2D,
  pips: CostPip[],
  u: number,
  minPx: number,
): number {
  const r = Math.min(10.5 * u, (88 * u) / (2.15 * pips.length));
  let size = Infinity;
  pips.forEach((p, i) => {
    const s = Math.max(minPx, Math.round(r * 1.45));
    paintCostPip(ctx, p, 95 * u - (pips.length - 1 - i) * r * 2.15 - r, 12 * u, r, s);
    if (!p.shape) size = Math.min(size, s);
  });
  return size;
}
