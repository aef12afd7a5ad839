/**
 * The hover zoom and the keyword legend of both tables (issue #14 item 4), as a player meets
 * them at 1280×720: resting on a card opens its zoom; a drag or a lane/target choice closes it
 * and it stays closed while the choice is open (so it never covers a legal drop lane or target);
 * while dragging, the lane lit as the drop lane is the one under the card. The "Keywords"
 * button and the K key open the legend (icon, name, meaning), which passes axe and gives the
 * focus back when closed.
 * Not timed: every wait is on an explicit signal (data-* attributes, visible elements).
 */
import { test, expect, type Page } from '@playwright/test';
import { E2E_TOKEN } from '../playwright.config';
import { collectProblems } from './fixtures/page-checks';
import { resetSavedSettings } from './fixtures/saved-settings';
import { expectNoAxeViolations } from './fixtures/axe';

test.beforeEach(resetSavedSettings);

async function start(page: Page): Promise<void> {
  await page.addInitScript(() => {
    localStorage.setItem('cardhall.clash.animationSpeed', 'instant');
    localStorage.setItem('cardhall.language', 'en');
  });
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`/?token=${E2E_TOKEN}`);
}

async function checkLegend(page: Page, focusTable: () => Promise<void>): Promise<void> {
  const open = page.getByTestId('keyword-legend-open');
  const legend = page.getByTestId('keyword-legend');
  await open.click();
  await expect(legend).toBeVisible();
  await expect(legend.getByRole('heading', { name: 'Keywords and icons' })).toBeVisible();
  await expectNoAxeViolations(page, 'keyword legend');
  await page.keyboard.press('Escape');
  await expect(legend).toBeHidden();
  await expect(open).toBeFocused();
  // The K key opens it from the table too.
  await focusTable();
  await page.keyboard.press('k');
  await expect(legend).toBeVisible();
  await legend.getByTestId('keyword-legend-close').click();
  await expect(legend).toBeHidden();
}

test('Clash: zoom after a rest, closed by a drag and by a lane choice, open again after a cancelled drag; the lit lane is the drop lane; the legend', async ({
  page,
}) => {
  const problems = collectProblems(page);
  await start(page);
  await page.locator('button[data-game="clash"]').click();
  await page.getByTestId('opponent-hotseat').check();
  await page.getByTestId('mode-preconstructed').check();
  await page.getByTestId('deck0-1').check();
  await page.getByTestId('deck1-2').check();
  await page.getByTestId('seed').fill('5');
  await page.getByTestId('start-game').click();
  // Hotseat opens on the curtain of the first mover (issue #35).
  await page.getByTestId('handoff-ready').click();
  const table = page.getByTestId('clash-table');
  await expect(table).toHaveAttribute('data-ready', 'true');
  await expect(table).toHaveAttribute('data-settled', 'true');
  const canvas = table.locator('canvas');
  const cb = (await canvas.boundingBox())!;
  const zoom = page.getByTestId('card-zoom');

  // A playable creature (the action list names it); find it in the hand row by pointing.
  const play = page.getByTestId('action').and(page.locator('[data-kind="lane"]')).first();
  const card = (await play.getAttribute('data-card'))!;
  let at: { x: number; y: number } | null = null;
  for (let x = 0.04; x < 0.8 && !at; x += 0.025) {
    const p = { x: cb.x + cb.width * x, y: cb.y + cb.height * 0.91 };
    await page.mouse.move(p.x, p.y);
    if ((await table.getAttribute('data-hover')) === card) at = p;
  }
  expect(at, `found ${card} in the hand`).not.toBeNull();
  // Resting on it opens its zoom.
  await expect(zoom).toBeVisible();
  await expect(zoom).toHaveAttribute('data-card', card);

  // A drag closes it; the lane under the card is the lit drop lane, and the zoom stays shut.
  // (The log already holds the game's opening "Turn 1" line: count what is there now.)
  const logLines = page.getByTestId('game-log').locator('li');
  const linesBefore = await logLines.count();
  await page.mouse.down();
  await page.mouse.move(cb.x + cb.width * 0.22, cb.y + cb.height * 0.64, { steps: 8 });
  await expect(table).toHaveAttribute('data-drop-lane', 'lower');
  await expect(zoom).toBeHidden();
  await page.mouse.move(cb.x + cb.width * 0.2, cb.y + cb.height * 0.3, { steps: 8 });
  await expect(table).toHaveAttribute('data-drop-lane', 'upper');
  await expect(zoom).toBeHidden();
  // Back over the hand and let go: nothing is played, no lane is lit.
  await page.mouse.move(at!.x, at!.y, { steps: 8 });
  await expect(table).toHaveAttribute('data-drop-lane', '');
  await page.mouse.up();
  await expect(table).toHaveAttribute('data-settled', 'true');
  await expect(logLines).toHaveCount(linesBefore);
  // The pointer rests on the card it dropped back: its zoom opens again, without leaving it.
  await expect(zoom).toBeVisible();
  await expect(zoom).toHaveAttribute('data-card', card);

  // Clicking the card opens the lane choice: the zoom closes and stays closed over the lanes.
  await page.mouse.move(cb.x + cb.width * 0.5, cb.y + cb.height * 0.5, { steps: 4 });
  await expect(zoom).toBeHidden();
  await page.mouse.move(at!.x + 2, at!.y, { steps: 4 });
  await expect(zoom).toBeVisible();
  await page.mouse.down();
  await page.mouse.up();
  await expect(page.getByText(/Choose a lane for/)).toBeVisible();
  await expect(zoom).toBeHidden();
  await page.mouse.move(cb.x + cb.width * 0.2, cb.y + cb.height * 0.3, { steps: 4 });
  await page.mouse.move(at!.x + 4, at!.y, { steps: 4 });
  await expect(table).toHaveAttribute('data-hover', card);
  await expect(zoom).toBeHidden();
  await page.getByRole('status').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText(/Choose a lane for/)).toBeHidden();

  await checkLegend(page, () => table.focus());
  const legendOpen = page.getByTestId('keyword-legend-open');
  await legendOpen.click();
  const legend = page.getByTestId('keyword-legend');
  // Icon, name and meaning from the same keyword data the cards and the zoom use.
  await expect(legend.locator('li[data-entry="target"]')).toContainText('Targets a creature');
  await expect(legend.locator('li[data-entry="Aerial"] svg[data-icon]')).toHaveCount(1);
  await expect(legend.locator('li[data-entry="Aerial"]')).toContainText('Aerial');
  await page.keyboard.press('Escape');
  expect(problems).toEqual([]);
});

