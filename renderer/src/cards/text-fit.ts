/**
 * Text on a card that always fits: names shrink to their box (never cut), rules text wraps.
 * Both remember their answers, since the same texts are fitted again on every repaint.
 */

/** Answers remembered per cache before it starts over. */
const FITTED_MAX = 4000;

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
