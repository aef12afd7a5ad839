/**
 * Orbs by keyboard only: once the game against the computer has started, not one mouse click.
 * Tab into the list of actions beside the table, walk it with ↑/↓/Home, press Enter on an
 * action, and E to end the phase; after every action the focus comes back to the list. Each
 * move is checked from what the screen says: the game log, the phase, and the players' status
 * (energy, cards in hand, on the Bench), which screen readers read out.
 */
import { test, expect, type Page } from '@playwright/test';
import { E2E_TOKEN } from '../playwright.config';
import { collectProblems } from './fixtures/page-checks';
import { resetSavedSettings } from './fixtures/saved-settings';
import { keepShot } from './fixtures/keep-shot';

test.beforeEach(() => resetSavedSettings());
test.afterEach(() => resetSavedSettings());

interface Status {
  hp: number;
  energy: number;
  capacity: number;
  hand: number;
  bench: number;
}

/** "You: 20 HP, energy 1 of 1, 6 in hand, 43 in deck, 0 on the Bench" → numbers. */
async function myStatus(page: Page): Promise<Status> {
  const text =
    (await page
      .getByTestId('orbs-status')
      .locator('li')
      .filter({ hasText: /^You:/ })
      .textContent()) ?? '';
  const m =
    /^You: (-?\d+) HP, energy (\d+) of (\d+), (\d+) in hand, \d+ in deck, (\d+) on the Bench$/.exec(
      text.trim(),
    );
  if (!m) throw new Error(`unexpected status line: ${text}`);
  return {
    hp: Number(m[1]),
    energy: Number(m[2]),
    capacity: Number(m[3]),
    hand: Number(m[4]),
    bench: Number(m[5]),
  };
}

/** What has the keyboard focus: its test id, action kind and text, and whether its focus ring shows. */
async function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    return {
      testid: el.dataset['testid'] ?? '',
      kind: el.dataset['kind'] ?? '',
      text: el.textContent?.trim() ?? '',
      inActions: !!el.closest('[data-testid=orbs-actions]'),
      ring:
        el.matches(':focus-visible') &&
        style.outlineStyle !== 'none' &&
        parseFloat(style.outlineWidth) >= 2,
    };
  });
}

/** Move through the action list with Home and ↓ until an action that `want` accepts has the focus. */
async function focusAction(
  page: Page,
  want: (f: { testid: string; kind: string; text: string }) => boolean,
): Promise<{ testid: string; kind: string; text: string } | null> {
  await page.keyboard.press('Home');
  let last = '';
  for (let i = 0; i < 80; i++) {
    const f = await focused(page);
    if (!f?.inActions) throw new Error(`the focus left the action list: ${JSON.stringify(f)}`);
    if (want(f)) return f;
    if (f.testid === last) return null; // ↓ on the last action stays there: not in the list
    last = f.testid;
    await page.keyboard.press('ArrowDown');
  }
  return null;
}

async function actionCount(page: Page): Promise<number> {
  return Number(await page.getByTestId('orbs-game').getAttribute('data-action-count'));
}

/** Wait until main has answered our action (and it is our decision again, or the turn passed). */
async function settled(page: Page, before: number): Promise<void> {
  await expect.poll(() => actionCount(page), { timeout: 30_000 }).toBeGreaterThan(before);
  await expect(page.getByTestId('orbs-error')).toHaveCount(0);
}

/** A card name from an action label: twins in hand are labelled with their place ("(hand card 2)"). */
function withoutPlace(name: string): string {
  return name.replace(/ \((hand card|Bench card|slot) \d+\)$/, '');
}

