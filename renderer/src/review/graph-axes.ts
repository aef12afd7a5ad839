/**
 * The labels of the win-probability graph's axes (issue #35 item 3), without Svelte: the x axis
 * is labelled by turn where the replay knows its turns (a tick where each shown turn starts,
 * thinned to at most `maxTicks`), else by step; the y axis at 0, 50 and 100 %.
 */

export interface AxisTick {
  /** 0..1 along the axis. */
  at: number;
  label: string;
}

/**
 * x ticks for a game of `total` steps. `turns`: where each turn starts (ReplayIndex.turns).
 * With turns, every k-th turn gets a tick so no more than `maxTicks` show; without, steps at
 * round intervals.
 */
export function xTicks(
  total: number,
  turns: readonly { turn: number; step: number }[],
  maxTicks = 12,
): { byTurn: boolean; ticks: AxisTick[] } {
  const n = Math.max(1, total);
  if (turns.length > 0) {
    const every = Math.max(1, Math.ceil(turns.length / maxTicks));
    return {
      byTurn: true,
      ticks: turns
        .filter((_, i) => i % every === 0)
        .map((t) => ({ at: Math.min(1, t.step / n), label: String(t.turn) })),
    };
  }
  const raw = n / Math.max(1, maxTicks - 1);
  const mag = 10 ** Math.floor(Math.log10(raw));
  const every = [1, 2, 5, 10].map((m) => m * mag).find((v) => v >= raw) ?? raw;
  const ticks: AxisTick[] = [];
  for (let s = 0; s <= n; s += every) ticks.push({ at: s / n, label: String(s) });
  return { byTurn: false, ticks };
}

export const Y_TICKS: readonly AxisTick[] = [
  { at: 0, label: '0 %' },
  { at: 0.5, label: '50 %' },
  { at: 1, label: '100 %' },
];
