import { afterEach, describe, expect, it, vi } from 'vitest';
import { IdleQueue } from './idle-queue';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('IdleQueue', () => {
  it('without requestIdleCallback, still works through its jobs on timers', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const done: string[] = [];
    const q = new IdleQueue<string>((j) => done.push(j));
    q.add('a', 'A');
    q.add('b', 'B');
    q.add('a', 'A2'); // a job already waiting is replaced
    q.start();
    expect(done).toEqual([]);
    vi.advanceTimersByTime(1000);
    expect(done).toEqual(['A2', 'B']);
    expect(q.size).toBe(0);
  });

  it('runs a job only while the idle period has room, the rest in later periods', () => {
    const periods: ((d: { timeRemaining(): number }) => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (cb: (d: { timeRemaining(): number }) => void) => {
      periods.push(cb);
      return periods.length;
    });
    const done: number[] = [];
    const q = new IdleQueue<number>((j) => done.push(j));
    for (let i = 0; i < 3; i++) q.add(String(i), i);
    q.start();
    // Room for one job: 25 ms left before it, 5 ms (under the 10 ms margin) after it.
    const left = [25, 5];
    periods.shift()!({ timeRemaining: () => left.shift() ?? 0 });
    expect(done).toEqual([0]);
    periods.shift()!({ timeRemaining: () => 50 });
    expect(done).toEqual([0, 1, 2]);
    expect(periods).toHaveLength(0);
  });
});
