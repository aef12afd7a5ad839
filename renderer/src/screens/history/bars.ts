/**
 * Geometry of the win-rate bar chart (pure, so it is tested without a DOM): one bar per
 * group, height proportional to the win rate, groups without games drawn as an empty slot.
 */
import type { Tally } from '../../../../main/ipc/contract';

export interface BarInput {
  key: string;
  label: string;
  tally: Tally;
}

export interface Bar {
  key: string;
  label: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** Whole percent, or null when nothing was played. */
  percent: number | null;
  played: number;
}

export interface ChartLayout {
  width: number;
  height: number;
  /** Top of the plotting area and its height (labels go below, values above the bars). */
  plotTop: number;
  plotHeight: number;
  bars: Bar[];
  /** Horizontal grid lines at 0, 25, 50, 75, 100 %. */
  grid: { percent: number; y: number }[];
}

export const CHART = {
  barWidth: 72,
  gap: 40,
  left: 40,
  right: 12,
  plotTop: 22,
  plotHeight: 160,
  /** Two lines of name and one of the game count under the bars. */
  labelSpace: 58,
} as const;

export function layoutBars(items: readonly BarInput[]): ChartLayout {
  const { barWidth, gap, left, right, plotTop, plotHeight, labelSpace } = CHART;
  const width = left + right + Math.max(1, items.length) * (barWidth + gap) - gap;
  const bottom = plotTop + plotHeight;
  const bars = items.map((it, i) => {
    const rate = it.tally.played > 0 ? (it.tally.winRate ?? 0) : null;
    const h = rate === null ? 0 : Math.max(rate > 0 ? 2 : 0, Math.round(rate * plotHeight));
    return {
      key: it.key,
      label: it.label,
      x: left + i * (barWidth + gap),
      y: bottom - h,
      width: barWidth,
      height: h,
      percent: rate === null ? null : Math.round(rate * 100),
      played: it.tally.played,
    };
  });
  const grid = [0, 25, 50, 75, 100].map((p) => ({
    percent: p,
    y: bottom - (p / 100) * plotHeight,
  }));
  return { width, height: bottom + labelSpace, plotTop, plotHeight, bars, grid };
}

/**
 * A bar's name in at most two lines of about `maxChars` (split at spaces; a word longer than a
 * line stays whole), so "Clash of Decks" and "Computer (normal)" are never cut to "Clash of De…".
 * Only a third line's worth is shortened, with "…".
 */
export function labelLines(label: string, maxChars = 14): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of label.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > maxChars) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length <= 2) return lines;
  return [
    lines[0]!,
    `${lines
      .slice(1)
      .join(' ')
      .slice(0, maxChars - 1)}…`,
  ];
}
