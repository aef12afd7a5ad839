/**
 * The Orbs part of `npm run bench -- app`: one Orbs game in the browser against the computer
 * (easy, the lobby's default ready decks, normal animations), played through the DOM mirror of
 * legal actions like e2e/orbs.spec.ts (attack, else play an Orb, else convert, else end the
 * phase). Measures each move's round trip (click → the first thing the player sees answer it:
 * the move's animation starts (the Skip button turns on) or, for a move with nothing to
 * animate, the game's action count changes → next frame) and the renderer's long tasks from
 * the first move on. Since the one play session (#30) the new view — and so the action count —
 * is shown only after the move's animation, so waiting for the count alone measured the
 * animation's length, not the round trip. The first move waits until the table has opened
 * (drawn once): before that the Actions list could already be clicked, and the table's opening
 * (Phaser's boot, the first paint of its card faces) fell among the moves' long tasks (#30).
 * Bounded by a move count and a deadline.
 */
import type { BrowserContext } from '@playwright/test';
import type { PageProbe } from './probes';

export interface OrbsPlayResult {
  /** Round trip per move, ms. */
  moves: number[];
  longTasks: PageProbe['longTasks'];
  /** The game ended before the move count was reached. */
  ended: boolean;
  problems: string[];
}

type Move = { state: 'end' | 'wait' | 'stuck' } | { state: 'moved'; before: string };

/** In the page: choose and click one move of player 0 (self-contained, serialised by Playwright). */
function clickMove(): Move {
  if (document.querySelector('[data-testid=orbs-end]')) return { state: 'end' };
  const g = document.querySelector<HTMLElement>('[data-testid=orbs-game]');
  if (!g || g.dataset['toMove'] !== '0') return { state: 'wait' };
  // Click only on a drawn table: the Actions list is there before the table has opened (its
  // Phaser game booted and drew once), and opening the table is not a move's round trip.
  const table = document.querySelector<HTMLElement>('[data-testid=orbs-table]');
  if (table?.dataset['ready'] !== 'true') return { state: 'wait' };
  // Click only on a still table, so the Skip button turning on means this move's animation.
  const skip = document.querySelector<HTMLButtonElement>('[data-testid=orbs-skip]');
  if (skip && !skip.disabled) return { state: 'wait' };
  const buttons = [
    ...document.querySelectorAll<HTMLButtonElement>(
      '[data-testid=orbs-actions] button:not(:disabled)',
    ),
  ];
  if (buttons.length === 0) return { state: 'wait' };
  const find = (f: (b: HTMLButtonElement) => boolean) => buttons.find(f);
  const pick =
    find((b) => b.dataset['kind'] === 'attack') ??
    find(
      (b) =>
        b.dataset['kind'] === 'play' && /^orbs-act-play-\d+(-p1)?$/.test(b.dataset['testid'] ?? ''),
    ) ??
    find((b) => b.dataset['kind'] === 'convert') ??
    find((b) => b.dataset['kind'] === 'end');
  if (!pick) return { state: 'stuck' };
  const bench = (window as unknown as { __cardhallBench: PageProbe & { orbsT0?: number } })
    .__cardhallBench;
  bench.orbsT0 = performance.now();
  if (!bench.battleStart) bench.battleStart = bench.orbsT0;
  const before = g.dataset['actionCount'] ?? '';
  pick.click();
  return { state: 'moved', before };
}

/**
 * In the page: wait until the move's animation starts or the action count differs from
 * `before`, then one frame; ms since the click.
 */
function moveDone(before: string): Promise<number> {
  const bench = (window as unknown as { __cardhallBench: { orbsT0: number } }).__cardhallBench;
  return new Promise((resolve) => {
    const check = () => {
      const g = document.querySelector<HTMLElement>('[data-testid=orbs-game]');
      const skip = document.querySelector<HTMLButtonElement>('[data-testid=orbs-skip]');
      if (
        !g ||
        g.dataset['actionCount'] !== before ||
        (skip && !skip.disabled) ||
        document.querySelector('[data-testid=orbs-error]')
      ) {
        requestAnimationFrame(() => resolve(performance.now() - bench.orbsT0));
        return;
      }
      if (performance.now() - bench.orbsT0 > 20_000) return resolve(NaN);
      requestAnimationFrame(check);
    };
    check();
  });
}

export async function measureOrbsPlay(
  newContext: () => Promise<BrowserContext>,
  url: string,
  wanted: number,
  until: number,
): Promise<OrbsPlayResult> {
  const ctx = await newContext();
  const problems: string[] = [];
  const result: OrbsPlayResult = { moves: [], longTasks: [], ended: false, problems };
  try {
    const page = await ctx.newPage();
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto(url);
    await page.waitForFunction(
      () => (window as unknown as { __cardhallBench?: PageProbe }).__cardhallBench?.menuReady,
      null,
      { timeout: 60_000 },
    );
    await page.locator('nav.menu-panel button[data-game="orbs"]').click();
    await page.getByTestId('orbs-tab-play').click();
    await page.getByTestId('orbs-lobby-vs-computer').check();
    await page.getByTestId('orbs-lobby-level').selectOption('easy');
    await page.getByTestId('orbs-lobby-start').click();
    await page.getByTestId('orbs-game').waitFor({ timeout: 30_000 });
    while (result.moves.length < wanted && Date.now() < until) {
      const move = await page.evaluate(clickMove);
      if (move.state === 'end') {
        result.ended = true;
        break;
      }
      if (move.state === 'stuck') {
        problems.push('no move to choose in the Orbs action list');
        break;
      }
      if (move.state !== 'moved') {
        await page.waitForTimeout(50);
        continue;
      }
      const t = await page.evaluate(moveDone, move.before);
      if (Number.isFinite(t)) result.moves.push(t);
    }
    const p = await page.evaluate(
      () => (window as unknown as { __cardhallBench: PageProbe }).__cardhallBench,
    );
    result.longTasks = p.longTasks.filter((t) => p.battleStart && t.start >= p.battleStart);
    return result;
  } finally {
    await ctx.close();
  }
}
