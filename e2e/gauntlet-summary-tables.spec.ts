/**
 * The gauntlet summary's two tables (results per opponent, figures per game) share one table
 * style (renderer/src/screens/gauntlet/figures-table.css): a finished Orbs run is planted in
 * the save folder, its summary opened from the history, and the cells of both tables are
 * checked to be drawn alike. Photographed at two sizes in English and Czech
 * (.tmp/gauntlet-summary-shots, not in git), so a change of the style can be compared by eye.
 */
import { test, expect, type Page } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_DATA_DIR } from '../playwright.config';
import { openApp } from './fixtures/play-to-end';
import { resetSavedSettings } from './fixtures/saved-settings';
import { keepShot } from './fixtures/keep-shot';

const SHOTS = '.tmp/gauntlet-summary-shots';
const SIZES = [
  { width: 1024, height: 640 },
  { width: 1920, height: 1080 },
];
const RUN_ID = 'e2e-summary-tables';

test.describe.configure({ mode: 'serial' });
test.beforeEach(resetSavedSettings);

/** A file in the save folder, in the saves' envelope (main/saves/document.ts). */
function plant(rel: string, kind: string, savedAt: string, data: object): void {
  const file = { kind, schemaVersion: 1, savedAt, appVersion: '0.0.0', data };
  mkdirSync(join(E2E_DATA_DIR, rel, '..'), { recursive: true });
  writeFileSync(join(E2E_DATA_DIR, rel), JSON.stringify(file));
}

/**
 * A lost Orbs run of four games: three with figures (so the totals row shows), one abandoned;
 * and one game in the match history (the history screen lists runs below its games).
 */
function plantRun(): void {
  const game = (n: number, opponent: string, result: string, extra: object = {}) => ({
    gameId: `e2e-summary-game-${n}`,
    opponent,
    level: 'easy',
    result,
    ...extra,
  });
  const data = {
    game: 'orbs',
    deck: { name: 'Imp Inferno', ready: 'red-aggro', cards: ['o-ember-imp'] },
    status: 'lost',
    games: [
      game(1, 'green-tokens', 'won', { stats: { turns: 9, played: 14, dealt: 31, taken: 12 } }),
      game(2, 'red-aggro', 'lost', { stats: { turns: 12, played: 17, dealt: 22, taken: 30 } }),
      game(3, 'blue-control', 'lost', { stats: { turns: 15, played: 20, dealt: 18, taken: 30 } }),
      game(4, 'blue-control', 'lost', { abandoned: true }),
    ],
    current: null,
    startedAt: '2026-01-02T10:00:00.000Z',
    finishedAt: '2026-01-02T11:00:00.000Z',
  };
  plant(`runs/${RUN_ID}.json`, 'gauntlet-run', data.finishedAt, data);
  const entry = {
    id: 'e2e-summary-game-1',
    game: 'orbs',
    mode: { kind: 'vs-ai', humanSeat: 0, aiLevel: 'easy' },
    seats: [{ name: 'You' }, { name: 'Computer' }],
    winner: 0,
    actionCount: 40,
    startedAt: data.startedAt,
    finishedAt: data.finishedAt,
  };
  plant('history.json', 'match-history', data.finishedAt, { entries: [entry] });
}

async function openSummary(page: Page, lang: 'en' | 'cs'): Promise<void> {
  await openApp(page, lang);
  await page.getByTestId('menu-history').click();
  // Other specs' runs may share the save folder: this one is the lost run of the red deck.
  const deck = lang === 'en' ? 'Imp Inferno' : 'Skřetí peklo';
  const row = page
    .getByTestId('history-gauntlet-row')
    .and(page.locator('[data-status="lost"]'))
    .filter({ hasText: deck });
  await expect(row).toHaveCount(1);
  await row.getByRole('button').click();
  await expect(page.getByTestId('gauntlet-summary')).toHaveAttribute('data-status', 'lost');
  await expect(page.getByTestId('gauntlet-game-figures-row')).toHaveCount(3);
}

/** The look of a table's first body cell, its caption and its head cell. */
async function cellLooks(page: Page, testId: string): Promise<string[]> {
  return page.getByTestId(testId).evaluate((table) => {
    const look = (el: Element | null, props: string[]) => {
      if (!el) return 'missing';
      const s = getComputedStyle(el);
      return props.map((p) => `${p}=${s.getPropertyValue(p)}`).join(' ');
    };
    const cell = ['padding', 'border-bottom', 'text-align', 'font-weight'];
    return [
      look(table, ['border-collapse', 'margin']),
      look(table.querySelector('caption'), ['text-align', 'color', 'font-weight', 'padding']),
      look(table.querySelector('thead th:first-child'), cell),
      look(table.querySelector('thead th:last-child'), cell),
      look(table.querySelector('tbody th'), cell),
      look(table.querySelector('tbody td'), cell),
    ];
  });
}

for (const lang of ['en', 'cs'] as const) {
  test(`the summary's tables are drawn alike (${lang})`, async ({ page }) => {
    plantRun();
    await openSummary(page, lang);
    const breakdown = await cellLooks(page, 'gauntlet-breakdown');
    expect(breakdown).not.toContain('missing');
    expect(await cellLooks(page, 'gauntlet-game-figures')).toEqual(breakdown);
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await keepShot(page, {
        path: `${SHOTS}/summary-${lang}-${size.width}x${size.height}.png`,
        fullPage: true,
      });
    }
  });
}
