/**
 * Display preferences kept in the renderer's localStorage (they only change how things look).
 * Game data and saves belong to the main process, never here.
 */
import { writable, type Readable } from 'svelte/store';

const REDUCE_MOTION_KEY = 'cardhall.reduceMotion';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function systemPrefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

const saved = read(REDUCE_MOTION_KEY);
const reduceMotionStore = writable<boolean>(
  saved === null ? systemPrefersReducedMotion() : saved === 'true',
);
export const reduceMotion: Readable<boolean> = { subscribe: reduceMotionStore.subscribe };

export function setReduceMotion(on: boolean): void {
  try {
    localStorage.setItem(REDUCE_MOTION_KEY, String(on));
  } catch {
    // Not persisted when storage is unavailable.
  }
  reduceMotionStore.set(on);
}

/** Mirror settings onto <html> so CSS can follow them. */
export function applySettings(): void {
  reduceMotionStore.subscribe((on) => {
    document.documentElement.dataset['reduceMotion'] = on ? 'true' : 'false';
  });
}
