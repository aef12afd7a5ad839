/**
 * Orbs end to end, in the browser host against the real main-process handlers and engine:
 * build a legal deck in the deck builder (filters, counts, live legality, charts, deck codes,
 * save / rename / duplicate / delete), then play it against the computer seat ("easy"; the
 * session's built-in computer player until the AI is wired in) to the end screen through the
 * DOM mirror of legal actions. Screenshots go to /tmp for a human to look at.
 */
import { test, expect, type Page } from '@playwright/test';
import { E2E_TOKEN } from '../playwright.config';
import { collectProblems, distinctColours } from './fixtures/page-checks';
import { keepShot } from './fixtures/keep-shot';

async function addCopies(page: Page, search: string, id: string, copies: number): Promise<void> {
  await page.getByTestId('orbs-search').fill(search);
  // clickCount sends that many click events in one go: one copy each.
  await page.getByTestId(`orbs-add-${id}`).click({ clickCount: copies });
}

const DECK: [string, string, number][] = [
  ['ember imp', 'ember-imp', 4],
  ['spark imp', 'spark-imp', 4],
  ['blazing imp', 'blazing-imp', 4],
  ['cinder brute', 'cinder-brute', 4],
  ['chieftain', 'imp-chieftain', 4],
  ['magma', 'magma-hulk', 4],
  ['firebolt', 'firebolt', 4],
  ['fireball', 'fireball', 4],
  ['clockwork', 'clockwork-mouse', 4],
  ['war banner', 'war-banner', 4],
  ['gray golem', 'gray-golem', 4],
  ['imp swarm', 'imp-swarm', 4],
  ['scorch', 'scorch', 1],
];

// Unique per run: other specs of the same run share the save folder.
const NAME = `E2E Imps ${Date.now() % 100000}`;

