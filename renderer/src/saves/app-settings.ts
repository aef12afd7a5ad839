/**
 * The real stores behind the settings bridge (settings-bridge.ts): the i18n language, the
 * reduced-motion flag, the animation speed, the sound volumes and the text size. main.ts
 * starts it once; the settings controls keep calling their own setters as before.
 */
import { language, setLanguage } from '../i18n';
import { reduceMotion, setReduceMotion } from '../settings/settings';
import { setSpeed, speed } from '../settings/speed';
import { sound, soundSettings } from '../sound';
import { getTextScale, setTextScale } from '../theme';
import { startSettingsSync, type SettingsBindings } from './settings-bridge';

export function appSettingsBindings(): SettingsBindings {
  return {
    language: {
      store: language,
      set: setLanguage,
      system: () =>
        typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]),
    },
    reduceMotion: {
      store: reduceMotion,
      set: setReduceMotion,
      systemPrefers: () =>
        typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches,
    },
    speed: { store: speed, set: setSpeed },
    volume: {
      store: soundSettings,
      set: ({ muted, ...levels }) => {
        sound.setVolume(levels);
        if (muted !== undefined) sound.setMuted(muted);
      },
    },
    textScale: {
      get: getTextScale,
      set: (f) => void setTextScale(f),
      // setTextScale has no store: notice it through the root element's style, which it sets.
      watch: (onChange) => {
        if (typeof MutationObserver === 'undefined' || typeof document === 'undefined')
          return () => undefined;
        const mo = new MutationObserver(onChange);
        mo.observe(document.documentElement, { attributes: true, attributeFilter: ['style'] });
        return () => mo.disconnect();
      },
    },
  };
}

export function startAppSettingsSync(): Promise<unknown> {
  return startSettingsSync(appSettingsBindings()).catch((err: unknown) =>
    console.warn('[settings] could not sync with the saved settings', err),
  );
}
