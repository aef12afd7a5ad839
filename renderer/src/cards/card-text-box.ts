/**
 * The text box of a full face: keyword names centred (Clash), or keywords then rules text
 * with inline energy pips and flavour if room is left (Orbs), shrunk until it all fits.
 */
import { roundRectPath as roundRect } from './paint-art';
import { CARD_FONT as FONT, type CostPip } from './card-model';
import { paintCostPip } from './gems';
import { fitText, wrapText } from './text-fit';

/** Keyword names centred in the text box (Clash). */
export function paintLines(ctx: CanvasRenderingContext2D, given: string[], u: number): void {
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
 * Keywords (bold) then the rules text, wrapped in the box (x, y, w, h); the font shrinks
 * until everything fits, so no rule is ever cut (Orbs).
 */
export function paintRules(
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
