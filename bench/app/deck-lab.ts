/**
 * The deck-lab part of `npm run bench -- app` (issue #31 item 3: the lab must not block the
 * UI): in the Orbs deck builder, save a ready deck, open "Test this deck" and run it at the
 * easy level, 10 games against each ready deck (60 games in main's lab worker), recording the
 * renderer's long tasks (PerformanceObserver 'longtask', installProbe) from the Start click
 * until the chart is drawn. The page only receives one push per finished game, so the target
 * is none over 50 ms. Alone: `npx tsx bench/app/deck-lab-cli.ts [webRoot]`; the CLI can also
 * run it at another level (`… [webRoot] [games] hard [seconds]`: a hard game takes minutes,
 * so the app bench keeps easy).
 */
import type { BrowserContext, Page } from '@playwright/test';
import type { MenuLevel } from '../../main/ai/level-names';
import type { PageProbe } from './probes';

export interface DeckLabBenchResult {
  level: MenuLevel;
  games: number;
  /** Games finished when the run ended or was cancelled (the progress bar's value). */
  done: number;
  /** Start click → each finished game, ms (read from the progress bar once a second). */
  doneAt: number[];
  /** The page's clock (performance.now) at the Start click. */
  t0: number;
  /** Start click → chart drawn, ms (NaN when it did not finish by the deadline). */
  ms: number;
  longTasks: PageProbe['longTasks'];
  finished: boolean;
  problems: string[];
}

/** Open the Orbs deck builder from the main menu (English page). */
export async function openOrbsBuilder(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('nav.menu-panel').getByRole('button', { name: /Orbs/ }).click();
  await page.getByTestId('orbs-tab-builder').click();
  await page.getByTestId('orbs-pool-card').first().waitFor();
}

/** Load a ready deck into the builder and save it under `name`; the lab button is then on. */
export async function saveReadyDeck(page: Page, readyId: string, name: string): Promise<void> {
  await page.getByTestId(`orbs-ready-${readyId}`).click();
  await page.getByTestId('orbs-deck-legal').waitFor();
  await page.getByTestId('orbs-deck-name').fill(name);
  await page.getByTestId('orbs-deck-save').click();
  await page.locator('[data-testid=lab-open]:not([disabled])').waitFor();
}

export async function measureDeckLab(
  newContext: () => Promise<BrowserContext>,
  url: string,
  deadline: number,
  gamesPerDeck = 10,
  level: MenuLevel = 'easy',
): Promise<DeckLabBenchResult> {
  const ctx = await newContext();
  const problems: string[] = [];
  try {
    const page = await ctx.newPage();
    page.on('pageerror', (e) => problems.push(e.message));
    await openOrbsBuilder(page, url);
    await saveReadyDeck(page, 'red-aggro', 'Bench lab deck');
    await page.getByTestId('lab-open').click();
    await page.getByTestId('lab-level').selectOption(level);
    await page.getByTestId('lab-games').selectOption(String(gamesPerDeck));
    const t0 = await page.evaluate(() => performance.now());
    await page.getByTestId('lab-start').click();
    // The progress bar's value, read once a second from outside the page (a read is no
    // long task), dates each finished game.
    const doneAt: number[] = [];
    let done = 0;
    const chart = page.locator('[data-testid=lab-dialog] [data-testid=lab-row]').nth(5);
    const bar = page.getByTestId('lab-progress');
    let finished = false;
    while (Date.now() < deadline) {
      if (await chart.isVisible()) {
        finished = true;
        break;
      }
      const now = await bar
        .getAttribute('aria-valuenow', { timeout: 500 })
        .then(Number)
        .catch(() => done);
      if (now > done) {
        const at = await page.evaluate(() => performance.now());
        for (; done < now; done++) doneAt.push(at - t0);
      }
      await page.waitForTimeout(1000);
    }
    if (!finished) await page.getByTestId('lab-cancel').click();
    const t1 = await page.evaluate(() => performance.now());
    const probe = await page.evaluate(
      () => (window as unknown as { __cardhallBench: PageProbe }).__cardhallBench,
    );
    if (finished) for (; done < gamesPerDeck * 6; done++) doneAt.push(t1 - t0);
    return {
      level,
      t0,
      games: gamesPerDeck * 6,
      done,
      doneAt,
      ms: finished ? t1 - t0 : NaN,
      longTasks: probe.longTasks.filter((t) => t.start >= t0 && t.start <= t1),
      finished,
      problems,
    };
  } finally {
    await ctx.close();
  }
}
