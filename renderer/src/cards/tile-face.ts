/**
 * The tile face: how an Orbs card looks on the Bench and on top of a graveyard (issue #14 item
 * 4, "readable without hovering"). Those tiles are drawn about 45–50 CSS px wide at 1280×720,
 * where even the compact face's name comes out at ~7 px, so a tile carries no words at all:
 * the card's picture, its keyword icons and, for an Orb (when `figures`), its attack and health
 * as two big figures. Everything else (name, cost, rules) is in the zoom. The figures are the
 * only text, `TILE_MIN_UNITS` layout units tall (1 unit = 1/100 of the tile's width), so a tile
 * drawn D CSS px wide shows them at TILE_MIN_UNITS × D / 100 px; the table reports that
 * (data-min-text) like the compact face's smallest text.
 */
import { gem, paintCardFrame, paintKeywordBadge, type CardFaceModel } from './card-face';
import { paintArtBox } from './paint-art';

/** The radius of a tile's attack and health figures, in layout units. */
export const TILE_STAT_RADIUS = 19;
/** The figures' font size in layout units (gem() draws its text at 1.25 × its radius). */
export const TILE_MIN_UNITS = TILE_STAT_RADIUS * 1.25;

/**
 * Paint the tile face of `m` filling (0,0)–(w,h); `figures`: draw an Orb's attack and health.
 * Returns the smallest font drawn in canvas pixels, or undefined when it drew no text.
 */
export function paintTileFace(
  ctx: CanvasRenderingContext2D,
  m: CardFaceModel,
  w: number,
  h: number,
  figures: boolean,
): number | undefined {
  const u = w / 100;
  const stats = figures && (m.attack !== null || m.health !== null);
  let smallest = Infinity;
  ctx.save();
  ctx.clearRect(0, 0, w, h);
  paintCardFrame(ctx, m.palette, w, h);
  // The picture fills the tile: it is what tells one benched card from another.
  paintArtBox(ctx, 6 * u, 6 * u, 88 * u, (stats ? 100 : 128) * u, m.art);
  // Keyword icons in a row along the top (no words: the legend names them).
  const n = m.badges.length;
  if (n > 0) {
    const r = Math.min(14 * u, (80 * u) / (2.3 * n));
    m.badges.forEach((b, i) =>
      paintKeywordBadge(
        ctx,
        b,
        94 * u - r - i * r * 2.3,
        6 * u + r,
        r,
        Math.max(1, 1.2 * u),
        false,
      ),
    );
  }
  if (stats) {
    const r = TILE_STAT_RADIUS * u;
    const y = h - r * 1.15 - 1.5 * u;
    if (m.attack !== null)
      smallest = Math.min(
        smallest,
        gem(ctx, r + 2 * u, y, r, '#b3261e', String(m.attack), 'diamond'),
      );
    if (m.health !== null)
      smallest = Math.min(
        smallest,
        gem(ctx, w - r - 2 * u, y, r, '#2e7d32', String(Math.max(0, m.health)), 'shield'),
      );
  }
  ctx.restore();
  return smallest === Infinity ? undefined : smallest;
}
