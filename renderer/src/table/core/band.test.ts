import { describe, expect, it } from 'vitest';
import { bandStyle } from './band';

describe('band style', () => {
  it('centres the element in the band and keeps it inside', () => {
    expect(bandStyle({ x: 20, y: 200, w: 600, h: 50 })).toBe(
      'left:320px;top:225px;max-width:600px;max-height:50px;transform:translate(-50%,-50%)',
    );
  });
  it('leaves the element where its own CSS puts it without a band', () => {
    expect(bandStyle(null)).toBeUndefined();
  });
});
