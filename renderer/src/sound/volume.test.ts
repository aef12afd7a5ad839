import { describe, expect, it } from 'vitest';
import {
  DEFAULT_VOLUME,
  clampVolume,
  effectsGain,
  levelToGain,
  mergeVolume,
  musicGain,
  parseSavedVolume,
} from './volume';

describe('volume', () => {
  it('clamps levels into 0..1', () => {
    expect(clampVolume(-0.5)).toBe(0);
    expect(clampVolume(1.7)).toBe(1);
    expect(clampVolume(0.4)).toBe(0.4);
    expect(clampVolume(Infinity)).toBe(1);
    expect(clampVolume(-Infinity)).toBe(0);
  });

  it('rejects NaN and non-numbers with a clear error', () => {
    expect(() => clampVolume(Number.NaN, 'music')).toThrow(/music must be a number/);
    expect(() => clampVolume('0.5' as unknown as number)).toThrow(TypeError);
  });

  it('merges a partial change and leaves the rest', () => {
    const v = mergeVolume(DEFAULT_VOLUME, { effects: 2 });
    expect(v).toEqual({ ...DEFAULT_VOLUME, effects: 1 });
    expect(mergeVolume(v, { music: 0, master: 0.5 })).toEqual({
      ...DEFAULT_VOLUME,
      effects: 1,
      music: 0,
      master: 0.5,
    });
  });

  it('changes nothing when any field is bad', () => {
    const before = { ...DEFAULT_VOLUME };
    expect(() => mergeVolume(before, { effects: 0.1, music: Number.NaN })).toThrow();
    expect(before).toEqual(DEFAULT_VOLUME);
  });

  it('uses a squared curve and silences on mute or zero', () => {
    expect(levelToGain(0.5)).toBeCloseTo(0.25);
    expect(levelToGain(1)).toBe(1);
    expect(effectsGain({ master: 1, effects: 0.5, music: 1, muted: false })).toBeCloseTo(0.25);
    expect(effectsGain({ master: 1, effects: 1, music: 1, muted: true })).toBe(0);
    expect(musicGain({ master: 0, effects: 1, music: 1, muted: false })).toBe(0);
    expect(musicGain({ master: 1, effects: 1, music: 0.5, muted: false })).toBeCloseTo(0.25);
  });

  it('starts with quiet music', () => {
    expect(DEFAULT_VOLUME.music).toBeLessThan(DEFAULT_VOLUME.effects);
  });

  it('reads saved settings field by field, ignoring junk', () => {
    expect(parseSavedVolume(null)).toEqual(DEFAULT_VOLUME);
    expect(parseSavedVolume('not json')).toEqual(DEFAULT_VOLUME);
    expect(parseSavedVolume('{"effects":0.3,"music":"loud","muted":true,"master":7}')).toEqual({
      master: 1,
      effects: 0.3,
      music: DEFAULT_VOLUME.music,
      muted: true,
    });
  });
});
