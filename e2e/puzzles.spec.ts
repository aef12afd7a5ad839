/**
 * Puzzles as a player meets them (issue #31): the main menu opens the Puzzles screen, a
 * puzzle starts on the game's own table, the player plays the solution through the game's
 * action list, and main's judge shows the solved panel; the progress is saved and listed.
 * One puzzle per game.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { E2E_DATA_DIR, E2E_TOKEN } from '../playwright.config';
import { resetSavedSettings } from './fixtures/saved-settings';
import { keepShot } from './fixtures/keep-shot';

const home = `/?token=${E2E_TOKEN}`;

test.beforeEach(resetSavedSettings);
test.afterAll(resetSavedSettings);

async function openPuzzle(page: Page, game: 'clash' | 'orbs', key: string): Promise<void> {
  await page.goto(home);
  await page.getByTestId('menu-puzzles').click();
  await expect(page.getByTestId('puzzles-screen')).toBeVisible();
  await page.getByTestId(`puzzles-tab-${game}`).click();
  await page.locator(`[data-testid="puzzle-item"][data-key="${key}"]`).click();
  await expect(page.getByTestId('puzzle-panel')).toBeVisible();
}

test('Clash: clear the way — Boom! the blocker, then the assault wins', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await openPuzzle(page, 'clash', 'clash/clear-the-way');
  await expect(page.getByTestId('puzzle-moves')).toHaveText('Moves: 0 of 4');
  // The game's own AI Hint stands aside for the puzzle's.
  await expect(page.getByTestId('hint')).toHaveCount(0);
  // The hint comes from the solver in main.
  await page.getByTestId('puzzle-hint-button').click();
  await expect(page.getByTestId('puzzle-hint')).toHaveText(
    'Cast Boom! at the enemy Zombie (upper lane).',
  );
  const actions = page.getByTestId('action');
  const boom = actions.and(page.locator('[data-card="boom"]')).filter({ hasText: /Zombie/ });
  await boom.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('puzzle-moves')).toHaveText('Moves: 1 of 4');
  const assault = actions.and(page.locator('[data-kind="assault"]'));
  await assault.focus();
  await page.keyboard.press('Enter');
  const result = page.getByTestId('puzzle-result');
  await expect(result).toBeVisible({ timeout: 20_000 });
  await expect(result).toHaveAttribute('data-status', 'solved');
  await expect(result).toContainText('You reached the goal in 2 moves.');
  await page.getByTestId('puzzle-back').click();
  const item = page.locator('[data-testid="puzzle-item"][data-key="clash/clear-the-way"]');
  await expect(item).toContainText('Solved in 2 moves');
  expect(errors).toEqual([]);
});

test('Orbs: below zero — Firebolt and Spark Imp take the computer below 0', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await openPuzzle(page, 'orbs', 'orbs/below-zero');
  const list = page.getByTestId('orbs-actions');
  await expect(list).toBeVisible({ timeout: 20_000 });
  await list.getByRole('button', { name: /Firebolt.*(Computer|opponent|Player 2)/i }).click();
  await expect(page.getByTestId('puzzle-moves')).toHaveText('Moves: 1 of 4');
  await list
    .getByRole('button', { name: /Spark Imp/ })
    .first()
    .click();
  const result = page.getByTestId('puzzle-result');
  await expect(result).toBeVisible({ timeout: 20_000 });
  await expect(result).toHaveAttribute('data-status', 'solved');
  // Under the verdict, the game's own end screen: an attempt is no replay to watch.
  await page.getByRole('button', { name: 'Look at the table' }).click();
  await expect(page.getByTestId('rematch')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('end-replay')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("leaving an attempt through the game's own Back: no 'keep for later', nothing to resume", async ({
  page,
}) => {
  // Other specs share the save folder: compare its saved games before and after.
  const savedGames = () => {
    try {
      return readdirSync(join(E2E_DATA_DIR, 'games'))
        .filter((f) => f.endsWith('.json'))
        .sort();
    } catch {
      return [];
    }
  };
  const before = savedGames();
  await openPuzzle(page, 'orbs', 'orbs/below-zero');
  const list = page.getByTestId('orbs-actions');
  await expect(list).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('hint')).toHaveCount(0);
  await list.getByRole('button', { name: /Firebolt.*(Computer|opponent|Player 2)/i }).click();
  await expect(page.getByTestId('puzzle-moves')).toHaveText('Moves: 1 of 4');
  await page.getByTestId('orbs-leave').click();
  await expect(page.getByTestId('puzzles-screen')).toBeVisible();
  await expect(page.getByTestId('leave-dialog')).toHaveCount(0);
  // Not a game: nothing saved to resume (no new file in the games folder, none listed).
  await page.goto(home);
  await expect(page.getByTestId('menu-puzzles')).toBeVisible();
  expect(savedGames()).toEqual(before);
  if (before.length === 0) await expect(page.getByTestId('resume-button')).toHaveCount(0);
});

test('a puzzle file: exported, imported back under Imported; a bad or unsolvable file is refused', async ({
  page,
}) => {
  await page.goto(home);
  await page.getByTestId('menu-puzzles').click();
  await page.getByTestId('puzzles-tab-clash').click();
  const downloading = page.waitForEvent('download');
  await page.locator('[data-testid="puzzle-export"][data-key="clash/clear-the-way"]').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('clash-clear-the-way.puzzle.json');
  const text = readFileSync(await download.path(), 'utf8');
  const puzzle = JSON.parse(text) as Record<string, unknown>;
  expect(puzzle).toMatchObject({ format: 'puzzle/1', game: 'clash', id: 'clear-the-way' });

  const input = page.getByTestId('puzzles-import-input');
  const message = page.getByTestId('puzzles-file-message');
  const imported = page.getByTestId('puzzles-imported');
  const file = (name: string, body: string) => ({
    name,
    mimeType: 'application/json',
    buffer: Buffer.from(body),
  });
  // Not JSON: a clear error, nothing added.
  await input.setInputFiles(file('broken.json', '{ nope'));
  await expect(message).toContainText('This file was not added: not JSON');
  // The checker refuses one that cannot be solved within its limit.
  await input.setInputFiles(
    file('short.json', JSON.stringify({ ...puzzle, id: 'too-short', limit: { moves: 1 } })),
  );
  await expect(message).toContainText('unsolvable: no line of at most 1 moves');
  await expect(imported.getByTestId('puzzle-item')).toHaveCount(0);

  await input.setInputFiles(
    file(
      'mine.json',
      JSON.stringify({ ...puzzle, id: 'my-way', title: { en: 'My way', cs: 'Moje cesta' } }),
    ),
  );
  await expect(message).toHaveText('Imported “My way”.');
  const mine = imported.locator('[data-testid="puzzle-item"][data-key="clash/my-way"]');
  await expect(mine).toContainText('My way');
  await page.setViewportSize({ width: 1024, height: 640 });
  await keepShot(page, { path: '.tmp/shots/puzzles-imported-en-1024.png', fullPage: true });
  // Kept in the save folder: still there after a reload, in Czech too.
  await page.addInitScript(() => localStorage.setItem('cardhall.language', 'cs'));
  await page.goto(home);
  await page.getByTestId('menu-puzzles').click();
  await page.getByTestId('puzzles-tab-clash').click();
  await expect(mine).toContainText('Moje cesta');
  await expect(imported).toContainText('Importované');
  await keepShot(page, { path: '.tmp/shots/puzzles-imported-cs-1024.png', fullPage: true });
  // And it plays like a shipped one.
  await mine.click();
  await expect(page.getByTestId('puzzle-panel')).toBeVisible();
});

test("save as puzzle from a Clash replay: the checker's refusal is shown, nothing is added", async ({
  page,
}) => {
  execFileSync('npx', ['tsx', 'e2e/fixtures/finished-game.ts', 'clash', E2E_DATA_DIR], {
    encoding: 'utf8',
  });
  await page.addInitScript(() => localStorage.setItem('cardhall.clash.animationSpeed', 'instant'));
  await page.goto(home);
  await page.getByTestId('menu-replays').click();
  await page
    .getByTestId('replay-item')
    .filter({ hasText: /Computer \(normal\)/ })
    .first()
    .getByTestId('replay-watch')
    .click();
  await expect(page.getByTestId('replay-step')).toHaveText(/ 0 /);
  await page.getByTestId('replay-jump').selectOption('3');
  const box = page.getByTestId('save-as-puzzle');
  await box.locator('summary').click();
  await box.getByTestId('save-as-puzzle-goal').selectOption('win-this-turn');
  await box.getByTestId('save-as-puzzle-moves').fill('1');
  await box.getByTestId('save-as-puzzle-save').click();
  await expect(box.getByTestId('save-as-puzzle-message')).toContainText(
    /Not saved: (no line of at most|too easy|the checker found no proof)/,
    { timeout: 30_000 },
  );
  await keepShot(page, { path: '.tmp/shots/save-as-puzzle-en-1280.png' });
  await page.goto(home);
  await page.getByTestId('menu-puzzles').click();
  await page.getByTestId('puzzles-tab-clash').click();
  await expect(page.getByTestId('puzzles-imported')).toBeVisible();
  await expect(page.locator('[data-testid="puzzle-item"][data-key^="clash/replay-"]')).toHaveCount(
    0,
  );
});
