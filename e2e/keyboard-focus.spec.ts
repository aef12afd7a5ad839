/**
 * Keyboard focus around the battle tables (issue #16 item 7): after a control beside the table
 * (speed menu, hand-off button) the keys act on the table again at once, without Tabbing back;
 * the key hint names every key; the cursor stays on the table after a play; and focusing the
 * table never scrolls "Back to menu" out of sight. Keys and visible text only.
 */
import { test, expect, type Page } from '@playwright/test';
import { E2E_TOKEN } from '../playwright.config';
import { resetSavedSettings } from './fixtures/saved-settings';

test.beforeEach(resetSavedSettings);
test.afterAll(resetSavedSettings);

/** A Clash hotseat game at 1280×720 with two box decks and seed 5, animations instant. */
async function startClashHotseat(
  page: Page,
  opponent: 'hotseat' | 'easy' = 'hotseat',
): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('cardhall.clash.animationSpeed', 'instant'));
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`/?token=${E2E_TOKEN}`);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('button', { name: /Clash of Decks/ })
    .click();
  await page.getByTestId(`opponent-${opponent}`).check();
  await page.getByRole('radio', { name: 'Preconstructed decks from the box' }).check();
  await page.getByTestId('deck0-1').check();
  await page.getByTestId('deck1-2').check();
  await page.getByRole('textbox', { name: 'Seed (optional)' }).fill('5');
  await page.getByRole('button', { name: 'Start the game' }).click();
  // Hotseat opens on the curtain of the first mover (issue #35).
  if (opponent === 'hotseat') await page.getByTestId('handoff-ready').click();
}

test('Clash hotseat at 1280×720: speed menu and hand-off give the keys back to the table', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await startClashHotseat(page);

  const table = page.getByRole('application', { name: /table/i });
  await expect(table).toHaveAttribute('data-ready', 'true');
  const back = page.getByRole('button', { name: /Back to menu/ });
  const zoom = page.getByTestId('card-zoom');

  // The hint lists every key the table answers to.
  await expect(page.getByText(/^Keys: /)).toContainText('←/→');
  await expect(page.getByText(/^Keys: /)).toContainText('↑/↓');
  await expect(page.getByText(/^Keys: /)).toContainText('Enter');
  await expect(page.getByText(/^Keys: /)).toContainText('Esc');

  // The speed menu, changed with the keyboard: the focus comes back to the table.
  const speedMenu = page.getByRole('combobox', { name: 'Animation speed' });
  await speedMenu.focus();
  await speedMenu.selectOption({ label: 'Fast' });
  await expect(table).toBeFocused();
  await expect(back).toBeInViewport();

  // Arrows work at once: the cursor shows a card (its zoom). Play one with Enter, Enter.
  await page.keyboard.press('ArrowRight');
  await expect(zoom).toBeVisible();
  let played = false;
  for (let i = 0; i < 9 && !played; i++) {
    await page.keyboard.press('Enter');
    if (await page.getByText(/Choose a (lane|target) for/).isVisible()) {
      await page.keyboard.press('Enter');
      played = true;
    } else await page.keyboard.press('ArrowRight');
  }
  expect(played).toBe(true);
  await expect(page.getByTestId('game-log')).toContainText(/summons|casts/);
  // The cursor is still on the table after the play: a card is zoomed without pressing a key.
  await expect(table).toBeFocused();
  await expect(zoom).toBeVisible();
  await expect(back).toBeInViewport();

  // A ends the turn; the hand-off curtain's button is pressed with Enter; keys act on the table.
  await page.keyboard.press('a');
  const curtain = page.getByRole('dialog', { name: /Pass to Player 2/ });
  await expect(curtain.getByRole('button')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(curtain).toHaveCount(0);
  await expect(page.getByTestId('battle-turn')).toHaveText('Turn 2');
  await expect(table).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(zoom).toBeVisible();
  await expect(back).toBeInViewport();
  expect(errors).toEqual([]);
});

test('Clash: a mouse resting over the table keeps the keyboard cursor; a mouse that moves takes it', async ({
  page,
}) => {
  // Against the computer (Player 1 moves first in this deal): no curtain to click first, so the
  // mouse has not moved when the test starts.
  await startClashHotseat(page, 'easy');
  const table = page.getByRole('application', { name: /table/i });
  await expect(table).toHaveAttribute('data-settled', 'true');
  const prompt = page.getByText(/Choose a (lane|target) for/);

  // The mouse rests over the table while the player uses the keys (this deal's first card
  // in hand can be played: the cursor starts on it).
  const canvas = await table.locator('canvas').boundingBox();
  const rest = { x: canvas!.x + canvas!.width / 2, y: canvas!.y + canvas!.height / 3 };
  await page.mouse.move(rest.x, rest.y);
  await table.focus();
  await expect(table).toBeFocused();
  // The browser sends a resting mouse a move event when what lies under it changes (a dialog
  // closing over the table): same place, so the keyboard cursor stays and Enter picks the card.
  await table.locator('canvas').dispatchEvent('mousemove', { clientX: rest.x, clientY: rest.y });
  await page.keyboard.press('Enter');
  await expect(prompt).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(prompt).toHaveCount(0);

  // A mouse that really moves takes over: the keyboard cursor is gone, Enter picks nothing,
  // and the next arrow brings it back.
  await page.mouse.move(rest.x + 40, rest.y + 25);
  await page.keyboard.press('Enter');
  await expect(prompt).toHaveCount(0);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(prompt).toBeVisible();
});

test('Orbs against the computer: after the speed menu the keys work in the action list again', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`/?token=${E2E_TOKEN}`);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('button', { name: /Orbs/ })
    .click();
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await page.getByRole('radio', { name: 'Computer' }).check();
  await page.getByTestId('orbs-lobby-seed').fill('7');
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page.getByTestId('orbs-table')).toHaveAttribute('data-ready', 'true');
  const speedMenu = page.getByRole('combobox', { name: 'Animation speed' });
  await speedMenu.focus();
  await speedMenu.selectOption({ label: 'Fast' });
  // The focus is in the list of actions (the keyboard path of the Orbs table): once the
  // computer has moved, ↓ and Enter work there without a Tab.
  await expect(page.getByTestId('orbs-actions').getByRole('button').first()).toBeFocused({
    timeout: 60_000,
  });
  const lines = page.getByTestId('orbs-log').locator('li');
  const before = await lines.count();
  await page.keyboard.press('Enter');
  await expect.poll(() => lines.count()).toBeGreaterThan(before);
  await expect(
    page.getByRole('button', { name: /Back to menu|Leave game/ }).first(),
  ).toBeInViewport();
});
