/**
 * How long a deck-lab run will take, said before it starts (issue #31 item 3): the lab plays
 * one game at a time in main's lab worker, so a run takes about games × the time of one game
 * at that level. A hard game takes minutes (both seats search every decision), so a player
 * who picks hard and 50 games must know it means hours before pressing Start.
 *
 * The time of one game is measured through the app (docs/benchmarks.md, "Deck lab by level":
 * `npx tsx bench/app/deck-lab-cli.ts out/web <games> <level> <seconds>`) on the team's 2-core
 * machine; a faster computer is quicker, a busy one slower, so the screen says "about".
 */
import type { MenuLevel } from '../../../../../main/ai/level-names';

/**
 * Seconds one lab game takes at each level (docs/benchmarks.md, "Deck lab by level"). Normal's
 * 22 s measured there is scaled by 1.8 since normal became hard's tree at a quarter of its
 * budget (2026-12-05): its arena games against greedy took 5.1 s where the flat search's took
 * 2.8 s, the same 200 games on the same machine (docs/ai.md, "Orbs normal as a small tree").
 */
export const SECONDS_PER_GAME: Readonly<Record<MenuLevel, number>> = {
  easy: 0.3,
  normal: 40,
  hard: 120,
};

/** A duration as the words the screen uses: an i18n key under `deckLab.duration` and its count. */
export type Duration =
  { key: 'underSecond'; count: 0 } | { key: 'seconds' | 'minutes' | 'hours'; count: number };

/** Whole seconds up to 90 s, whole minutes up to 90 minutes, then whole hours. */
export function durationOf(seconds: number): Duration {
  if (seconds < 1) return { key: 'underSecond', count: 0 };
  if (seconds < 90) return { key: 'seconds', count: Math.round(seconds) };
  if (seconds < 90 * 60) return { key: 'minutes', count: Math.round(seconds / 60) };
  return { key: 'hours', count: Math.round(seconds / 3600) };
}

/**
 * A run at `level` with `games` against each of `pairings` ready decks (the catalogue's list,
 * the one main plays against): the whole run and one game, in seconds.
 */
export function labEstimate(
  level: MenuLevel,
  games: number,
  pairings: number,
): { total: number; each: number; long: boolean } {
  const each = SECONDS_PER_GAME[level];
  const total = each * games * pairings;
  // Over ten minutes the screen also says how to live with it (close the dialog, keep building).
  return { total, each, long: total > 10 * 60 };
}
