/**
 * The Orbs game log, kept scrolled to its newest line, shows its first visible line whole: no
 * line sits half under the list's top edge (log-scroll.ts; it did at 1920×1080). Plays on
 * (E ends the phase) until the log scrolls at the window's size, then measures every line
 * against the list's top edge. Not timed: every wait is on a visible signal.
 */
import { test, expect, type Page } from '@playwright/test';
import { E2E_TOKEN } from '../playwright.config';
import { resetSavedSettings } from './fixtures/saved-settings';

test.beforeEach(resetSavedSettings);

const YOUR_MOVE = { en: 'Your move', cs: 'Jsi na tahu' } as const;
const CASES = [
  { width: 1920, height: 1080, lang: 'en' },
  { width: 1920, height: 1080, lang: 'cs' },
  { width: 1280, height: 720, lang: 'en' },
] as const;

/** How many px of a line lie above the list's top edge while part of it is in view (0: none). */
async function cutAtTopEdge(page: Page): Promise<number> {
  return page.getByTestId('orbs-log').evaluate((ol) => {
    const edge = ol.getBoundingClientRect().top + ol.clientTop;
    let cut = 0;
    for (const li of ol.querySelectorAll('li')) {
      const b = li.getBoundingClientRect();
      if (b.top < edge - 1 && b.bottom > edge + 1) cut = edge - b.top;
    }
    return cut;
  });
}

for (const c of CASES)
  test(`Orbs log at ${c.width}x${c.height} (${c.lang}): the top line is whole`, async ({
    page,
  }) => {
    await page.addInitScript((lang) => localStorage.setItem('cardhall.language', lang), c.lang);
    await page.setViewportSize({ width: c.width, height: c.height });
    await page.goto(`/?token=${E2E_TOKEN}`);
    await page.locator('button[data-game="orbs"]').click();
    await page.getByTestId('orbs-tab-play').click();
    await page.getByTestId('orbs-lobby-vs-computer').check();
    await page.getByTestId('orbs-lobby-seed').fill('7');
    await page.getByTestId('orbs-lobby-start').click();
    const table = page.getByTestId('orbs-table');
    await expect(table).toHaveAttribute('data-ready', 'true');
    await page.getByTestId('orbs-speed').selectOption('instant');
    const phase = page.getByTestId('orbs-phase');
    const log = page.getByTestId('orbs-log');
    const scrolls = () => log.evaluate((el) => el.scrollHeight > el.clientHeight + 40);
    for (let k = 0; k < 16 && !(await scrolls()); k++) {
      await expect(phase).toContainText(YOUR_MOVE[c.lang]);
      await expect(table).toHaveAttribute('data-settled', 'true');
      await table.focus();
      await page.keyboard.press('e');
    }
    expect(await scrolls(), 'the log scrolls at this size').toBe(true);
    await expect(phase).toContainText(YOUR_MOVE[c.lang]);
    await expect(table).toHaveAttribute('data-settled', 'true');
    // The log scrolls once per frame after its lines change: wait for it to rest at its end.
    await expect
      .poll(() => log.evaluate((el) => el.scrollHeight - el.clientHeight - el.scrollTop))
      .toBeLessThanOrEqual(1);
    expect(await cutAtTopEdge(page), 'px of a line cut by the top edge').toBe(0);
  });
