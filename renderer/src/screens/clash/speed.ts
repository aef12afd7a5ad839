/**
 * The app's animation speed, for both game tables (Clash and Orbs) and the settings screen.
 * Kept in localStorage for the first paint and in main's settings file (`animationSpeed`,
 * through renderer/src/saves/settings-bridge.ts). Reduce motion caps everything at "fast".
 */
import { derived, writable, type Readable } from 'svelte/store';
import { reduceMotion } from '../../settings/settings';

export const SPEEDS = ['slow', 'normal', 'fast', 'instant'] as const;
export type Speed = (typeof SPEEDS)[number];

const KEY = 'cardhall.clash.animationSpeed';
const FACTOR: Record<Speed, number> = { slow: 1.7, normal: 1, fast: 0.45, instant: 0 };

function load(): Speed {
  try {
    const s = localStorage.getItem(KEY);
    if (s && (SPEEDS as readonly string[]).includes(s)) return s as Speed;
  } catch {
    // storage unavailable: default
  }
  return 'normal';
}

const store = writable<Speed>(load());
export const speed: Readable<Speed> = { subscribe: store.subscribe };

export function setSpeed(s: Speed): void {
  try {
    localStorage.setItem(KEY, s);
  } catch {
    // not persisted
  }
  store.set(s);
}

/** Multiplier for every animation duration (0 = no animation). */
export const speedFactor: Readable<number> = derived([store, reduceMotion], ([$s, $reduce]) =>
  $reduce ? Math.min(FACTOR[$s], FACTOR.fast) : FACTOR[$s],
);
