/**
 * Both battle tables fit the window (issue #14): at 1024×640, 1280×720, 1920×1080 and 2560×1440
 * (and at the smallest and largest in Czech with text size 200 %) the page does not scroll, the
 * canvas lies inside the window, nothing overlaps the header bar, selecting a card (which adds
 * a prompt) neither moves the table nor pushes the hand out, and the keyword legend opens
 * inside the window.
 * Not timed: every wait is on an explicit signal (data-ready, data-settled, visible text).
 * TABLE_SHOTS=/some/dir saves a screenshot of each table at each size for a human to look at.
 */
import { test, expect, type Page } from '@playwright/test';
import { E2E_TOKEN } from '../playwright.config';
import { collectProblems } from './fixtures/page-checks';
import { box, expectInside, expectNoPageScroll, type Box } from './fixtures/layout-checks';
import { resetSavedSettings } from './fixtures/saved-settings';
import { keepShotIn } from './fixtures/keep-shot';

// Specs share the host's settings file: start each test from the defaults (English).
test.beforeEach(resetSavedSettings);

interface Case {
  width: number;
  height: number;
  lang: 'en' | 'cs';
  /** Text size (settings → text size; 2 = 200 %). */
  textScale: number;
}
const CASES: Case[] = [
  { width: 1024, height: 640, lang: 'en', textScale: 1 },
  { width: 1280, height: 720, lang: 'en', textScale: 1 },
  { width: 1920, height: 1080, lang: 'en', textScale: 1 },
  { width: 2560, height: 1440, lang: 'en', textScale: 1 },
  { width: 1024, height: 640, lang: 'cs', textScale: 2 },
  { width: 2560, height: 1440, lang: 'cs', textScale: 2 },
];
const YOUR_MOVE = { en: 'Your move', cs: 'Jsi na tahu' } as const;
const SHOTS = process.env['TABLE_SHOTS'] ?? '';

function expectBelow(lower: Box, upper: Box, what: string): void {
  expect(lower.y, `${what} starts below the header`).toBeGreaterThanOrEqual(
    upper.y + upper.height - 0.5,
  );
}

async function start(page: Page, size: Case): Promise<void> {
  await page.addInitScript(
    ({ lang, textScale }) => {
      localStorage.setItem('cardhall.clash.animationSpeed', 'instant');
      localStorage.setItem('cardhall.language', lang);
      localStorage.setItem('cardhall.textScale', String(textScale));
    },
    { lang: size.lang, textScale: size.textScale },
  );
  await page.setViewportSize({ width: size.width, height: size.height });
  await page.goto(`/?token=${E2E_TOKEN}`);
  await expect(page.locator('html')).toHaveCSS('font-size', `${16 * size.textScale}px`);
}

/** The keyword legend (K) opens inside the window, and Escape closes it. */
async function expectLegendInside(page: Page, size: Case, name: string): Promise<void> {
  await page.getByTestId('keyword-legend-open').click();
  const legend = page.getByTestId('keyword-legend');
  await expect(legend).toBeVisible();
  await keepShotIn(page, SHOTS, `${name}-legend`);
  expectInside(await box(legend), size, 'keyword legend');
  await expectNoPageScroll(page);
  await page.keyboard.press('Escape');
  await expect(legend).toBeHidden();
}

