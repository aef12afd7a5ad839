/**
 * No empty art box: every card face painted in the DOM (Orbs deck builder, Clash draft) names
 * the picture it drew (`data-art`, set by CardCanvas after painting), and the art region of a
 * painted face holds the picture's parchment-white pixels, which a tinted box alone lacks. Not timed; waits on the
 * attributes the painter sets.
 */
import { test, expect, type Locator } from '@playwright/test';
import { E2E_TOKEN } from '../playwright.config';
import { collectProblems } from './fixtures/page-checks';
import { resetSavedSettings } from './fixtures/saved-settings';

// Specs share the host's settings file: start each test from the defaults (English).
test.beforeEach(resetSavedSettings);

/**
 * Share of a face's art box (layout units x 10–90, y 30–70 of 100 × 140) in the picture's
 * parchment white (#f6f1e3): the tinted gradient alone, an empty box, has none of it.
 */
async function pictureShare(canvas: Locator): Promise<number> {
  return canvas.evaluate((el: HTMLCanvasElement) => {
    const ctx = el.getContext('2d')!;
    const u = el.width / 100;
    const img = ctx.getImageData(
      Math.round(10 * u),
      Math.round(30 * u),
      Math.round(80 * u),
      Math.round(40 * u),
    ).data;
    let near = 0;
    for (let i = 0; i < img.length; i += 4) {
      if (
        Math.abs(img[i]! - 0xf6) < 14 &&
        Math.abs(img[i + 1]! - 0xf1) < 14 &&
        Math.abs(img[i + 2]! - 0xe3) < 14
      )
        near++;
    }
    return near / (img.length / 4);
  });
}

test('every Orbs card in the deck builder has its picture', async ({ page }) => {
  const problems = collectProblems(page, /Failed to load resource/);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`/?token=${E2E_TOKEN}`);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('button', { name: /Orbs/ })
    .click();
  await page.getByTestId('orbs-tab-builder').click();
  const cards = page.getByTestId('orbs-pool-card');
  await expect(cards.first()).toBeVisible();
  const total = await cards.count();
  expect(total).toBeGreaterThanOrEqual(90);
  const painted = page.locator('[data-testid=orbs-pool-card] canvas[data-art]');
  await expect(painted).toHaveCount(total);
  // Each names a picture of the art table (never empty).
  const names = await painted.evaluateAll((els) =>
    els.map((e) => e.getAttribute('data-art') ?? ''),
  );
  expect(names.filter((n) => n === '')).toEqual([]);
  expect(new Set(names).size).toBe(total);
  for (let i = 0; i < 6; i++) expect(await pictureShare(painted.nth(i))).toBeGreaterThan(0.05);
  expect(problems).toEqual([]);
});

test('every card of the Clash draft has its picture', async ({ page }) => {
  const problems = collectProblems(page, /Failed to load resource/);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`/?token=${E2E_TOKEN}`);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('button', { name: /Clash of Decks/ })
    .click();
  await page.getByTestId('opponent-easy').check();
  await page.getByTestId('mode-draft').check();
  await page.getByTestId('pool-both').check();
  await page.getByTestId('seed').fill('7');
  await page.getByTestId('start-game').click();
  const revealed = page.getByTestId('draft-revealed').getByTestId('draft-card');
  await expect(revealed.first()).toBeVisible();
  const n = await revealed.count();
  const painted = page.getByTestId('draft-revealed').locator('canvas[data-art]');
  await expect(painted).toHaveCount(n);
  const names = await painted.evaluateAll((els) =>
    els.map((e) => e.getAttribute('data-art') ?? ''),
  );
  expect(names.filter((x) => x === '' || x === 'back')).toEqual([]);
  for (let i = 0; i < n; i++) expect(await pictureShare(painted.nth(i))).toBeGreaterThan(0.05);
  expect(problems).toEqual([]);
});
