import { describe, expect, it } from 'vitest';
import { get } from 'svelte/store';
import { createFullscreen, type FullscreenDeps } from './fullscreen';
import { DEFAULT_SETTINGS } from '../../../main/saves/kinds/settings';

type Call = { channel: string; arg: unknown };

function fakeApi(saved: { fullscreen: boolean }, native: boolean) {
  const calls: Call[] = [];
  const pushes = new Map<string, (p: { fullscreen: boolean }) => void>();
  const api = {
    invoke: async (channel: string, arg?: unknown) => {
      calls.push({ channel, arg });
      if (channel === 'settings.get') return { ok: true, value: { ...DEFAULT_SETTINGS, ...saved } };
      if (channel === 'window.setFullscreen')
        return {
          ok: true,
          value: { fullscreen: (arg as { fullscreen: boolean }).fullscreen, native },
        };
      return { ok: false, error: { code: 'unknown-channel', message: channel } };
    },
    on: (event: string, listener: (p: { fullscreen: boolean }) => void) => {
      pushes.set(event, listener);
      return () => pushes.delete(event);
    },
  } as unknown as NonNullable<FullscreenDeps['api']>;
  return { api, calls, push: (p: { fullscreen: boolean }) => pushes.get('window.fullscreen')?.(p) };
}

function fakeDom(opts: { refuse?: boolean } = {}) {
  let full = false;
  const watchers = new Set<() => void>();
  const gestures: (() => void)[] = [];
  const change = (on: boolean) => {
    full = on;
    watchers.forEach((w) => w());
  };
  const dom: FullscreenDeps['dom'] = {
    isFullscreen: () => full,
    request: async () => {
      if (opts.refuse) throw new Error('refused');
      change(true);
    },
    exit: async () => change(false),
    watch: (w) => (watchers.add(w), () => watchers.delete(w)),
    onFirstGesture: (l) => (gestures.push(l), () => undefined),
  };
  return { dom, change, gesture: () => gestures.splice(0).forEach((g) => g()), isFull: () => full };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('fullscreen in the desktop app (main switches the window)', () => {
  it('shows the restored state, asks main to switch, and follows the window pushes (F11)', async () => {
    const a = fakeApi({ fullscreen: true }, true);
    const d = fakeDom();
    const fs = createFullscreen({ api: a.api, nativeWindow: true, dom: d.dom });
    await tick();
    expect(get(fs.state)).toBe(true);
    await fs.set(false);
    expect(a.calls.filter((c) => c.channel === 'window.setFullscreen')).toEqual([
      { channel: 'window.setFullscreen', arg: { fullscreen: false } },
    ]);
    expect(get(fs.state)).toBe(false);
    expect(d.isFull()).toBe(false); // the document API is not used
    a.push({ fullscreen: true });
    expect(get(fs.state)).toBe(true);
  });
});

describe('fullscreen in the browser host (Fullscreen API)', () => {
  it('switches the document, shows the real state and saves every change, Escape included', async () => {
    const a = fakeApi({ fullscreen: false }, false);
    const d = fakeDom();
    const fs = createFullscreen({ api: a.api, nativeWindow: false, dom: d.dom });
    await fs.set(true);
    expect(d.isFull()).toBe(true);
    expect(get(fs.state)).toBe(true);
    d.change(false); // the player pressed Escape
    expect(get(fs.state)).toBe(false);
    const saved = a.calls.filter((c) => c.channel === 'window.setFullscreen').map((c) => c.arg);
    expect(saved).toEqual([{ fullscreen: true }, { fullscreen: false }]);
  });

  it('saves the new state even when the request settles before the change event', async () => {
    const a = fakeApi({ fullscreen: false }, false);
    const d = fakeDom();
    let full = false;
    const quiet: FullscreenDeps['dom'] = {
      ...d.dom,
      isFullscreen: () => full,
      request: async () => void (full = true),
    };
    const fs = createFullscreen({ api: a.api, nativeWindow: false, dom: quiet });
    await fs.set(true);
    expect(get(fs.state)).toBe(true);
    expect(a.calls.filter((c) => c.channel === 'window.setFullscreen').map((c) => c.arg)).toEqual([
      { fullscreen: true },
    ]);
  });

  it('a refused request leaves the toggle off and saves nothing', async () => {
    const a = fakeApi({ fullscreen: false }, false);
    const d = fakeDom({ refuse: true });
    const fs = createFullscreen({ api: a.api, nativeWindow: false, dom: d.dom });
    await fs.set(true);
    expect(get(fs.state)).toBe(false);
    expect(a.calls.some((c) => c.channel === 'window.setFullscreen')).toBe(false);
  });

  it('a saved "on" is restored at the first user gesture', async () => {
    const a = fakeApi({ fullscreen: true }, false);
    const d = fakeDom();
    const fs = createFullscreen({ api: a.api, nativeWindow: false, dom: d.dom });
    await tick();
    expect(get(fs.state)).toBe(false); // not yet: browsers need a gesture
    d.gesture();
    await tick();
    expect(get(fs.state)).toBe(true);
  });
});
