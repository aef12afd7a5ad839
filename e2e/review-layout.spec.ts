/**
 * The game review laid out for reading (issue #35 item 3), at 1024×640 as a player on a small
 * window meets it: a replay of a drafted Clash game shows its draft on a table (the revealed
 * four and both piles); the review's graph runs across the window with labelled axes and stays
 * in sight while the player steps through the decisions; every decision row is one line with
 * its whole mark badge; no trivial "Best" rows are listed, and the decisions that are not
 * listed are counted, so every step of the game is accounted for.
 * Not timed: every wait is on an explicit signal (visible elements, the step counter).
 */
import { test, expect, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { E2E_DATA_DIR, E2E_TOKEN } from '../playwright.config';
import { resetSavedSettings } from './fixtures/saved-settings';
import { collectProblems } from './fixtures/page-checks';

test.beforeEach(resetSavedSettings);

async function openClashReplay(page: Page): Promise<number> {
  execFileSync('npx', ['tsx', 'e2e/fixtures/finished-game.ts', 'clash', E2E_DATA_DIR], {
    encoding: 'utf8',
  });
  await page.addInitScript(() => localStorage.setItem('cardhall.language', 'en'));
  await page.setViewportSize({ width: 1024, height: 640 });
  await page.goto(`/?token=${E2E_TOKEN}`);
  await page.getByTestId('menu-replays').click();
  await page.getByTestId('replay-item').first().getByTestId('replay-watch').click();
  const counter = page.getByTestId('replay-step');
  await expect(counter).toHaveText(/^Step 0 of \d+$/);
  return Number((await counter.textContent())!.match(/of (\d+)/)![1]);
}

/** The element's box lies inside the window. */
async function inWindow(page: Page, testId: string): Promise<boolean> {
  const box = (await page.getByTestId(testId).boundingBox())!;
  const vp = page.viewportSize()!;
  return (
    box.y >= 0 && box.x >= 0 && box.y + box.height <= vp.height && box.x + box.width <= vp.width
  );
}

test('a drafted Clash replay shows its draft on a table, then the review reads at 1024×640', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const problems = collectProblems(page, /Failed to load resource/);
  const total = await openClashReplay(page);

  // The draft on a table: the round's four revealed cards, and both piles filling as we step.
  const draft = page.getByTestId('replay-draft');
  await expect(draft).toBeVisible();
  await expect(page.getByTestId('replay-draft-revealed').locator('li')).toHaveCount(4);
  const piles = page.locator('[data-testid^="replay-draft-pile-"] li');
  await expect(piles).toHaveCount(0);
  await page.getByTestId('replay-next').click();
  await page.getByTestId('replay-next').click();
  await expect(page.getByTestId('replay-step')).toHaveText(`Step 2 of ${total}`);
  await expect(piles).toHaveCount(2);
  await expect(page.getByTestId('replay-draft-revealed').locator('li.taken')).toHaveCount(2);

  // The review: the graph across the window, its axes labelled.
  await page.getByTestId('review-start').click();
  const graph = page.getByTestId('review-graph');
  await expect(graph).toBeVisible({ timeout: 180_000 });
  await expect(page.getByTestId('review-graph-x')).toHaveText('Turn');
  // The player's own game: the axis speaks to them (issue #35 Czech pass: not "Ty"/"You" as a name).
  await expect(page.getByTestId('review-graph-y')).toHaveText('Your chance to win');
  const strip = (await page.getByTestId('review-strip').boundingBox())!;
  expect(strip.width).toBeGreaterThan(1024 * 0.9);

  // No trivial rows: only inaccuracies, mistakes and blunders are listed ...
  const rows = page.getByTestId('review-mark');
  const marks = await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-mark')));
  for (const m of marks) expect(['inaccuracy', 'mistake', 'blunder']).toContain(m);
  // ... and the rest is counted: listed + fine + not listed = every step of the game.
  const fine = await page
    .getByTestId('review-fine')
    .evaluateAll((els) => els.reduce((n, e) => n + Number(e.getAttribute('data-count')), 0));
  const unlisted = page.getByTestId('review-unlisted');
  const notListed = (await unlisted.count())
    ? Number((await unlisted.textContent())!.match(/\d+/)![0])
    : 0;
  await expect(page.getByTestId('review-fine').first()).toContainText(
    /\d+ more of your decisions (was|were) fine/,
  );
  expect(marks.length + fine + notListed).toBe(total);

  // Each listed decision is one line with its whole badge.
  expect(marks.length).toBeGreaterThan(0);
  for (let i = 0; i < marks.length; i++) {
    const row = rows.nth(i).getByTestId('review-jump');
    await row.scrollIntoViewIfNeeded();
    const fit = await row.evaluate((el) => {
      const badge = el.querySelector('[data-testid="review-badge"]') as HTMLElement;
      const r = el.getBoundingClientRect();
      const b = badge.getBoundingClientRect();
      return {
        oneLine: r.height < b.height * 1.9,
        whole: badge.scrollWidth <= badge.clientWidth + 1 && b.left >= r.left && b.right <= r.right,
      };
    });
    expect(fit, `row ${i}`).toEqual({ oneLine: true, whole: true });
  }

  // Stepping through the decisions keeps the graph in sight.
  for (const i of [0, marks.length - 1]) {
    const step = await rows.nth(i).getAttribute('data-step');
    await rows.nth(i).getByTestId('review-jump').click();
    await expect(page.getByTestId('replay-step')).toHaveText(`Step ${step} of ${total}`);
    await expect(rows.nth(i)).toHaveClass(/current/);
    await expect(page.getByTestId('review-why')).toBeVisible();
    expect(await inWindow(page, 'review-graph')).toBe(true);
  }
  expect(problems).toEqual([]);
});
