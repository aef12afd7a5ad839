/**
 * Resume brings back everything a player saw (issue #16 item 1): the whole game log (rebuilt
 * by main from the saved actions) in both games, and in hotseat the hand-off curtain comes
 * first, so nobody sees a hand that is not theirs. Acts as a player: buttons, keys and visible
 * text; the page reload stands for closing and reopening the app.
 */
import { test, expect, type Page } from '@playwright/test';
import { E2E_TOKEN } from '../playwright.config';
import { resetSavedSettings } from './fixtures/saved-settings';

const home = `/?token=${E2E_TOKEN}`;

test.beforeEach(resetSavedSettings);
test.afterAll(resetSavedSettings);

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(`page error: ${err.message}`));
  return errors;
}

async function resumeNewest(page: Page, game: RegExp): Promise<void> {
  const item = page.getByTestId('resume-list').getByTestId('resume-item').first();
  await expect(item).toContainText(game);
  await item.getByRole('button', { name: 'Resume' }).click();
}

test('Clash hotseat: after a reload, Resume opens on the hand-off curtain and the log is whole', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.addInitScript(() => localStorage.setItem('cardhall.clash.animationSpeed', 'instant'));
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(home);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('button', { name: /Clash of Decks/ })
    .click();
  await page.getByRole('radio', { name: 'A friend at this screen (hotseat)' }).check();
  await page.getByRole('radio', { name: 'Preconstructed decks from the box' }).check();
  await page.getByTestId('deck0-1').check();
  await page.getByTestId('deck1-2').check();
  await page.getByRole('textbox', { name: 'Seed (optional)' }).fill('5');
  await page.getByRole('button', { name: 'Start the game' }).click();
  // Hotseat opens on the curtain of the first mover (issue #35).
  await page.getByTestId('handoff-ready').click();

  const log = page.getByTestId('game-log');
  await expect(page.getByTestId('battle-turn')).toHaveText('Turn 1');
  await page
    .getByTestId('clash-battle')
    .getByRole('button', { name: /^\W*Assault$/ })
    .click();
  const curtain = page.getByRole('dialog', { name: /Pass to Player 2/ });
  await expect(curtain).toBeVisible();
  await curtain.getByRole('button').click();
  await expect(page.getByTestId('battle-turn')).toHaveText('Turn 2');
  await expect(log).toContainText(/Turn 2: Player 2 has \d+ mana\./);
  const before = (await log.locator('li').allInnerTexts()).filter((l) => l.trim() !== '');
  expect(before.length).toBeGreaterThan(1);

  await page.reload();
  await resumeNewest(page, /Clash of Decks/);
  // The curtain first: the hand of the player to move stays hidden until they confirm.
  const again = page.getByRole('dialog', { name: /Pass to Player 2/ });
  await expect(again).toBeVisible();
  await again.getByRole('button').click();
  await expect(again).toHaveCount(0);
  await expect(page.getByTestId('battle-turn')).toHaveText('Turn 2');
  await expect
    .poll(async () => (await log.locator('li').allInnerTexts()).filter((l) => l.trim() !== ''))
    .toEqual(before);
  expect(errors).toEqual([]);
});

test('Orbs against the computer: after a reload, Resume shows the whole game log again', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(home);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('button', { name: /Orbs/ })
    .click();
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await page.getByRole('radio', { name: 'Computer' }).check();
  await page.getByTestId('orbs-lobby-seed').fill('7');
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page.getByTestId('orbs-table')).toHaveAttribute('data-ready', 'true');

  // End phases until both players have acted: the log then has lines of both.
  const log = page.getByTestId('orbs-log');
  await expect(async () => {
    const end = page
      .getByTestId('orbs-actions')
      .getByRole('button', { name: /End Turn|To Main Phase/ });
    if (await end.isEnabled().catch(() => false)) await end.click({ timeout: 2_000 });
    await expect(log).toContainText(/Turn 2/, { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  const lines = async () =>
    (await log.locator('li').allInnerTexts()).filter((l) => l.trim() !== '');
  const before = await lines();

  await page.reload();
  await resumeNewest(page, /Orbs/);
  await expect(page.getByTestId('orbs-table')).toHaveAttribute('data-ready', 'true');
  // The rebuilt log starts with every line seen before the reload (the computer may add more).
  await expect.poll(async () => (await lines()).slice(0, before.length)).toEqual(before);
  expect(errors).toEqual([]);
});
