/**
 * Settings live in the save folder (main: `settings.get` / `settings.update`), so they survive
 * a reinstall of the renderer and are the same in the desktop app and the browser host. The
 * renderer's stores (language, reduced motion, text size, …) start from localStorage for a
 * flicker-free first paint, then follow what main has; every change is sent to main, and
 * localStorage is written too only as the fallback for when main cannot be reached.
 */
import type { Settings, SettingsPatch } from '../../../main/ipc/contract';
import { getApi } from '../ipc/api';
import { pickLanguage, type Language } from '../i18n/catalogues';

export type { Settings, SettingsPatch };

/** The saved settings, or null when main cannot answer (use the localStorage fallback). */
export async function fetchSettings(): Promise<Settings | null> {
  try {
    const r = await getApi().invoke('settings.get');
    return r.ok ? r.value : null;
  } catch {
    return null;
  }
}

/** The default settings, from main (the one place they are defined), or null when it failed. */
export async function fetchDefaultSettings(): Promise<Settings | null> {
  try {
    const r = await getApi().invoke('settings.defaults');
    return r.ok ? r.value : null;
  } catch {
    return null;
  }
}

/** Send a change to main; answers the full new settings, or null when it failed. */
export async function persistSettings(patch: SettingsPatch): Promise<Settings | null> {
  try {
    const r = await getApi().invoke('settings.update', patch);
    return r.ok ? r.value : null;
  } catch {
    return null;
  }
}

/** The UI language for a saved choice ('system' follows the browser/OS languages). */
export function resolveLanguage(
  setting: Settings['language'],
  systemLanguages: readonly string[],
): Language {
  return pickLanguage(setting === 'system' ? null : setting, systemLanguages);
}

/** Reduced motion for a saved choice ('system' follows prefers-reduced-motion). */
export function resolveReducedMotion(
  setting: Settings['reducedMotion'],
  systemPrefers: boolean,
): boolean {
  return setting === 'system' ? systemPrefers : setting === 'on';
}
