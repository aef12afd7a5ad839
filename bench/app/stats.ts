/**
 * Small statistics helpers for the app benchmarks: nearest-rank percentiles and formatting.
 */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

export function summary(values: readonly number[]): { n: number; p50: number; p95: number; max: number } {
  return { n: values.length, p50: percentile(values, 50), p95: percentile(values, 95), max: values.length ? Math.max(...values) : NaN };
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
