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
