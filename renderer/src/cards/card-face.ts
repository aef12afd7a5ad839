/**
 * Card faces drawn by the app on a 2D canvas: the one card painter of the app. It serves the
 * DOM (<canvas> in the deck builder, the draft, tooltips: CardCanvas.svelte) and Phaser (the
 * same canvas turned into a texture, cached), and it knows nothing about a particular game: a
 * game maps its card to a `CardFaceModel` (./clash-faces.ts, ./orbs-faces.ts). The art box
 * shows the card's game-icons picture (./paint-art.ts); load it first with `loadCardArt()`.
 */
import { paintArtBox, roundRectPath as roundRect, type CardArt } from './paint-art';
import { CARD_BACK_ART, artPath, artViewSize } from './art/card-art';
import { UI_FONT } from '../theme/font-family';
export type { CardArt };

export interface CardBadge {
  /** One glyph for the keyword (DOM legends); faces draw `icon` instead when it is set. */
  glyph: string;
  /** game-icons picture drawn in the disc (art-table.ts KEYWORD_ART). */
  icon?: string | null;
  /** Disc colour, CSS. */
  color: string;
}

/** One disc of an Orbs cost: energy colour fill with its symbol or the generic amount. */
export interface CostPip {
  fill: string;
  outline: string;
  ink: string;
  /** The generic amount; '' for a coloured pip, which draws its `shape`. */
  label: string;
  /** The colour's silhouette, an SVG path in a 24 × 24 box (theme/orbs-colours.ts). */
  shape?: string;
}

export interface CardFaceModel {
  title: string;
  /** Top-left gem (Clash mana); null hides it. */
  cost: number | null;
  /** Top-right energy pips (Orbs costs); drawn instead of nothing when `cost` is null. */
  costPips?: CostPip[];
  /** The art box's picture and tint. */
  art: CardArt;
  /** Armour in play, a grey shield between the stat gems (Orbs); absent or 0 hides it. */
  armor?: number;
  /** Rules text drawn left-aligned and wrapped under the keyword lines (Orbs). */
  rules?: string;
  /**
   * Characters of the rules text drawn as pips instead of letters (Orbs: the energy symbols of
   * an ability cost, "●♣", in their colours and shapes, as in the cost corner).
   */
  inlinePips?: Readonly<Record<string, CostPip>>;
  /** Flavour text in italics after the rules, when it fits (Orbs). */
  flavour?: string;
  /** Bottom-left value (attack / damage); null hides it. */
  attack: number | null;
  /** Bottom-right value; null hides it (e.g. an incantation). */
  health: number | null;
  /** Small line under the art band, e.g. the kind or the set ("Incantation", "Cardhall"), or the Orbs type line. */
  subtitle: string;
  /** Short keyword names for the text box, in the reader's language. */
  lines: string[];
  badges: CardBadge[];
  palette: CardPalette;
}

export interface CardPalette {
  frame: string;
  frameDark: string;
  art: string;
  artGlow: string;
  /** Ink of the line printed on the frame (default: white, for dark frames). */
  ink?: string;
}

/** Live numbers drawn over the printed ones (damage taken, bonuses). */
export interface CardOverlay {
  damage?: number;
  attackBonus?: number;
  /** Draw the face greyed out (e.g. not affordable). */
  dim?: boolean;
}

export const CARD_ASPECT = 1.4;

/** The bundled UI font (theme/fonts.ts): painters wait for it first (`cardsReady`). */
export const CARD_FONT = UI_FONT;
const FONT = CARD_FONT;
const FONT_TITLE = CARD_FONT;

/**
 * Text that shrinks until it fits `maxWidth` (names are never cut): drawn at the largest
 * whole pixel size ≤ `size` that fits, or 6 px when none does.
 */
export function fitText(
  ctx: CanvasRenderingContext2D,
  text: string,
  x: number,
  y: number,
  maxWidth: number,
  size: number,
  font: string,
  weight = '700',
): void {
  ctx.font = `${weight} ${fittingSize(ctx, text, maxWidth, size, font, weight)}px ${font}`;
  ctx.fillText(text, x, y);
}

/**
 * The size `fitText` draws at. Width grows about in proportion to the size, so it jumps
 * to the proportional guess and settles by single pixels from there: two or three
 * measurements instead of one per pixel size (painting card faces was spending most of its
 * time in measureText, in the middle of table animations).
 */
export function fittingSize(
  ctx: CanvasRenderingContext2D,
  text: string,
  maxWidth: number,
  size: number,
  font: string,
  weight = '700',
): number {
  // The same names are fitted again for every look of a card (damage, keywords) and every
  // repaint: remember the answer per text, font and box.
  const key = `${weight}|${size}|${maxWidth}|${font}|${text}`;
  const known = fitted.get(key);
  if (known !== undefined) return known;
  const s = searchFittingSize(ctx, text, maxWidth, size, font, weight);
  if (fitted.size >= FITTED_MAX) fitted.clear();
  fitted.set(key, s);
  return s;
}

const fitted = new Map<string, number>();
const FITTED_MAX = 4000;

