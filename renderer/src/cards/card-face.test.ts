import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fittingSize } from './card-face';

/** A context whose text width depends on the font size set, monotonic but not proportional. */
function fakeContext(perChar: (size: number) => number) {
  let size = 0;
  let calls = 0;
  const ctx = {
    set font(f: string) {
      size = Number(/(\d+)px/.exec(f)![1]);
    },
    measureText(text: string) {
      calls++;
      return { width: text.length * perChar(size) };
    },
  };
  return { ctx: ctx as unknown as CanvasRenderingContext2D, calls: () => calls };
}

/** The original one-pixel-at-a-time search. */
function reference(
  ctx: CanvasRenderingContext2D,
  text: string,
  maxWidth: number,
  size: number,
): number {
  let s = size;
  ctx.font = `700 ${s}px x`;
  while (s > 6 && ctx.measureText(text).width > maxWidth) {
    s -= 1;
    ctx.font = `700 ${s}px x`;
  }
  return s;
}

// fittingSize remembers answers per font: each case gets a font name of its own.
let fontNo = 0;

describe('fittingSize', () => {
  it('picks the same size as trying every pixel size downwards', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 0, maxLength: 40 }),
        fc.integer({ min: 1, max: 400 }),
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 0, max: 3 }),
        (text, maxWidth, size, wobble) => {
          // Hinting-like wobble: not proportional, still growing with the size.
          const perChar = (s: number) => s * 0.55 + ((s * 7) % 4) * 0.03 * wobble;
          const a = fakeContext(perChar);
          const b = fakeContext(perChar);
          expect(fittingSize(a.ctx, text, maxWidth, size, `font${++fontNo}`)).toBe(
            reference(b.ctx, text, maxWidth, size),
          );
        },
      ),
    );
  });

  it('measures a few times, not once per pixel size', () => {
    const f = fakeContext((s) => s * 0.6);
    // Nothing fits: the 6 px floor, like before.
    expect(fittingSize(f.ctx, 'A rather long card name', 80, 40, 'x')).toBe(6);
    const g = fakeContext((s) => s * 0.6);
    const s = fittingSize(g.ctx, 'Stormcaller', 100, 40, 'y');
    expect(11 * s * 0.6).toBeLessThanOrEqual(100);
    expect(11 * (s + 1) * 0.6).toBeGreaterThan(100);
    expect(g.calls()).toBeLessThanOrEqual(4);
    // Asked again (another look of the same card): remembered, not measured.
    expect(fittingSize(g.ctx, 'Stormcaller', 100, 40, 'y')).toBe(s);
    expect(g.calls()).toBeLessThanOrEqual(4);
  });
});
