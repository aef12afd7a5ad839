/**
 * Deck files (issue #33 item 5) in the browser host: save a deck as a file (a download), open
 * it again with the file button, paste a plain list, get a line-naming error for a bad file,
 * and drop a deck file on the window from the main menu — it opens in the deck builder.
 */
import { test, expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { E2E_TOKEN } from '../playwright.config';
import { collectProblems } from './fixtures/page-checks';

async function openBuilder(page: Page): Promise<void> {
  await page.goto(`/?token=${E2E_TOKEN}`);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('button', { name: /Orbs/ })
    .click();
  await page.getByTestId('orbs-tab-builder').click();
  await expect(page.getByTestId('orbs-pool-card').first()).toBeVisible();
}

/** The deck list as the builder shows it: "4×Name" lines. */
async function deckList(page: Page): Promise<string[]> {
  return page.getByTestId('orbs-deck-list').locator('li').allInnerTexts();
}

/** Drop a file with `text` onto the window, as a file manager would. */
async function dropFile(page: Page, name: string, text: string): Promise<void> {
  const transfer = await page.evaluateHandle(
    ([n, body]) => {
      const dt = new DataTransfer();
      dt.items.add(new File([body], n, { type: 'text/plain' }));
      return dt;
    },
    [name, text] as const,
  );
  await page.dispatchEvent('body', 'dragenter', { dataTransfer: transfer });
  await page.dispatchEvent('body', 'dragover', { dataTransfer: transfer });
  await expect(page.getByTestId('deck-drop-hint')).toBeVisible();
  await page.dispatchEvent('body', 'drop', { dataTransfer: transfer });
}

test('a deck saved as a file comes back the same through Open deck file', async ({ page }) => {
  const problems = collectProblems(page, /Failed to load resource/);
  await openBuilder(page);
  await page.getByTestId('orbs-ready-red-aggro').click();
  await page.getByTestId('orbs-deck-name').fill('File Round Trip');
  const before = await deckList(page);
  expect(before.length).toBeGreaterThan(5);

  const download = page.waitForEvent('download');
  await page.getByTestId('orbs-deck-save-file').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('File Round Trip.deck.txt');
  const path = await file.path();
  const text = readFileSync(path, 'utf8');
  // The name, a readable list (by cost, as the builder shows it) and the code.
  expect(text).toMatch(
    /^# Cardhall — Orbs deck\nName: File Round Trip\n\n(\d [A-Z][^\n]+\n)+\nCode: ORBS1:[\w-]+\n$/,
  );
  expect(text).toContain('\n4 Ember Imp\n');
  await expect(page.getByTestId('orbs-builder-status')).toHaveText(
    'Saved the deck file “File Round Trip.deck.txt”.',
  );

  await page.getByTestId('orbs-deck-new').click();
  await expect(page.getByTestId('orbs-deck-list')).toHaveCount(0);
  await page.getByTestId('orbs-open-file-input').setInputFiles(path);
  await expect(page.getByTestId('orbs-builder-status')).toHaveText(
    /^Imported “File Round Trip”: \d+ cards\.$/,
  );
  await expect(page.getByTestId('orbs-deck-name')).toHaveValue('File Round Trip');
  expect(await deckList(page)).toEqual(before);
  expect(problems).toEqual([]);
});

test('a pasted plain list imports; a bad file names its line and changes nothing', async ({
  page,
}) => {
  await openBuilder(page);
  await page.getByTestId('orbs-import-text').fill('4x Ember Imp\n// burn\n2 Fireball\n');
  await page.getByTestId('orbs-import').click();
  await expect(page.getByTestId('orbs-builder-status')).toHaveText('Imported 6 cards.');
  const list = await deckList(page);
  expect(list).toHaveLength(2);

  await page.getByTestId('orbs-open-file-input').setInputFiles({
    name: 'broken.deck.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Name: Broken\n4 Ember Imp\n3 Dragon of Nowhere\n'),
  });
  await expect(page.getByTestId('orbs-import-error')).toHaveText(
    '“broken.deck.txt”: Line 3: there is no card “Dragon of Nowhere”.',
  );
  expect(await deckList(page)).toEqual(list);
  await expect(page.getByTestId('orbs-deck-name')).not.toHaveValue('Broken');
});

test('a deck file dropped on the main menu opens in the deck builder', async ({ page }) => {
  await page.goto(`/?token=${E2E_TOKEN}`);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await dropFile(page, 'Dropped.deck.txt', 'Name: Dropped Deck\n4 Ember Imp\n4 Spark Imp\n');
  await expect(page.getByTestId('orbs-builder')).toBeVisible();
  await expect(page.getByTestId('orbs-deck-name')).toHaveValue('Dropped Deck');
  await expect(page.getByTestId('orbs-builder-status')).toHaveText(
    'Imported “Dropped Deck”: 8 cards.',
  );
  await expect(page.getByTestId('deck-drop-hint')).toHaveCount(0);
  // A bad file dropped on the builder: the error names the file and the line.
  await dropFile(page, 'bad.txt', '4 Ember Imp\nnonsense here\n');
  await expect(page.getByRole('alert')).toContainText('“bad.txt”: Line 2 is not a count');
  await expect(page.getByTestId('orbs-deck-name')).toHaveValue('Dropped Deck');
});
