/**
 * Saves end to end in the browser host (real handlers, real files in the host's --data-dir,
 * see playwright.config.ts): a game in progress survives a page reload and continues from the
 * Resume list, the match history opens, a damaged save file shows a dismissible banner
 * while everything else keeps working, and replays play back on the games' own tables.
 */
import { test, expect, type Locator, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_DATA_DIR, E2E_TOKEN } from '../playwright.config';
import { resetSavedSettings } from './fixtures/saved-settings';
import { distinctColours } from './fixtures/page-checks';

const home = `/?token=${E2E_TOKEN}`;

// Settings live in the host's save folder, shared by every spec of the run: start each test
// (and leave the folder) with default settings — these tests read English text.
test.beforeEach(resetSavedSettings);
test.afterAll(resetSavedSettings);

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(`page error: ${err.message}`));
  return errors;
}

async function pickCard(page: Page): Promise<void> {
  const card = page.locator('[data-testid="draft-card"]:not([disabled])').first();
  await expect(card).toBeVisible({ timeout: 20_000 });
  await card.click();
}

test('a game in progress survives a reload: Resume lists it and it continues', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(home);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('button', { name: /Clash of Decks/ })
    .click();
  await page.getByTestId('opponent-easy').check();
  await page.getByTestId('seed').fill('4242');
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('clash-draft')).toBeVisible();

  // The last card of a draft round goes to its first picker on its own, so count, don't assume.
  // Counted only once a card can be picked: then the computer's picks and the card given on its
  // own are drawn, and the pile grows by exactly this pick (counted while a computer pick was
  // still being drawn, the count once grew by that card and the pile was read one card later).
  const myPile = page.getByTestId('draft-pile-0').locator('.pile-card');
  const names = () => myPile.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  const pickAndGrow = async () => {
    await expect(page.locator('[data-testid="draft-card"]:not([disabled])').first()).toBeVisible({
      timeout: 20_000,
    });
    const before = await myPile.count();
    await pickCard(page);
    await expect.poll(() => myPile.count()).toBeGreaterThan(before);
  };
  await pickAndGrow();
  await pickAndGrow();
  // One reading: the names and their number are the same moment's.
  const mineCards = await names();
  const mine = mineCards.length;

  await page.reload();
  const resume = page.getByTestId('resume-list');
  await expect(resume).toBeVisible();
  const item = resume.getByTestId('resume-item').first(); // most recently played first
  await expect(item).toHaveAttribute('data-game', 'clash');
  await expect(item).toContainText('Clash of Decks');
  await expect(item).toContainText('Computer (easy)');
  await item.getByTestId('resume-button').click();

  // The same draft, with the picks made before the reload, and it goes on.
  await expect(page.getByTestId('clash-draft')).toBeVisible();
  // Polled, not read once: the pile may be redrawn while a computer pick that arrives right
  // after the resume is animated; what must hold is that the picks made before are all there.
  await expect.poll(async () => (await names()).slice(0, mine)).toEqual(mineCards);
  await pickAndGrow();

  // Leaving keeps it resumable; abandoning removes it.
  // Twice in loaded runs this click was lost (the page stayed on the draft, no error logged)
  // while a computer pick was being drawn; until that is understood, press again if the menu
  // has not come — what must hold is that Back leads to the menu with the game resumable.
  const again = page.getByTestId('resume-list').getByTestId('resume-item').first();
  await expect(async () => {
    // A running game asks first (issue #35): keep it for later.
    if (await page.getByTestId('leave-dialog').isVisible())
      await page.getByTestId('leave-keep').click();
    else if (await page.getByTestId('clash-screen').isVisible())
      await page.getByRole('button', { name: /Back to menu/ }).click();
    await expect(again).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  // Every saved game shown (the list folds all but the three most recent behind "more").
  const more = page.getByTestId('resume-more');
  if (await more.isVisible()) await more.click();
  await again.getByTestId('resume-abandon').click();
  const before = await page.getByTestId('resume-item').count();
  await page.getByTestId('resume-abandon-yes').click();
  await expect(page.getByTestId('resume-item')).toHaveCount(before - 1);
  expect(errors).toEqual([]);
});

