/**
 * Keeps the renderer's setting stores and the saved settings (main's settings.json) in step:
 *
 * 1. At start, ask main for the saved settings and apply the ones the player chose to the
 *    stores (language, reduced motion, animation speed, master/effect/music levels and mute,
 *    text size).
 * 2. From then on, send every change the player makes to main (`settings.update`).
 *
 * If main cannot answer, nothing is applied or sent and the stores keep what they read from
 * localStorage: that is the fallback. (The stores still write localStorage themselves, which
 * doubles as a cache so the first paint is already in the right language.)
 *
 * The stores are injected (`SettingsBindings`), so this is tested without a DOM or a main.
 */
import { get, type Readable } from 'svelte/store';
import type { Settings, SettingsPatch } from '../../../main/ipc/contract';
import type { Language } from '../i18n/catalogues';
import {
  fetchDefaultSettings,
  fetchSettings,
  persistSettings,
  resolveLanguage,
  resolveReducedMotion,
} from './settings-sync';

type Speed = Settings['animationSpeed'];
type VolumeLevels = { effects: number; music: number; master?: number; muted?: boolean };

export interface SettingsBindings {
  language: { store: Readable<Language>; set(lang: Language): void; system(): readonly string[] };
  reduceMotion: { store: Readable<boolean>; set(on: boolean): void; systemPrefers(): boolean };
  speed?: { store: Readable<Speed>; set(s: Speed): void };
  /** Sound levels, 0–1, and mute (the sound module's settings). Master and mute are optional. */
  volume?: { store: Readable<VolumeLevels>; set(change: Partial<VolumeLevels>): void };
  textScale?: { get(): number; set(factor: number): void; watch(onChange: () => void): () => void };
}

export interface SettingsIo {
  fetch(): Promise<Settings | null>;
  /** The defaults (main's): a saved field equal to its default was never chosen. */
  defaults(): Promise<Settings | null>;
  persist(patch: SettingsPatch): Promise<Settings | null>;
}

const defaultIo: SettingsIo = {
  fetch: fetchSettings,
  defaults: fetchDefaultSettings,
  persist: persistSettings,
};

/**
 * Apply the saved settings, then follow changes. Answers where the settings come from:
 * 'saves' (main answered) or 'local' (fallback). `stop()` ends the following.
 */
export async function startSettingsSync(
  b: SettingsBindings,
  io: SettingsIo = defaultIo,
): Promise<{ source: 'saves' | 'local'; stop: () => void }> {
  const [saved, defaults] = await Promise.all([io.fetch(), io.defaults()]);
  if (!saved || !defaults) return { source: 'local', stop: () => undefined };

  // A field still at its default in settings.json was never chosen by the player: the value
  // the renderer already has (from localStorage, or the system) stands. Chosen ones win.
  const chosen = <K extends keyof Settings>(k: K) => saved[k] !== defaults[k];
  if (chosen('language')) b.language.set(resolveLanguage(saved.language, b.language.system()));
  if (chosen('reducedMotion'))
    b.reduceMotion.set(resolveReducedMotion(saved.reducedMotion, b.reduceMotion.systemPrefers()));
  if (chosen('animationSpeed')) b.speed?.set(saved.animationSpeed);
  if (chosen('soundVolume') || chosen('musicVolume'))
    b.volume?.set({ effects: saved.soundVolume, music: saved.musicVolume });
  if (chosen('masterVolume')) b.volume?.set({ master: saved.masterVolume });
  if (chosen('muted')) b.volume?.set({ muted: saved.muted });
  if (chosen('textScale') && b.textScale && b.textScale.get() !== saved.textScale)
    b.textScale.set(saved.textScale);

  const stops: (() => void)[] = [];
  /** Send `patch` when a store's value differs from what was last applied or sent. */
  function follow<T>(store: Readable<T>, toPatch: (value: T) => SettingsPatch): void {
    let last = JSON.stringify(toPatch(get(store)));
    stops.push(
      store.subscribe((value) => {
        const patch = toPatch(value);
        const key = JSON.stringify(patch);
        if (key === last) return;
        last = key;
        void io.persist(patch);
      }),
    );
  }
  follow(b.language.store, (language) => ({ language }));
  follow(b.reduceMotion.store, (on) => ({ reducedMotion: on ? 'on' : 'off' }));
  if (b.speed) follow(b.speed.store, (animationSpeed) => ({ animationSpeed }));
  if (b.volume) {
    // Three patches, so moving one slider does not resend the others.
    follow(b.volume.store, (v) => ({ soundVolume: round(v.effects), musicVolume: round(v.music) }));
    follow(b.volume.store, (v): SettingsPatch =>
      v.master === undefined ? {} : { masterVolume: round(v.master) },
    );
    follow(b.volume.store, (v): SettingsPatch => (v.muted === undefined ? {} : { muted: v.muted }));
  }
  const scale = b.textScale;
  if (scale) {
    let last = scale.get();
    stops.push(
      scale.watch(() => {
        const now = scale.get();
        if (now === last) return;
        last = now;
        void io.persist({ textScale: now });
      }),
    );
  }
  return { source: 'saves', stop: () => stops.forEach((s) => s()) };
}

function round(x: number): number {
  return Math.min(1, Math.max(0, Math.round(x * 100) / 100));
}
