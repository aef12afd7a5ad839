import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { guardQuit, type QuitEvent } from './quit-guard';

/** Electron's app, as far as quitting goes: quit() emits before-quit, then will-quit, unless prevented. */
class FakeApp extends EventEmitter {
  exited = 0;
  quit(): void {
    for (const name of ['before-quit', 'will-quit'] as const) {
      let prevented = false;
      const e: QuitEvent = { preventDefault: () => (prevented = true) };
      this.emit(name, e);
      if (prevented) return;
    }
    this.exited++;
  }
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('guardQuit', () => {
  it('holds the quit until shutdown has finished, then quits once', async () => {
    const app = new FakeApp();
    let finish!: () => void;
    let calls = 0;
    guardQuit(app, () => {
      calls++;
      return new Promise<void>((r) => (finish = r));
    });
    app.quit();
    expect(app.exited).toBe(0);
    app.quit(); // pressed again while saving
    await tick();
    expect(app.exited).toBe(0);
    expect(calls).toBe(1);
    finish();
    await tick();
    expect(app.exited).toBe(1);
  });

  it('quits even when shutdown fails, and says so', async () => {
    const app = new FakeApp();
    const lines: string[] = [];
    guardQuit(
      app,
      () => Promise.reject(new Error('disk gone')),
      (l) => lines.push(l),
    );
    app.quit();
    await tick();
    await tick();
    expect(app.exited).toBe(1);
    expect(lines.join('\n')).toContain('disk gone');
  });
});
