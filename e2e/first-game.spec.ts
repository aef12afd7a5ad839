/**
 * The guided first game (issue #16 item 5): the first launch offers it for each game, it can
 * be skipped, the offer is remembered (not shown again after a restart) and the menu keeps an
 * entry to it; the guided game shows "What can I do now?" beside the table on the first turns.
 */
import { test, expect } from '@playwright/test';
import { E2E_TOKEN } from '../playwright.config';
import { resetSavedSettings } from './fixtures/saved-settings';
import { keepForLater } from './fixtures/leave';

test.beforeEach(resetSavedSettings);
test.afterAll(resetSavedSettings);

const home = `/?token=${E2E_TOKEN}`;

test('first launch offers a guided Clash game with hints; the offer is remembered; the menu brings it back for Orbs', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(home);
  const offer = page.getByRole('region', { name: 'New here? Play a guided first game' });
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: 'Guided first game: Clash of Decks' }).click();

  // Straight into a battle against the easy computer, with the hint beside the table.
  await expect(page.getByTestId('clash-battle')).toBeVisible();
  const hint = page.getByRole('region', { name: /What can I do now\?/ });
  await expect(hint).toBeVisible();
  await expect(hint).toContainText(/mana|computer is playing/);
  await page.getByRole('button', { name: /Back to menu/ }).click();
  await keepForLater(page);

  // Offered once: not again, not even after a restart.
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(offer).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Guided first game', exact: true })).toBeVisible();
  await expect(offer).toHaveCount(0);

  // The menu entry brings it back; this time Orbs.
  await page.getByRole('button', { name: 'Guided first game', exact: true }).click();
  await offer.getByRole('button', { name: 'Guided first game: Orbs' }).click();
  await expect(page.getByTestId('orbs-table')).toHaveAttribute('data-ready', 'true');
  await expect(page.getByRole('region', { name: /What can I do now\?/ })).toBeVisible();
  // Each suggestion says why (issue #30): the energy it gives, the HP it saves or costs, what an
  // Orb in play does; not a bare list of moves.
  const guide = page.getByRole('region', { name: /What can I do now\?/ });
  await expect(guide).toContainText(/energy|HP|defends you|computer is moving/);
  await expect(guide).not.toContainText(/moves right now/);
  expect(errors).toEqual([]);
});

test('the first-launch offer can be skipped and stays away', async ({ page }) => {
  await page.goto(home);
  const offer = page.getByRole('region', { name: 'New here? Play a guided first game' });
  await offer.getByRole('button', { name: 'Not now' }).click();
  await expect(offer).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Guided first game', exact: true })).toBeVisible();
  await expect(offer).toHaveCount(0);
});
