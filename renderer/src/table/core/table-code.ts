/**
 * The code each game's battle table needs (Phaser, the table, its card art), as the steps
 * preload.ts runs in idle time: first the renderer choice (a WebGL probe, ~40 ms without a
 * GPU, made once per page), then the table's module. One list for every screen that warms it.
 *
 * `warmTable` starts it once per page at a sign of intent (the pointer or focus on a game in
 * the main menu), seconds before the lobby or the draft would: evaluating Phaser is one task
 * of ~100 ms or more on a loaded machine without a GPU, and it must not land in a game's first
 * moves (issue #30, the app benchmark's long tasks). It is not cancelled when the menu closes.
 */
import { preloadWhenIdle } from './preload';

export type TableGame = 'orbs' | 'clash';

export const TABLE_CODE: Record<TableGame, readonly (() => unknown)[]> = {
  orbs: [
    () => import('./render-type').then((m) => m.tableRenderer()),
    () => import('../orbs/create-orbs-table'),
  ],
  clash: [
    () => import('./render-type').then((m) => m.tableRenderer()),
    () => import('../clash/create-clash-table'),
  ],
};

const warmed = new Set<TableGame>();

/** Load `game`'s table code in idle time, once per page. */
export function warmTable(game: TableGame): void {
  if (warmed.has(game)) return;
  warmed.add(game);
  preloadWhenIdle(...TABLE_CODE[game]);
}
