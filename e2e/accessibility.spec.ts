/**
 * Accessibility: an axe-core scan (WCAG 2.1 A and AA) of every screen — menus, rules, the Orbs
 * lobby, deck builder and table, Clash setup, draft and battle, both end screens, replays list
 * and viewer, history, and a resumed game — with zero violations allowed.
 */
import { test, expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe';
import {
  openApp,
  playClashToEnd,
  playOrbsToEnd,
  startClash,
  startOrbs,
} from './fixtures/play-to-end';
import { resetSavedSettings } from './fixtures/saved-settings';
import { keepForLater } from './fixtures/leave';

// Specs share the host's settings file: start each test from the defaults (English).
test.beforeEach(resetSavedSettings);

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const back = (page: Page) => page.getByRole('button', { name: /Back to menu/ }).first();

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
});

test('axe: main menu, settings, about, rules, Orbs lobby and deck builder, Clash setup, replays, history', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openApp(page);
  await expectNoAxeViolations(page, 'main menu');

  await menu(page)
    .getByRole('button', { name: /Settings/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, 'settings');
  await back(page).click();

  await menu(page).getByRole('button', { name: /About/ }).click();
  await expect(page.getByRole('heading', { name: 'About Cardhall', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, 'about');
  await back(page).click();

  await menu(page)
    .getByRole('button', { name: /^§?\s*Rules/ })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, 'rules');
  await back(page).click();

  await menu(page).getByRole('button', { name: /Orbs/ }).click();
  await expect(page.getByTestId('orbs-lobby')).toBeVisible();
  await expectNoAxeViolations(page, 'Orbs lobby');
  await page.getByTestId('orbs-tab-builder').click();
  await expect(page.getByTestId('orbs-pool-card').first()).toBeVisible();
  await page
    .getByTestId('orbs-ready-imp-inferno')
    .or(page.locator('[data-testid^=orbs-ready-]').first())
    .first()
    .click();
  await expect(page.getByTestId('orbs-deck-list')).toBeVisible();
  await page.locator('[data-testid=orbs-pool-card] .face-btn').first().hover();
  await expectNoAxeViolations(page, 'deck builder');
  await back(page).click();

  await menu(page)
    .getByRole('button', { name: /Clash of Decks/ })
    .click();
  await expect(page.getByTestId('clash-setup')).toBeVisible();
  await expectNoAxeViolations(page, 'Clash setup');
  await back(page).click();

  await menu(page)
    .getByRole('button', { name: /Replays/ })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, 'replays list (empty)');
  await back(page).click();

  await menu(page)
    .getByRole('button', { name: /history/i })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, 'history (empty)');
});

test('axe: the Orbs table, its end screen, the replay viewer, replays list and history with a game', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await openApp(page);
  await startOrbs(page);
  await expect(page.getByTestId('orbs-actions').locator('button').first()).toBeVisible();
  await expectNoAxeViolations(page, 'Orbs table');
  await playOrbsToEnd(page);
  await expect(page.getByTestId('rematch')).toBeFocused();
  await expectNoAxeViolations(page, 'Orbs end screen');
  await page.getByRole('button', { name: 'Watch the replay' }).click();
  await expect(page.getByTestId('replay-viewer')).toBeVisible();
  await page.getByTestId('replay-next').click();
  await expect(page.getByTestId('replay-step')).toHaveText(/^Step 1 of \d+$/);
  await expectNoAxeViolations(page, 'replay viewer');
  await page.getByRole('button', { name: /Back to replays/ }).click();
  await expect(page.getByTestId('replay-watch').first()).toBeVisible();
  await expectNoAxeViolations(page, 'replays list');
  await back(page).click();
  await menu(page)
    .getByRole('button', { name: /history/i })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, 'history');
});

test('axe: Clash draft, the menu with a game to resume, the resumed game, battle and end screen', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await openApp(page);
  await menu(page)
    .getByRole('button', { name: /Clash of Decks/ })
    .click();
  await page.getByTestId('opponent-easy').check();
  await page.getByTestId('seed').fill('4242');
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('clash-draft')).toBeVisible();
  await expect(page.locator('[data-testid=draft-card]:not([disabled])').first()).toBeVisible();
  await expectNoAxeViolations(page, 'Clash draft');

  await page.reload();
  await expect(page.getByTestId('resume-list')).toBeVisible();
  await expectNoAxeViolations(page, 'main menu with a game to resume');
  await page.getByTestId('resume-list').getByTestId('resume-button').first().click();
  await expect(page.getByTestId('clash-draft')).toBeVisible();
  await expectNoAxeViolations(page, 'resumed game');
  await page
    .getByRole('button', { name: /Back to menu/ })
    .first()
    .click();
  await expectNoAxeViolations(page, 'leave question');
  await keepForLater(page);

  await expect(menu(page)).toBeVisible();
  await startClash(page);
  await expect(page.getByTestId('action').first()).toBeVisible();
  await expectNoAxeViolations(page, 'Clash battle');
  await playClashToEnd(page);
  await expect(page.getByTestId('rematch')).toBeFocused();
  await expectNoAxeViolations(page, 'Clash end screen');
});