function searchFittingSize(
  ctx: CanvasRenderingContext2D,
  text: string,
  maxWidth: number,
  size: number,
  font: string,
  weight: string,
): number {
  const widthAt = (s: number) => {
    ctx.font = `${weight} ${s}px ${font}`;
    return ctx.measureText(text).width;
  };
  const full = widthAt(size);
  if (size <= 6 || full <= maxWidth) return size;
  let s = Math.max(6, Math.min(size - 1, Math.floor((size * maxWidth) / full)));
  if (widthAt(s) <= maxWidth) {
    while (s + 1 < size && widthAt(s + 1) <= maxWidth) s++;
  } else {
    do s--;
    while (s > 6 && widthAt(s) > maxWidth);
  }
  return Math.max(6, s);
}

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

/** Keyword names centred in the text box (Clash). */
function paintLines(ctx: CanvasRenderingContext2D, given: string[], u: number): void {
  // More than 3 keywords: two per line, so the box never overflows.
  const raw = given.length > 0 ? given : ['—'];
  const lines =
    raw.length <= 3
      ? raw
      : raw.reduce<string[]>(
          (acc, l, i) =>
            i % 2 === 0 ? [...acc, l] : [...acc.slice(0, -1), `${acc[acc.length - 1]} · ${l}`],
          [],
        );
  const lineH = lines.length > 3 ? 7.5 * u : 9 * u;
  const textTop = 101 * u - ((lines.length - 1) * lineH) / 2;
  lines.forEach((line, i) =>
    fitText(
      ctx,
      line,
      50 * u,
      textTop + i * lineH,
      80 * u,
      Math.round((lines.length > 3 ? 7 : 8.5) * u),
      FONT,
      '700',
    ),
  );
}

/**
 * Words of `text` in lines no wider than `maxWidth` at the current font (remembered per text,
 * font and width: the same rules text is wrapped again for every repaint).
 */
export function wrapText(ctx: CanvasRenderingContext2D, text: string, maxWidth: number): string[] {
  const key = `${ctx.font}|${maxWidth}|${text}`;
  const known = wrapped.get(key);
  if (known) return known;
  const out: string[] = [];
  for (const para of text.split('\n')) {
    let line = '';
    for (const word of para.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (line && ctx.measureText(next).width > maxWidth) {
        out.push(line);
        line = word;
      } else line = next;
    }
    if (line) out.push(line);
  }
  if (wrapped.size >= FITTED_MAX) wrapped.clear();
  wrapped.set(key, out);
  return out;
}
const wrapped = new Map<string, string[]>();

/**
 * Keywords (bold) then the rules text, wrapped in the box (x, y, w, h); the font shrinks
 * until everything fits, so no rule is ever cut (Orbs).
 */
function paintRules(
  ctx: CanvasRenderingContext2D,
  keywords: string[],
  rules: string,
  flavour: string,
  x: number,
  y: number,
  w: number,
  h: number,
  u: number,
  pips?: Readonly<Record<string, CostPip>>,
): void {
  roundRect(ctx, 6 * u, 84 * u, 88 * u, 34 * u, 3 * u);
  ctx.fillStyle = 'rgba(246,241,227,0.92)';
  ctx.fill();
  ctx.fillStyle = '#1d1408';
  ctx.textAlign = 'left';
  ctx.textBaseline = 'top';
  const head = keywords.join(' · ');
  for (let size = Math.round(8 * u); size >= Math.max(5, Math.round(4 * u)); size--) {
    const lineH = size * 1.18;
    ctx.font = `700 ${size}px ${FONT}`;
    const headLines = head ? wrapText(ctx, head, w) : [];
    ctx.font = `400 ${size}px ${FONT}`;
    const body = wrapText(ctx, rules, w);
    const total = (headLines.length + body.length) * lineH;
    if (total <= h || size <= Math.max(5, Math.round(4 * u))) {
      let ty = y;
      ctx.font = `700 ${size}px ${FONT}`;
      for (const l of headLines) {
        ctx.fillText(l, x, ty);
        ty += lineH;
      }
      ctx.font = `400 ${size}px ${FONT}`;
      for (const l of body) {
        if (ty + lineH > y + h + lineH * 0.4) break;
        if (pips) fillWithPips(ctx, l, x, ty, size, pips);
        else ctx.fillText(l, x, ty);
        ty += lineH;
      }
      // Flavour only where room is left (it is never needed to play).
      if (flavour) {
        ctx.font = `italic 400 ${size}px ${FONT}`;
        ctx.fillStyle = '#5a4a36';
        for (const l of wrapText(ctx, flavour, w)) {
          if (ty + lineH > y + h + lineH * 0.2) break;
          ctx.fillText(l, x, ty);
          ty += lineH;
        }
      }
      return;
    }
  }
}

/**
 * One line of text (textBaseline top) whose `pips` characters are drawn as pips, each in the
 * width the wrapping measured for that character, so the line keeps the wrapped layout.
 */
function fillWithPips(
  ctx: CanvasRenderingContext2D,
  line: string,
  x: number,
  y: number,
  size: number,
  pips: Readonly<Record<string, CostPip>>,
): void {
  let run = '';
  let cx = x;
  const flush = (): void => {
    if (!run) return;
    ctx.fillText(run, cx, y);
    cx += ctx.measureText(run).width;
    run = '';
  };
  for (const ch of line) {
    const pip = pips[ch];
    if (!pip) {
      run += ch;
      continue;
    }
    flush();
    const w = ctx.measureText(ch).width;
    const r = Math.min(size * 0.42, w * 0.5);
    ctx.save();
    paintCostPip(ctx, pip, cx + w / 2, y + size * 0.58, r, size * 0.7);
    ctx.restore();
    cx += w;
  }
  flush();
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
