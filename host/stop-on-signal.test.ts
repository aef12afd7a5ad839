/**
 * The host always stops on SIGTERM within 5 s (issue #32 item 9): whatever hangs while it
 * closes (a save that never finishes, a file read that never returns), the process exits
 * once the deadline has passed; a close that finishes in time exits at once, with its code.
 */
import { describe, expect, it } from 'vitest';
import { STOP_DEADLINE_MS, stopOnSignals } from './stop-on-signal';

const SIGNAL = 'SIGUSR2' as NodeJS.Signals;
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

function run(close: () => Promise<{ flushed: boolean }>, deadlineMs: number) {
  const exits: { code: number; at: number }[] = [];
  const lines: string[] = [];
  const t0 = Date.now();
  const before = process.listeners(SIGNAL);
  stopOnSignals(
    { close: close as never },
    {
      signals: [SIGNAL],
      deadlineMs,
      log: (l) => lines.push(l),
      exit: (code) => exits.push({ code, at: Date.now() - t0 }),
    },
  );
  const mine = process.listeners(SIGNAL).filter((l) => !before.includes(l));
  return {
    exits,
    lines,
    signal: () => process.emit(SIGNAL, SIGNAL),
    done: () => mine.forEach((l) => process.off(SIGNAL, l)),
  };
}

describe('stopping on a signal', () => {
  it('a close that never finishes: the process exits (1) at the deadline, saying why', async () => {
    const r = run(() => new Promise(() => undefined), 150);
    r.signal();
    await wait(60);
    expect(r.exits).toEqual([]);
    await wait(200);
    r.done();
    expect(r.exits.map((e) => e.code)).toEqual([1]);
    expect(r.lines.join('\n')).toMatch(/not stopped within 150 ms/);
  });

  it('a close that finishes in time exits at once with its code, and only once', async () => {
    const r = run(async () => ({ flushed: true }), 100);
    r.signal();
    await wait(200);
    r.done();
    expect(r.exits.map((e) => e.code)).toEqual([0]);
  });

  it('the default deadline is under 5 s', () => {
    expect(STOP_DEADLINE_MS).toBeLessThan(5000);
  });
});
