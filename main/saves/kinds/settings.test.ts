import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SETTINGS,
  migrateSettingsV1toV2,
  parseSettingsLeniently,
  SettingsFieldSchemas,
  SettingsPatchSchema,
} from './settings';

describe('settings', () => {
  it('defaults are themselves valid settings, one for every field', () => {
    expect(parseSettingsLeniently({ ...DEFAULT_SETTINGS })).toEqual({
      settings: DEFAULT_SETTINGS,
      reset: [],
    });
    // Each field's default passes that field's own schema (a default outside its range would
    // be reset on every start); the values themselves live in settings.ts only.
    expect(Object.keys(DEFAULT_SETTINGS).sort()).toEqual(Object.keys(SettingsFieldSchemas).sort());
    for (const [field, schema] of Object.entries(SettingsFieldSchemas)) {
      expect(
        v.safeParse(schema, DEFAULT_SETTINGS[field as keyof typeof DEFAULT_SETTINGS]).success,
        field,
      ).toBe(true);
    }
  });

  it('an empty object gives the defaults without complaint (fields added later are just absent)', () => {
    expect(parseSettingsLeniently({})).toEqual({ settings: DEFAULT_SETTINGS, reset: [] });
  });

  it('keeps valid fields, defaults invalid ones and names them, drops unknown ones', () => {
    const r = parseSettingsLeniently({
      language: 'cs',
      soundVolume: 3,
      textScale: 1.5,
      fullscreen: 'yes',
      theme: 'dark',
    });
    expect(r.settings).toEqual({ ...DEFAULT_SETTINGS, language: 'cs', textScale: 1.5 });
    expect(r.reset.sort()).toEqual(['fullscreen', 'soundVolume']);
    expect('theme' in r.settings).toBe(false);
  });

  it('a master level or mute that is not valid is reset on its own; a valid one is kept', () => {
    expect(parseSettingsLeniently({ masterVolume: 0.3, muted: true }).settings).toMatchObject({
      masterVolume: 0.3,
      muted: true,
    });
    const r = parseSettingsLeniently({ masterVolume: 7, muted: 'no', soundVolume: 0.1 });
    expect(r.settings).toEqual({ ...DEFAULT_SETTINGS, soundVolume: 0.1 });
    expect(r.reset.sort()).toEqual(['masterVolume', 'muted']);
  });

  it('a patch must be fully valid and may not carry unknown fields', () => {
    expect(v.safeParse(SettingsPatchSchema, { musicVolume: 0.2 }).success).toBe(true);
    expect(v.safeParse(SettingsPatchSchema, {}).success).toBe(true);
    expect(v.safeParse(SettingsPatchSchema, { musicVolume: 2 }).success).toBe(false);
    expect(v.safeParse(SettingsPatchSchema, { language: 'de' }).success).toBe(false);
    expect(v.safeParse(SettingsPatchSchema, { theme: 'dark' }).success).toBe(false);
  });

  it('v1 → v2 renames and rescales fields', () => {
    expect(
      migrateSettingsV1toV2({
        lang: 'auto',
        animSpeed: 0.5,
        volume: 35,
        music: 100,
        fullscreen: true,
      }),
    ).toEqual({
      language: 'system',
      animationSpeed: 'slow',
      soundVolume: 0.35,
      musicVolume: 1,
      fullscreen: true,
    });
    expect(migrateSettingsV1toV2({ animSpeed: 1 })).toEqual({ animationSpeed: 'normal' });
    expect(migrateSettingsV1toV2({ animSpeed: 2 })).toEqual({ animationSpeed: 'fast' });
    expect(migrateSettingsV1toV2({ animSpeed: 10 })).toEqual({ animationSpeed: 'instant' });
  });

  it('v1 → v2 never throws on garbage', () => {
    expect(migrateSettingsV1toV2(null)).toEqual({});
    expect(migrateSettingsV1toV2([1, 2])).toEqual({});
    expect(migrateSettingsV1toV2({ volume: 'loud', animSpeed: 'x' })).toEqual({
      soundVolume: 'loud',
      animationSpeed: 'x',
    });
  });
});
