/**
 * The end screens of both games (screens/end/EndScreen.svelte): a game played to its end with a
 * fixed seed shows the result, why it ended, the figures and Rematch / Watch the replay / Back
 * to menu, over the final board (dimmed, in sight around the panel), with the focus on Rematch;
 * Watch the replay opens this game's replay in the viewer.
 */
import { test, expect, type Page } from '@playwright/test';
import { collectProblems } from './fixtures/page-checks';
import {
  openApp,
  playClashToEnd,
  playOrbsToEnd,
  startClash,
  startOrbs,
} from './fixtures/play-to-end';
import { resetSavedSettings } from './fixtures/saved-settings';
import { keepShot } from './fixtures/keep-shot';

// Specs share the host's settings file: start each test from the defaults (English).
test.beforeEach(resetSavedSettings);

async function checkEndScreen(page: Page, testid: string, reason: RegExp): Promise<void> {
  const end = page.getByTestId(testid);
  await expect(end).toBeVisible();
  await expect(end.getByRole('heading', { level: 2 })).toHaveText(
    /^(You win!|You lose\.|The computer wins\.|A draw\.)$/,
  );
  await expect(end.getByTestId('end-reason')).toHaveText(reason);
  await expect(end.getByTestId('end-reason')).not.toHaveAttribute('data-blow', 'unknown');
  // Figures: turns, and per player the damage dealt and the cards played.
  await expect(end.getByTestId('end-turns')).toHaveText(/Turns\s*\d+/);
  // The turns are one figure for the game, not a cell between the two players' columns.
  await expect(end.getByTestId('end-figures').getByTestId('end-turns')).toHaveCount(0);
  await expect(end.getByTestId('end-damage')).toHaveText(/Damage dealt\s*\d+\s*\d+/);
  await expect(end.getByTestId('end-cards')).toHaveText(/Cards played\s*\d+\s*\d+/);
  const played = Number(
    (await end.getByTestId('end-cards').locator('td').first().textContent()) ?? '0',
  );
  expect(played).toBeGreaterThan(0);
  // The three buttons; the focus starts on the first.
  const rematch = end.getByRole('button', { name: /Rematch/ });
  await expect(rematch).toBeFocused();
  await expect(end.getByRole('button', { name: 'Watch the replay' })).toBeVisible();
  await expect(end.getByRole('button', { name: 'Back to menu' })).toBeVisible();
  // Keyboard: Tab reaches the next button.
  await page.keyboard.press('Tab');
  await expect(end.getByRole('button', { name: 'Watch the replay' })).toBeFocused();
  // The final board shows behind the panel: the table is still there, and the backdrop over
  // it is a see-through scrim; the panel itself is opaque.
  await expect(
    page.getByTestId(testid === 'clash-end' ? 'clash-table' : 'orbs-table'),
  ).toBeVisible();
  const backdrop = await end.evaluate((el) => {
    const s = getComputedStyle(el);
    const panel = getComputedStyle(el.querySelector('.end-panel')!);
    return { image: s.backgroundImage, panel: panel.backgroundColor };
  });
  expect(backdrop.image, 'a see-through scrim').toMatch(
    /^radial-gradient\(.*rgba\([^)]*,\s*0?\.\d+\)/,
  );
  expect(backdrop.panel, 'an opaque panel').not.toMatch(/rgba\([^)]*,\s*0?\.\d+\)/);
  // At every window size the whole panel, buttons included, is inside the window.
  for (const [width, height] of [
    [1024, 640],
    [1920, 1080],
    [2560, 1440],
    [1280, 720],
  ] as const) {
    await page.setViewportSize({ width, height });
    const panel = (await end.locator('.end-panel').boundingBox())!;
    expect(panel.y, `${width}×${height}`).toBeGreaterThanOrEqual(0);
    expect(panel.y + panel.height, `${width}×${height}`).toBeLessThanOrEqual(height);
    expect(panel.x + panel.width, `${width}×${height}`).toBeLessThanOrEqual(width);
    await keepShot(page, { path: `/tmp/h-end-${testid}-${width}.png` });
  }
}

test('Orbs: the end screen tells who won, why, the figures, and opens the replay', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const problems = collectProblems(page, /Failed to load resource/);
  await page.setViewportSize({ width: 1280, height: 720 });
  await openApp(page);
  await startOrbs(page);
  await playOrbsToEnd(page);
  await checkEndScreen(
    page,
    'orbs-end',
    /^(Computer's .+ took your last HP\.|Your .+ took the last HP\.|Your HP fell below 0\.|The HP of Computer fell below 0\.|You had to draw from an empty deck\.|Computer had to draw from an empty deck\.)$/,
  );
  const turns = await page.getByTestId('end-turns-value').textContent();
  expect(Number(turns)).toBeGreaterThan(1);
  await keepShot(page, { path: '/tmp/h-end-orbs-end-1280.png' });
  await page.getByRole('button', { name: 'Watch the replay' }).click();
  await expect(page.getByTestId('replay-viewer')).toBeVisible();
  await expect(page.getByTestId('replay-step')).toHaveText(/^Step \d+ of \d+$/);
  expect(problems).toEqual([]);
});

test('Clash: the end screen tells who won, why, the figures, and opens the replay', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const problems = collectProblems(page, /Failed to load resource/);
  await page.setViewportSize({ width: 1280, height: 720 });
  await openApp(page);
  await startClash(page);
  await playClashToEnd(page);
  await checkEndScreen(
    page,
    'clash-end',
    /^(Computer's .+ destroyed your Fort\.|Your .+ destroyed the Fort of Computer\.|No card was left to the right of (your Fort|the Fort of Computer)\.)$/,
  );
  // Clash's own actions sit in the place for more actions.
  await expect(page.getByTestId('end-more').getByTestId('new-game')).toBeVisible();
  await keepShot(page, { path: '/tmp/h-end-clash-end-1280.png' });
  await page.getByRole('button', { name: 'Watch the replay' }).click();
  await expect(page.getByTestId('replay-viewer')).toBeVisible();
  await expect(page.getByTestId('replay-step')).toHaveText(/^Step \d+ of \d+$/);
  expect(problems).toEqual([]);
});
