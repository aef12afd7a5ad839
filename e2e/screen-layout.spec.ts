/**
 * Layout of the menus, the Orbs deck builder and the Clash draft at 1024×640, 1280×720,
 * 1920×1080 and 2560×1440 (not timed): the page never scrolls sideways, nothing is drawn over
 * the screen's header, and the deck builder shows at least 4 pool cards a row from 1280×720
 * up, with the preview card fully in view.
 */
import { test, expect, type Page } from '@playwright/test';
import { openApp } from './fixtures/play-to-end';
import { resetSavedSettings } from './fixtures/saved-settings';

// Specs share the host's settings file: start each test from the defaults (English).
test.beforeEach(resetSavedSettings);

const SIZES = [
  [1024, 640],
  [1280, 720],
  [1920, 1080],
  [2560, 1440],
] as const;

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/** Screens reached from the main menu by the button whose name matches. */
const SCREENS: [string, RegExp][] = [
  ['settings', /Settings/],
  ['about', /About/],
  ['rules', /^§?\s*Rules/],
  ['Orbs lobby', /Orbs/],
  ['Clash setup', /Clash of Decks/],
  ['replays', /Replays/],
  ['history', /history/i],
  ['saved drafts', /Saved drafts/],
];

async function noSidewaysScroll(page: Page, where: string): Promise<void> {
  const m = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(
    m.scroll,
    `${where}: page width ${m.scroll} in a ${m.client} px window`,
  ).toBeLessThanOrEqual(m.client);
}

/** No visible element outside the header (and not an ancestor of it) intersects the header's box. */
async function nothingOverHeader(page: Page, where: string): Promise<void> {
  const overlaps = await page.evaluate(() => {
    const header = document.querySelector('.screen-header');
    if (!header) return ['no .screen-header'];
    const h = header.getBoundingClientRect();
    const out: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      if (header.contains(el) || el.contains(header)) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const s = getComputedStyle(el);
      if (s.visibility === 'hidden' || s.display === 'contents') continue;
      const ix = Math.min(r.right, h.right) - Math.max(r.left, h.left);
      const iy = Math.min(r.bottom, h.bottom) - Math.max(r.top, h.top);
      if (ix > 1 && iy > 1)
        out.push(
          `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} at y ${Math.round(r.top)}–${Math.round(r.bottom)} (header ${Math.round(h.top)}–${Math.round(h.bottom)})`,
        );
    }
    return out.slice(0, 5);
  });
  expect(overlaps, `${where}: drawn over the header`).toEqual([]);
}

for (const [width, height] of SIZES) {
  test(`menus at ${width}×${height}: no sideways scroll, nothing over the header`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height });
    await openApp(page);
    await noSidewaysScroll(page, 'main menu');
    for (const [name, button] of SCREENS) {
      await menu(page).getByRole('button', { name: button }).click();
      await expect(page.locator('.screen-header h1')).toBeVisible();
      await noSidewaysScroll(page, name);
      await nothingOverHeader(page, name);
      await page.locator('.screen-header').getByRole('button', { name: 'Back to menu' }).click();
      await expect(menu(page)).toBeVisible();
    }
  });

  test(`Orbs deck builder at ${width}×${height}: fits, ${width === 1280 ? '4 cards a row, ' : ''}preview in view`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await openApp(page);
    await menu(page).getByRole('button', { name: /Orbs/ }).click();
    await page.getByTestId('orbs-tab-builder').click();
    await expect(page.getByTestId('orbs-pool-card').first()).toBeVisible();
    // Before a card is pointed at, the preview's place holds a card-sized hint.
    const empty = page.getByTestId('orbs-zoom-empty');
    await expect(empty).toContainText('Point at a card');
    const emptyBox = (await empty.boundingBox())!;
    await page.locator('[data-testid=orbs-pool-card] .face-btn').first().hover();
    await expect(page.getByTestId('orbs-zoom').locator('.face')).toBeVisible();
    await noSidewaysScroll(page, 'deck builder');
    await nothingOverHeader(page, 'deck builder');
    // The page itself does not scroll either way: the columns do.
    const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(pageHeight).toBeLessThanOrEqual(height);

    // Each column lies inside the window.
    for (const col of ['.pool-col', '.deck-col', '.side-col']) {
      const box = (await page.locator(col).boundingBox())!;
      expect(box.x, col).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, col).toBeLessThanOrEqual(width);
      expect(box.y + box.height, col).toBeLessThanOrEqual(height);
    }
    // Cards on the first row of the pool.
    const perRow = await page.getByTestId('orbs-pool-card').evaluateAll((cards) => {
      const top = cards[0]!.getBoundingClientRect().top;
      return cards.filter((c) => Math.abs(c.getBoundingClientRect().top - top) < 2).length;
    });
    expect(perRow, `cards a row at ${width}×${height}`).toBeGreaterThanOrEqual(
      width >= 1280 ? 4 : 2,
    );
    // The preview is entirely inside its column and the window.
    const face = (await page.getByTestId('orbs-zoom').locator('.face').boundingBox())!;
    const side = (await page.locator('.side-col').boundingBox())!;
    expect(face.y).toBeGreaterThanOrEqual(side.y);
    expect(face.x).toBeGreaterThanOrEqual(side.x);
    expect(face.x + face.width).toBeLessThanOrEqual(side.x + side.width);
    expect(face.y + face.height).toBeLessThanOrEqual(Math.min(side.y + side.height, height));
    // The card takes the hint's place: the lists below it do not jump.
    expect(
      Math.abs(face.height - emptyBox.height),
      'preview height vs its empty place',
    ).toBeLessThanOrEqual(3);

    // A loaded ready deck: its name stays readable in the name field (the card total and
    // "unsaved changes" once squeezed the field to a few pixels in a narrow deck column).
    await page.getByTestId('orbs-ready-blue-control').click();
    const name = page.getByTestId('orbs-deck-name');
    await expect(name).toHaveValue('Tides of Foresight');
    const field = (await name.boundingBox())!;
    const col = (await page.locator('.deck-col').boundingBox())!;
    expect(field.width, 'deck name field width').toBeGreaterThanOrEqual(
      Math.min(144, col.width - 40),
    );
  });
}

for (const [width, height] of SIZES) {
  test(`Clash draft at ${width}×${height}: no sideways scroll, nothing over the header`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await openApp(page);
    await menu(page)
      .getByRole('button', { name: /Clash of Decks/ })
      .click();
    await page.getByTestId('opponent-easy').check();
    await page.getByTestId('seed').fill('4242');
    await page.getByTestId('start-game').click();
    await expect(page.getByTestId('draft-card').first()).toBeVisible();
    await noSidewaysScroll(page, 'Clash draft');
    await nothingOverHeader(page, 'Clash draft');
  });
}
