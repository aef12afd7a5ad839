/**
 * The one play session of both games (issue #30), as a player meets it:
 * - the Orbs card zoom closes on Escape, on a click elsewhere and when the focus leaves;
 * - during the computer's turn the header, the Actions list and the table always show the
 *   same turn and phase (every part reads the one view the session shows);
 * - the guided game's "What can I do now?" box never pushes the Actions list out of view;
 * - every hotseat game opens on the curtain of the player who moves first (issue #35), and the
 *   page under a curtain is inert: Tab stays on the curtain, nothing of the hand is exposed.
 */
import { test, expect, type Page } from '@playwright/test';
import { E2E_TOKEN } from '../playwright.config';
import { collectProblems } from './fixtures/page-checks';
import { resetSavedSettings } from './fixtures/saved-settings';
import { keepForLater } from './fixtures/leave';
import { keepShot } from './fixtures/keep-shot';

test.beforeEach(() => resetSavedSettings());
test.afterEach(() => resetSavedSettings());

async function open(page: Page, speed: 'instant' | 'normal' = 'instant'): Promise<void> {
  await page.addInitScript((s) => {
    localStorage.setItem('cardhall.language', 'en');
    localStorage.setItem('cardhall.clash.animationSpeed', s);
  }, speed);
  await page.goto(`/?token=${E2E_TOKEN}`);
}

async function orbsVsComputer(page: Page, seed: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('button', { name: /Orbs/ })
    .click();
  await page.getByTestId('orbs-tab-play').click();
  await page.getByTestId('orbs-lobby-vs-computer').check();
  await page.getByTestId('orbs-lobby-level').selectOption('easy');
  await page.getByTestId('orbs-lobby-seed').fill(seed);
  await page.getByTestId('orbs-lobby-start').click();
  await expect(page.getByTestId('orbs-table')).toHaveAttribute('data-ready', 'true');
}

/** Wait until it is our move and the table is still. */
async function ourMove(page: Page): Promise<void> {
  await expect(page.getByTestId('orbs-game')).toHaveAttribute('data-to-move', '0', {
    timeout: 60_000,
  });
  await expect(page.getByTestId('orbs-table')).toHaveAttribute('data-settled', 'true');
}

/** Is the element inside an inert subtree (out of Tab's and screen readers' reach)? */
function inert(page: Page, testid: string): Promise<boolean> {
  return page
    .getByTestId(testid)
    .first()
    .evaluate((el) => el.closest('[inert]') !== null);
}

/** Press Tab a few times: the focus never leaves the curtain. */
async function tabStaysOn(page: Page, curtainTestid: string): Promise<void> {
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    const inside = await page.evaluate(
      (id) =>
        document.activeElement === document.body ||
        !!document.activeElement?.closest(`[data-testid="${id}"]`),
      curtainTestid,
    );
    expect(inside, `Tab ${i + 1} stays on the curtain`).toBe(true);
  }
}

test('Orbs: the card zoom closes on Escape, on a click elsewhere and when the focus leaves', async ({
  page,
}) => {
  const problems = collectProblems(page, /Failed to load resource/);
  await page.setViewportSize({ width: 1280, height: 720 });
  await open(page);
  await orbsVsComputer(page, '20261129');
  await ourMove(page);
  const zoom = page.getByTestId('orbs-table-zoom');
  const row = page.getByTestId('orbs-actions').locator('button[data-kind="convert"]').first();

  await row.hover();
  await expect(zoom).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(zoom).toHaveCount(0);

  // The pointer leaves the row and comes back.
  await page.getByTestId('orbs-phase').hover();
  await row.hover();
  await expect(zoom).toBeVisible();
  // A click on an empty corner of the table.
  await page.getByTestId('orbs-table').click({ position: { x: 6, y: 6 } });
  await expect(zoom).toHaveCount(0);

  await row.focus();
  await expect(zoom).toBeVisible();
  await page.getByTestId('orbs-speed').focus();
  await expect(zoom).toHaveCount(0);

  // Where it opens, it covers neither the opponent's Orbs (the top half) nor the End button.
  await page.getByTestId('orbs-phase').hover();
  await row.hover();
  await expect(zoom).toBeVisible();
  const z = (await zoom.boundingBox())!;
  const table = (await page.getByTestId('orbs-table').boundingBox())!;
  expect(z.y, 'zoom below the opponent’s rows').toBeGreaterThanOrEqual(
    table.y + table.height / 2 - 1,
  );
  expect(problems).toEqual([]);
});

test('Orbs: header, Actions list and table agree on turn and phase through the computer’s turn', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const problems = collectProblems(page, /Failed to load resource/);
  await page.setViewportSize({ width: 1280, height: 720 });
  await open(page, 'normal');
  await orbsVsComputer(page, '20261129');
  const game = page.getByTestId('orbs-game');
  await expect(game).toHaveAttribute('data-to-move', /[01]/, { timeout: 60_000 });
  // We end our phases; the computer plays its turn. Sampled all along, as a person would
  // glance at the screen, until it is our move again after a computer's turn.
  let samples = 0;
  let sawComputer = false;
  const deadline = Date.now() + 120_000;
  for (;;) {
    const s = await page.evaluate(() => {
      const q = (id: string) => document.querySelector(`[data-testid="${id}"]`) as HTMLElement;
      const header = q('orbs-phase');
      const table = q('orbs-table');
      return {
        header: `${header.dataset['turn']}:${header.dataset['phase']}`,
        table: `${table.dataset['turn']}:${table.dataset['phase']}`,
        yourMove: !!header.querySelector('.your-move'),
        toMove: q('orbs-game').dataset['toMove'],
        clickable: q('orbs-actions').querySelectorAll('button:not(:disabled)').length,
        listed: q('orbs-actions').querySelectorAll('button').length,
      };
    });
    samples++;
    // (Before the table has drawn anything, it names no turn.)
    if (s.table !== '0:')
      expect(s.table, `sample ${samples}: the table shows the header's turn and phase`).toBe(
        s.header,
      );
    if (s.toMove !== '0') {
      sawComputer = true;
      expect(s.yourMove).toBe(false);
      expect(s.listed, 'no move of ours listed while the computer moves').toBe(0);
    }
    if (s.clickable > 0) expect(s.yourMove).toBe(true);
    if (s.toMove === '0' && s.clickable > 0) {
      if (sawComputer && samples > 20) break;
      const end = page.getByTestId('orbs-act-end');
      if (await end.isEnabled({ timeout: 1_000 }).catch(() => false))
        await end.click({ timeout: 2_000 }).catch(() => undefined);
    }
    expect(Date.now()).toBeLessThan(deadline);
    await page.waitForTimeout(60);
  }
  expect(samples).toBeGreaterThan(20);
  expect(problems).toEqual([]);
});

