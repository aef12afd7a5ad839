/**
 * Issue #35 items 1 and 4, as a player does them in the browser host: the Resume list folds
 * old games behind "more" (10 saved games, every menu button inside 1024×640); leaving a game
 * asks "keep for later" or "concede"; Concede from the game menu ends the game as a loss, shown
 * on the end screen and in the replay list; Take back undoes a move against the computer in
 * both games.
 */
import { test, expect, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_DATA_DIR, E2E_TOKEN } from '../playwright.config';
import { resetSavedSettings } from './fixtures/saved-settings';
import { keepShot } from './fixtures/keep-shot';

const home = `/?token=${E2E_TOKEN}`;

test.beforeEach(resetSavedSettings);
test.afterAll(resetSavedSettings);

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(`page error: ${err.message}`));
  return errors;
}

async function startClashBoxGame(page: Page, seed: string): Promise<void> {
  await page.goto(home);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('button', { name: /Clash of Decks/ })
    .click();
  await page.getByTestId('opponent-easy').check();
  await page.getByTestId('mode-preconstructed').check();
  await page.getByTestId('deck0-1').check();
  await page.getByTestId('deck1-2').check();
  await page.getByTestId('seed').fill(seed);
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('clash-battle')).toBeVisible({ timeout: 20_000 });
}

/** Our first summon of the turn, once it is our decision; returns the log line it made. */
async function summonOnce(page: Page): Promise<void> {
  const lane = page.getByTestId('action').and(page.locator('[data-kind="lane"]')).first();
  await expect(lane).toBeVisible({ timeout: 30_000 });
  await lane.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('game-log')).toContainText(/You summon|summons/, {
    timeout: 15_000,
  });
}

test('with 10 saved games the Resume list shows three, folds the rest, and the menu fits 1024×640', async ({
  page,
}) => {
  const errors = collectErrors(page);
  const ids = JSON.parse(
    execFileSync('npx', ['tsx', 'e2e/fixtures/saved-games.ts', E2E_DATA_DIR, '10', 'e2e-fold'], {
      encoding: 'utf8',
    }),
  ) as string[];
  try {
    await page.setViewportSize({ width: 1024, height: 640 });
    await page.goto(home);
    const resume = page.getByTestId('resume-list');
    await expect(resume.getByTestId('resume-item')).toHaveCount(3);
    const more = page.getByTestId('resume-more');
    await expect(more).toHaveText(/Show \d+ more games/);
    // Every button of the main menu is inside the window, with the page not scrolled.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    const buttons = nav.getByRole('button');
    const n = await buttons.count();
    expect(n).toBeGreaterThan(8);
    for (let i = 0; i < n; i++) {
      const box = (await buttons.nth(i).boundingBox())!;
      const label = (await buttons.nth(i).textContent())?.trim();
      expect(box.y, `${label} starts inside the window`).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height, `${label} ends inside 640 px`).toBeLessThanOrEqual(640);
    }
    await keepShot(page, { path: '.tmp/pw-shots/menu-folded-1024.png' });
    // "more" unfolds every saved game, and folds them again.
    await more.click();
    await expect.poll(() => resume.getByTestId('resume-item').count()).toBeGreaterThanOrEqual(10);
    await expect(more).toHaveText('Show fewer');
    await more.click();
    await expect(resume.getByTestId('resume-item')).toHaveCount(3);
  } finally {
    for (const id of ids) {
      rmSync(join(E2E_DATA_DIR, 'games', `${id}.json`), { force: true });
      rmSync(join(E2E_DATA_DIR, 'games', `${id}.actions.jsonl`), { force: true });
    }
  }
  expect(errors).toEqual([]);
});

test('Clash against the computer: take back a summon, then leave keeping the game, then concede it', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await startClashBoxGame(page, '5');
  const takeBack = page.getByTestId('take-back');
  // Nothing of ours to take back at the turn's start.
  await expect(takeBack).toBeDisabled();
  await summonOnce(page);
  const log = page.getByTestId('game-log');
  const summonsBefore = await log.getByText(/summon/).count();
  expect(summonsBefore).toBeGreaterThan(0);
  await expect(takeBack).toBeEnabled();
  await takeBack.click();
  // The game shows afresh from main: the summon is gone from the log and the board, and can be
  // played again; nothing before the turn's start can be taken back.
  await expect(page.getByTestId('clash-battle')).toBeVisible();
  await expect(log.getByText(/summon/)).toHaveCount(summonsBefore - 1);
  await expect(page.getByTestId('take-back')).toBeDisabled();

  // Ctrl+Z takes back too.
  await summonOnce(page);
  await expect(page.getByTestId('take-back')).toBeEnabled();
  await page.locator('body').press('Control+z');
  await expect(log.getByText(/summon/)).toHaveCount(summonsBefore - 1);

  // Leaving asks; "Keep for later" goes to the menu with the game under Resume.
  await page.getByRole('button', { name: 'Back to menu', exact: true }).click();
  const dialog = page.getByTestId('leave-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Keep it for later');
  await dialog.getByTestId('leave-keep').click();
  const item = page.getByTestId('resume-item').first();
  await expect(item).toHaveAttribute('data-game', 'clash');
  await item.getByTestId('resume-button').click();
  await expect(page.getByTestId('clash-battle')).toBeVisible();

  // Concede from the game menu: a loss, said on the end screen, in the replays and history.
  await page.getByTestId('game-menu').click();
  await page.getByTestId('game-menu-concede').click();
  await page.getByTestId('concede-dialog-confirm').click();
  await expect(page.getByTestId('end-reason')).toHaveText('You conceded.');
  await expect(page.getByTestId('end-reason')).toHaveAttribute('data-blow', 'conceded');
  await page.getByTestId('end-menu').click();
  await page.getByTestId('menu-replays').click();
  const row = page.getByTestId('replay-item').first();
  await expect(row).toContainText('Clash of Decks');
  await expect(row.getByTestId('row-conceded')).toHaveText(/conceded/);
  // The replay's last step says how it ended: the engine's state does not, the saved result does.
  await row.getByTestId('replay-watch').click();
  await expect(page.getByTestId('replay-step')).toHaveText(/^Step 0 of \d+$/);
  // (A game conceded before any action has one step, the start, which is its last.)
  const toEnd = page.getByRole('button', { name: 'To the end' });
  if (await toEnd.isEnabled()) await toEnd.click();
  await expect(page.getByTestId('replay-over')).toHaveText(
    'Game over: Computer won. You conceded.',
  );
  expect(errors).toEqual([]);
});

