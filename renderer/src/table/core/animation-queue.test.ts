import { describe, expect, it } from 'vitest';
import { AnimationQueue } from './animation-queue';

const tick = () => new Promise<void>((r) => setTimeout(r, 0));

describe('AnimationQueue', () => {
  it('runs jobs one after another, in order, and is settled only when all are done', async () => {
    const q = new AnimationQueue();
    const log: string[] = [];
    const changes: boolean[] = [];
    q.onChange((s) => changes.push(s));
    let release!: () => void;
    const a = q.run(async () => {
      log.push('a start');
      await new Promise<void>((r) => (release = r));
      log.push('a end');
    });
    const b = q.run(async () => {
      log.push('b');
    });
    await tick();
    expect(q.settled).toBe(false);
    expect(log).toEqual(['a start']);
    release();
    await Promise.all([a, b]);
    expect(log).toEqual(['a start', 'a end', 'b']);
    expect(q.settled).toBe(true);
    expect(changes).toEqual([false, true]);
  });

  it('a failing job does not stall the queue', async () => {
    const q = new AnimationQueue();
    let ran = false;
    await Promise.all([
      q.run(async () => {
        throw new Error('boom');
      }),
      q.run(async () => {
        ran = true;
      }),
    ]);
    expect(ran).toBe(true);
    expect(q.settled).toBe(true);
  });
});
