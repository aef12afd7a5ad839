/**
 * The settings screen: every setting of the issue (language, animation speed, sound and music
 * levels with mute, fullscreen, reduced motion) applies the moment it is changed, is written to
 * main's settings.json, and comes back after a reload from that file alone (localStorage is
 * wiped before the reload, so nothing is read from the page's own cache).
 */
import { test, expect, type Page } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_DATA_DIR, E2E_TOKEN } from '../playwright.config';
import { collectProblems } from './fixtures/page-checks';
import { resetSavedSettings } from './fixtures/saved-settings';

test.beforeEach(() => resetSavedSettings());
// Later specs of the run share the save folder: leave no fullscreen or Czech behind.
test.afterEach(() => resetSavedSettings());

function savedSettings(): Record<string, unknown> {
  const file = join(E2E_DATA_DIR, 'settings.json');
  return existsSync(file)
    ? ((JSON.parse(readFileSync(file, 'utf8')) as { data: Record<string, unknown> }).data ?? {})
    : {};
}

const isFullscreen = (page: Page) => page.evaluate(() => document.fullscreenElement !== null);

test('every setting applies at once and survives a reload from the saved settings', async ({
  page,
}) => {
  const problems = collectProblems(page, /Failed to load resource/);
  await page.addInitScript(() => {
    // Only on the first load: the reload must find the language in main's file, not here.
    if (!sessionStorage.getItem('started')) {
      sessionStorage.setItem('started', '1');
      localStorage.setItem('cardhall.language', 'en');
    }
  });
  await page.goto(`/?token=${E2E_TOKEN}`);
  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const html = page.locator('html');

  // Reduced motion: the page follows at once (CSS reads the attribute).
  await page.getByRole('checkbox', { name: 'Reduce motion' }).check();
  await expect(html).toHaveAttribute('data-reduce-motion', 'true');

  // Animation speed (shared by both tables).
  await page.getByTestId('settings-speed').selectOption('fast');

  // Sound levels, then mute (which disables the sliders at once).
  await page.getByLabel('Master volume').fill('50');
  await page.getByLabel('Sound effects').fill('30');
  await page.getByLabel('Music').fill('70');
  await page.getByRole('checkbox', { name: 'Mute all sound' }).check();
  await expect(page.getByLabel('Master volume')).toBeDisabled();

  // Fullscreen: on at once (browser host: the Fullscreen API), and the box follows the real
  // state when the browser leaves fullscreen by itself (Escape).
  const fullscreenBox = page.getByTestId('settings-fullscreen');
  await fullscreenBox.click();
  await expect.poll(() => isFullscreen(page)).toBe(true);
  await expect(fullscreenBox).toBeChecked();
  await page.evaluate(() => document.exitFullscreen());
  await expect(fullscreenBox).not.toBeChecked();
  await expect.poll(() => savedSettings()['fullscreen']).toBe(false);
  await fullscreenBox.click();
  await expect.poll(() => isFullscreen(page)).toBe(true);

  // Language last: everything on the screen switches to Czech at once.
  await page.getByRole('radio', { name: 'Čeština' }).check();
  await expect(page.getByRole('heading', { level: 1, name: 'Nastavení' })).toBeVisible();
  await expect(html).toHaveAttribute('lang', 'cs');

  // All of it is in main's settings file.
  await expect
    .poll(() => savedSettings())
    .toMatchObject({
      language: 'cs',
      reducedMotion: 'on',
      animationSpeed: 'fast',
      masterVolume: 0.5,
      soundVolume: 0.3,
      musicVolume: 0.7,
      muted: true,
      fullscreen: true,
    });

  // Reload with the page's own storage wiped: only main's file can bring the settings back.
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(page.getByRole('button', { name: 'Nastavení' })).toBeVisible();
  await expect(html).toHaveAttribute('lang', 'cs');
  await expect(html).toHaveAttribute('data-reduce-motion', 'true');
  await page.getByRole('button', { name: 'Nastavení' }).click();
  await expect(page.getByRole('checkbox', { name: 'Omezit animace' })).toBeChecked();
  await expect(page.getByTestId('settings-speed')).toHaveValue('fast');
  await expect(page.getByLabel('Celková hlasitost')).toHaveValue('50');
  await expect(page.getByLabel('Zvukové efekty')).toHaveValue('30');
  await expect(page.getByLabel('Hudba')).toHaveValue('70');
  await expect(page.getByRole('checkbox', { name: 'Ztlumit všechny zvuky' })).toBeChecked();
  // A browser enters fullscreen only on a user gesture: the saved "on" waits for the first key.
  await page.keyboard.press('Tab');
  await expect.poll(() => isFullscreen(page)).toBe(true);
  await expect(page.getByTestId('settings-fullscreen')).toBeChecked();

  // Turning it off is saved too.
  await page.getByTestId('settings-fullscreen').click();
  await expect.poll(() => isFullscreen(page)).toBe(false);
  await expect.poll(() => savedSettings()['fullscreen']).toBe(false);
  expect(problems).toEqual([]);
});
