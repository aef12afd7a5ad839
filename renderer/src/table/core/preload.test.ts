import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadWhenIdle } from './preload';

describe('preloadWhenIdle', () => {
  afterEach(() => vi.useRealTimers());

  it('runs the steps later, one after another, and a failing step does not stop the next', async () => {
    vi.useFakeTimers();
    const ran: string[] = [];
    preloadWhenIdle(
      () => ran.push('a'),
      () => Promise.reject(new Error('offline')),
      () => ran.push('c'),
    );
    expect(ran).toEqual([]);
    await vi.runAllTimersAsync();
    expect(ran).toEqual(['a', 'c']);
  });

  it('does nothing once cancelled', async () => {
    vi.useFakeTimers();
    const ran: string[] = [];
    const cancel = preloadWhenIdle(() => ran.push('a'));
    cancel();
    await vi.runAllTimersAsync();
    expect(ran).toEqual([]);
  });
});
