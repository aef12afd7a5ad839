/**
 * The app's animation speed, for both game tables (Clash and Orbs), the replays and the
 * settings screen: the one speed table of the app (`SPEED_FACTOR`).
 * Kept in localStorage for the first paint and in main's settings file (`animationSpeed`,
 * through renderer/src/saves/settings-bridge.ts). Reduce motion caps everything at "fast".
 */
import { derived, writable, type Readable } from 'svelte/store';
import { reduceMotion } from './settings';

export const SPEEDS = ['slow', 'normal', 'fast', 'instant'] as const;
export type Speed = (typeof SPEEDS)[number];

const KEY = 'cardhall.clash.animationSpeed';
/** Multiplier of every animation duration per speed: the only copy (both tables read it). */
export const SPEED_FACTOR: Readonly<Record<Speed, number>> = {
  slow: 1.7,
  normal: 1,
  fast: 0.45,
  instant: 0,
};
const FACTOR = SPEED_FACTOR;

/** The factor actually used: reduce motion caps every speed at "fast". */
export function effectiveFactor(s: Speed, reduce: boolean): number {
  return reduce ? Math.min(FACTOR[s], FACTOR.fast) : FACTOR[s];
}

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
  effectiveFactor($s, $reduce),
);
