/**
 * Figures the deck lab's screen shows (issue #31 item 3), kept apart from the components so
 * they are tested: whole percentages, the average over the pairings, and where a row's bar
 * and interval sit on a 0–100 % track.
 */
import type { LabResult } from '../../../../../main/ipc/contract';

/** A rate 0..1 as a whole percentage. */
export const pct = (x: number): number => Math.round(x * 100);

/** The mean of the pairings' rates (each ready deck weighs the same). */
export function averageRate(result: LabResult): number {
  const n = result.pairings.length;
  return n ? result.pairings.reduce((s, p) => s + p.rate, 0) / n : 0;
}

/** Left edge and width (per cent of the track) of the bar and of the interval line. */
export function rowGeometry(p: { rate: number; low: number; high: number }): {
  bar: number;
  from: number;
  width: number;
} {
  const clamp = (x: number) => Math.min(100, Math.max(0, x * 100));
  const from = clamp(p.low);
  return { bar: clamp(p.rate), from, width: Math.max(0, clamp(p.high) - from) };
}
