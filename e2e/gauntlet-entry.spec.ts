/**
 * The gauntlet from a game's own "new game" screen, and a run's figures per game (issue #31):
 * the Orbs lobby's Gauntlet entry opens the Orbs run screen; a run's game, conceded at once,
 * is recorded with its figures (from its replay), which the summary shows per game; the
 * Clash setup's entry opens the Clash run screen. Photos at three sizes in English and Czech
 * under .tmp/gauntlet-entry-shots (not in git).
 */
import { test, expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe';
import { openApp } from './fixtures/play-to-end';
import { resetSavedSettings } from './fixtures/saved-settings';
import { keepShot } from './fixtures/keep-shot';

const SHOTS = '.tmp/gauntlet-entry-shots';
const SIZES = [
  { width: 1024, height: 640 },
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
];

test.describe.configure({ mode: 'serial' });
test.beforeEach(resetSavedSettings);
test.afterAll(resetSavedSettings);

/** Every size: nothing scrolls sideways; a photo of the window as the player sees it. */
async function shoot(page: Page, name: string): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${name} at ${size.width}x${size.height}`).toBeLessThanOrEqual(0);
    await keepShot(page, { path: `${SHOTS}/${name}-${size.width}x${size.height}.png` });
  }
  await page.setViewportSize(SIZES[1]!);
}

test('Orbs: the lobby opens the gauntlet; a conceded game has its figures in the summary', async ({
  page,
}) => {
  await openApp(page);
  await page.getByRole('navigation').getByRole('button', { name: /Orbs/ }).click();
  const entry = page.getByTestId('gauntlet-entry');
  await expect(entry).toContainText('all six ready-made decks');
  await entry.scrollIntoViewIfNeeded();
  await shoot(page, 'orbs-lobby-en');
  await page.getByTestId('gauntlet-entry-open').click();
  await expect(page.getByTestId('gauntlet-panel')).toHaveAttribute('data-game', 'orbs');

  await page.getByTestId('gauntlet-deck').selectOption('ready:purple-objects');
  await page.getByTestId('gauntlet-begin').click();
  await page.getByTestId('gauntlet-play').click();
  await expect(page.getByTestId('orbs-table')).toHaveAttribute('data-ready', 'true');
  await page.getByTestId('game-menu').click();
  await page.getByTestId('game-menu-concede').click();
  await page.getByTestId('concede-dialog-confirm').click();
  await page.getByTestId('orbs-end').getByRole('button', { name: 'Back to the gauntlet' }).click();
  await expect(page.getByTestId('gauntlet-wins')).toHaveText('0');

  await page.getByTestId('gauntlet-abandon').click();
  await page
    .getByTestId('gauntlet-abandon-dialog')
    .getByRole('button', { name: 'Abandon', exact: true })
    .click();
  const figures = page.getByTestId('gauntlet-game-figures');
  await expect(figures).toContainText("The deck's figures per game");
  const rows = figures.getByTestId('gauntlet-game-figures-row');
  await expect(rows).toHaveCount(1);
  // Game 1, turn 1 or 2 (who began is the seed's), nothing played, no damage either way.
  await expect(rows.first().locator('th')).toHaveText('Game 1');
  await expect(rows.first().locator('td')).toHaveText([/^[12]$/, '0', '0', '0']);
  await expectNoAxeViolations(page, 'the gauntlet summary with figures');
  await shoot(page, 'summary-en');
});

test('in Czech: the finished run from the history shows its figures', async ({ page }) => {
  await openApp(page, 'cs');
  await page.getByTestId('menu-history').click();
  await page
    .getByTestId('history-gauntlet-row')
    .filter({ hasText: 'Velčí úl' })
    .first()
    .getByRole('button')
    .first()
    .click();
  const figures = page.getByTestId('gauntlet-game-figures');
  await expect(figures).toContainText('Čísla balíčku po hrách');
  await expect(figures.getByTestId('gauntlet-game-figures-row').first().locator('th')).toHaveText(
    '1. hra',
  );
  await shoot(page, 'summary-cs');
});

for (const lang of ['en', 'cs'] as const) {
  test(`Clash (${lang}): the setup opens the Clash gauntlet`, async ({ page }) => {
    await openApp(page, lang);
    await page
      .getByRole('navigation')
      .getByRole('button', { name: /Clash of Decks/ })
      .click();
    await expect(page.getByTestId('clash-setup')).toBeVisible();
    const entry = page.getByTestId('gauntlet-entry');
    await expect(entry).toHaveAttribute('data-game', 'clash');
    await shoot(page, `clash-setup-${lang}`);
    await page.getByTestId('gauntlet-entry-open').click();
    await expect(page.getByTestId('gauntlet-panel')).toHaveAttribute('data-game', 'clash');
  });
}

test('Orbs lobby in Czech: the entry', async ({ page }) => {
  await openApp(page, 'cs');
  await page.getByRole('navigation').getByRole('button', { name: /Orbs/ }).click();
  await expect(page.getByTestId('gauntlet-entry')).toContainText('všem šesti hotovým balíčkům');
  await page.getByTestId('gauntlet-entry').scrollIntoViewIfNeeded();
  await shoot(page, 'orbs-lobby-cs');
});
