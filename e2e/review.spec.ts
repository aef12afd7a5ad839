/**
 * Game review and hints (issue #18), as a player uses them: finish a short Clash game against
 * the computer (fixed seed; the human only assaults, so the computer wins quickly), press
 * Review on the end screen, see the win-probability graph and marked decisions, jump the
 * replay to a decision; and in a new game against the computer ask for a hint (key H) and
 * see the move named and highlighted in the action list.
 */
import { test, expect, type Page } from '@playwright/test';
import { E2E_TOKEN } from '../playwright.config';
import { resetSavedSettings } from './fixtures/saved-settings';
import { mkdirSync } from 'node:fs';

/** Set REVIEW_SHOTS=<folder> to keep screenshots of the review at three window sizes. */
const SHOTS = process.env['REVIEW_SHOTS'];

test.beforeEach(resetSavedSettings);
test.afterAll(resetSavedSettings);

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(`page error: ${err.message}`));
  return errors;
}

async function startClashAgainstComputer(page: Page, seed: string): Promise<void> {
  await page.addInitScript(() => {
    localStorage.setItem('cardhall.clash.animationSpeed', 'instant');
    localStorage.setItem('cardhall.language', 'en');
  });
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`/?token=${E2E_TOKEN}`);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('button', { name: /Clash of Decks/ })
    .click();
  await page.getByTestId('opponent-easy').check();
  await page.getByTestId('mode-preconstructed').check();
  await page.getByTestId('deck0-1').check();
  await page.getByTestId('deck1-2').check();
  await page.getByTestId('seed').fill(seed);
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('clash-battle')).toBeVisible();
}

test('finish a game, review it, see the graph and a mark, jump the replay to a decision', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const errors = collectErrors(page);
  await startClashAgainstComputer(page, '77');
  const end = page.getByTestId('clash-end');
  const myAssault = page.locator('[data-testid="assault"]:not([disabled])');
  // Assault whenever it is our decision (the button is enabled only then) until the end screen.
  for (let turn = 0; turn < 200; turn++) {
    await expect(myAssault.or(end)).toBeVisible({ timeout: 30_000 });
    if (await end.isVisible()) break;
    await myAssault.click().catch(() => undefined); // it may turn disabled as we click
  }
  await expect(end).toBeVisible();

  await page.getByTestId('end-review').click();
  await expect(page.getByTestId('replay-viewer')).toBeVisible();
  // Main analyses in its worker threads; the graph and the marks appear when it is done.
  await expect(page.getByTestId('review-graph')).toBeVisible({ timeout: 90_000 });
  await expect(page.getByTestId('review-note')).toContainText('full state');
  const marks = page.getByTestId('review-mark');
  expect(await marks.count()).toBeGreaterThan(0);
  await expect(page.getByTestId('review-accuracy')).toContainText('accuracy');
  const first = marks.first();
  const step = await first.getAttribute('data-step');
  const total = (await page.getByTestId('replay-step').textContent())?.match(/of (\d+)/)?.[1];
  await first.getByTestId('review-jump').click();
  await expect(page.getByTestId('replay-step')).toHaveText(`Step ${step} of ${total}`);
  await expect(first).toHaveClass(/current/);
  if (SHOTS) {
    mkdirSync(SHOTS, { recursive: true });
    for (const [w, h] of [
      [1024, 640],
      [1280, 720],
      [1920, 1080],
    ] as const) {
      await page.setViewportSize({ width: w, height: h });
      await page.getByTestId('review-panel').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/review-${w}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 720 });
  }
  // Clicking the graph's right end jumps to the end of the game.
  const box = (await page.getByTestId('review-graph').boundingBox())!;
  await page
    .getByTestId('review-graph')
    .click({ position: { x: box.width - 2, y: box.height / 2 } });
  await expect(page.getByTestId('replay-step')).toHaveText(`Step ${total} of ${total}`);

  // A second opening answers from the saved review at once (no progress bar).
  await page.getByRole('button', { name: /Back to replays/ }).click();
  await page.getByTestId('replay-item').first().getByTestId('replay-watch').click();
  await page.getByTestId('review-start').click();
  await expect(page.getByTestId('review-graph')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a hint in a game against the computer names the move and highlights it', async ({ page }) => {
  test.setTimeout(60_000);
  const errors = collectErrors(page);
  await startClashAgainstComputer(page, '78');
  await expect(page.locator('[data-testid="assault"]:not([disabled])')).toBeVisible({
    timeout: 30_000,
  });
  await page.keyboard.press('h');
  const callout = page.getByTestId('hint-callout');
  await expect(callout).toBeVisible();
  await expect(callout).toContainText(/^Hint: /);
  const hinted = page.locator('[data-testid="action"][data-hinted="true"]');
  await expect(hinted).toHaveCount(1);
  const named = (await callout.textContent())!.replace(/^Hint: /, '');
  await expect(hinted).toHaveText(named);
  await expect(page.getByTestId('hint')).toContainText('Hint');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/hint-1280.png` });
  expect(errors).toEqual([]);
});
