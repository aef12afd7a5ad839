import { describe, expect, it } from 'vitest';
import { watchRenderer, type RecoveryReason, type WatchedPage } from './renderer-recovery';

/** A stand-in page: fires Electron's events on demand and records what the watcher did. */
function standInPage() {
  const listeners = {
    gone: [] as ((r: string) => void)[],
    unresponsive: [] as (() => void)[],
    responsive: [] as (() => void)[],
  };
  const recovered: RecoveryReason[] = [];
  const page: WatchedPage = {
    onGone: (l) => listeners.gone.push(l),
    onUnresponsive: (l) => listeners.unresponsive.push(l),
    onResponsive: (l) => listeners.responsive.push(l),
    recover: (r) => recovered.push(r),
    isDestroyed: () => false,
  };
  return {
    page,
    recovered,
    gone: (r: string) => listeners.gone.forEach((l) => l(r)),
    hang: () => listeners.unresponsive.forEach((l) => l()),
    wake: () => listeners.responsive.forEach((l) => l()),
  };
}

function clock() {
  let t = 0;
  const timers = new Map<number, { at: number; fn: () => void }>();
  let next = 1;
  return {
    now: () => t,
    setTimer: (fn: () => void, ms: number) => {
      timers.set(next, { at: t + ms, fn });
      return next++;
    },
    clearTimer: (id: unknown) => void timers.delete(id as number),
    advance(ms: number) {
      t += ms;
      for (const [id, timer] of [...timers]) {
        if (timer.at <= t) {
          timers.delete(id);
          timer.fn();
        }
      }
    },
  };
}

function setup(extra: { maxReloads?: number } = {}) {
  const p = standInPage();
  const c = clock();
  const log: string[] = [];
  let gaveUp = 0;
  watchRenderer(p.page, {
    log: (l) => log.push(l),
    giveUp: () => gaveUp++,
    hangGraceMs: 8000,
    windowMs: 60_000,
    ...extra,
    now: c.now,
    setTimer: c.setTimer,
    clearTimer: c.clearTimer,
  });
  return { ...p, clock: c, log, gaveUp: () => gaveUp };
}

describe('renderer crash recovery (issue #33 item 3)', () => {
  it('a crashed renderer is reloaded with the reason, and it is logged', () => {
    const s = setup();
    s.gone('crashed');
    expect(s.recovered).toEqual(['crashed']);
    expect(s.log[0]).toMatch(/crashed \(crashed\); reloading/);
  });

  it('a normal close (clean-exit) is not a crash', () => {
    const s = setup();
    s.gone('clean-exit');
    expect(s.recovered).toEqual([]);
  });

  it('a hung page is reloaded after the grace period', () => {
    const s = setup();
    s.hang();
    s.clock.advance(7999);
    expect(s.recovered).toEqual([]);
    s.clock.advance(1);
    expect(s.recovered).toEqual(['hung']);
  });

  it('the renderer killed to end a hang is not counted as a second crash', () => {
    const s = setup();
    s.hang();
    s.clock.advance(8000);
    s.gone('killed');
    expect(s.recovered).toEqual(['hung']);
    s.gone('killed'); // a later kill by someone else is a failure again
    expect(s.recovered).toEqual(['hung', 'crashed']);
  });

  it('a page that answers again within the grace period is left alone', () => {
    const s = setup();
    s.hang();
    s.clock.advance(5000);
    s.wake();
    s.clock.advance(10_000);
    expect(s.recovered).toEqual([]);
  });

  it('gives up after three failures within a minute instead of reloading forever', () => {
    const s = setup({ maxReloads: 3 });
    for (let i = 0; i < 4; i++) {
      s.gone('oom');
      s.clock.advance(1000);
    }
    expect(s.recovered).toEqual(['crashed', 'crashed', 'crashed']);
    expect(s.gaveUp()).toBe(1);
    s.gone('oom');
    expect(s.gaveUp()).toBe(1);
  });

  it('failures spread over time do not count against the limit', () => {
    const s = setup({ maxReloads: 3 });
    for (let i = 0; i < 6; i++) {
      s.gone('crashed');
      s.clock.advance(30_000);
    }
    expect(s.recovered).toHaveLength(6);
    expect(s.gaveUp()).toBe(0);
  });
});
