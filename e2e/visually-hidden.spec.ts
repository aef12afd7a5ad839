/**
 * Words for screen readers only use one global rule (`.visually-hidden`, styles/app.css) in
 * place of a copy per component: the first-game guide's step numbers are read in each step's
 * heading yet take no room on screen (a 1 px box, clipped away).
 */
import { test, expect } from '@playwright/test';
import { openApp } from './fixtures/play-to-end';
import { resetSavedSettings } from './fixtures/saved-settings';

test.beforeEach(resetSavedSettings);

test('the first-game guide reads each step number but does not show it', async ({ page }) => {
  await openApp(page);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('button', { name: 'Rules' })
    .click();
  await page.getByRole('button', { name: 'First game' }).click();
  const guide = page.getByTestId('first-game-guide');
  await expect(guide.getByRole('heading', { level: 3, name: /^Step 1: / })).toBeVisible();
  const hidden = guide.locator('h3 .visually-hidden').first();
  const look = await hidden.evaluate((el) => {
    const s = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    return { position: s.position, clip: s.clipPath, width: box.width, height: box.height };
  });
  expect(look).toEqual({ position: 'absolute', clip: 'inset(50%)', width: 1, height: 1 });
});
