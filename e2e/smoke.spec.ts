/**
 * Smoke test of the whole app in a browser: the menu comes up talking to the real
 * main-process handlers, the Phaser table renders something, and nothing logs an error.
 */
import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { E2E_TOKEN } from '../playwright.config';
import { collectProblems, distinctColours } from './fixtures/page-checks';

const version = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

test('menu, about and a rendered game table, with no errors', async ({ page }) => {
  const problems = collectProblems(page);
  await page.goto(`/?token=${E2E_TOKEN}`);

  await expect(page.getByRole('heading', { level: 1, name: 'Cardhall' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('button', { name: /Orbs/ })).toBeVisible();
  await expect(menu.getByRole('button', { name: /Clash of Decks/ })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Settings' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'About' })).toBeVisible();
  // The footer comes from `game.list` over the WebSocket: proves the handlers answer.
  await expect(menu.getByText(/ready to play$/)).toBeVisible();

  // Keyboard: the first Tab lands on the first game, and Enter opens screens.
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('button', { name: /Orbs/ })).toBeFocused();

  await menu.getByRole('button', { name: 'About' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'About Cardhall' })).toBeFocused();
  await expect(page.getByTestId('app-version')).toHaveText(`Version ${version}`);
  await expect(page.getByText('browser version')).toBeVisible();
  // The runtime is the browser's own (no "not used" while running in Chromium).
  await expect(page.getByText(/^Chromium \d+\./)).toBeVisible();
  await page.getByRole('button', { name: /Back to menu/ }).click();

  // The table: Orbs lobby (ready decks preselected) → start against the computer → the
  // Phaser table mounts and draws something.
  await menu.getByRole('button', { name: /Orbs/ }).click();
  await expect(page.getByTestId('orbs-lobby')).toBeVisible();
  await page.getByTestId('orbs-lobby-start').click();
  const table = page.getByTestId('orbs-table');
  await expect(table).toHaveAttribute('data-ready', 'true');
  const canvas = table.locator('canvas');
  await expect(canvas).toBeVisible();
  const box = await canvas.boundingBox();
  expect(box!.width).toBeGreaterThan(300);
  expect(box!.height).toBeGreaterThan(200);
  const shot = await canvas.screenshot();
  // A blank canvas has one colour; felt, cards and text have many.
  expect(await distinctColours(page, shot, 7)).toBeGreaterThan(10);

  expect(problems).toEqual([]);
});

test('switches to Czech, keeps it after a reload, and uses Czech plurals', async ({ page }) => {
  const problems = collectProblems(page);
  await page.goto(`/?token=${E2E_TOKEN}`);
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('radio', { name: 'Čeština' }).check();
  await expect(page.getByRole('heading', { level: 1, name: 'Nastavení' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Nastavení' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
  await expect(
    page.getByText(/(hra připravena|hry připraveny|her připraveno) ke hře$/),
  ).toBeVisible();
  expect(problems).toEqual([]);
});

test.describe('first start in a Czech system', () => {
  test.use({ locale: 'cs-CZ' });
  test('follows navigator.language', async ({ page }) => {
    await page.goto(`/?token=${E2E_TOKEN}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Vyber hru' })).toBeVisible();
  });
});

test('without the token the page cannot reach the game service, and says so', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('alert')).toContainText('The game service did not answer');
});
