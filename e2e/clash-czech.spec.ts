/**
 * Clash of Decks in Czech, as two players at one screen (hotseat, box decks, seed 3: Hráč 1
 * starts with Partyzán and Bum! among the four playable cards): the log opens with the turn 1
 * line, cards and keywords have Czech names, and an incantation cast at your own creature asks
 * first (the rule is main's: PlayerView.selfHarm), with Escape to cancel and Enter to confirm.
 */
import { test, expect } from '@playwright/test';
import { E2E_TOKEN } from '../playwright.config';
import { collectProblems } from './fixtures/page-checks';
import { resetSavedSettings } from './fixtures/saved-settings';
import { keepShot } from './fixtures/keep-shot';

test.beforeEach(() => resetSavedSettings());
test.afterEach(() => resetSavedSettings());

test('Clash in Czech: turn 1 line, Czech card names, a cast at your own creature asks first', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const problems = collectProblems(page);
  await page.addInitScript(() => {
    localStorage.setItem('cardhall.clash.animationSpeed', 'instant');
    localStorage.setItem('cardhall.language', 'cs');
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/?token=${E2E_TOKEN}`);
  await page
    .getByRole('navigation')
    .getByRole('button', { name: /Clash of Decks/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Nová hra Clash of Decks' })).toBeVisible();
  await page.getByTestId('opponent-hotseat').check();
  await page.getByTestId('mode-preconstructed').check();
  await page.getByTestId('deck0-1').check();
  await page.getByTestId('deck1-2').check();
  await page.getByTestId('seed').fill('3');
  await page.getByTestId('start-game').click();
  // Hotseat opens on the curtain of the first mover (issue #35).
  await page.getByTestId('handoff-ready').click();

  const battle = page.getByTestId('clash-battle');
  await expect(battle).toBeVisible();
  await expect(page.getByTestId('battle-turn')).toHaveText('Tah 1');
  const log = page.getByTestId('game-log');
  // Turn 1 starts while the game is created: its line is there before anyone acts.
  await expect(log.locator('li').first()).toHaveText('Tah 1: Hráč 1 má 6 many.');

  const actions = page.getByTestId('action-list');
  const summon = actions
    .locator('[data-testid=action][data-kind=lane][data-card=partisan]')
    .first();
  await expect(summon).toHaveText(/^Zahrát kartu Partyzán \(cena \d+\) – horní dráha$/);
  // The action list is the keyboard's and screen reader's way to every move: it shows on focus.
  await summon.focus();
  await page.keyboard.press('Enter');
  await expect(log).toContainText('Hráč 1 vyvolává kartu Partyzán (horní dráha).');

  // Bum! at your own Partyzán: main marks it, the dialog asks, focus on the safe answer.
  const atOwn = actions
    .locator('[data-testid=action][data-kind=target][data-card=boom]')
    .filter({ hasText: 'Partyzán (Hráč 1' })
    .first();
  await atOwn.focus();
  await expect(atOwn).toBeVisible();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Uškodíš jen sobě' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('může poškodit jen tvé vlastní bytosti');
  await expect(dialog.getByRole('button', { name: 'Zrušit' })).toBeFocused();
  await keepShot(page, { path: '/tmp/clash-czech-confirm.png' });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(log).not.toContainText('Bum!');
  await atOwn.focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Zrušit' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Přesto udělat' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(log).toContainText('Hráč 1 sesílá kartu Bum! na vlastní kartu Partyzán.');
  expect(problems).toEqual([]);
});