test('the match history opens with its statistics', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(home);
  await page.getByTestId('menu-history').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Match history' })).toBeFocused();
  await expect(page.getByTestId('history-screen')).toBeVisible();
  // Either no game was finished in this run yet, or the statistics and chart are shown.
  await expect(
    page.getByTestId('history-empty').or(page.getByTestId('winrate-chart').first()),
  ).toBeVisible();
  await page.getByRole('button', { name: /Back to menu/ }).click();
  await page.getByTestId('menu-replays').click();
  await expect(page.getByTestId('replays-screen')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a damaged save file shows a banner; the rest keeps working', async ({ page }) => {
  const errors = collectErrors(page);
  mkdirSync(join(E2E_DATA_DIR, 'decks'), { recursive: true });
  writeFileSync(
    join(E2E_DATA_DIR, 'decks', 'e2e-broken.json'),
    '{"kind":"orbs-deck", this is not json',
  );

  await page.goto(home);
  const banner = page.getByTestId('save-problems');
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Some saved files could not be used');
  await expect(banner).toContainText('decks/e2e-broken.json');
  // Moved aside, not deleted.
  expect(existsSync(join(E2E_DATA_DIR, 'decks', 'e2e-broken.json'))).toBe(false);

  // The menu still works.
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: /Orbs/ }),
  ).toBeVisible();
  await page.getByTestId('save-problems-dismiss').click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Cardhall' })).toBeVisible();
  await expect(page.getByTestId('save-problems')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a finished game can be watched in the replay viewer and counts in the history', async ({
  page,
}) => {
  const errors = collectErrors(page);
  // A finished Clash game (seeded random legal moves), saved through the save store itself
  // into the host's folder by a tsx helper (the engine's JSON card lists need tsx).
  const made = execFileSync(
    'npx',
    ['tsx', 'e2e/fixtures/finished-game.ts', 'clash', E2E_DATA_DIR],
    { encoding: 'utf8' },
  );
  const total = (JSON.parse(made.trim().split('\n').pop()!) as { actions: number }).actions;

  await page.goto(home);
  await page.getByTestId('menu-replays').click();
  const item = page.getByTestId('replay-item').filter({ hasText: 'Computer (normal)' }).first();
  // The row says the turn it ended on (issue #16 item 3); the viewer counts the actions.
  await expect(item).toContainText(/ended on turn \d+/);
  await item.getByTestId('replay-watch').click();

  const step = page.getByTestId('replay-step');
  await expect(step).toHaveText(`Step 0 of ${total}`);
  await expect(page.getByTestId('replay-summary')).toContainText('Draft round 1');
  await page.getByTestId('replay-next').click();
  await expect(step).toHaveText(`Step 1 of ${total}`);
  await expect(page.getByTestId('replay-events').locator('li').first()).toContainText(
    / picks | gets /,
  );
  await page.getByTestId('replay-prev').click();
  await expect(step).toHaveText(`Step 0 of ${total}`);

  // Jump to turn 3 of the battle, seen by both players side by side.
  await page.getByTestId('replay-view-as').selectOption('both');
  await expect(page.getByTestId('replay-view')).toHaveCount(2);
  await page.getByTestId('replay-jump').selectOption('3');
  await expect(page.getByTestId('replay-summary').first()).toContainText('Turn 3');
  await expect(page.getByTestId('replay-summary').first()).toContainText('Upper lane');

  // Play at speed: the step counter moves on its own.
  const at = await step.textContent();
  await page.getByTestId('replay-play').click();
  await expect(step).not.toHaveText(at ?? '', { timeout: 5000 });
  await page.getByTestId('replay-play').click();

  await page.getByRole('button', { name: /Back to menu/ }).click();
  await page.getByTestId('menu-history').click();
  await expect(page.getByTestId('history-row').first()).toBeVisible();
  await expect(page.getByTestId('history-overall')).toContainText(/\d+ games?/);
  await expect(page.getByTestId('winrate-chart').first()).toBeVisible();
  // The Clash bar has a value (the game above was lost: the computer won it).
  await expect(
    page.locator('[data-testid="winrate-bar"]:not([data-percent=""])').first(),
  ).toBeAttached();
  expect(errors).toEqual([]);
});

/** Save a finished game of `game`, open its replay and wait for the step viewer. */
async function openReplay(page: Page, game: 'clash' | 'orbs', item: string): Promise<void> {
  execFileSync('npx', ['tsx', 'e2e/fixtures/finished-game.ts', game, E2E_DATA_DIR], {
    encoding: 'utf8',
  });
  await page.goto(home);
  await page.getByTestId('menu-replays').click();
  await page
    .getByTestId('replay-item')
    .filter({ hasText: item })
    .first()
    .getByTestId('replay-watch')
    .click();
  await expect(page.getByTestId('replay-step')).toHaveText(/^Step 0 of /);
}

/**
 * The table (its wrapper) is drawn — lanes, cards and text give many colours, a blank canvas
 * one — is a picture, not a control, and one step forward redraws it.
 */
async function expectDrawnReadOnlyTable(page: Page, table: Locator): Promise<void> {
  await expect(table).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  await expect(table).toHaveAttribute('role', 'img');
  await expect(table).not.toHaveAttribute('tabindex');
  const canvas = table.locator('canvas');
  const before = await canvas.screenshot();
  expect(await distinctColours(page, before, 4)).toBeGreaterThan(40);
  const step = page.getByTestId('replay-step');
  const at = await step.textContent();
  await page.getByTestId('replay-next').click();
  await expect(step).not.toHaveText(at ?? '');
  await expect
    .poll(async () => (await canvas.screenshot()).equals(before), { timeout: 15_000 })
    .toBe(false);
}

test('a Clash replay is drawn on the battle table, read-only, and stepping redraws it', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await openReplay(page, 'clash', 'Computer (normal)');
  // The draft is drawn as the draft screen shows it: the revealed cards and both piles.
  await expect(page.getByTestId('replay-draft')).toBeVisible();
  await expect(page.getByTestId('replay-draft-revealed').locator('li')).toHaveCount(4);
  await expect(page.getByTestId('replay-table').getByTestId('clash-table')).toHaveCount(0);
  await page.getByTestId('replay-jump').selectOption('3');
  await expect(page.getByTestId('replay-summary')).toContainText('Turn 3');
  await expectDrawnReadOnlyTable(page, page.getByTestId('replay-table').getByTestId('clash-table'));
  // The written summary stays, for screen readers (and can be folded away).
  await expect(page.getByTestId('replay-summary')).toBeVisible();

  // Both players: two tables side by side.
  await page.getByTestId('replay-view-as').selectOption('both');
  const tables = page.getByTestId('replay-table').getByTestId('clash-table');
  await expect(tables).toHaveCount(2);
  await expect(tables.nth(1)).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  expect(errors).toEqual([]);
});

test('an Orbs replay is drawn on the Orbs table, read-only, and stepping redraws it', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await openReplay(page, 'orbs', 'Orbs');
  await page.getByTestId('replay-jump').selectOption('3');
  await expect(page.getByTestId('replay-summary')).toContainText('Turn 3');
  await expectDrawnReadOnlyTable(page, page.getByTestId('orbs-replay-table'));
  expect(errors).toEqual([]);
});
