import { describe, expect, it } from 'vitest';
import { SettledSignal } from './settled';

describe('SettledSignal', () => {
  it('is settled only after a quiet frame, and reports only changes', () => {
    const s = new SettledSignal();
    const heard: boolean[] = [];
    s.onChange((v) => heard.push(v));
    expect(heard).toEqual([false]);
    s.frame(false);
    expect(s.settled).toBe(false);
    s.frame(true);
    s.frame(true);
    expect(s.settled).toBe(true);
    s.stir();
    expect(s.settled).toBe(false);
    s.frame(true);
    expect(heard).toEqual([false, true, false, true]);
  });
});
