/** Small statistics for the arena: Wilson score interval, percentiles and extremes. */

/** 95 % Wilson score interval for `successes` out of `n` (a draw may count 0.5). */
export function wilson(successes: number, n: number, z = 1.959964): [number, number] {
  if (n <= 0) return [0, 1];
  const p = successes / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** Nearest-rank percentile (q in 0..1); 0 for an empty list. */
export function percentile(xs: number[], q: number): number {
  if (xs.length === 0) return 0;
  const s = xs.slice().sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))]!;
}

/**
 * The largest and smallest of `xs` (0 for an empty list), by a loop: `Math.max(...xs)` passes
 * every element as an argument and throws "Maximum call stack size exceeded" past about 120,000
 * of them, which a long arena run's decision times exceed (2,000 greedy games, about 140,000).
 */
export function maxOf(xs: readonly number[]): number {
  if (xs.length === 0) return 0;
  let m = xs[0]!;
  for (let i = 1; i < xs.length; i++) if (xs[i]! > m) m = xs[i]!;
  return m;
}

export function minOf(xs: readonly number[]): number {
  if (xs.length === 0) return 0;
  let m = xs[0]!;
  for (let i = 1; i < xs.length; i++) if (xs[i]! < m) m = xs[i]!;
  return m;
}