test('Orbs against the computer: the first moves with the keyboard only', async ({ page }) => {
  test.setTimeout(180_000);
  const problems = collectProblems(page, /Failed to load resource/);
  await page.addInitScript(() => {
    localStorage.setItem('cardhall.language', 'en');
    localStorage.setItem('cardhall.clash.animationSpeed', 'instant');
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/?token=${E2E_TOKEN}`);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('button', { name: /Orbs/ })
    .click();
  await page.getByTestId('orbs-tab-play').click();
  await page.getByTestId('orbs-lobby-vs-computer').check();
  await page.getByTestId('orbs-lobby-level').selectOption('easy');
  // A fixed deal (and so a fixed computer, whose generator is seeded from the game's): with a
  // random one the first hand may hold nothing to play or bench with one energy.
  await page.getByTestId('orbs-lobby-seed').fill('20261129');
  // The last click: the game starts, and from here on only keys are pressed.
  await page.getByTestId('orbs-lobby-start').click();
  let clicks = 0;
  await page.exposeFunction('__countClick', () => void clicks++);
  await page.evaluate(() =>
    window.addEventListener(
      'mousedown',
      () => (window as unknown as { __countClick(): void }).__countClick(),
      true,
    ),
  );

  const game = page.getByTestId('orbs-game');
  await expect(page.getByTestId('orbs-table')).toHaveAttribute('data-ready', 'true');
  // The computer may have the first turn: wait for ours.
  await expect(game).toHaveAttribute('data-to-move', '0', { timeout: 60_000 });
  // The header follows the table: read it once the table has shown our turn.
  await expect(page.getByTestId('orbs-table')).toHaveAttribute('data-settled', 'true');
  const log = page.getByTestId('orbs-log');
  const turn = Number(await page.getByTestId('orbs-phase').getAttribute('data-turn'));

  await test.step('Tab reaches the action list, with a visible focus ring', async () => {
    for (let i = 0; i < 30 && !(await focused(page))?.inActions; i++)
      await page.keyboard.press('Tab');
    const f = await focused(page);
    expect(f?.inActions, 'Tab reaches the list of actions').toBe(true);
    expect(f?.ring, 'the focused action shows a focus ring').toBe(true);
  });

  await test.step('E ends the Defense Phase', async () => {
    if ((await page.getByTestId('orbs-phase').getAttribute('data-phase')) !== 'defense') return;
    const before = await actionCount(page);
    await page.keyboard.press('e');
    await settled(page, before);
    await expect(page.getByTestId('orbs-phase')).toHaveAttribute('data-phase', 'main');
    await expect(log).toContainText('Your Main Phase');
  });

  let converted = '';
  await test.step('convert a hand card to energy: Enter on the list', async () => {
    const status = await myStatus(page);
    const convert = await focusAction(page, (f) => f.kind === 'convert');
    expect(convert, 'a Convert action in the list').not.toBeNull();
    const [, named, colour] = /^Convert (.+) to (\w+) energy$/.exec(convert!.text) ?? [];
    expect(named).toBeTruthy();
    const card = withoutPlace(named!);
    converted = card;
    const before = await actionCount(page);
    await page.keyboard.press('Enter');
    await settled(page, before);
    await expect(log).toContainText(`You convert ${card} into ${colour!.toLowerCase()} energy.`);
    const after = await myStatus(page);
    expect(after.capacity).toBe(status.capacity + 1);
    expect(after.energy).toBe(status.energy + 1);
    expect(after.hand).toBe(status.hand - 1);
    // The Convert button is gone; the focus is back in the list, not lost on the page.
    const f = await focused(page);
    expect(f?.inActions).toBe(true);
    expect(f?.ring).toBe(true);
    expect(await page.getByTestId('orbs-actions').locator('[data-kind=convert]').count()).toBe(0);
  });

  await test.step('play a card, or else bench one', async () => {
    const status = await myStatus(page);
    const move =
      (await focusAction(page, (f) => f.kind === 'play' && /^orbs-act-play-\d+$/.test(f.testid))) ??
      (await focusAction(page, (f) => f.kind === 'bench'));
    expect(move, 'something to play or bench with one energy').not.toBeNull();
    const before = await actionCount(page);
    await page.keyboard.press('Enter');
    await settled(page, before);
    if (move!.kind === 'play') {
      const card = withoutPlace(/^Play (.+)$/.exec(move!.text)![1]!);
      await expect(log).toContainText(`You play ${card}.`);
    } else {
      const card = withoutPlace(/^Bench (.+) \(pay .+\)$/.exec(move!.text)![1]!);
      await expect(log).toContainText(`You bench ${card}.`);
      const after = await myStatus(page);
      expect(after.bench).toBe(status.bench + 1);
      expect(after.hand).toBe(status.hand - 1);
    }
    expect((await focused(page))?.inActions).toBe(true);
  });

  await test.step('the graveyard, by keyboard: Tab to it, Enter, Escape, and back to the list', async () => {
    for (let i = 0; i < 40 && (await focused(page))?.testid !== 'orbs-graveyard-open-0'; i++)
      await page.keyboard.press('Tab');
    const opener = await focused(page);
    expect(opener?.testid).toBe('orbs-graveyard-open-0');
    expect(opener?.ring).toBe(true);
    await page.keyboard.press('Enter');
    const dialog = page.getByTestId('orbs-graveyard');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: converted })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    expect((await focused(page))?.testid).toBe('orbs-graveyard-open-0');
    for (let i = 0; i < 40 && !(await focused(page))?.inActions; i++)
      await page.keyboard.press('Shift+Tab');
    expect((await focused(page))?.inActions).toBe(true);
  });

  await test.step('E ends the turn; the computer plays, then it is our turn again', async () => {
    const before = await actionCount(page);
    await page.keyboard.press('e');
    await settled(page, before);
    await expect(log).toContainText(`— Turn ${turn + 1}: Computer —`);
    await expect(log).toContainText(`— Turn ${turn + 2}: your turn —`, { timeout: 60_000 });
    await expect(game).toHaveAttribute('data-to-move', '0', { timeout: 60_000 });
    // Our turn again: the keyboard is still in the list, ready for the next move.
    await expect.poll(async () => (await focused(page))?.inActions, { timeout: 10_000 }).toBe(true);
  });

  expect(clicks, 'no mouse button was pressed after the game started').toBe(0);
  await keepShot(page, { path: '/tmp/orbs-keyboard.png' });
  expect(problems).toEqual([]);
});
