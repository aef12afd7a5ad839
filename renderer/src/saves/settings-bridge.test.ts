import { describe, expect, it } from 'vitest';
import { get, writable } from 'svelte/store';
import { startSettingsSync, type SettingsBindings, type SettingsIo } from './settings-bridge';
import {
  DEFAULT_SETTINGS,
  type Settings,
  type SettingsPatch,
} from '../../../main/saves/kinds/settings';
import type { Language } from '../i18n/catalogues';

function bindings() {
  const language = writable<Language>('en');
  const reduce = writable(false);
  const speed = writable<Settings['animationSpeed']>('normal');
  const volume = writable({ master: 0.8, effects: 0.5, music: 0.5, muted: false });
  let scale = 1;
  const watchers = new Set<() => void>();
  const b: SettingsBindings = {
    language: { store: language, set: (l) => language.set(l), system: () => ['en-US'] },
    reduceMotion: { store: reduce, set: (on) => reduce.set(on), systemPrefers: () => false },
    speed: { store: speed, set: (s) => speed.set(s) },
    volume: { store: volume, set: (c) => volume.update((v) => ({ ...v, ...c })) },
    textScale: {
      get: () => scale,
      set: (f) => {
        scale = f;
        watchers.forEach((w) => w());
      },
      watch: (w) => (watchers.add(w), () => watchers.delete(w)),
    },
  };
  return {
    b,
    language,
    reduce,
    speed,
    volume,
    setScale: (f: number) => b.textScale!.set(f),
    scale: () => scale,
  };
}

function io(saved: Settings | null) {
  const sent: SettingsPatch[] = [];
  const x: SettingsIo = {
    fetch: async () => saved,
    defaults: async () => ({ ...DEFAULT_SETTINGS }),
    persist: async (p) => (sent.push(p), saved),
  };
  return { x, sent };
}

describe('settings bridge', () => {
  it('applies the saved settings to the stores without sending them back', async () => {
    const s = bindings();
    const { x, sent } = io({
      ...DEFAULT_SETTINGS,
      language: 'cs',
      reducedMotion: 'on',
      animationSpeed: 'fast',
      masterVolume: 0.6,
      soundVolume: 0.2,
      musicVolume: 0.1,
      muted: true,
      textScale: 1.5,
    });
    const r = await startSettingsSync(s.b, x);
    expect(r.source).toBe('saves');
    expect(get(s.language)).toBe('cs');
    expect(get(s.reduce)).toBe(true);
    expect(get(s.speed)).toBe('fast');
    expect(get(s.volume)).toEqual({ master: 0.6, effects: 0.2, music: 0.1, muted: true });
    expect(s.scale()).toBe(1.5);
    expect(sent).toEqual([]);
  });

  it('leaves the local values alone for settings the player never chose (still at their defaults)', async () => {
    const s = bindings();
    s.language.set('cs');
    s.speed.set('instant');
    const { x, sent } = io({ ...DEFAULT_SETTINGS });
    expect((await startSettingsSync(s.b, x)).source).toBe('saves');
    expect(get(s.language)).toBe('cs');
    expect(get(s.speed)).toBe('instant');
    expect(get(s.volume)).toEqual({ master: 0.8, effects: 0.5, music: 0.5, muted: false });
    expect(sent).toEqual([]);
  });

  it('sends each change the player makes', async () => {
    const s = bindings();
    const { x, sent } = io({ ...DEFAULT_SETTINGS });
    await startSettingsSync(s.b, x);
    s.language.set('cs');
    s.reduce.set(true);
    s.speed.set('slow');
    s.volume.set({ master: 0.8, effects: 0.333, music: 0.5, muted: false });
    s.volume.update((v) => ({ ...v, master: 0.4 }));
    s.volume.update((v) => ({ ...v, muted: true }));
    s.setScale(1.25);
    expect(sent).toEqual([
      { language: 'cs' },
      { reducedMotion: 'on' },
      { animationSpeed: 'slow' },
      { soundVolume: 0.33, musicVolume: 0.5 },
      { masterVolume: 0.4 },
      { muted: true },
      { textScale: 1.25 },
    ]);
  });

  it('falls back to the local values when main does not answer', async () => {
    const s = bindings();
    s.language.set('cs');
    const { x, sent } = io(null);
    const r = await startSettingsSync(s.b, x);
    expect(r.source).toBe('local');
    s.reduce.set(true);
    expect(get(s.language)).toBe('cs');
    expect(sent).toEqual([]);
  });
});
