/**
 * Phaser Text styles with their font metrics filled in (`measured(style)`).
 *
 * Without `metrics`, every new Phaser Text measures its font on a pooled canvas with a 2D
 * context of its own. The Orbs table makes dozens of Texts per card face and per view, and
 * that measurement was most of the cost of a new Text (profiled in headless Chromium on the
 * loaded 2-core bench box: 28 of 31 ms of Text creation in one frame). Here each font is
 * measured once, the way Phaser does it (the actual bounding box of its test string with the
 * same font string), so the texts come out the same.
 */
import type Phaser from 'phaser';

type Style = Phaser.Types.GameObjects.Text.TextStyle;
type Metrics = Phaser.Types.GameObjects.Text.TextMetrics;

/** Phaser's default test string for font metrics. */
const TEST = '|MÉqgy';
const known = new Map<string, Metrics>();
let ctx: CanvasRenderingContext2D | null = null;

/** Phaser's font string for a style: `${fontStyle} ${fontSize} ${fontFamily}` with its defaults. */
export function fontOf(style: Style): string {
  const size =
    typeof style.fontSize === 'number' ? `${style.fontSize}px` : (style.fontSize ?? '16px');
  return [style.fontStyle ?? '', size, style.fontFamily ?? 'Courier'].join(' ').trim();
}

export function measured(style: Style): Style {
  if (style.metrics || style.font) return style;
  const font = fontOf(style);
  let m = known.get(font);
  if (!m) {
    ctx ??=
      typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
    if (!ctx) return style;
    ctx.font = font;
    ctx.textBaseline = 'alphabetic';
    const t = ctx.measureText(TEST);
    // Old engines without bounding boxes: let Phaser measure by pixels as before.
    if (!('actualBoundingBoxAscent' in t)) return style;
    m = {
      ascent: t.actualBoundingBoxAscent,
      descent: t.actualBoundingBoxDescent,
      fontSize: t.actualBoundingBoxAscent + t.actualBoundingBoxDescent,
    };
    known.set(font, m);
  }
  return { ...style, metrics: m };
}