test('Orbs against the computer: take back a move of this turn; leaving can concede', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto(home);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('button', { name: /Orbs/ })
    .click();
  await page.getByTestId('orbs-tab-play').click();
  await page.getByTestId('orbs-lobby-vs-computer').check();
  await page.getByTestId('orbs-lobby-level').selectOption('easy');
  await page.getByTestId('orbs-lobby-seed').fill('7');
  await page.getByTestId('orbs-lobby-start').click();
  await expect(page.getByTestId('orbs-table')).toHaveAttribute('data-ready', 'true');
  await page.getByTestId('orbs-speed').selectOption('instant');
  const game = page.getByTestId('orbs-game');
  // Our decision, with an action that reveals nothing (a conversion or a play from hand).
  const move = page
    .locator(
      '[data-testid=orbs-actions] button[data-testid^="orbs-act-convert"]:not(:disabled), [data-testid=orbs-actions] button[data-testid^="orbs-act-play"]:not(:disabled)',
    )
    .first();
  await expect(move).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('take-back')).toBeDisabled();
  const count = Number(await game.getAttribute('data-action-count'));
  await move.click();
  await expect(game).toHaveAttribute('data-action-count', String(count + 1));
  await expect(page.getByTestId('take-back')).toBeEnabled();
  await page.getByTestId('take-back').click();
  await expect(page.getByTestId('orbs-game')).toHaveAttribute('data-action-count', String(count));
  await expect(page.getByTestId('take-back')).toBeDisabled();

  // "Leave game" asks; Concede ends it as a loss and goes to the menu (nothing to resume).
  await page.getByTestId('orbs-leave').click();
  await page.getByTestId('leave-concede').click();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await page.getByTestId('menu-replays').click();
  const row = page.getByTestId('replay-item').first();
  await expect(row).toContainText('Orbs');
  await expect(row.getByTestId('row-conceded')).toBeVisible();
  expect(errors).toEqual([]);
});

test('Clash hotseat draft with take-backs in every game: the second picker takes back a pick that revealed nothing', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  await page.goto(home);
  // Take-backs are off in hotseat by default: this table agrees to them in Settings.
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByTestId('settings-take-backs').selectOption('all');
  await page.getByRole('button', { name: 'Back to menu' }).first().click();
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('button', { name: /Clash of Decks/ })
    .click();
  await page.getByTestId('opponent-hotseat').check();
  await page.getByTestId('seed').fill('31');
  await page.getByTestId('start-game').click();
  const ready = page.getByTestId('handoff-ready');
  await ready.click();
  await expect(page.getByTestId('clash-draft')).toBeVisible();
  const takeBack = page.getByTestId('take-back');
  const pickable = page.locator('[data-testid="draft-card"]:not([disabled])');
  const pile = (p: 0 | 1) => page.getByTestId(`draft-pile-${p}`).locator('li');
  // The round's first picker: nothing of theirs to take back yet.
  await expect(takeBack).toBeDisabled();
  await pickable.first().click();
  // The first picker's pile holds that card; the other player picks twice now.
  await expect(pile(0).or(pile(1))).toHaveCount(1);
  const second: 0 | 1 = (await pile(0).count()) === 1 ? 1 : 0;
  // The other player picks the first of their two cards (the draft is face up: no curtain).
  await expect(pickable).toHaveCount(3);
  await pickable.first().click();
  await expect(pickable).toHaveCount(2);
  await expect(pile(second)).toHaveCount(1);
  // That pick showed nothing new: it may be taken back, and the card returns to the four.
  await expect(takeBack).toBeEnabled();
  await takeBack.click();
  // The game is shown afresh from main, behind the curtain of the player whose pick it is.
  await ready.click();
  await expect(pickable).toHaveCount(3);
  await expect(pile(second)).toHaveCount(0);
  await expect(takeBack).toBeDisabled();
  // The last pick of the round reveals the next four: it stands (no take-back past it).
  await pickable.first().click();
  await pickable.first().click();
  await expect(page.getByTestId('draft-revealed').locator('li')).toHaveCount(4);
  await expect(takeBack).toBeDisabled();
  expect(errors).toEqual([]);
});
