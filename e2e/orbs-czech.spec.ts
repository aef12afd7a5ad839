/**
 * Orbs in Czech: switch the language in the settings, then see the menus, the generated card
 * rules text (Orb types included) and the game log in Czech: the turn 1 line, second-person
 * sentences for you, the confirmation before a play that only hurts you, and the attacker
 * named when an Orb hits you. (Clash in Czech is covered in
 * clash.spec.ts, the rules reference in rules.spec.ts, the language switch itself in
 * smoke.spec.ts; this fills the Orbs gap.)
 */
import { test, expect } from '@playwright/test';
import { E2E_TOKEN } from '../playwright.config';
import { collectProblems } from './fixtures/page-checks';
import { resetSavedSettings } from './fixtures/saved-settings';
import { keepShot } from './fixtures/keep-shot';

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
    // Seed 4 with these decks: you move first and hold Ohnivá střela (Firebolt) and Škvárový
    // surovec (a red card to convert), so a red energy pays for a Firebolt on turn 1.
    await page.getByTestId('orbs-lobby-my-deck').selectOption('ready:red-aggro');
    await page.getByTestId('orbs-lobby-their-deck').selectOption('ready:green-tokens');
    await page.getByTestId('orbs-lobby-seed').fill('4');
    await page.getByTestId('orbs-lobby-vs-computer').check();
    await page.getByTestId('orbs-lobby-start').click();
    const game = page.getByTestId('orbs-game');
    await expect(page.getByTestId('orbs-table')).toHaveAttribute('data-ready', 'true');
    await expect(game).toHaveAttribute('data-to-move', '0', { timeout: 60_000 });
    // The header follows the table: read it once the table has shown our turn.
    await expect(page.getByTestId('orbs-table')).toHaveAttribute('data-settled', 'true');
    const log = page.getByTestId('orbs-log');
    const turn = Number(await page.getByTestId('orbs-phase').getAttribute('data-turn'));
    expect(turn).toBe(1);
    await expect(page.getByTestId('orbs-phase')).toContainText('Tah 1');
    await expect(page.getByTestId('orbs-phase')).toContainText('Jsi na tahu');
    // The game opens with its turn 1 line, though no action caused it.
    await expect(log.locator('li').first()).toHaveText('— Tah 1: tvůj tah —');
    await expect(log.locator('li').nth(1)).toHaveText('Tvoje obranná fáze');
    const end = page.getByTestId('orbs-act-end');
    await expect(end).toHaveText('Do hlavní fáze →');
    await end.click();
    await expect(log).toContainText('Tvoje hlavní fáze');
    const convert = page
      .locator('[data-testid=orbs-actions] [data-kind=convert]')
      .filter({ hasText: 'Škvárový surovec' })
      .first();
    await expect(convert).toHaveText(/^Přeměnit kartu Škvárový surovec na energii \(červená\)$/);
    await convert.click();
    await expect(log).toContainText('Přeměňuješ kartu Škvárový surovec na energii (červená).');
    await expect(page.getByTestId('orbs-status')).toContainText(
      /Ty: 18 životů, energie \d+ z \d+, v ruce \d+/,
    );
    await keepShot(page, { path: '/tmp/orbs-czech.png' });
  });

  await test.step('a play that only hurts you asks first; the log names what hit you', async () => {
    const log = page.getByTestId('orbs-log');
    const atMe = page
      .locator('[data-testid=orbs-actions] [data-kind=play]')
      .filter({ hasText: /^Zahrát kartu Ohnivá střela → Ty$/ })
      .first();
    await expect(atMe).toBeVisible();
    // Main marks it as hurting only you: a dialog asks, focus on the safe answer.
    await atMe.click();
    const dialog = page.getByRole('alertdialog', { name: 'Uškodíš jen sobě' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('„Zahrát kartu Ohnivá střela → Ty“ uškodí jen tobě');
    const cancel = dialog.getByRole('button', { name: 'Zrušit' });
    await expect(cancel).toBeFocused();
    await keepShot(page, { path: '/tmp/orbs-czech-confirm.png' });
    // Escape cancels: nothing was played.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(log).not.toContainText('Ohnivá střela na sebe');
    await expect(atMe).toBeVisible();
    // Aimed at the computer, the same card plays at once (no question).
    await expect(
      page
        .locator('[data-testid=orbs-actions] [data-kind=play]')
        .filter({ hasText: /^Zahrát kartu Ohnivá střela → Počítač$/ })
        .first(),
    ).toBeVisible();
    // Asked again and confirmed with the keyboard: Tab to "Přesto udělat", Enter.
    await atMe.click();
    await expect(cancel).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Přesto udělat' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(log).toContainText('Hraješ kartu Ohnivá střela na sebe.');
    await expect(log).toContainText('Zásah kartou Ohnivá střela: ztrácíš 2 životy (zbývá 16).');
  });

  await test.step('the computer’s turn, then ours; an undefended attacker is named', async () => {
    const log = page.getByTestId('orbs-log');
    const game = page.getByTestId('orbs-game');
    await expect(page.getByTestId('orbs-act-end')).toHaveText('Ukončit tah →');
    await page.getByTestId('orbs-act-end').click();
    await expect(log).toContainText('— Tah 2: Počítač —');
    await expect(log).toContainText('— Tah 3: tvůj tah —', { timeout: 60_000 });
    await expect(log).toContainText(/Počítač: (obranná|hlavní) fáze/);
    await expect(log).toContainText(/Lížeš kartu .+\./);
    // Never defend, only end phases: the computer's Orbs attack, and the log says which one.
    const attacked = /Karta .+ na tebe útočí: ztrácíš \d+ (život|životy|životů) \(zbývá -?\d+\)\./;
    for (let i = 0; i < 24 && !attacked.test((await log.textContent()) ?? ''); i++) {
      await expect(game).toHaveAttribute('data-to-move', '0', { timeout: 60_000 });
      if ((await game.getAttribute('data-outcome')) ?? '') break;
      const endNow = page.getByTestId('orbs-act-end');
      const count = await log.locator('li').count();
      await endNow.click();
      await expect
        .poll(() => log.locator('li').count(), { timeout: 60_000 })
        .toBeGreaterThan(count);
    }
    await expect(log).toContainText(attacked);
    await keepShot(page, { path: '/tmp/orbs-czech-attacked.png' });
  });
  expect(problems).toEqual([]);
});
