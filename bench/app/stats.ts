import { maxOf } from '../../main/ai/stats';

/**
 * Small statistics helpers for the app benchmarks: nearest-rank percentiles and formatting.
 */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

export function summary(values: readonly number[]): {
  n: number;
  p50: number;
  p95: number;
  max: number;
} {
  return {
    n: values.length,
    p50: percentile(values, 50),
    p95: percentile(values, 95),
    max: values.length ? maxOf(values) : NaN,
  };
}

/** Milliseconds with one decimal below 100, whole numbers above. */
export function ms(x: number): string {
  if (!Number.isFinite(x)) return '—';
  return x < 100 ? x.toFixed(1) : Math.round(x).toLocaleString('en-US');
}

export function mb(bytes: number): string {
  return Number.isFinite(bytes) ? (bytes / (1024 * 1024)).toFixed(1) : '—';
}

/** "✓ meets" / "✗ misses" against a target (lower is better). */
export function verdict(value: number, target: number): string {
  if (!Number.isFinite(value)) return 'not measured';
  return value < target ? '✓ meets' : '✗ misses';
}

/**
 * One 60 Hz display frame, and how far a requestAnimationFrame delta may stray from it and
 * still be the next frame: rAF timestamps scatter around 16.67 ms by the browser's timer and
 * vsync jitter (an idle page with nothing on it measures 16.6–16.8 ms here), while a frame
 * that misses its vsync shows up as ~33 ms. So "frames under 16.7 ms" is judged as "no frame
 * longer than one display interval plus 1 ms of jitter"; anything longer is a late frame.
 */
export const FRAME_MS = 1000 / 60;
export const FRAME_JITTER_MS = 1;

export function frameVerdict(p95: number): string {
  if (!Number.isFinite(p95)) return 'not measured';
  return p95 <= FRAME_MS + FRAME_JITTER_MS ? '✓ meets' : '✗ misses';
}
