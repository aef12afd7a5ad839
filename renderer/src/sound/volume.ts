/**
 * Volume settings: master, effects and music levels in [0, 1] plus mute. Pure functions, so the
 * rules for clamping and for turning a slider position into a gain are tested without audio.
 */
export interface VolumeSettings {
  master: number;
  effects: number;
  music: number;
  muted: boolean;
}

export type VolumeChange = Partial<Pick<VolumeSettings, 'master' | 'effects' | 'music'>>;

/** Music starts quiet: it is ambience, not a soundtrack to sit through. */
export const DEFAULT_VOLUME: Readonly<VolumeSettings> = {
  master: 0.8,
  effects: 0.8,
  music: 0.25,
  muted: false,
};

/** Clamp a level into [0, 1]. A non-number or NaN is a programming error: clear error, nothing changes. */
export function clampVolume(value: number, name = 'volume'): number {
  if (typeof value !== 'number' || Number.isNaN(value)) {
    throw new TypeError(`${name} must be a number between 0 and 1, got ${String(value)}`);
  }
  return Math.min(1, Math.max(0, value));
}

/** Apply a partial change; validates every field before changing anything. */
export function mergeVolume(current: VolumeSettings, change: VolumeChange): VolumeSettings {
  if (change === null || typeof change !== 'object')
    throw new TypeError('setVolume expects an object like {effects: 0.5}');
  const next = { ...current };
  for (const key of ['master', 'effects', 'music'] as const) {
    const v = change[key];
    if (v !== undefined) next[key] = clampVolume(v, key);
  }
  return next;
}

/**
 * Slider level → gain. Loudness is perceived roughly logarithmically, so a squared curve makes
 * the middle of a slider sound like the middle. Mute or a zero level gives exactly 0.
 */
export function levelToGain(level: number): number {
  const l = clampVolume(level);
  return l * l;
}

export function effectsGain(v: VolumeSettings): number {
  return v.muted ? 0 : levelToGain(v.master) * levelToGain(v.effects);
}

export function musicGain(v: VolumeSettings): number {
  return v.muted ? 0 : levelToGain(v.master) * levelToGain(v.music);
}

/** Read saved settings; anything missing or malformed falls back to the defaults field by field. */
export function parseSavedVolume(raw: string | null): VolumeSettings {
  if (!raw) return { ...DEFAULT_VOLUME };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { ...DEFAULT_VOLUME };
  }
  const out = { ...DEFAULT_VOLUME };
  if (data && typeof data === 'object') {
    const d = data as Record<string, unknown>;
    for (const key of ['master', 'effects', 'music'] as const) {
      const v = d[key];
      if (typeof v === 'number' && Number.isFinite(v)) out[key] = Math.min(1, Math.max(0, v));
    }
    if (typeof d['muted'] === 'boolean') out.muted = d['muted'];
  }
  return out;
}
