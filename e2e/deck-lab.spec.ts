/**
 * The deck lab (issue #31 item 3) in the browser host: a saved deck is tested against the six
 * ready decks (easy computer, two games each), the progress bar fills and the win-rate chart
 * shows a row per ready deck with its interval; the result is there again when the deck is
 * reopened, and marked stale once the deck changes. A second run is cancelled: the page says
 * so and the kept result stays. Before Start the dialog says how long the run will take.
 */
import { test, expect, type Page } from '@playwright/test';
import { E2E_TOKEN } from '../playwright.config';
import { collectProblems } from './fixtures/page-checks';
import { expectNoAxeViolations } from './fixtures/axe';

async function openBuilder(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('cardhall.language', 'en'));
  await page.goto(`/?token=${E2E_TOKEN}`);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('button', { name: /Orbs/ })
    .click();
  await page.getByTestId('orbs-tab-builder').click();
  await expect(page.getByTestId('orbs-pool-card').first()).toBeVisible();
}

test('the deck lab finishes and shows its chart; a second run is cancelled', async ({ page }) => {
  test.setTimeout(180_000);
  const problems = collectProblems(page, /Failed to load resource/);
  await page.setViewportSize({ width: 1280, height: 720 });
  await openBuilder(page);

  await test.step('an unsaved deck cannot be tested yet', async () => {
    await page.getByTestId('orbs-ready-blue-control').click();
    await expect(page.getByTestId('orbs-deck-legal')).toBeVisible();
    await expect(page.getByTestId('lab-open')).toBeDisabled();
    await page.getByTestId('orbs-deck-name').fill('Lab deck');
    await page.getByTestId('orbs-deck-save').click();
    await expect(page.getByTestId('lab-summary')).toHaveText('Not tested yet.');
  });

  const dialog = page.getByRole('dialog', { name: 'Test this deck' });
  await test.step('a small run at the easy level fills the bar and draws the chart', async () => {
    await page.getByTestId('lab-open').click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('lab-level')).toHaveValue('easy');
    // The time is said before Start; a hard run of many games is hours, with a note.
    await dialog.getByTestId('lab-level').selectOption('hard');
    await dialog.getByTestId('lab-games').selectOption('50');
    await expect(dialog.getByTestId('lab-estimate')).toHaveText(
      'Estimated time: about 10 hours (about 2 minutes a game at this level, one game at a time).',
    );
    await expect(dialog.getByTestId('lab-estimate-long')).toBeVisible();
    await dialog.getByTestId('lab-level').selectOption('easy');
    await dialog.getByTestId('lab-games').selectOption('2');
    await expect(dialog.getByTestId('lab-estimate')).toContainText('about 4 seconds');
    await expect(dialog.getByTestId('lab-estimate-long')).toHaveCount(0);
    await dialog.getByTestId('lab-start').click();
    await expect(dialog.getByTestId('lab-estimate')).toHaveCount(0);
    const bar = dialog.getByRole('progressbar', { name: 'Deck test progress' });
    await expect(bar).toHaveAttribute('aria-valuemax', '12');
    const rows = dialog.getByTestId('lab-row');
    await expect(rows).toHaveCount(6, { timeout: 90_000 });
    await expect(bar).toHaveCount(0);
    await expect(dialog.getByTestId('lab-ci')).toHaveCount(6);
    // Each row says its figures in words (what a screen reader reads).
    await expect(rows.first()).toHaveAttribute(
      'aria-label',
      /^.+: \d+ %, 95 % interval \d+–\d+ %; won \d, lost \d, drawn \d$/,
    );
    await expect(dialog).toContainText('Easy, 2 games against each deck');
    await expectNoAxeViolations(page, 'the deck lab with its chart');
  });

  await test.step('a second run is cancelled; the page says so and the result stays', async () => {
    await dialog.getByTestId('lab-games').selectOption('50');
    await dialog.getByTestId('lab-start').click();
    const bar = dialog.getByRole('progressbar', { name: 'Deck test progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', /^[1-9]\d*$/, { timeout: 60_000 });
    await dialog.getByTestId('lab-cancel').click();
    await expect(dialog.getByTestId('lab-cancelled')).toHaveText(
      'The test was cancelled. Nothing was saved.',
    );
    await expect(bar).toHaveCount(0);
    await expect(dialog).toContainText('Easy, 2 games against each deck');
    await dialog.getByTestId('lab-close').click();
    await expect(dialog).toHaveCount(0);
  });

  await test.step('reopened, the deck shows its kept result; a change marks it stale', async () => {
    await page.getByTestId('orbs-deck-new').click();
    await expect(page.getByTestId('lab-open')).toBeDisabled();
    await page
      .getByTestId('orbs-saved-deck')
      .getByRole('button', { name: /^Lab deck/ })
      .click();
    await expect(page.getByTestId('lab-summary')).toContainText(
      /Last test: average \d+ % \(Easy, 2 games against each deck\)/,
    );
    await page
      .getByTestId('orbs-deck-list')
      .locator('li')
      .first()
      .getByRole('button', { name: /^Remove/ })
      .click();
    await expect(page.getByTestId('lab-summary')).toContainText('deck changed since');
    await page.getByTestId('lab-open').click();
    await expect(dialog.getByTestId('lab-stale')).toBeVisible();
    await expect(dialog.getByTestId('lab-start')).toBeDisabled();
  });
  expect(problems).toEqual([]);
});