for (const [width, height] of [
  [1024, 640],
  [1280, 720],
  [1920, 1080],
] as const) {
  test(`guided Orbs game at ${width}×${height}: the Actions list stays in view beside the hints`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await open(page);
    const offer = page.getByRole('region', { name: 'New here? Play a guided first game' });
    await page
      .getByRole('button', { name: 'Guided first game', exact: true })
      .or(offer)
      .first()
      .waitFor();
    if (!(await offer.isVisible()))
      await page.getByRole('button', { name: 'Guided first game', exact: true }).click();
    await offer.getByRole('button', { name: 'Guided first game: Orbs' }).click();
    await ourMove(page);
    const hints = page.getByRole('region', { name: /What can I do now\?/ });
    await expect(hints).toBeVisible();
    const actions = page.getByTestId('orbs-actions').locator('button');
    await expect(actions.first()).toBeInViewport();
    // The first few moves are readable, not just a sliver of the list.
    const list = (await page.getByTestId('orbs-actions').boundingBox())!;
    expect(list.height).toBeGreaterThanOrEqual(80);
    expect(list.y + 80).toBeLessThanOrEqual(height);
    await keepShot(page, { path: `.tmp/shots/guided-orbs-${width}.png` });
  });
}

test('Orbs hotseat opens on the first mover’s curtain, with the page under it inert', async ({
  page,
}) => {
  const problems = collectProblems(page, /Failed to load resource/);
  await page.setViewportSize({ width: 1280, height: 720 });
  await open(page);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('button', { name: /Orbs/ })
    .click();
  await page.getByRole('radio', { name: 'A friend at this screen' }).check();
  for (const seed of ['9', '12']) {
    await page.getByTestId('orbs-lobby-seed').fill(seed);
    await page.getByRole('button', { name: 'Start game' }).click();
    const curtain = page.getByTestId('orbs-handoff');
    await expect(curtain).toBeVisible();
    const who = (await curtain.getByRole('heading').textContent())!.match(/Player ([12])/)![1]!;
    await expect(page.getByTestId('orbs-table')).toHaveAttribute('data-ready', 'true');
    expect(await inert(page, 'orbs-actions')).toBe(true);
    expect(await inert(page, 'orbs-status')).toBe(true);
    expect(await inert(page, 'orbs-handoff')).toBe(false);
    await tabStaysOn(page, 'orbs-handoff');
    await page.getByTestId('orbs-handoff-continue').click();
    await expect(curtain).toHaveCount(0);
    // The seat that took the screen is the one to move, and its moves are there.
    const game = page.getByTestId('orbs-game');
    await expect(game).toHaveAttribute('data-viewer', String(Number(who) - 1));
    await expect(game).toHaveAttribute('data-to-move', String(Number(who) - 1));
    expect(await inert(page, 'orbs-actions')).toBe(false);
    await page.getByTestId('orbs-leave').click();
    await keepForLater(page);
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('button', { name: /Orbs/ })
      .click();
    await page.getByRole('radio', { name: 'A friend at this screen' }).check();
  }
  expect(problems).toEqual([]);
});

for (const mode of ['preconstructed', 'draft'] as const) {
  test(`Clash hotseat (${mode}) opens on the first mover’s curtain, with the page under it inert`, async ({
    page,
  }) => {
    const problems = collectProblems(page, /Failed to load resource/);
    await page.setViewportSize({ width: 1280, height: 720 });
    await open(page);
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('button', { name: /Clash of Decks/ })
      .click();
    await page.getByTestId('opponent-hotseat').check();
    if (mode === 'preconstructed') {
      await page.getByTestId('mode-preconstructed').check();
      await page.getByTestId('deck0-1').check();
      await page.getByTestId('deck1-2').check();
    }
    await page.getByTestId('seed').fill('5');
    await page.getByTestId('start-game').click();
    const curtain = page.getByTestId('handoff');
    await expect(curtain).toBeVisible();
    const who = (await curtain.getByRole('heading').textContent())!.match(/Player ([12])/)![1]!;
    const under = mode === 'draft' ? 'clash-draft' : 'board-summary';
    await expect(page.getByTestId(under)).toHaveCount(1);
    expect(await inert(page, under)).toBe(true);
    expect(await inert(page, 'handoff')).toBe(false);
    await tabStaysOn(page, 'handoff');
    await page.getByTestId('handoff-ready').click();
    await expect(curtain).toHaveCount(0);
    expect(await inert(page, under)).toBe(false);
    if (mode === 'draft')
      await expect(page.getByTestId('draft-status')).toContainText(`Player ${who} picks`);
    else await expect(page.getByTestId('battle-to-move')).toContainText(`Player ${who}`);
    expect(problems).toEqual([]);
  });
}
