import { describe, expect, it } from 'vitest';
import { get } from 'svelte/store';
import { reduceMotion } from './settings';
import { SPEEDS, SPEED_FACTOR, effectiveFactor, setSpeed, speedFactor } from './speed';

describe('the one animation speed table', () => {
  it('has one factor per speed, slower to faster', () => {
    expect(Object.keys(SPEED_FACTOR).sort()).toEqual([...SPEEDS].sort());
    expect(SPEED_FACTOR.slow).toBeGreaterThan(SPEED_FACTOR.normal);
    expect(SPEED_FACTOR.normal).toBeGreaterThan(SPEED_FACTOR.fast);
    expect(SPEED_FACTOR.instant).toBe(0);
  });

  it('reduce motion caps every speed at fast', () => {
    for (const s of SPEEDS) expect(effectiveFactor(s, true)).toBeLessThanOrEqual(SPEED_FACTOR.fast);
    expect(effectiveFactor('slow', false)).toBe(SPEED_FACTOR.slow);
  });

  it('the store follows the chosen speed', () => {
    setSpeed('slow');
    expect(get(speedFactor)).toBe(effectiveFactor('slow', get(reduceMotion)));
    setSpeed('instant');
    expect(get(speedFactor)).toBe(0);
    setSpeed('normal');
  });
});
