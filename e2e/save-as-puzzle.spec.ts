/**
 * "Save as puzzle" as a player does it (issue #31): open a replay, step to a position, pick a
 * goal and a move limit, save; the new puzzle is listed under Puzzles → Imported and opens on
 * the game's own table. A position the checker cannot prove is refused with its reason shown
 * and nothing is added. Both games; the replays come from e2e/fixtures/position-replay.ts.
 */
import { execFileSync } from 'node:child_process';
import { test, expect, type Page } from '@playwright/test';
import { E2E_DATA_DIR, E2E_TOKEN } from '../playwright.config';
import { resetSavedSettings } from './fixtures/saved-settings';
import { keepShot } from './fixtures/keep-shot';

const home = `/?token=${E2E_TOKEN}`;

test.beforeEach(resetSavedSettings);
test.afterAll(resetSavedSettings);

/** Writes the fixture replay; its id and the step of the puzzle position. */
function writeReplay(game: 'clash' | 'orbs'): { id: string; step: number } {
  const out = execFileSync('npx', ['tsx', 'e2e/fixtures/position-replay.ts', game, E2E_DATA_DIR], {
    encoding: 'utf8',
  });
  return JSON.parse(out.trim().split('\n').pop()!) as { id: string; step: number };
}

async function openReplay(page: Page, id: string, lang: 'en' | 'cs' = 'en'): Promise<void> {
  await page.addInitScript((l) => {
    localStorage.setItem('cardhall.language', l);
    localStorage.setItem('cardhall.clash.animationSpeed', 'instant');
    localStorage.setItem('cardhall.orbs.animationSpeed', 'instant');
  }, lang);
  await page.goto(home);
  await page.getByTestId('menu-replays').click();
  await page
    .locator(`[data-testid="replay-item"][data-id="${id}"]`)
    .getByTestId('replay-watch')
    .click();
  await expect(page.getByTestId('replay-step')).toHaveText(/ 0 /);
}

/** Pick the goal and limit in the viewer's box and save; the message the box shows. */
async function saveAsPuzzle(page: Page, goal: string, moves: number) {
  const box = page.getByTestId('save-as-puzzle');
  if ((await box.getAttribute('open')) === null) await box.locator('summary').click();
  await box.getByTestId('save-as-puzzle-goal').selectOption(goal);
  await box.getByTestId('save-as-puzzle-moves').fill(String(moves));
  await box.getByTestId('save-as-puzzle-save').click();
  return box.getByTestId('save-as-puzzle-message');
}

for (const game of ['clash', 'orbs'] as const) {
  test(`${game}: a replay position saved as a puzzle is listed under Imported and opens`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const { id, step } = writeReplay(game);
    await openReplay(page, id);
    // At step 0 the computer is to move: that side cannot win this turn — refused, with why.
    const refused = await saveAsPuzzle(page, 'win-this-turn', 4);
    await expect(refused).toHaveText(
      'Not saved: no line of at most 4 moves reaches the goal against every reply of the computer.',
      { timeout: 30_000 },
    );
    await expect(refused).toHaveAttribute('role', 'alert');
    // Step on to your own decision, a turn later.
    for (let i = 0; i < step; i++) await page.getByTestId('replay-next').click();
    await expect(page.getByTestId('replay-step')).toHaveText(new RegExp(` ${step} `));
    await expect(refused).toHaveCount(0);
    if (game === 'orbs') {
      // Orbs has no Bastion: that goal is not offered.
      await expect(
        page.getByTestId('save-as-puzzle-goal').locator('option[value="keep-bastion"]'),
      ).toHaveCount(0);
    }
    const saved = await saveAsPuzzle(page, 'win-this-turn', 4);
    await expect(saved).toHaveAttribute('role', 'status', { timeout: 30_000 });
    await expect(saved).toContainText('Saved');
    await keepShot(page, { path: `.tmp/shots/save-as-puzzle-${game}-saved-en-1280.png` });

    await page.goto(home);
    await page.getByTestId('menu-puzzles').click();
    await page.getByTestId(`puzzles-tab-${game}`).click();
    const tag = id
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')
      .slice(-10);
    const mine = page.locator(
      `[data-testid="puzzle-item"][data-key="${game}/replay-${tag}-${step}"]`,
    );
    await expect(page.getByTestId('puzzles-imported').locator(mine)).toBeVisible();
    await expect(mine).toContainText('Win this turn');
    await mine.click();
    await expect(page.getByTestId('puzzle-panel')).toBeVisible();
    await expect(page.getByTestId('puzzle-moves')).toHaveText('Moves: 0 of 4');
    // The solver's hint is there for a saved position as for a shipped one.
    await page.getByTestId('puzzle-hint-button').click();
    await expect(page.getByTestId('puzzle-hint')).not.toBeEmpty();
    expect(errors).toEqual([]);
  });
}

test('in Czech (Orbs): the refusal in Czech, the box at three window sizes', async ({ page }) => {
  const { id } = writeReplay('orbs');
  await openReplay(page, id, 'cs');
  const message = await saveAsPuzzle(page, 'win-this-turn', 1);
  await expect(message).toHaveText(
    'Neuloženo: žádná řada nejvýš 1 akce nedosáhne cíle proti každé odpovědi počítače.',
    { timeout: 30_000 },
  );
  for (const size of [
    { width: 1024, height: 640 },
    { width: 1280, height: 720 },
    { width: 1920, height: 1080 },
  ]) {
    await page.setViewportSize(size);
    await message.scrollIntoViewIfNeeded();
    await expect(message).toBeInViewport();
    await keepShot(page, {
      path: `.tmp/shots/save-as-puzzle-orbs-cs-${size.width}x${size.height}.png`,
    });
  }
});
