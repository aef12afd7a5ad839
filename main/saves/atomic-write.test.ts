import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AtomicWriter, defaultAtomicWriter, writeAtomicWithRetry } from './atomic-write';

const fsError = (code: string) => Object.assign(new Error(`${code}: simulated`), { code });
const fast = { attempts: 5, firstDelayMs: 1, maxDelayMs: 4 };

describe('writeAtomicWithRetry', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'cardhall-aw-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes the file and leaves no temp file', async () => {
    const f = join(dir, 'a.json');
    await writeAtomicWithRetry(f, '{"x":1}');
    await writeAtomicWithRetry(f, '{"x":2}');
    expect(await readFile(f, 'utf8')).toBe('{"x":2}');
    expect(await readdir(dir)).toEqual(['a.json']);
  });

  for (const code of ['EPERM', 'EBUSY', 'EACCES']) {
    it(`retries a rename that fails with ${code} (Windows scanners) and then succeeds`, async () => {
      let calls = 0;
      const flaky: AtomicWriter = async (file, text) => {
        calls++;
        if (calls <= 2) throw fsError(code);
        await defaultAtomicWriter(file, text);
      };
      const f = join(dir, 'b.json');
      await writeAtomicWithRetry(f, 'new', flaky, fast);
      expect(calls).toBe(3);
      expect(await readFile(f, 'utf8')).toBe('new');
    });
  }

  it('gives up after the last attempt with the original error', async () => {
    let calls = 0;
    const always: AtomicWriter = async () => {
      calls++;
      throw fsError('EBUSY');
    };
    await expect(
      writeAtomicWithRetry(join(dir, 'c.json'), 'x', always, fast),
    ).rejects.toMatchObject({ code: 'EBUSY' });
    expect(calls).toBe(5);
  });

  it('does not retry other errors', async () => {
    let calls = 0;
    const full: AtomicWriter = async () => {
      calls++;
      throw fsError('ENOSPC');
    };
    await expect(writeAtomicWithRetry(join(dir, 'd.json'), 'x', full, fast)).rejects.toMatchObject({
      code: 'ENOSPC',
    });
    expect(calls).toBe(1);
  });
});
