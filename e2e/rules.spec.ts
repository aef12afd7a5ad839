/**
 * The rules reference in the browser host, driven by the keyboard only: open it from the main
 * menu, switch to Czech, read Czech rules and the Czech keyword names, jump through the
 * contents, open the first-game guide, then go back — with no console errors.
 */
import { test, expect, type Locator, type Page } from '@playwright/test';
import { E2E_TOKEN } from '../playwright.config';
import { resetSavedSettings } from './fixtures/saved-settings';
import { collectProblems } from './fixtures/page-checks';

// The language chosen in one test is saved by main (shared save folder): start each test from
// the default settings.
test.beforeEach(resetSavedSettings);

/**
 * Press Tab (or Shift+Tab) until `target` has focus; fails after `max` presses (generous: the
 * menu lists every saved game the other specs left, two buttons each, before the Rules button).
 */
async function tabTo(page: Page, target: Locator, { back = false, max = 200 } = {}): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

test('rules reference: open from the menu, Czech, keywords, guide — keyboard only', async ({
  page,
}) => {
  const problems = collectProblems(page);
  await page.goto(`/?token=${E2E_TOKEN}`);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('button', { name: 'Rules' })).toBeVisible();

  // Open the rules from the menu with Tab + Enter.
  await tabTo(page, menu.getByRole('button', { name: 'Rules' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Rules' })).toBeFocused();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Orbs — rules reference' }),
  ).toBeVisible();

  // Switch the language to Czech from the rules screen.
  const czech = page.getByRole('button', { name: 'Čeština' });
  await tabTo(page, czech);
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
  await expect(czech).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { level: 1, name: 'Pravidla' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Orbs — přehled pravidel' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Lavice' })).toBeVisible();
  await expect(
    page.getByText('Každý tah má dvě fáze: nejdřív obrannou fázi, potom hlavní fázi.'),
  ).toBeVisible();

  // Orbs glossary: every energy colour has its symbol and a Czech name.
  const energy = page.getByTestId('energy-table');
  await expect(energy.locator('svg.energy-symbol')).toHaveCount(7);
  await expect(energy.getByRole('rowheader', { name: 'fialová' })).toBeVisible();

  // Choose Clash of Decks.
  const clash = page
    .getByRole('group', { name: 'Hra' })
    .getByRole('button', { name: 'Clash of Decks' });
  await tabTo(page, clash, { back: true });
  await page.keyboard.press('Enter');
  await expect(clash).toHaveAttribute('aria-pressed', 'true');
  await expect(
    page.getByRole('heading', { level: 2, name: 'Clash of Decks — přehled pravidel' }),
  ).toBeVisible();
  await expect(
    page.getByText('Tvoje životy jsou počet karet napravo od tvé bašty (nebo pevnosti) v ruce.', {
      exact: false,
    }),
  ).toBeVisible();

  // Jump to the keywords through the contents: focus lands on the section heading.
  const toc = page.getByRole('navigation', { name: 'Obsah' });
  const toKeywords = toc.getByRole('button', { name: 'Schopnosti' });
  await tabTo(page, toKeywords);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 3, name: 'Schopnosti' })).toBeFocused();

  // All 14 keywords, English and Czech names side by side.
  const table = page.getByTestId('keyword-table');
  await expect(table.locator('tbody tr')).toHaveCount(14);
  await expect(table.getByRole('columnheader', { name: 'Česky' })).toBeVisible();
  for (const [en, cs] of [
    ['Aerial', 'Anténa'],
    ['Aim', 'Cíl'],
    ['Indestructible', 'Nezničitelný'],
    ['Focus', 'Zaměření'],
    ['Protection', 'Ochrana'],
    // The keywords the seed text left in English are Czech too.
    ['Rage', 'Zuřivost'],
    ['Sprint', 'Výpad'],
  ] as const) {
    const row = table.locator(`tr[data-keyword="${en}"]`);
    await expect(row.getByRole('rowheader')).toHaveText(en);
    await expect(row.locator('td').first()).toHaveText(cs);
  }
  await expect(table.locator('tr[data-keyword="Aerial"] td').nth(1)).toContainText(
    'Mohou na ni útočit jen bytosti s Cílem',
  );

  // Open the first-game guide.
  const guide = page.getByRole('button', { name: 'První hra' });
  await tabTo(page, guide, { back: true });
  await page.keyboard.press('Enter');
  await expect(guide).toHaveAttribute('aria-pressed', 'true');
  await expect(
    page.getByRole('heading', { level: 2, name: 'Tvoje první hra Clash of Decks' }),
  ).toBeVisible();
  await expect(page.getByTestId('first-game-guide').getByRole('listitem')).toHaveCount(5);

  // Back to the menu, still by keyboard.
  const back = page.getByRole('button', { name: /Zpět do nabídky/ });
  await tabTo(page, back, { back: true });
  await page.keyboard.press('Enter');
  await expect(
    page
      .getByRole('navigation', { name: 'Hlavní nabídka' })
      .getByRole('button', { name: 'Pravidla' }),
  ).toBeVisible();

  expect(problems).toEqual([]);
});

test('focus is visible on the rules controls', async ({ page }) => {
  await page.goto(`/?token=${E2E_TOKEN}`);
  await page.getByRole('button', { name: 'Rules' }).click();
  const chip = page.getByRole('button', { name: 'Clash of Decks' });
  await chip.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(chip).toBeFocused();
  const outline = await chip.evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(outline).not.toBe('none');
});

// Noto Sans has no arrows: the "→" of "End Turn →" must come from the bundled Noto Sans
// Symbols 2, not from whatever system or emoji font the machine happens to have.
test('rules reference: the arrow in "End Turn →" is drawn by the bundled symbols font', async ({
  page,
}) => {
  await page.goto(`/?token=${E2E_TOKEN}`);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('button', { name: 'Rules' })
    .click();
  await expect(page.getByText('End Turn →').first()).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.fonts]
          .filter((f) => f.family.replace(/["']/g, '') === 'Noto Sans Symbols 2')
          .map((f) => f.status),
      ),
    )
    .toContain('loaded');
});
