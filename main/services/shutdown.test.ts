import { describe, expect, it } from 'vitest';
import { flushWithin } from './shutdown';

function fakeSaves(
  flushMs: number | null,
  pending = { games: ['g-1'], files: ['games/g-1.json'] },
) {
  let done = false;
  return {
    flush: () =>
      flushMs === null
        ? new Promise<void>(() => undefined)
        : new Promise<void>((r) =>
            setTimeout(() => {
              done = true;
              r();
            }, flushMs),
          ),
    pending: () => (done ? { games: [], files: [] } : pending),
  };
}

describe('flushWithin', () => {
  it('waits for queued saves that finish in time', async () => {
    const lines: string[] = [];
    const r = await flushWithin(fakeSaves(20), { timeoutMs: 2000, log: (l) => lines.push(l) });
    expect(r.flushed).toBe(true);
    expect(r.lost).toEqual({ games: [], files: [] });
    expect(r.waitedMs).toBeGreaterThanOrEqual(15);
    expect(lines.join('\n')).toContain('finished queued saves');
  });

  it('gives up at the deadline and logs what was not saved', async () => {
    const lines: string[] = [];
    const t0 = Date.now();
    const r = await flushWithin(fakeSaves(null), { timeoutMs: 50, log: (l) => lines.push(l) });
    expect(Date.now() - t0).toBeLessThan(1000);
    expect(r.flushed).toBe(false);
    expect(r.lost).toEqual({ games: ['g-1'], files: ['games/g-1.json'] });
    expect(lines.join('\n')).toMatch(/not saved: games g-1; files games\/g-1\.json/);
  });

  it('logs nothing when there was nothing to save', async () => {
    const lines: string[] = [];
    const r = await flushWithin(fakeSaves(0, { games: [], files: [] }), {
      timeoutMs: 50,
      log: (l) => lines.push(l),
    });
    expect(r.flushed).toBe(true);
    expect(lines).toEqual([]);
  });
});
