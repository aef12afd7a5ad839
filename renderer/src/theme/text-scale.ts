/**
 * Text that scales (apps.md §6, accessibility): every size in theme.css is in rem, so changing
 * the root font size scales all text built on it. The settings screen calls `setTextScale`.
 *
 * The root size is set as a percentage, not pixels, so it multiplies the browser's own default
 * (a user who set a bigger default font keeps it).
 */
export const TEXT_SCALE_MIN = 0.75;
export const TEXT_SCALE_MAX = 2;
export const TEXT_SCALE_DEFAULT = 1;
/** Steps a settings control can offer. */
export const TEXT_SCALE_STEPS: readonly number[] = [0.875, 1, 1.125, 1.25, 1.5, 1.75, 2];

/** Clamp a scale factor into [TEXT_SCALE_MIN, TEXT_SCALE_MAX]. Not a finite number → error. */
export function clampTextScale(factor: number): number {
  if (typeof factor !== 'number' || !Number.isFinite(factor)) {
    throw new TypeError(`text scale must be a finite number, got ${String(factor)}`);
  }
  return Math.min(TEXT_SCALE_MAX, Math.max(TEXT_SCALE_MIN, factor));
}

/** The CSS value for the root font size at this scale, e.g. 1.25 → "125%". */
export function rootFontSize(factor: number): string {
  return `${Math.round(clampTextScale(factor) * 1000) / 10}%`;
}

let current = TEXT_SCALE_DEFAULT;

export const TEXT_SCALE_STORAGE_KEY = 'cardhall.textScale';

function storage(): Pick<Storage, 'getItem' | 'setItem'> | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * Scale all rem-based text: sets `<html style="font-size: …">` and `--text-scale`.
 * Returns the factor actually applied (clamped). Without a document (Node, tests) it only
 * remembers the value.
 */
export function setTextScale(
  factor: number,
  root: HTMLElement | null = typeof document === 'undefined' ? null : document.documentElement,
): number {
  const applied = clampTextScale(factor);
  current = applied;
  if (root) {
    root.style.fontSize = rootFontSize(applied);
    root.style.setProperty('--text-scale', String(applied));
  }
  try {
    storage()?.setItem(TEXT_SCALE_STORAGE_KEY, String(applied));
  } catch {
    // Not remembered when storage is unavailable; still applied for this run.
  }
  return applied;
}

/** The saved factor (or the default when none or junk is saved). */
export function savedTextScale(
  raw: string | null = storage()?.getItem(TEXT_SCALE_STORAGE_KEY) ?? null,
): number {
  const n = raw === null ? Number.NaN : Number(raw);
  return Number.isFinite(n) ? clampTextScale(n) : TEXT_SCALE_DEFAULT;
}

/** Call once at startup: applies the saved text scale. */
export function restoreTextScale(
  root: HTMLElement | null = typeof document === 'undefined' ? null : document.documentElement,
): number {
  return setTextScale(savedTextScale(), root);
}

export function getTextScale(): number {
  return current;
}
