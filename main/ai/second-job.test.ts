/** The second job of the decision-time measurements really runs, and really stops. */
import { describe, expect, it } from 'vitest';
import { startSecondJob } from './second-job';

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('second job', () => {
  it('starts a busy child process and stops it', async () => {
    const job = await startSecondJob();
    expect(alive(job.pid)).toBe(true);
    await job.stop();
    expect(alive(job.pid)).toBe(false);
    await job.stop(); // idempotent
  });
});
