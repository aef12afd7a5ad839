/**
 * Both replay viewers fit the window like the game tables (issue #14): at 1024×640, 1280×720,
 * 1920×1080 and 2560×1440 (and in Czech at the smallest and largest) the page does not scroll,
 * the table lies inside the window below the header, takes most of the width, and the replay
 * controls, the review and the step's log sit in their own column inside the window (that
 * column scrolls by itself). The same with both players' tables side by side.
 * Not timed: every wait is on an explicit signal (data-ready, visible text).
 * REPLAY_SHOTS=/some/dir saves a screenshot of each viewer at each size for a human to look at.
 */
import { test, expect, type Page, type Locator } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { E2E_TOKEN, E2E_DATA_DIR } from '../playwright.config';
import { collectProblems } from './fixtures/page-checks';
import { box, expectInside, expectNoPageScroll } from './fixtures/layout-checks';
import { resetSavedSettings } from './fixtures/saved-settings';
import { keepShotIn } from './fixtures/keep-shot';

test.beforeEach(resetSavedSettings);

interface Case {
  width: number;
  height: number;
  lang: 'en' | 'cs';
}
const CASES: Case[] = [
  { width: 1024, height: 640, lang: 'en' },
  { width: 1280, height: 720, lang: 'en' },
  { width: 1920, height: 1080, lang: 'en' },
  { width: 2560, height: 1440, lang: 'en' },
  { width: 1024, height: 640, lang: 'cs' },
  { width: 2560, height: 1440, lang: 'cs' },
];
const SHOTS = process.env['REPLAY_SHOTS'] ?? '';
/** The replays list row of each finished game the fixture writes (a seat name, both languages). */
const ROW = { clash: /Computer \(normal\)|Počítač \(střední\)/, orbs: /Orbs/ } as const;

// One finished game of each kind in the host's save folder (the fixture writes them through
// the save store; other specs may add more, the rows are picked by game).
test.beforeAll(() => {
  for (const game of ['clash', 'orbs'] as const)
    execFileSync('npx', ['tsx', 'e2e/fixtures/finished-game.ts', game, E2E_DATA_DIR], {
      encoding: 'utf8',
    });
});

/** The table canvases, the controls column and what is in it, at this window size. */
async function expectFits(page: Page, size: Case, tables: Locator, name: string): Promise<void> {
  await keepShotIn(page, SHOTS, name);
  await expectNoPageScroll(page);
  const header = await box(page.locator('.screen-header'));
  const side = page.getByTestId('replay-side');
  const sideBox = await box(side);
  expectInside(sideBox, size, 'controls column');
  expectInside(await box(page.getByTestId('replay-side-scroll')), size, 'review and log');
  expectInside(await box(page.getByRole('toolbar')), size, 'replay controls');
  expectInside(await box(page.getByTestId('replay-step')), size, 'step counter');
  // The step's log is in the column; the column scrolls to it by itself (not the page).
  const events = page.getByTestId('replay-events').first();
  await events.scrollIntoViewIfNeeded();
  expectInside(await box(events), size, 'step log');
  await expectNoPageScroll(page);
  let width = 0;
  for (const canvas of await tables.locator('canvas').all()) {
    const b = await box(canvas);
    expectInside(b, size, 'table canvas');
    expect(b.y, 'table below the header').toBeGreaterThanOrEqual(header.y + header.height - 0.5);
    expect(b.x + b.width <= sideBox.x + 0.5 || b.x >= sideBox.x + sideBox.width - 0.5).toBe(true);
    width += b.width;
  }
  // The tables use the room: most of the window's width goes to them.
  expect(width / size.width, 'share of the width for the tables').toBeGreaterThan(0.6);
}

for (const size of CASES) {
  const tag = `${size.width}x${size.height}${size.lang === 'en' ? '' : `-${size.lang}`}`;
  for (const game of ['clash', 'orbs'] as const) {
    test(`${game} replay fits at ${tag}, one table and both side by side`, async ({ page }) => {
      const problems = collectProblems(page, /Failed to load resource/);
      await page.addInitScript((lang) => {
        localStorage.setItem('cardhall.clash.animationSpeed', 'instant');
        localStorage.setItem('cardhall.language', lang);
      }, size.lang);
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto(`/?token=${E2E_TOKEN}`);
      await page.getByTestId('menu-replays').click();
      await page
        .getByTestId('replay-item')
        .filter({ hasText: ROW[game] })
        .first()
        .getByTestId('replay-watch')
        .click();
      await expect(page.getByTestId('replay-step')).toHaveText(/ 0 /);
      // Turn 3: a position on the table (the Clash draft is shown in words only).
      await page.getByTestId('replay-jump').selectOption('3');
      const tables =
        game === 'clash'
          ? page.getByTestId('replay-table').getByTestId('clash-table')
          : page.getByTestId('orbs-replay-table');
      await expect(tables).toHaveCount(1);
      await expect(tables.first()).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
      await expectFits(page, size, tables, `${game}-${tag}`);

      await page.getByTestId('replay-view-as').selectOption('both');
      await expect(tables).toHaveCount(2);
      for (const t of await tables.all())
        await expect(t).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
      await expectFits(page, size, tables, `${game}-${tag}-both`);
      if (game === 'clash')
        for (const canvas of await tables.locator('canvas').all()) {
          // The window's words and the own side caption share a band: they never overlap.
          await expect(canvas).toHaveAttribute('data-captions', /own/);
          const c = JSON.parse((await canvas.getAttribute('data-captions'))!) as {
            window: number[] | null;
            own: number[] | null;
          };
          if (c.window && c.own) expect(c.window[0]! + c.window[2]!).toBeLessThanOrEqual(c.own[0]!);
        }
      expect(problems).toEqual([]);
    });
  }
}