for (const size of CASES) {
  const tag = `${size.width}x${size.height}${size.lang === 'en' ? '' : `-${size.lang}-text${size.textScale * 100}`}`;

  test(`Clash table fits at ${tag}, also with a card selected`, async ({ page }) => {
    const problems = collectProblems(page);
    await start(page, size);
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
    await keepShotIn(page, SHOTS, `clash-${tag}`);

    const hud = page.getByTestId('battle-hud');
    const canvas = table.locator('canvas');
    await expectNoPageScroll(page);
    const before = await box(canvas);
    expectInside(before, size, 'canvas');
    expectBelow(before, await box(hud), 'canvas');
    expectInside(await box(page.getByTestId('assault')), size, 'Assault button');
    const hudBefore = await box(hud);

    await expectLegendInside(page, size, `clash-${tag}`);

    // Select a card with the keyboard: the focus ring starts on the first card in hand, which
    // this deal (seed 5) can play, and Enter picks it (the prompt appears). The pointer first
    // leaves the table (the last click left it there): a mouse that moves over the canvas takes
    // the cursor from the keyboard, which is keyboard-focus.spec.ts's subject, not this one's.
    await page.mouse.move(1, 1);
    await table.focus();
    await expect(table).toBeFocused();
    await page.keyboard.press('Enter');
    const prompt = page.locator('.selecting');
    const shown = await prompt.waitFor({ timeout: 15_000 }).then(
      () => true,
      () => false,
    );
    if (!shown) {
      // Say what took the key instead (the focus, an open dialog, the table's state).
      const where = await page.evaluate(() => {
        const el = document.activeElement;
        const name = el
          ? `${el.tagName.toLowerCase()}[data-testid=${el.getAttribute('data-testid') ?? ''}]`
          : 'none';
        const dialog = document.querySelector('dialog[open]')?.getAttribute('data-testid');
        const t = document.querySelector('[data-testid="clash-table"]');
        return `focus on ${name}, open dialog ${dialog ?? 'none'}, table settled ${t?.getAttribute('data-settled')}, hover ${t?.getAttribute('data-hover')}`;
      });
      expect(shown, `Enter on the first card showed no prompt: ${where}`).toBe(true);
    }
    expectInside(await box(prompt), size, 'prompt');
    await expect(table).toHaveAttribute('data-settled', 'true');
    await keepShotIn(page, SHOTS, `clash-${tag}-selected`);
    await expectNoPageScroll(page);
    // The prompt changes nothing around it: the header keeps its height, the table its box.
    expect(await box(hud)).toEqual(hudBefore);
    expect(await box(canvas)).toEqual(before);
    expectInside(await box(page.getByTestId('assault')), size, 'Assault button');
    // The hand row as the table laid it out (canvas pixels) lies inside the canvas.
    const hand = JSON.parse((await table.getAttribute('data-hand')) ?? 'null') as Box | null;
    expect(hand, 'the table reports its hand row').not.toBeNull();
    expect(hand!.y + hand!.height).toBeLessThanOrEqual(before.height + 0.5);
    expect(hand!.x + hand!.width).toBeLessThanOrEqual(before.width + 0.5);
    expect(problems).toEqual([]);
  });

  test(`Orbs table fits at ${tag}, also with a card selected`, async ({ page }) => {
    const problems = collectProblems(page, /Failed to load resource/);
    await start(page, size);
    await page.locator('button[data-game="orbs"]').click();
    await page.getByTestId('orbs-tab-play').click();
    await page.getByTestId('orbs-lobby-vs-computer').check();
    await page.getByTestId('orbs-lobby-seed').fill('7');
    await page.getByTestId('orbs-lobby-start').click();
    const table = page.getByTestId('orbs-table');
    await expect(table).toHaveAttribute('data-ready', 'true');
    await page.getByTestId('orbs-speed').selectOption('instant');
    // The computer moves first with this deal: wait until the table shows our move.
    await expect(page.getByTestId('orbs-phase')).toContainText(YOUR_MOVE[size.lang]);
    await expect(table).toHaveAttribute('data-settled', 'true');
    await keepShotIn(page, SHOTS, `orbs-${tag}`);

    const bar = page.getByTestId('orbs-bar');
    const canvas = table.locator('canvas');
    await expectNoPageScroll(page);
    const before = await box(canvas);
    expectInside(before, size, 'canvas');
    expectBelow(before, await box(bar), 'canvas');
    const barBefore = await box(bar);

    await expectLegendInside(page, size, `orbs-${tag}`);

    // Select a hand card through the table's own click path (its menu opens).
    const hand = JSON.parse((await table.getAttribute('data-hand')) ?? 'null') as Box | null;
    expect(hand, 'the table reports its hand row').not.toBeNull();
    expect(hand!.y + hand!.height).toBeLessThanOrEqual(before.height + 0.5);
    await page.mouse.click(
      before.x + hand!.x + Math.min(40, hand!.width / 2),
      before.y + hand!.y + hand!.height / 2,
    );
    await expect(page.getByRole('menu')).toBeVisible();
    await keepShotIn(page, SHOTS, `orbs-${tag}-selected`);
    await expectNoPageScroll(page);
    expectInside(await box(page.getByRole('menu')), size, 'card menu');
    expect(await box(bar)).toEqual(barBefore);
    expect(await box(canvas)).toEqual(before);
    expect(problems).toEqual([]);
  });
}
