/**
 * Orbs in Czech: switch the language in the settings, then see the menus, the generated card
 * rules text (Orb types included) and the game log in Czech. (Clash in Czech is covered in
 * clash.spec.ts, the rules reference in rules.spec.ts, the language switch itself in
 * smoke.spec.ts; this fills the Orbs gap.)
 */
import { test, expect } from '@playwright/test';
import { E2E_TOKEN } from '../playwright.config';
import { collectProblems } from './fixtures/page-checks';
import { resetSavedSettings } from './fixtures/saved-settings';

test.beforeEach(() => resetSavedSettings());
test.afterEach(() => resetSavedSettings());

/** English Orb types that must never show in the Czech card text. */
const ENGLISH_TYPES =
  /\b(Imp|Knight|Ghoul|Animal|Wizard|Spider|Construct|Dragon|Elemental|Human|Skeleton|Wall|Treefolk|Merfolk|Serpent)\b/;

test('Orbs in Czech: menus, card rules text with Orb types, and the game log', async ({ page }) => {
  test.setTimeout(150_000);
  const problems = collectProblems(page, /Failed to load resource/);
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('started')) {
      sessionStorage.setItem('started', '1');
      localStorage.setItem('cardhall.language', 'en');
      localStorage.setItem('cardhall.clash.animationSpeed', 'instant');
    }
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/?token=${E2E_TOKEN}`);

  await test.step('switch to Czech in the settings; the menus follow at once', async () => {
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('radio', { name: 'Čeština' }).check();
    await expect(page.getByRole('heading', { level: 1, name: 'Nastavení' })).toBeVisible();
    await page.getByRole('button', { name: 'Zpět do nabídky' }).first().click();
    const menu = page.getByRole('navigation', { name: 'Hlavní nabídka' });
    await expect(menu).toBeVisible();
    await menu.getByRole('button', { name: /Orbs/ }).click();
    await expect(page.getByTestId('orbs-tab-play')).toHaveText('Hrát');
    await expect(page.getByTestId('orbs-tab-builder')).toHaveText('Stavitel balíčků');
  });

  await test.step('the card pool: Czech names, rules text and Orb types', async () => {
    await page.getByTestId('orbs-tab-builder').click();
    const firebolt = page.locator('[data-testid=orbs-pool-card][data-card=firebolt]');
    await expect(firebolt).toContainText('Ohnivá střela');
    await expect(firebolt).toContainText('Způsob 2 zranění cílovému orbu nebo hráči.');
    const chieftain = page.locator('[data-testid=orbs-pool-card][data-card=imp-chieftain]');
    await expect(chieftain).toContainText('Skřetí náčelník');
    await expect(chieftain).toContainText('Orb — skřet');
    await expect(chieftain).toContainText('Místní: tvé orby typu skřet mají +1 k útoku.');
    await expect(
      page.locator('[data-testid=orbs-pool-card][data-card=knight-captain]'),
    ).toContainText('orby typu rytíř mají brnění 1');
    // The Orb type filter lists the types in Czech too (its values stay the card data's keys).
    await expect(
      page.getByTestId('orbs-filter-orbtype').locator('option[value=Knight]'),
    ).toHaveText('rytíř');
    // No English Orb type anywhere in the pool's Czech text.
    const texts = await page.locator('[data-testid=orbs-pool-card] .text').allTextContents();
    expect(texts.length).toBeGreaterThan(20);
    expect(texts.filter((t) => ENGLISH_TYPES.test(t))).toEqual([]);
  });

  await test.step('a game against the computer: the log and the actions speak Czech', async () => {
    await page.getByTestId('orbs-tab-play').click();
    await page.getByTestId('orbs-lobby-vs-computer').check();
    await page.getByTestId('orbs-lobby-start').click();
    const game = page.getByTestId('orbs-game');
    await expect(page.getByTestId('orbs-table')).toHaveAttribute('data-ready', 'true');
    await expect(game).toHaveAttribute('data-to-move', '0', { timeout: 60_000 });
    // The header follows the table: read it once the table has shown our turn.
    await expect(page.getByTestId('orbs-table')).toHaveAttribute('data-settled', 'true');
    const log = page.getByTestId('orbs-log');
    const turn = Number(await page.getByTestId('orbs-phase').getAttribute('data-turn'));
    await expect(page.getByTestId('orbs-phase')).toContainText(`Tah ${turn}`);
    await expect(page.getByTestId('orbs-phase')).toContainText('Jsi na tahu');
    if ((await page.getByTestId('orbs-phase').getAttribute('data-phase')) === 'defense') {
      const end = page.getByTestId('orbs-act-end');
      await expect(end).toHaveText('Do hlavní fáze →');
      await end.click();
      await expect(log).toContainText('Ty: hlavní fáze');
    }
    const convert = page.locator('[data-testid=orbs-actions] [data-kind=convert]').first();
    await expect(convert).toContainText(/^Přeměnit .+/);
    await convert.click();
    await expect(log).toContainText(/Přeměňuješ kartu .+ na energii \(.+\)\./);
    await expect(page.getByTestId('orbs-status')).toContainText(
      /Ty: \d+ životů, energie \d+ z \d+, v ruce \d+/,
    );
    await expect(page.getByTestId('orbs-act-end')).toHaveText('Ukončit tah →');
    // End the turn: the computer's turn and then ours are logged in Czech, draws included.
    await page.getByTestId('orbs-act-end').click();
    await expect(log).toContainText(`— Tah ${turn + 1}: Počítač —`);
    await expect(log).toContainText(`— Tah ${turn + 2}: Ty —`, { timeout: 60_000 });
    await expect(log).toContainText(/Počítač: (obranná|hlavní) fáze/);
    await expect(log).toContainText(/Lížeš kartu .+\./);
    await page.screenshot({ path: '/tmp/orbs-czech.png' });
  });
  expect(problems).toEqual([]);
});
