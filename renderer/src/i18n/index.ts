/**
 * i18next set up for the renderer, exposed to Svelte as stores: components write
 * `$t('menu.settings')`, and every visible string updates when the language changes.
 */
import i18next, { type TOptions } from 'i18next';
import { derived, writable, type Readable } from 'svelte/store';
import { catalogues, LANGUAGES, pickLanguage, type Language } from './catalogues';

export { LANGUAGES, type Language } from './catalogues';

const STORAGE_KEY = 'cardhall.language';

function savedLanguage(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

const initial = pickLanguage(
  savedLanguage(),
  typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]),
);

void i18next.init({
  lng: initial,
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  resources: Object.fromEntries(LANGUAGES.map((l) => [l, { translation: catalogues[l] }])),
  // Svelte escapes text itself.
  interpolation: { escapeValue: false },
  initAsync: false,
});

const languageStore = writable<Language>(initial);
if (typeof document !== 'undefined') document.documentElement.lang = initial;

export const language: Readable<Language> = { subscribe: languageStore.subscribe };

export function setLanguage(lang: Language): void {
  void i18next.changeLanguage(lang);
  try {
    localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    // Storage can be unavailable (private mode); the choice then lasts for this run only.
  }
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
  languageStore.set(lang);
}

export type Translate = (key: string, options?: TOptions) => string;

/** `$t(key, options)`: re-evaluated whenever the language changes. */
export const t: Readable<Translate> = derived(
  languageStore,
  () => (key: string, options?: TOptions) =>
    (options ? i18next.t(key, options) : i18next.t(key)) as string,
);
