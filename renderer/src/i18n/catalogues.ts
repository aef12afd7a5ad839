/**
 * The language catalogues and the plural forms each language needs (CLDR via
 * Intl.PluralRules, which is what i18next uses for `_one/_few/...` keys).
 */
import { en } from './en';
import { cs } from './cs';

export const LANGUAGES = ['en', 'cs'] as const;
export type Language = (typeof LANGUAGES)[number];

export const catalogues: Record<Language, Record<string, unknown>> = { en, cs };

export const PLURAL_FORMS: Record<Language, readonly string[]> = {
  en: ['one', 'other'],
  cs: ['one', 'few', 'many', 'other'],
};

/** The language to start with: the saved choice, else the system's (navigator.language), else English. */
export function pickLanguage(saved: string | null, systemLanguages: readonly string[]): Language {
  if (saved && (LANGUAGES as readonly string[]).includes(saved)) return saved as Language;
  for (const tag of systemLanguages) {
    const base = tag.toLowerCase().split('-')[0];
    if (base && (LANGUAGES as readonly string[]).includes(base)) return base as Language;
  }
  return 'en';
}
