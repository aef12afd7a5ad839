/**
 * `window.setFullscreen` through dispatch, built by createServices as the app and the host
 * build it: with a window (Electron) main switches it; without one (browser host) it answers
 * `native: false`; both save the choice in settings.json; a bad payload changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServices } from '../shell/compose';
import { randomComputer } from '../services/game-sessions';
import { countingRules } from '../engine/testing/counting-game';
import type { WindowControl } from './window-handlers';
import { testAppInfoWith } from './fixtures/app-info';
import { openedServices } from '../shell/fixtures/opened-services';

const opened = openedServices('dispose');

function setup(window?: WindowControl) {
  const dir = mkdtempSync(join(tmpdir(), 'cardhall-window-ipc-'));
  const services = createServices({
    dataDir: dir,
    registry: { orbs: countingRules },
    appInfo: testAppInfoWith({ platform: 'test' }),
    push: () => undefined,
    computerDelayMs: 0,
    computer: randomComputer,
    ...(window ? { window } : {}),
  });
  opened.push({ dir, services });
  const savedFullscreen = () => {
    const file = join(dir, 'settings.json');
    return existsSync(file)
      ? (JSON.parse(readFileSync(file, 'utf8')) as { data: { fullscreen: boolean } }).data
          .fullscreen
      : undefined;
  };
  return { services, savedFullscreen };
}

function fakeWindow() {
  const calls: boolean[] = [];
  let full = false;
  const win: WindowControl = {
    setFullScreen: (on) => {
      calls.push(on);
      full = on;
    },
    isFullScreen: () => full,
  };
  return { win, calls };
}

describe('window.setFullscreen', () => {
  it('switches the desktop window and saves the setting', async () => {
    const { win, calls } = fakeWindow();
    const { services, savedFullscreen } = setup(win);
    expect(await services.dispatch('window.setFullscreen', { fullscreen: true })).toEqual({
      ok: true,
      value: { fullscreen: true, native: true },
    });
    expect(calls).toEqual([true]);
    expect(savedFullscreen()).toBe(true);
    expect(await services.saves.getSettings()).toMatchObject({ fullscreen: true });
    // Asking for the state it is already in does not switch it again.
    await services.dispatch('window.setFullscreen', { fullscreen: true });
    expect(calls).toEqual([true]);
    await services.dispatch('window.setFullscreen', { fullscreen: false });
    expect(calls).toEqual([true, false]);
    expect(savedFullscreen()).toBe(false);
  });

  it('without a window (browser host) answers native: false and still saves the choice', async () => {
    const { services, savedFullscreen } = setup();
    expect(await services.dispatch('window.setFullscreen', { fullscreen: true })).toEqual({
      ok: true,
      value: { fullscreen: true, native: false },
    });
    expect(savedFullscreen()).toBe(true);
  });

  it('refuses a bad payload before touching the window or the file', async () => {
    const { win, calls } = fakeWindow();
    const { services, savedFullscreen } = setup(win);
    for (const bad of [
      undefined,
      {},
      { fullscreen: 'yes' },
      { fullscreen: 1 },
      { fullscreen: true, extra: 1 },
    ]) {
      const r = await services.dispatch('window.setFullscreen', bad);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('bad-request');
    }
    expect(calls).toEqual([]);
    expect(savedFullscreen()).toBeUndefined();
  });
});
