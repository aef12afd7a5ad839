/**
 * The text-size setting reaches the table (issue #35 item 6). A player who sets the text size to
 * 200 % in Settings and starts a Clash game reads the cards of their hand larger than a player
 * at 100 % does in the same window, the canvas captions are drawn larger, and the table still
 * lies whole inside a 1024×640 window. The table reports the smallest text of the own hand cards
 * (CSS px) as `data-hand-text` on its canvas after every layout. The main menu's game icons stay
 * inside their badges at 200 %. The same for the Orbs table (`data-hand-text` of its canvas).
 * Not timed: every wait is on an explicit signal (data-ready, data-settled, visible text).
 */
import { test, expect, type Page } from '@playwright/test';
import { E2E_TOKEN } from '../playwright.config';
import { collectProblems } from './fixtures/page-checks';
import { resetSavedSettings } from './fixtures/saved-settings';

test.beforeEach(resetSavedSettings);

async function open(page: Page): Promise<void> {
  await page.addInitScript(() => {
    localStorage.setItem('cardhall.clash.animationSpeed', 'instant');
    localStorage.setItem('cardhall.language', 'en');
  });
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`/?token=${E2E_TOKEN}`);
}

/** Start the same hotseat game with the box decks; returns its table once settled. */
async function startClash(page: Page) {
  await page.locator('button[data-game="clash"]').click();
  await page.getByTestId('opponent-hotseat').check();
  await page.getByTestId('mode-preconstructed').check();
  await page.getByTestId('deck0-1').check();
  await page.getByTestId('deck1-2').check();
  await page.getByTestId('seed').fill('5');
  await page.getByTestId('start-game').click();
  const ready = page.getByTestId('handoff-ready');
  const table = page.getByTestId('clash-table');
  // Every hotseat game opens on the first mover's curtain (issue #35).
  await ready.click();
  await expect(table).toHaveAttribute('data-ready', 'true');
  await expect(table).toHaveAttribute('data-settled', 'true');
  return table;
}

type TableId = 'clash-table' | 'orbs-table';

/** The smallest text of the own hand cards, in CSS px, as the table reports it. */
async function handText(page: Page, table: TableId): Promise<number> {
  const canvas = page.getByTestId(table).locator('canvas');
  await expect(canvas).toHaveAttribute('data-hand-text', /^\d/);
  return Number(await canvas.getAttribute('data-hand-text'));
}

/** In Settings, the text size slider to its end (200 %), then back to the menu. */
async function largestText(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Settings' }).click();
  const slider = page.getByRole('slider', { name: 'Text size' });
  await slider.focus();
  await page.keyboard.press('End');
  await expect(slider).toHaveAttribute('aria-valuetext', '200 %');
  await page.getByRole('button', { name: 'Back to menu' }).click();
}

/** At 1024 by 640 the table is still whole inside the window, and still reports its hand text. */
async function fitsSmallWindow(page: Page, table: TableId): Promise<void> {
  const el = page.getByTestId(table);
  await page.setViewportSize({ width: 1024, height: 640 });
  await expect(el).toHaveAttribute('data-settled', 'true');
  const box = (await el.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(1024);
  expect(box.y + box.height).toBeLessThanOrEqual(640);
  expect(await handText(page, table)).toBeGreaterThan(0);
}

test('Clash: at text size 200 % the hand cards read larger than at 100 %, and the table fits 1024×640', async ({
  browser,
}) => {
  // A player at the default text size.
  const before = await browser.newPage();
  await open(before);
  await startClash(before);
  const normal = await handText(before, 'clash-table');
  await before.close();

  // Another sets 200 % in Settings first, then starts the same game.
  const page = await browser.newPage();
  const problems = collectProblems(page, /Failed to load resource/);
  await open(page);
  await largestText(page);
  // The menu's game icons stay inside their round badges.
  for (const game of ['orbs', 'clash']) {
    // Both boxes read in one go: the menu may still be laying itself out between two reads.
    const { b, i } = await page
      .locator(`button[data-game="${game}"] .game-symbol`)
      .evaluate((el) => ({
        b: el.getBoundingClientRect().toJSON() as DOMRect,
        i: el.querySelector('svg')!.getBoundingClientRect().toJSON() as DOMRect,
      }));
    expect(i.x, game).toBeGreaterThanOrEqual(b.x + 3);
    expect(i.y, game).toBeGreaterThanOrEqual(b.y + 3);
    expect(i.x + i.width, game).toBeLessThanOrEqual(b.x + b.width - 3);
    expect(i.y + i.height, game).toBeLessThanOrEqual(b.y + b.height - 3);
  }
  await startClash(page);
  const big = await handText(page, 'clash-table');
  console.log(`hand card text: ${normal} CSS px at 100 %, ${big} CSS px at 200 %`);
  expect(big).toBeGreaterThan(normal);

  await fitsSmallWindow(page, 'clash-table');
  expect(problems).toEqual([]);
});

/** An Orbs game against the computer with the first box decks; returns its table once settled. */
async function startOrbsGame(page: Page) {
  await page.locator('button[data-game="orbs"]').click();
  await page.getByTestId('orbs-lobby-vs-computer').check();
  await page.getByTestId('orbs-lobby-level').selectOption('easy');
  await page.getByTestId('orbs-lobby-seed').fill('7');
  await page.getByTestId('orbs-lobby-start').click();
  const table = page.getByTestId('orbs-table');
  await expect(table).toHaveAttribute('data-ready', 'true');
  await page.getByTestId('orbs-speed').selectOption('instant');
  await expect(table).toHaveAttribute('data-settled', 'true');
  return table;
}

test('Orbs: at text size 200 % the hand card names read larger than at 100 %, and the table fits 1024×640', async ({
  browser,
}) => {
  const before = await browser.newPage();
  await open(before);
  await startOrbsGame(before);
  const normal = await handText(before, 'orbs-table');
  await before.close();

  const page = await browser.newPage();
  const problems = collectProblems(page, /Failed to load resource/);
  await open(page);
  await largestText(page);
  await startOrbsGame(page);
  const big = await handText(page, 'orbs-table');
  console.log(`Orbs hand card text: ${normal} CSS px at 100 %, ${big} CSS px at 200 %`);
  expect(big).toBeGreaterThan(normal * 1.2);
  // The Take back and Menu buttons keep to one line each (capped like the bar above the table).
  for (const id of ['take-back', 'game-menu']) {
    const lines = await page.getByTestId(id).evaluate((el) => {
      const tops = new Set<number>();
      const walk = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let n = walk.nextNode(); n; n = walk.nextNode()) {
        if (!n.textContent?.trim()) continue;
        const r = document.createRange();
        r.selectNodeContents(n);
        for (const rect of r.getClientRects()) tops.add(Math.round(rect.top / 4));
      }
      return tops.size;
    });
    expect(lines, id).toBe(1);
  }

  await fitsSmallWindow(page, 'orbs-table');
  expect(problems).toEqual([]);
});
