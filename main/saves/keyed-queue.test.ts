import { describe, expect, it } from 'vitest';
import { KeyedQueue } from './keyed-queue';

const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('KeyedQueue', () => {
  it('runs jobs on one key one at a time, in call order', async () => {
    const q = new KeyedQueue();
    const log: string[] = [];
    const job = (name: string, ms: number) => async () => {
      log.push(`start ${name}`);
      await tick(ms);
      log.push(`end ${name}`);
      return name;
    };
    const results = await Promise.all([
      q.run('a', job('1', 20)),
      q.run('a', job('2', 1)),
      q.run('a', job('3', 5)),
    ]);
    expect(results).toEqual(['1', '2', '3']);
    expect(log).toEqual(['start 1', 'end 1', 'start 2', 'end 2', 'start 3', 'end 3']);
  });

  it('runs different keys in parallel', async () => {
    const q = new KeyedQueue();
    const log: string[] = [];
    await Promise.all([
      q.run('a', async () => {
        log.push('a start');
        await tick(20);
        log.push('a end');
      }),
      q.run('b', async () => {
        log.push('b start');
        await tick(1);
        log.push('b end');
      }),
    ]);
    expect(log).toEqual(['a start', 'b start', 'b end', 'a end']);
  });

  it('a failing job rejects its own promise only', async () => {
    const q = new KeyedQueue();
    const failing = q.run('a', async () => {
      throw new Error('boom');
    });
    const next = q.run('a', async () => 'ok');
    await expect(failing).rejects.toThrow('boom');
    await expect(next).resolves.toBe('ok');
    await q.idle();
  });
});
