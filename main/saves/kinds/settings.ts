/**
 * Player settings, `settings.json` in the save root.
 *
 * Settings are forgiving on read: each field is checked on its own, an invalid or missing one
 * falls back to its default and the valid ones are kept (a hand edit that breaks the volume
 * must not reset the language). Unknown fields are dropped. Updates from the app, however, are
 * strict: an invalid value is refused with an error and nothing changes.
 *
 * v1 (Cardhall 0.0.x): { lang: 'en'|'cs'|'auto', animSpeed: number (multiplier),
 *                        volume: 0–100, music: 0–100, fullscreen: boolean }
 * v2 (current): see SettingsFieldSchemas. Fields added to v2 later (masterVolume, muted) need
 *    no new schema version: settings are read field by field, so a v2 file written before
 *    they existed loads with their defaults, and an older Cardhall reading a newer v2 file
 *    simply drops them (unknown fields are ignored on read) instead of refusing the file.
 */
import * as v from 'valibot';
import { DocumentKind, ParseResult } from '../document';
import { asRecord } from './common';

export const SettingsFieldSchemas = {
  /** 'system' follows the OS language (Czech if it is Czech, else English). */
  language: v.picklist(['en', 'cs', 'system']),
  animationSpeed: v.picklist(['slow', 'normal', 'fast', 'instant']),
  /** 'system' follows the OS "reduce motion" preference. */
  reducedMotion: v.picklist(['system', 'on', 'off']),
  /** 0 (silent) to 1 (full): the level of everything, then of effects and of music under it. */
  masterVolume: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
  soundVolume: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
  musicVolume: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
  /** All sound off, keeping the levels for when it is turned back on. */
  muted: v.boolean(),
  fullscreen: v.boolean(),
  /** Multiplier for all UI text, 0.75 to 2. */
  textScale: v.pipe(v.number(), v.minValue(0.75), v.maxValue(2)),
  /** The first launch offered the guided first game (shown once; the menu keeps an entry). */
  firstGameOffered: v.boolean(),
  /**
   * Take-backs (issue #35): in every game, only against the computer, or never. Hotseat is
   * off by default: the other player is away behind the curtain and cannot be asked.
   */
  takeBacks: v.picklist(['all', 'computer', 'off']),
} as const;

export type Settings = {
  [K in keyof typeof SettingsFieldSchemas]: v.InferOutput<(typeof SettingsFieldSchemas)[K]>;
};
export type SettingsField = keyof Settings;

export const DEFAULT_SETTINGS: Readonly<Settings> = Object.freeze({
  language: 'system',
  animationSpeed: 'normal',
  reducedMotion: 'system',
  masterVolume: 0.8,
  soundVolume: 0.8,
  musicVolume: 0.5,
  muted: false,
  fullscreen: false,
  textScale: 1,
  firstGameOffered: false,
  takeBacks: 'computer',
});

const FIELDS = Object.keys(SettingsFieldSchemas) as SettingsField[];

/** Field-by-field: keeps every valid field, defaults the rest, names the ones it reset. */
export function parseSettingsLeniently(data: unknown): {
  settings: Settings;
  reset: SettingsField[];
} {
  const d = asRecord(data);
  const settings: Record<string, unknown> = {};
  const reset: SettingsField[] = [];
  for (const f of FIELDS) {
    const r = v.safeParse(SettingsFieldSchemas[f], d[f]);
    if (r.success) settings[f] = r.output;
    else {
      settings[f] = DEFAULT_SETTINGS[f];
      // A field simply absent (e.g. added in a later version) is not worth a warning.
      if (f in d) reset.push(f);
    }
  }
  return { settings: settings as Settings, reset };
}

/** A strict partial update from the app: every given field must be valid, unknown fields are refused. */
export const SettingsPatchSchema = v.strictObject(
  Object.fromEntries(FIELDS.map((f) => [f, v.optional(SettingsFieldSchemas[f])])) as {
    [K in SettingsField]: v.OptionalSchema<(typeof SettingsFieldSchemas)[K], undefined>;
  },
);
export type SettingsPatch = Partial<Settings>;

/** v1 → v2: renames, 'auto' → 'system', 0–100 volumes → 0–1, speed multiplier → named speed. */
export function migrateSettingsV1toV2(input: unknown): unknown {
  const d = asRecord(input);
  const out: Record<string, unknown> = {};
  if ('lang' in d) out.language = d.lang === 'auto' ? 'system' : d.lang;
  if ('animSpeed' in d) {
    const s = d.animSpeed;
    out.animationSpeed =
      typeof s !== 'number' || !Number.isFinite(s)
        ? s
        : s <= 0.75
          ? 'slow'
          : s < 1.5
            ? 'normal'
            : s < 4
              ? 'fast'
              : 'instant';
  }
  const volume = (x: unknown) => (typeof x === 'number' ? Math.round(x) / 100 : x);
  if ('volume' in d) out.soundVolume = volume(d.volume);
  if ('music' in d) out.musicVolume = volume(d.music);
  if ('fullscreen' in d) out.fullscreen = d.fullscreen;
  return out;
}

export const SettingsKind: DocumentKind<Settings> = {
  kind: 'settings',
  version: 2,
  migrations: [migrateSettingsV1toV2],
  pretty: true,
  parse(data): ParseResult<Settings> {
    // Settings always load; only a non-object is unusable as a whole (the file layer then sets it aside).
    if (typeof data !== 'object' || data === null || Array.isArray(data))
      return { ok: false, detail: 'settings are not an object' };
    const { settings, reset } = parseSettingsLeniently(data);
    return { ok: true, value: settings, reset };
  },
};
