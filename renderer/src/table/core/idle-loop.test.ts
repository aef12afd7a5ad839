import { describe, expect, it } from 'vitest';
import { IdleLoop, destroyEvenWhenAsleep, type SleepableLoop } from './idle-loop';

function fakeLoop() {
  const log: string[] = [];
  const loop: SleepableLoop & { running: boolean; started: boolean } = {
    running: true,
    started: true,
    sleep() {
      log.push('sleep');
      this.running = false;
    },
    wake() {
      log.push('wake');
      this.running = true;
    },
    resetDelta() {
      log.push('reset');
    },
  };
  return { loop, log };
}

describe('IdleLoop', () => {
  it('sleeps after the hold once nothing moves, and wakes with a fresh delta', () => {
    const { loop, log } = fakeLoop();
    let now = 0;
    let busy = false;
    const idle = new IdleLoop(
      loop,
      () => busy,
      () => now,
    );
    idle.wake(100);
    now = 50;
    idle.afterFrame();
    expect(loop.running).toBe(true);
    now = 120;
    busy = true;
    idle.afterFrame();
    expect(loop.running).toBe(true);
    busy = false;
    idle.afterFrame();
    expect(loop.running).toBe(false);
    expect(idle.sleeping).toBe(true);
    now = 5000;
    idle.wake();
    expect(loop.running).toBe(true);
    // The pause is not a frame: the delta is reset before the loop restarts.
    expect(log.slice(-2)).toEqual(['reset', 'wake']);
  });

  it('keeps the longest hold asked for', () => {
    const { loop } = fakeLoop();
    let now = 0;
    const idle = new IdleLoop(
      loop,
      () => false,
      () => now,
    );
    idle.wake(500);
    idle.wake(10);
    now = 400;
    idle.afterFrame();
    expect(loop.running).toBe(true);
    now = 501;
    idle.afterFrame();
    expect(loop.running).toBe(false);
  });

  it('never restarts the loop once disposed', () => {
    const { loop } = fakeLoop();
    const idle = new IdleLoop(
      loop,
      () => false,
      () => 1000,
    );
    idle.afterFrame();
    expect(loop.running).toBe(false);
    idle.dispose();
    idle.wake();
    expect(loop.running).toBe(false);
  });
});

describe('destroyEvenWhenAsleep', () => {
  function fakeGame(running: boolean) {
    const { loop, log } = fakeLoop();
    loop.running = running;
    let onDestroy: (() => void) | null = null;
    const game = {
      loop,
      destroyed: 0,
      destroy(_removeCanvas: boolean) {
        this.destroyed++;
      },
      events: { once: (_e: 'destroy', fn: () => void) => (onDestroy = fn) },
    };
    destroyEvenWhenAsleep(game);
    return { game, log, fireDestroy: () => onDestroy?.() };
  }

  it('wakes a sleeping loop so the destroy runs', () => {
    const { game, log } = fakeGame(false);
    game.destroy(true);
    expect(game.destroyed).toBe(1);
    expect(log).toContain('wake');
  });

  it('leaves a running loop alone, and a destroyed loop cannot be woken', () => {
    const { game, log, fireDestroy } = fakeGame(true);
    game.destroy(true);
    expect(log).not.toContain('wake');
    fireDestroy();
    game.loop.running = false;
    game.loop.wake();
    expect(game.loop.running).toBe(false);
  });
});