test('build and save a legal Orbs deck, then play it to the end against the computer', async ({
  page,
}) => {
  test.setTimeout(240_000);
  // Resource 404s (favicon) are not app errors.
  const problems = collectProblems(page, /Failed to load resource/);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/?token=${E2E_TOKEN}`);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('button', { name: /Orbs/ })
    .click();
  await expect(page.getByTestId('orbs-screen')).toBeVisible();

  await test.step('deck builder: filters, counts, live legality', async () => {
    await page.getByTestId('orbs-tab-builder').click();
    await expect(page.getByTestId('orbs-pool-card').first()).toBeVisible();
    const all = await page.getByTestId('orbs-pool-card').count();
    expect(all).toBeGreaterThanOrEqual(90); // orbs.md 12.1: at least 90 cards
    // Colour + type filters: red Orbs only.
    await page.getByTestId('orbs-filter-colour-red').click();
    await page.getByTestId('orbs-filter-type-orb').click();
    const redOrbs = page.getByTestId('orbs-pool-card');
    expect(await redOrbs.count()).toBeLessThan(all);
    await expect(page.locator('[data-testid=orbs-pool-card][data-card=ember-imp]')).toBeVisible();
    await expect(page.locator('[data-testid=orbs-pool-card][data-card=firebolt]')).toHaveCount(0);
    // Cost filter: cost 1 only among red Orbs.
    await page.getByTestId('orbs-filter-cost').selectOption('1');
    await expect(page.locator('[data-testid=orbs-pool-card][data-card=cinder-brute]')).toHaveCount(
      0,
    );
    await page.getByTestId('orbs-filter-cost').selectOption('');
    await page.getByTestId('orbs-filter-colour-red').click();
    await page.getByTestId('orbs-filter-type-orb').click();
    // Orb type filter.
    await page.getByTestId('orbs-filter-orbtype').selectOption('Knight');
    await expect(
      page.locator('[data-testid=orbs-pool-card][data-card=stone-knight]'),
    ).toBeVisible();
    await expect(page.locator('[data-testid=orbs-pool-card][data-card=ember-imp]')).toHaveCount(0);
    await page.getByTestId('orbs-filter-orbtype').selectOption('');

    await page.getByTestId('orbs-deck-new').click();
    for (const [search, id, n] of DECK) await addCopies(page, search, id, n);
    await page.getByTestId('orbs-search').fill('');
    await expect(page.getByTestId('orbs-deck-total')).toContainText('49 cards');
    // The engine's problem, shown live: too few cards.
    await expect(page.getByTestId('orbs-deck-problems')).toContainText(
      'at least 50 cards (this one has 49)',
    );
    // A fifth copy: too many copies.
    await addCopies(page, 'ember imp', 'ember-imp', 1);
    await expect(page.getByTestId('orbs-deck-problems')).toContainText(
      'At most 4 copies of Ember Imp',
    );
    await page.getByRole('button', { name: 'Remove one Ember Imp' }).first().click();
    await addCopies(page, 'scorch', 'scorch', 1);
    await page.getByTestId('orbs-search').fill('');
    await expect(page.getByTestId('orbs-deck-total')).toContainText('50 cards');
    await expect(page.getByTestId('orbs-deck-legal')).toBeVisible();
  });

  await test.step('deck builder: save, codes, rename, duplicate, delete', async () => {
    const decksBefore = await page.getByTestId('orbs-saved-deck').count();
    await page.getByTestId('orbs-deck-name').fill(NAME);
    await page.getByTestId('orbs-deck-save').click();
    await expect(page.getByTestId('orbs-builder-status')).toHaveText(`Saved “${NAME}”.`);
    // The check icon is drawn (aria-hidden); its words say the deck is legal.
    await expect(page.getByTestId('orbs-saved-deck').filter({ hasText: NAME })).toContainText(
      '50 cards Legal deck',
    );

    await page.getByTestId('orbs-deck-export').click();
    const code = await page.getByTestId('orbs-export-code').inputValue();
    expect(code).toMatch(/^ORBS1:[A-Za-z0-9_-]+$/);
    // Malformed codes name their problem.
    await page.getByTestId('orbs-import-text').fill('HELLO');
    await page.getByTestId('orbs-import').click();
    await expect(page.getByTestId('orbs-import-error')).toHaveText(
      'A deck code starts with “ORBS1:”.',
    );
    await page
      .getByTestId('orbs-import-text')
      .fill(code.slice(0, -3) + (code.endsWith('A') ? 'BBB' : 'AAA'));
    await page.getByTestId('orbs-import').click();
    await expect(page.getByTestId('orbs-import-error')).toHaveText(
      'The code does not check out: it was mistyped or cut off.',
    );
    // The good code brings the same 50 cards back.
    await page.getByTestId('orbs-import-text').fill(code);
    await page.getByTestId('orbs-import').click();
    await expect(page.getByTestId('orbs-builder-status')).toHaveText(
      `Imported “${NAME}”: 50 cards.`,
    );
    await expect(page.getByTestId('orbs-deck-legal')).toBeVisible();

    const saved = page
      .getByTestId('orbs-saved-deck')
      .filter({ hasText: NAME })
      .filter({ hasNotText: '(copy)' });
    await saved.getByRole('button', { name: 'Duplicate' }).click();
    const copy = page.getByTestId('orbs-saved-deck').filter({ hasText: `${NAME} (copy)` });
    await expect(copy).toBeVisible();
    await copy.getByRole('button', { name: 'Rename' }).click();
    await page.getByTestId('orbs-rename-input').fill('Throwaway');
    await page.getByTestId('orbs-rename-input').press('Enter');
    const renamed = page.getByTestId('orbs-saved-deck').filter({ hasText: 'Throwaway' });
    await expect(renamed).toBeVisible();
    await renamed.getByRole('button', { name: 'Delete' }).click();
    await renamed.getByRole('button', { name: /Delete “Throwaway”/ }).click();
    await expect(page.getByTestId('orbs-saved-deck').filter({ hasText: 'Throwaway' })).toHaveCount(
      0,
    );
    await expect(page.getByTestId('orbs-saved-deck')).toHaveCount(decksBefore + 1);

    // Zoom: hovering a pool card shows it large.
    await page.locator('[data-testid=orbs-pool-card][data-card=firebolt] .face-btn').hover();
    await expect(page.getByTestId('orbs-zoom')).toContainText(
      'Deal 2 damage to target Orb or player.',
    );
    await saved.getByRole('button', { name: new RegExp(NAME) }).click();
    await expect(page.getByTestId('orbs-deck-legal')).toBeVisible();
    // Charts: a bar per cost 0…6+, and the colour split names red and generic.
    await expect(page.locator('[data-testid=orbs-curve] rect')).toHaveCount(7);
    await expect(page.getByTestId('orbs-colours')).toContainText('Red 38');
    await expect(page.getByTestId('orbs-colours')).toContainText('Generic 12');
    await page.getByTestId('orbs-curve').scrollIntoViewIfNeeded();
    await keepShot(page, { path: '/tmp/orbs-e2e-builder.png' });
  });

  await test.step('start against the easy computer with the saved deck', async () => {
    await page.getByTestId('orbs-tab-play').click();
    await page.getByTestId('orbs-lobby-my-deck').selectOption({ label: NAME });
    await page.getByTestId('orbs-lobby-vs-computer').check();
    await page.getByTestId('orbs-lobby-level').selectOption('easy');
    // A fixed deal, so the game (and the computer, seeded from it) is the same every run: the
    // checks below (an attack by our 14th move, an end within the time) must not hang on luck.
    await page.getByTestId('orbs-lobby-seed').fill('7');
    await page.getByTestId('orbs-lobby-start').click();
    await expect(page.getByTestId('orbs-table')).toHaveAttribute('data-ready', 'true');
    await page.getByTestId('orbs-speed').selectOption('instant');
  });

  const game = page.getByTestId('orbs-game');
  const end = page.getByTestId('orbs-end');
  let myActions = 0;
  let shotTaken = false;
  let usedKeyboard = false;

  await test.step('play to the end screen: attack always, never defend, end phases', async () => {
    const deadline = Date.now() + 150_000;
    while (Date.now() < deadline) {
      // One round trip per move: read the mirror of legal actions, choose, and press the
      // button (a DOM click, so a busy software-rendered canvas does not slow the choice).
      const move = await page.evaluate((keyboardDone) => {
        if (document.querySelector('[data-testid=orbs-end]')) return { state: 'end' as const };
        const g = document.querySelector<HTMLElement>('[data-testid=orbs-game]')!;
        if (g.dataset['toMove'] !== '0') return { state: 'wait' as const };
        const buttons = [
          ...document.querySelectorAll<HTMLButtonElement>(
            '[data-testid=orbs-actions] button:not(:disabled)',
          ),
        ];
        if (buttons.length === 0) return { state: 'wait' as const };
        const find = (f: (b: HTMLButtonElement) => boolean) => buttons.find(f);
        const pick =
          find((b) => b.dataset['kind'] === 'attack') ??
          find(
            (b) =>
              b.dataset['kind'] === 'play' &&
              /^orbs-act-play-\d+(-p1)?$/.test(b.dataset['testid'] ?? ''),
          ) ??
          find((b) => b.dataset['kind'] === 'convert') ??
          find((b) => b.dataset['kind'] === 'end');
        if (!pick)
          return {
            state: 'stuck' as const,
            options: buttons.map((b) => b.dataset['testid']).join(' '),
          };
        const before = g.dataset['actionCount']!;
        // The first End goes through the keyboard path instead (below).
        if (pick.dataset['kind'] !== 'end' || keyboardDone) pick.click();
        return {
          state: 'moved' as const,
          before,
          id: pick.dataset['testid']!,
          kind: pick.dataset['kind']!,
          label: pick.textContent ?? '',
        };
      }, usedKeyboard);
      if (move.state === 'end') break;
      if (process.env['ORBS_E2E_TRACE'])
        console.log(
          new Date().toISOString().slice(11, 19),
          move.state,
          'id' in move ? move.id : '',
          await game.getAttribute('data-action-count'),
        );
      if (move.state === 'stuck') throw new Error(`no move chosen among ${move.options}`);
      if (move.state === 'wait') {
        // Our move again (or the end): the seat to move is ours and the list offers a button.
        await page.waitForFunction(
          () =>
            !!document.querySelector('[data-testid=orbs-end]') ||
            (document.querySelector<HTMLElement>('[data-testid=orbs-game]')?.dataset['toMove'] ===
              '0' &&
              !!document.querySelector('[data-testid=orbs-actions] button:not(:disabled)')),
          undefined,
          { timeout: 60_000, polling: 100 },
        );
        continue;
      }
      if (move.kind === 'end' && !usedKeyboard) {
        // Keyboard path: the End button of the mirror, focused, then Enter.
        expect(move.label).toMatch(/^(To Main Phase →|End Turn →)$/);
        await page.getByTestId(move.id).focus();
        await page.keyboard.press('Enter');
        usedKeyboard = true;
      }
      await page.waitForFunction(
        (before) =>
          document.querySelector<HTMLElement>('[data-testid=orbs-game]')?.dataset['actionCount'] !==
            before || !!document.querySelector('[data-testid=orbs-error]'),
        move.before,
        { timeout: 30_000, polling: 100 },
      );
      await expect(page.getByTestId('orbs-error')).toHaveCount(0);
      myActions++;
      if (!shotTaken && myActions >= 14 && (await game.getAttribute('data-to-move')) === '0') {
        const canvas = page.getByTestId('orbs-table').locator('canvas');
        const shot = await canvas.screenshot();
        expect(await distinctColours(page, shot)).toBeGreaterThan(100);
        await expect(page.getByTestId('orbs-status')).toContainText(/Computer: -?\d+ HP/);
        await expect(page.getByTestId('orbs-log')).toContainText('You attack with');
        await keepShot(page, { path: '/tmp/orbs-e2e-table.png' });
        shotTaken = true;
      }
    }
    await expect(end).toBeVisible();
  });

  await expect(page.getByTestId('orbs-end-title')).toHaveText(/^(You win!|You lose\.|A draw\.)$/);
  expect(['0', '1', 'draw']).toContain(await game.getAttribute('data-outcome'));
  await expect(page.getByTestId('orbs-log')).toContainText(/wins the game|win the game|draw/);
  expect(usedKeyboard).toBe(true);
  await keepShot(page, { path: '/tmp/orbs-e2e-end.png' });
  console.log(
    `Orbs e2e: ${myActions} moves of ours, outcome ${await game.getAttribute('data-outcome')}`,
  );
  expect(problems).toEqual([]);
});
