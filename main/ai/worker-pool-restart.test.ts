/**
 * A dead AI worker (issue #33 item 3): real worker threads that exit mid-job. The pool starts a
 * fresh worker and gives it the job once more; a second death fails the job; both are reported.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createWorkerPool } from './worker-pool';

const workerUrl = new URL('./worker-pool.fixture.mjs', import.meta.url);
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));
const flagFile = () => {
  const d = mkdtempSync(join(tmpdir(), 'cardhall-worker-'));
  dirs.push(d);
  return join(d, 'crashed-once');
};

describe('worker pool restart', () => {
  it('a worker that dies mid-job is replaced and the job retried once, and it is reported', async () => {
    const failures: [string, boolean][] = [];
    const pool = createWorkerPool({
      workers: 1,
      workerUrl,
      onWorkerFailure: (err, retried) => failures.push([err.message, retried]),
    });
    try {
      const r = await pool.run({ kind: 'crash', crashes: 1, survivorFlag: flagFile() });
      expect(r).toBe('survived');
      expect(failures).toEqual([['AI worker exited with code 3', true]]);
      // The slot works on afterwards.
      await expect(pool.run({ kind: 'echo' })).resolves.toEqual({ warmed: 0 });
    } finally {
      await pool.dispose();
    }
  });

  it('a job whose worker dies twice fails with the error, and the pool still serves', async () => {
    const failures: boolean[] = [];
    const pool = createWorkerPool({
      workers: 1,
      workerUrl,
      onWorkerFailure: (_err, retried) => failures.push(retried),
    });
    try {
      await expect(
        pool.run({ kind: 'crash', crashes: 2, survivorFlag: flagFile() }),
      ).rejects.toThrow('AI worker exited with code 3');
      expect(failures).toEqual([true, false]);
      await expect(pool.run({ kind: 'echo' })).resolves.toEqual({ warmed: 0 });
    } finally {
      await pool.dispose();
    }
  });
});
