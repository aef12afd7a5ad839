/**
 * Turning raw search values into win probabilities that mean what they say (issue #18 §3):
 * a monotone map per game (isotonic regression), fitted on separate games by the calibrate
 * command and shipped as data (calibration-map.json); plus the measures that check it —
 * expected calibration error over 10 equal-width bins and the Brier score.
 */
import type { GameId } from '../../engine/types';
import MAP from './calibration-map.json';

/**
 * A monotone map from raw value to probability: points (x ascending, y non-decreasing),
 * linear between them, flat outside. Fitted by isotonic regression (pool adjacent
 * violators) on quantile bins of raw values from games separate from the ones measured.
 */
export interface CalibrationMap {
  x: number[];
  y: number[];
}

export const IDENTITY_MAP: CalibrationMap = { x: [0, 1], y: [0, 1] };

/** The shipped map of a game and review mode (`fair` has its own when fitted, else the full one). */
export function shippedMap(game: GameId, mode: 'full' | 'fair' = 'full'): CalibrationMap {
  const maps = MAP as unknown as Partial<Record<string, CalibrationMap>>;
  return (mode === 'fair' ? maps[`${game}-fair`] : undefined) ?? maps[game] ?? IDENTITY_MAP;
}

/**
 * Raw value → calibrated probability. A raw 0 or 1 is mapped too: a search whose every
 * playout was won is often wrong when the players are not the search (the end of a finished
 * game is exact anyway: assemble.ts sets it without the map).
 */
export function calibrate(raw: number, map: CalibrationMap): number {
  const { x, y } = map;
  if (raw <= x[0]!) return y[0]!;
  if (raw >= x[x.length - 1]!) return y[y.length - 1]!;
  let lo = 0;
  let hi = x.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (x[mid]! <= raw) lo = mid;
    else hi = mid;
  }
  const t = x[hi]! > x[lo]! ? (raw - x[lo]!) / (x[hi]! - x[lo]!) : 0;
  return y[lo]! + t * (y[hi]! - y[lo]!);
}

/** Isotonic regression of outcome on raw value, over `bins` quantile bins (then PAV). */
export function fitIsotonic(samples: { p: number; won: number }[], bins = 40): CalibrationMap {
  if (samples.length === 0) return IDENTITY_MAP;
  const sorted = [...samples].sort((a, b) => a.p - b.p);
  const blocks: { x: number; y: number; n: number }[] = [];
  const per = Math.max(1, Math.ceil(sorted.length / bins));
  for (let i = 0; i < sorted.length; i += per) {
    const part = sorted.slice(i, i + per);
    blocks.push({
      x: part.reduce((s, q) => s + q.p, 0) / part.length,
      y: part.reduce((s, q) => s + q.won, 0) / part.length,
      n: part.length,
    });
  }
  // Pool adjacent violators.
  const out: { x: number; y: number; n: number }[] = [];
  for (const b of blocks) {
    out.push({ ...b });
    while (out.length > 1 && out[out.length - 2]!.y > out[out.length - 1]!.y) {
      const q = out.pop()!;
      const r = out.pop()!;
      const n = q.n + r.n;
      out.push({ x: (q.x * q.n + r.x * r.n) / n, y: (q.y * q.n + r.y * r.n) / n, n });
    }
  }
  const round = (v: number) => Math.round(v * 1e4) / 1e4;
  return { x: out.map((b) => round(b.x)), y: out.map((b) => round(b.y)) };
}

export interface ReliabilityBin {
  lo: number;
  hi: number;
  count: number;
  meanPredicted: number;
  observed: number;
}

export interface CalibrationFigures {
  ece: number;
  brier: number;
  count: number;
  bins: ReliabilityBin[];
}

/** 10-bin expected calibration error, Brier score and the reliability table. */
export function calibrationFigures(
  samples: { p: number; won: number }[],
  binCount = 10,
): CalibrationFigures {
  const bins: ReliabilityBin[] = Array.from({ length: binCount }, (_, i) => ({
    lo: i / binCount,
    hi: (i + 1) / binCount,
    count: 0,
    meanPredicted: 0,
    observed: 0,
  }));
  let brier = 0;
  for (const s of samples) {
    const i = Math.min(binCount - 1, Math.floor(s.p * binCount));
    const bin = bins[i]!;
    bin.count++;
    bin.meanPredicted += s.p;
    bin.observed += s.won;
    brier += (s.p - s.won) ** 2;
  }
  let ece = 0;
  for (const bin of bins) {
    if (bin.count === 0) continue;
    bin.meanPredicted /= bin.count;
    bin.observed /= bin.count;
    ece += (bin.count / Math.max(1, samples.length)) * Math.abs(bin.meanPredicted - bin.observed);
  }
  return { ece, brier: samples.length ? brier / samples.length : 0, count: samples.length, bins };
}
