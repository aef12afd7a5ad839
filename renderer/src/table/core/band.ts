/**
 * Where a banner or prompt goes over a battle table: centred in the band the table keeps free
 * between the two play rows (orbs layout.ts `band`, reported in canvas pixels), so it never
 * covers either player's cards (issue #30). Pure: a CSS style string for the element.
 */
import type { Rect } from './layout';

/** Inline style centring an element in `band` (canvas px = CSS px of the table area). */
export function bandStyle(band: Rect | null | undefined): string | undefined {
  if (!band) return undefined;
  const px = (v: number) => `${Math.round(v)}px`;
  return [
    `left:${px(band.x + band.w / 2)}`,
    `top:${px(band.y + band.h / 2)}`,
    `max-width:${px(band.w)}`,
    `max-height:${px(band.h)}`,
    'transform:translate(-50%,-50%)',
  ].join(';');
}
