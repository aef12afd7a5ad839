import { describe, expect, it } from 'vitest';
import { ATTACK_TILT, cardPose, EXHAUSTED_TILT } from './pose';

describe('card pose', () => {
  it('keeps attacking and exhausted Orbs upright: a tilt under 15°, never a quarter turn', () => {
    for (const c of [{ attacking: true, exhausted: true }, { exhausted: true }, {}]) {
      expect(Math.abs(cardPose(c).angle)).toBeLessThan(15);
    }
  });

  it('marks an attacker with a red glow and crossed swords, leaning forward', () => {
    expect(cardPose({ attacking: true, exhausted: true })).toEqual({
      angle: ATTACK_TILT,
      glow: 'attack',
      veil: false,
      mark: 'attack',
    });
  });

  it('marks a spent Orb with a veil and its tag, leaning back', () => {
    expect(cardPose({ exhausted: true })).toEqual({
      angle: EXHAUSTED_TILT,
      glow: null,
      veil: true,
      mark: 'exhausted',
    });
  });

  it('leaves a ready card as it is', () => {
    expect(cardPose({})).toEqual({ angle: 0, glow: null, veil: false, mark: null });
  });
});
