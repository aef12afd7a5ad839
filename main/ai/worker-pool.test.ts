/**
 * The worker pool's warm-up (issue #19 item 2: no cold decision after a cancellation): a
 * worker the pool starts for `warm()`, or to replace one terminated by a cancelled job, gets
 * the warm-up message before any job. A fixture worker counts the warm-up messages it saw.
 */
import { describe, expect, it } from 'vitest';
import { createWorkerPool } from './worker-pool';

const workerUrl = new URL('./worker-pool.fixture.mjs', import.meta.url);

describe('worker pool warm-up', () => {
  it('warm() starts each worker with the warm-up message', async () => {
    const pool = createWorkerPool({ workers: 2, workerUrl, warmMessage: { kind: 'warm' } });
    try {
      await pool.warm();
      const [a, b] = await Promise.all([
        pool.run<{ warmed: number }>({ kind: 'echo' }),
        pool.run<{ warmed: number }>({ kind: 'echo' }),
      ]);
      expect([a.warmed, b.warmed]).toEqual([1, 1]);
    } finally {
      await pool.dispose();
    }
  });

  it('a worker terminated by a cancelled job is replaced and warmed before the next job', async () => {
    const pool = createWorkerPool({ workers: 1, workerUrl, warmMessage: { kind: 'warm' } });
    try {
      const ctrl = new AbortController();
      const hung = pool.run({ kind: 'hang' }, ctrl.signal);
      // `run` hands the job to the idle slot at once (a lazily started worker, not warmed).
      ctrl.abort();
      await expect(hung).rejects.toMatchObject({ name: 'AbortError' });
      const r = await pool.run<{ warmed: number }>({ kind: 'echo' });
      expect(r.warmed).toBe(1);
    } finally {
      await pool.dispose();
    }
  });

  it('without a warm-up message nothing is sent ahead of the jobs', async () => {
    const pool = createWorkerPool({ workers: 1, workerUrl });
    try {
      await pool.warm();
      const r = await pool.run<{ warmed: number }>({ kind: 'echo' });
      expect(r.warmed).toBe(0);
    } finally {
      await pool.dispose();
    }
  });
});
