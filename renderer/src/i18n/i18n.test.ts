/**
 * Both catalogues must have exactly the same keys (plural keys compared by their base,
 * with every plural form the language needs), and Czech plurals must pick the right form.
 */
import { describe, expect, it } from 'vitest';
import { createInstance } from 'i18next';
import { catalogues, LANGUAGES, PLURAL_FORMS, pickLanguage, type Language } from './catalogues';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function flatten(obj: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    v !== null && typeof v === 'object'
      ? flatten(v as Record<string, unknown>, `${prefix}${k}.`)
      : [`${prefix}${k}`],
  );
}

function describeKeys(lang: Language) {
  const keys = flatten(catalogues[lang]);
  const plain = new Set<string>();
  const plurals = new Map<string, Set<string>>();
  for (const key of keys) {
    const m = PLURAL_SUFFIX.exec(key);
    if (m) {
      const base = key.slice(0, -m[0].length);
      plurals.set(base, (plurals.get(base) ?? new Set()).add(m[1]!));
    } else plain.add(key);
  }
  return { plain, plurals };
}

describe('i18n catalogues', () => {
  const en = describeKeys('en');
  const cs = describeKeys('cs');

  it('have the same plain keys in every language', () => {
    for (const lang of LANGUAGES) {
      const d = describeKeys(lang);
      expect([...d.plain].sort(), `plain keys of ${lang}`).toEqual([...en.plain].sort());
    }
  });

  it('have the same plural keys, each with every form the language needs', () => {
    expect([...cs.plurals.keys()].sort()).toEqual([...en.plurals.keys()].sort());
    for (const lang of LANGUAGES) {
      for (const [base, forms] of describeKeys(lang).plurals) {
        expect([...forms].sort(), `${lang}: ${base}`).toEqual([...PLURAL_FORMS[lang]].sort());
      }
    }
  });

  it('have no empty strings', () => {
    for (const lang of LANGUAGES) {
      const walk = (o: Record<string, unknown>, path: string): void => {
        for (const [k, v] of Object.entries(o)) {
          if (typeof v === 'string') expect(v.trim(), `${lang}: ${path}${k}`).not.toBe('');
          else walk(v as Record<string, unknown>, `${path}${k}.`);
        }
      };
      walk(catalogues[lang], '');
    }
  });

  it('agree with Intl.PluralRules about which forms exist', () => {
    for (const lang of LANGUAGES) {
      const forms = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
      expect([...forms].sort()).toEqual([...PLURAL_FORMS[lang]].sort());
    }
  });

  it('choose Czech plural forms: 1 hra, 3 hry, 5 her, 1.5 hry', async () => {
    const i18n = createInstance();
    await i18n.init({
      lng: 'cs',
      resources: { cs: { translation: catalogues.cs } },
      interpolation: { escapeValue: false },
    });
    expect(i18n.t('menu.enginesReady', { count: 1 })).toBe('1 hra připravena ke hře');
    expect(i18n.t('menu.enginesReady', { count: 3 })).toBe('3 hry připraveny ke hře');
    expect(i18n.t('menu.enginesReady', { count: 5 })).toBe('5 her připraveno ke hře');
    expect(i18n.t('menu.enginesReady', { count: 0 })).toBe('0 her připraveno ke hře');
    expect(i18n.t('menu.enginesReady', { count: 1.5 })).toBe('1.5 hry připraveno ke hře');
  });

  it('starts in the system language, or the saved one', () => {
    expect(pickLanguage(null, ['cs-CZ', 'en-US'])).toBe('cs');
    expect(pickLanguage(null, ['de-DE', 'en-GB'])).toBe('en');
    expect(pickLanguage(null, ['de-DE'])).toBe('en');
    expect(pickLanguage('cs', ['en-US'])).toBe('cs');
    expect(pickLanguage('xx', ['cs'])).toBe('cs');
  });
});