test('Orbs: zoom after a rest, closed when a drag starts, open again after a cancelled drag; the legend', async ({
  page,
}) => {
  const problems = collectProblems(page, /Failed to load resource/);
  await start(page);
  await page.locator('button[data-game="orbs"]').click();
  await page.getByTestId('orbs-tab-play').click();
  await page.getByTestId('orbs-lobby-vs-computer').check();
  await page.getByTestId('orbs-lobby-level').selectOption('easy');
  await page.getByTestId('orbs-lobby-seed').fill('7');
  await page.getByTestId('orbs-lobby-start').click();
  const table = page.getByTestId('orbs-table');
  await expect(table).toHaveAttribute('data-ready', 'true');
  await page.getByTestId('orbs-speed').selectOption('instant');
  // The computer moves first with this deal (it may think a while on a loaded machine).
  await expect(page.getByTestId('orbs-phase')).toContainText('Your move', { timeout: 60_000 });
  await expect(table).toHaveAttribute('data-settled', 'true');
  const cb = (await table.locator('canvas').boundingBox())!;
  const hand = JSON.parse((await table.getAttribute('data-hand')) ?? 'null') as {
    x: number;
    y: number;
    width: number;
    height: number;
  };
  const zoom = page.getByTestId('orbs-table-zoom');
  const p = { x: cb.x + hand.x + 30, y: cb.y + hand.y + hand.height / 2 };
  await page.mouse.move(p.x, p.y);
  await expect(zoom).toBeVisible();
  // Start a drag (every hand card may be converted in this phase): the zoom closes at once
  // and stays closed while the card moves over the table.
  await page.mouse.down();
  await page.mouse.move(p.x + 10, p.y - 60, { steps: 6 });
  await expect(zoom).toBeHidden();
  await page.mouse.move(p.x + 20, p.y - 120, { steps: 6 });
  await expect(zoom).toBeHidden();
  // Back to the hand and let go: nothing was done, and resting there opens the zoom again
  // (the pointer never left the card).
  await page.mouse.move(p.x, p.y, { steps: 6 });
  await page.mouse.up();
  await expect(page.getByTestId('orbs-phase')).toContainText('Your move');
  await expect(zoom).toBeVisible();
  // A second drag, let go off the table's zones (the opponent's strip): the zoom stays shut
  // while the pointer is away, and opens once it rests on a card again.
  await page.mouse.down();
  await page.mouse.move(p.x, cb.y + 20, { steps: 6 });
  await expect(zoom).toBeHidden();
  await page.mouse.up();
  await expect(zoom).toBeHidden();
  await page.mouse.move(p.x, p.y, { steps: 6 });
  await expect(zoom).toBeVisible();

  await checkLegend(page, () => table.locator('canvas').click({ position: { x: 5, y: 5 } }));
  await page.getByTestId('keyword-legend-open').click();
  await expect(page.getByTestId('keyword-legend').locator('li[data-entry="ambush"]')).toContainText(
    'Ambush',
  );
  await page.keyboard.press('Escape');
  expect(problems).toEqual([]);
});
