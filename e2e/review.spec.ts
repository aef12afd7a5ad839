/**
 * Game review and hints (issue #18), as a player uses them: finish a short Clash game against
 * the computer (fixed seed; the human only assaults, so the computer wins quickly), press
 * Review on the end screen, see the win-probability graph and marked decisions, jump the
 * replay to a decision; and in a new game against the computer (Clash and Orbs) ask for a
 * hint (key H) and see the move named, highlighted in the action list, and marked on the
 * table: the table names the marks it drew (`data-hint`, a test hook) and its picture gains
 * pixels of the hint colour (review/hint-marks.ts HINT_COLOUR) that were not there before.
 */
import { test, expect, type Locator, type Page } from '@playwright/test';
import { E2E_TOKEN } from '../playwright.config';
import { resetSavedSettings } from './fixtures/saved-settings';
import { keepShot } from './fixtures/keep-shot';

/** Set REVIEW_SHOTS=<folder> to keep screenshots of the review at three window sizes. */
const SHOTS = process.env['REVIEW_SHOTS'];

test.beforeEach(resetSavedSettings);
test.afterAll(resetSavedSettings);

/** review/hint-marks.ts HINT_COLOUR, drawn nowhere else on the tables. */
const HINT_COLOUR = 0xe040fb;

/** Pixels of the hint colour in a screenshot of `table` (decoded in the page; no image library). */
async function hintPixels(page: Page, table: Locator): Promise<number> {
  const png = await table.screenshot();
  return page.evaluate(
    async ({ b64, hex }) => {
      const img = new Image();
      img.src = `data:image/png;base64,${b64}`;
      await img.decode();
      const c = document.createElement('canvas');
      c.width = img.width;
      c.height = img.height;
      const ctx = c.getContext('2d')!;
      ctx.drawImage(img, 0, 0);
      const d = ctx.getImageData(0, 0, img.width, img.height).data;
      const [r, g, b] = [(hex >> 16) & 255, (hex >> 8) & 255, hex & 255];
      let n = 0;
      for (let i = 0; i < d.length; i += 4)
        if (
          Math.abs(d[i]! - r) <= 24 &&
          Math.abs(d[i + 1]! - g) <= 24 &&
          Math.abs(d[i + 2]! - b) <= 24
        )
          n++;
      return n;
    },
    { b64: png.toString('base64'), hex: HINT_COLOUR },
  );
}

/** With REVIEW_SHOTS: the page at 1024×640, 1920×1080 and back at 1280×720, the table settled. */
async function shotsAtThreeSizes(page: Page, table: Locator, name: string): Promise<void> {
  for (const [w, h] of [
    [1024, 640],
    [1920, 1080],
    [1280, 720],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await expect(table).toHaveAttribute('data-settled', 'true');
    await expect(table).toHaveAttribute('data-hint');
    await keepShot(page, { path: `${SHOTS}/${name}-${w}.png` });
  }
}

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(`page error: ${err.message}`));
  return errors;
}

async function startClashAgainstComputer(page: Page, seed: string): Promise<void> {
  await page.addInitScript(() => {
    localStorage.setItem('cardhall.clash.animationSpeed', 'instant');
    localStorage.setItem('cardhall.language', 'en');
  });
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`/?token=${E2E_TOKEN}`);
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
  await expect(page.getByTestId('clash-battle')).toBeVisible();
}

