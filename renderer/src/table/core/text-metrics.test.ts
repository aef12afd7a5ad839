import { describe, expect, it } from 'vitest';
import { fontOf, measured } from './text-metrics';

describe('Phaser text metrics', () => {
  it('builds the font string the way Phaser does, with its defaults', () => {
    expect(fontOf({ fontFamily: 'Georgia', fontSize: '12px', fontStyle: 'bold' })).toBe(
      'bold 12px Georgia',
    );
    expect(fontOf({ fontFamily: 'Georgia', fontSize: 14 })).toBe('14px Georgia');
    expect(fontOf({})).toBe('16px Courier');
  });

  it('leaves a style that already has metrics or a font shorthand alone', () => {
    const m = { ascent: 10, descent: 3, fontSize: 13 };
    const withMetrics = { fontFamily: 'x', metrics: m };
    expect(measured(withMetrics)).toBe(withMetrics);
    const shorthand = { font: '12px x' };
    expect(measured(shorthand)).toBe(shorthand);
  });
});

describe('table texts keep their measured metrics', () => {
  it('no table code calls setStroke (it measures the font again on a canvas of its own)', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const root = join(__dirname, '..');
    const files = (readdirSync(root, { recursive: true }) as string[]).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
    );
    expect(files.length).toBeGreaterThan(20);
    const calls = files.filter((f) => readFileSync(join(root, f), 'utf8').includes('.setStroke('));
    expect(calls, 'put stroke and strokeThickness in the style given to measured()').toEqual([]);
  });
});
