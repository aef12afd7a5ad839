/**
 * Readable without hovering (issue #14 item 4): at 1280×720 the smallest text on a card in hand
 * or on the board is at least 11 CSS px, in both games and both languages. Each table reports
 * the smallest text of the cards it drew (compact faces: font px × the texture's display scale ×
 * the canvas's CSS scale) as `data-min-text` on its canvas, after every layout.
 * Not timed: every wait is on an explicit signal (data-ready, data-settled, visible text).
 * TABLE_SHOTS=/some/dir saves a screenshot of each case for a human to look at.
 */
import { test, expect, type Page, type Locator } from '@playwright/test';
import { E2E_TOKEN } from '../playwright.config';
import { collectProblems } from './fixtures/page-checks';
import { resetSavedSettings } from './fixtures/saved-settings';
import { keepShotIn } from './fixtures/keep-shot';

test.beforeEach(resetSavedSettings);

const SHOTS = process.env['TABLE_SHOTS'] ?? '';
const MIN_CSS_PX = 11;

async function start(page: Page, lang: 'en' | 'cs'): Promise<void> {
  await page.addInitScript((l) => {
    localStorage.setItem('cardhall.clash.animationSpeed', 'instant');
    localStorage.setItem('cardhall.language', l);
  }, lang);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`/?token=${E2E_TOKEN}`);
}

/** The table's reported smallest card text, once it is settled. */
async function minText(table: Locator): Promise<number> {
  await expect(table).toHaveAttribute('data-settled', 'true');
  const canvas = table.locator('canvas');
  await expect(canvas).toHaveAttribute('data-min-text', /^\d/);
  const px = Number(await canvas.getAttribute('data-min-text'));
  // The figure, for the report (the list reporter prints a test's output).
  console.log(`${await table.getAttribute('data-testid')}: smallest card text ${px} CSS px`);
  return px;
}

for (const lang of ['en', 'cs'] as const) {
  test(`Clash cards in hand and in the lanes read at ≥ 11 px at 1280×720 (${lang})`, async ({
    page,
  }) => {
    const problems = collectProblems(page);
    await start(page, lang);
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
    expect(await minText(table), 'hand').toBeGreaterThanOrEqual(MIN_CSS_PX);
    await keepShotIn(page, SHOTS, `text-clash-${lang}-hand`);

    // Summon the first playable creature with the keyboard (Enter on the card, Enter on the
    // first lane offered): the lane now holds a card too.
    await table.focus();
    const prompt = page.locator('.selecting');
    for (let i = 0; i < 9; i++) {
      await page.keyboard.press('Enter');
      if (await prompt.isVisible()) break;
      await page.keyboard.press('ArrowRight');
    }
    await expect(prompt).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('game-log').locator('li')).not.toHaveCount(0);
    expect(await minText(table), 'hand and lanes').toBeGreaterThanOrEqual(MIN_CSS_PX);
    await keepShotIn(page, SHOTS, `text-clash-${lang}-board`);
    expect(problems).toEqual([]);
  });

  test(`Orbs cards in hand (and in play, en) read at ≥ 11 px at 1280×720 (${lang})`, async ({
    page,
  }) => {
    const problems = collectProblems(page, /Failed to load resource/);
    await start(page, lang);
    await page.locator('button[data-game="orbs"]').click();
    await page.getByTestId('orbs-tab-play').click();
    await page.getByTestId('orbs-lobby-vs-computer').check();
    await page.getByTestId('orbs-lobby-level').selectOption('easy');
    await page.getByTestId('orbs-lobby-seed').fill('7');
    await page.getByTestId('orbs-lobby-start').click();
    const table = page.getByTestId('orbs-table');
    await expect(table).toHaveAttribute('data-ready', 'true');
    await page.getByTestId('orbs-speed').selectOption('instant');
    // The computer moves first with this deal: wait until the table shows our move.
    await expect(page.getByTestId('orbs-phase')).toContainText(
      lang === 'en' ? 'Your move' : 'Jsi na tahu',
      { timeout: 60_000 },
    );
    expect(await minText(table), 'hand').toBeGreaterThanOrEqual(MIN_CSS_PX);
    await keepShotIn(page, SHOTS, `text-orbs-${lang}-hand`);
    if (lang === 'en') {
      // An Orb in play too: to the Main Phase, a Firebolt into red energy, then Spark Imp.
      const actions = page.getByTestId('orbs-actions');
      await actions.locator('button[data-kind="end"]').click();
      // Two Firebolts in hand: their rows name each card's place (labels.ts actionLabels).
      await actions
        .getByRole('button', { name: /^Convert Firebolt( \(hand card \d+\))? to red energy$/ })
        .first()
        .click();
      await actions
        .getByRole('button', { name: /^Play Spark Imp/ })
        .first()
        .click();
      await expect(page.getByTestId('orbs-log')).toContainText('You play Spark Imp');
      expect(await minText(table), 'hand and play area').toBeGreaterThanOrEqual(MIN_CSS_PX);
      await keepShotIn(page, SHOTS, `text-orbs-${lang}-board`);
      // A Bench card and a graveyard (the converted Firebolt lies there): their tiles are held
      // to the same size. Next turns: convert a card each time, until one can be benched.
      const phase = page.getByTestId('orbs-phase');
      const bench = actions.locator('button[data-kind="bench"]');
      for (let turn = 0; turn < 4 && (await bench.count()) === 0; turn++) {
        const turnBefore = await phase.getAttribute('data-turn');
        await actions.locator('button[data-kind="end"]').click();
        // The computer's turn comes and goes (instant animations): our next turn is shown.
        await expect
          .poll(() => phase.getAttribute('data-turn'), { timeout: 60_000 })
          .not.toBe(turnBefore);
        await expect(phase).toContainText('Your move', { timeout: 60_000 });
        await expect(table).toHaveAttribute('data-settled', 'true');
        // On to the Main Phase (benching is done there), then one energy more.
        for (let i = 0; i < 3 && (await phase.getAttribute('data-phase')) !== 'main'; i++) {
          const phaseBefore = await phase.getAttribute('data-phase');
          await actions.locator('button[data-kind="end"]').click();
          await expect.poll(() => phase.getAttribute('data-phase')).not.toBe(phaseBefore);
        }
        await expect(phase).toHaveAttribute('data-phase', 'main');
        await actions.locator('button[data-kind="convert"]').first().click();
        // One conversion a turn: the list has no convert row once this one is shown.
        await expect(actions.locator('button[data-kind="convert"]')).toHaveCount(0);
        await expect(table).toHaveAttribute('data-settled', 'true');
      }
      await bench.first().click();
      await expect(page.getByTestId('orbs-log')).toContainText(/You bench /);
      await expect(
        page.getByTestId('orbs-status').locator('li', { hasText: /^You:/ }),
      ).toContainText(/ [1-9]\d* on the Bench$/);
      expect(await minText(table), 'hand, play area, Bench and graveyard').toBeGreaterThanOrEqual(
        MIN_CSS_PX,
      );
      await keepShotIn(page, SHOTS, `text-orbs-${lang}-bench`);
    }
    expect(problems).toEqual([]);
  });
}