test('finish a game, review it, see the graph and a mark, jump the replay to a decision', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const errors = collectErrors(page);
  await startClashAgainstComputer(page, '77');
  const end = page.getByTestId('clash-end');
  const myAssault = page.locator('[data-testid="assault"]:not([disabled])');
  // Assault whenever it is our decision (the button is enabled only then) until the end screen.
  for (let turn = 0; turn < 200; turn++) {
    await expect(myAssault.or(end)).toBeVisible({ timeout: 30_000 });
    if (await end.isVisible()) break;
    // It may turn disabled as we click (and stay so if the game ends): bounded.
    await myAssault.click({ timeout: 5_000 }).catch(() => undefined);
  }
  await expect(end).toBeVisible();

  await page.getByTestId('end-review').click();
  await expect(page.getByTestId('replay-viewer')).toBeVisible();
  // Main analyses in its worker threads; the graph and the marks appear when it is done.
  await expect(page.getByTestId('review-graph')).toBeVisible({ timeout: 90_000 });
  await expect(page.getByTestId('review-note')).toContainText('full state');
  const marks = page.getByTestId('review-mark');
  expect(await marks.count()).toBeGreaterThan(0);
  await expect(page.getByTestId('review-accuracy')).toContainText('accuracy');
  const first = marks.first();
  const step = await first.getAttribute('data-step');
  const total = (await page.getByTestId('replay-step').textContent())?.match(/of (\d+)/)?.[1];
  await first.getByTestId('review-jump').click();
  await expect(page.getByTestId('replay-step')).toHaveText(`Step ${step} of ${total}`);
  await expect(first).toHaveClass(/current/);
  if (SHOTS) {
    for (const [w, h] of [
      [1024, 640],
      [1280, 720],
      [1920, 1080],
    ] as const) {
      await page.setViewportSize({ width: w, height: h });
      await page.getByTestId('review-panel').scrollIntoViewIfNeeded();
      await keepShot(page, { path: `${SHOTS}/review-${w}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 720 });
  }
  // Clicking the graph's right end jumps to the end of the game.
  const box = (await page.getByTestId('review-graph').boundingBox())!;
  await page
    .getByTestId('review-graph')
    .click({ position: { x: box.width - 2, y: box.height / 2 } });
  await expect(page.getByTestId('replay-step')).toHaveText(`Step ${total} of ${total}`);

  // A second opening answers from the saved review at once (no progress bar).
  await page.getByRole('button', { name: /Back to replays/ }).click();
  await page.getByTestId('replay-item').first().getByTestId('replay-watch').click();
  await page.getByTestId('review-start').click();
  await expect(page.getByTestId('review-graph')).toBeVisible();
  expect(errors).toEqual([]);
});

test('Clash: a hint names the move, highlights it in the list and marks it on the table', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors = collectErrors(page);
  await startClashAgainstComputer(page, '78');
  const table = page.getByTestId('clash-table');
  const myAssault = page.locator('[data-testid="assault"]:not([disabled])');
  const callout = page.getByTestId('hint-callout');
  // The hint is the normal level's search: on most turns it plays a card, which the table marks;
  // when it says "assault" (the button beside the table is marked), we assault and ask again.
  let drawn: string | null = null;
  for (let turn = 0; turn < 8 && !drawn; turn++) {
    await expect(myAssault).toBeVisible({ timeout: 30_000 });
    await expect(table).toHaveAttribute('data-settled', 'true');
    const before = await hintPixels(page, table);
    await page.keyboard.press('h');
    await expect(callout).toBeVisible();
    await expect(callout).toContainText(/^Hint: /);
    const hinted = page.locator('[data-testid="action"][data-hinted="true"]');
    await expect(hinted.or(page.locator('[data-testid="assault"].hinted'))).toHaveCount(1);
    if (await page.locator('[data-testid="assault"].hinted').isVisible()) {
      await expect(table).not.toHaveAttribute('data-hint');
      await myAssault.click();
      await expect(callout).toBeHidden();
      continue;
    }
    const named = (await callout.textContent())!.replace(/^Hint: /, '');
    await expect(hinted).toHaveText(named);
    // The table marks the card to play, with its lane or its target.
    await expect(table).toHaveAttribute('data-hint', /^card:\S+ (lane:(upper|lower)|target:\S+)$/);
    await expect(table).toHaveAttribute('data-settled', 'true');
    expect(await hintPixels(page, table)).toBeGreaterThan(before + 300);
    drawn = await table.getAttribute('data-hint');
  }
  expect(drawn).not.toBeNull();
  await expect(page.getByTestId('hint')).toContainText('Hint');
  if (SHOTS) await shotsAtThreeSizes(page, table, 'hint-clash');
  // The marks go when the position moves on (the hinted move played from the action list, by
  // keyboard as a screen-reader user does).
  await page.locator('[data-testid="action"][data-hinted="true"]').focus();
  await page.keyboard.press('Enter');
  await expect(table).not.toHaveAttribute('data-hint');
  expect(errors).toEqual([]);
});

test('Orbs: a hint names the move, highlights it in the list and marks it on the table', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors = collectErrors(page);
  await page.addInitScript(() => localStorage.setItem('cardhall.language', 'en'));
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`/?token=${E2E_TOKEN}`);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('button', { name: /Orbs/ })
    .click();
  await page.getByTestId('orbs-tab-play').click();
  await page.getByTestId('orbs-lobby-vs-computer').check();
  await page.getByTestId('orbs-lobby-level').selectOption('easy');
  await page.getByTestId('orbs-lobby-seed').fill('20261129');
  await page.getByTestId('orbs-lobby-start').click();
  const table = page.getByTestId('orbs-table');
  await expect(table).toHaveAttribute('data-ready', 'true');
  await page.getByTestId('orbs-speed').selectOption('instant');
  const game = page.getByTestId('orbs-game');
  const callout = page.getByTestId('hint-callout');
  const hinted = page.locator('[data-testid="orbs-actions"] [data-hinted="true"]');
  // Until the hint is a card's move (the first decisions may be "end the phase": the End
  // button on the table is marked then), play the hinted move and ask again.
  let drawn: string | null = null;
  for (let decision = 0; decision < 8 && !drawn?.startsWith('card:'); decision++) {
    await expect(game).toHaveAttribute('data-to-move', '0', { timeout: 60_000 });
    await expect(page.getByTestId('hint')).toBeEnabled();
    await expect(table).toHaveAttribute('data-settled', 'true');
    const before = await hintPixels(page, table);
    await page.keyboard.press('h');
    await expect(callout).toContainText(/^Hint: /);
    await expect(hinted).toHaveCount(1);
    const named = (await callout.textContent())!.replace(/^Hint: /, '');
    await expect(hinted).toHaveText(named);
    // The acting card (and its target), or the End button, is marked on the table.
    await expect(table).toHaveAttribute('data-hint', /^(card:\d+|end)( (card:\d+|player:[01]))*$/);
    await expect(table).toHaveAttribute('data-settled', 'true');
    expect(await hintPixels(page, table)).toBeGreaterThan(before + 300);
    drawn = await table.getAttribute('data-hint');
    if (!drawn?.startsWith('card:')) {
      await hinted.focus();
      await page.keyboard.press('Enter');
      await expect(callout).toBeHidden();
      await expect(table).not.toHaveAttribute('data-hint');
    }
  }
  expect(drawn).toMatch(/^card:/);
  if (SHOTS) await shotsAtThreeSizes(page, table, 'hint-orbs');
  expect(errors).toEqual([]);
});
