/**
 * Clash of Decks through the real UI in the browser host (real renderer, real engine):
 * 1. a whole game against the easy computer, from the main menu to the end screen;
 * 2. hotseat: the draft screen (4 revealed cards, a pick flying to the pile), the hand-off
 *    screen, and the battle table's pixels (felt, bridges, face-down and face-up cards),
 *    playing a card with the mouse and the assault with the keyboard.
 *
 * The table is a canvas; the test acts through the accessible list of legal actions that
 * mirrors it (the keyboard/screen-reader path) and checks the canvas by its pixels.
 */
import { test, expect, type Page } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { E2E_TOKEN } from '../playwright.config';
import { collectProblems, distinctColours } from './fixtures/page-checks';

// CLASH_DEV_TOKEN lets a developer point the spec at their own host (with a matching baseURL).
const TOKEN = process.env['CLASH_DEV_TOKEN'] ?? E2E_TOKEN;
const SHOTS = process.env['CLASH_SHOTS_DIR'] ?? '';

async function save(name: string, png: Buffer): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  writeFileSync(`${SHOTS}/${name}.png`, png);
}

async function openSetup(page: Page, speed: 'instant' | 'fast' | 'normal'): Promise<void> {
  await page.addInitScript((s) => {
    localStorage.setItem('cardhall.clash.animationSpeed', s);
    localStorage.setItem('cardhall.language', 'en');
  }, speed);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/?token=${TOKEN}`);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('button', { name: /Clash of Decks/ })
    .click();
  await expect(page.getByTestId('clash-setup')).toBeVisible();
}

/** Press one of the legal-action buttons the way a keyboard user does (focus, Enter). */
async function press(page: Page, button: ReturnType<Page['locator']>): Promise<void> {
  await button.focus();
  await page.keyboard.press('Enter');
}

interface Pixel {
  r: number;
  g: number;
  b: number;
}

/** Read pixels of a PNG at fractional positions (decoded in the page; no image library). */
async function pixels(page: Page, png: Buffer, points: [number, number][]): Promise<Pixel[]> {
  return page.evaluate(
    async ({ b64, pts }) => {
      const img = new Image();
      img.src = `data:image/png;base64,${b64}`;
      await img.decode();
      const c = document.createElement('canvas');
      c.width = img.width;
      c.height = img.height;
      const ctx = c.getContext('2d')!;
      ctx.drawImage(img, 0, 0);
      return pts.map(([fx, fy]) => {
        const d = ctx.getImageData(
          Math.floor(fx * img.width),
          Math.floor(fy * img.height),
          1,
          1,
        ).data;
        return { r: d[0]!, g: d[1]!, b: d[2]! };
      });
    },
    { b64: png.toString('base64'), pts: points },
  );
}

/** Distinct colours in a band of the PNG (a band of plain felt has a handful; cards have many). */
function coloursIn(page: Page, png: Buffer, y0: number, y1: number): Promise<number> {
  return distinctColours(page, png, 3, [y0, y1]);
}

const near = (p: Pixel, hex: number, tol = 40) =>
  Math.abs(p.r - ((hex >> 16) & 255)) <= tol &&
  Math.abs(p.g - ((hex >> 8) & 255)) <= tol &&
  Math.abs(p.b - (hex & 255)) <= tol;

test('a whole game against the easy computer, from the menu to the end screen', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const problems = collectProblems(page);
  await openSetup(page, 'fast');
  await page.getByTestId('opponent-easy').check();
  await page.getByTestId('seed').fill('20261129');
  // Remember whether the "thinking…" indicator ever showed (it is up only while the computer decides).
  await page.evaluate(() => {
    const w = window as unknown as { sawThinking: boolean };
    w.sawThinking = false;
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="thinking"]')) w.sawThinking = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.getByTestId('start-game').click();

  const draft = page.getByTestId('clash-draft');
  const battle = page.getByTestId('clash-battle');
  const end = page.getByTestId('clash-end');
  await expect(draft).toBeVisible();
  // Round 1 shows 4 cards: still revealed, or already in a pile (the computer may pick first).
  const roundCards = async () =>
    (await page.getByTestId('draft-revealed').getByTestId('draft-card').count()) +
    (await page.getByTestId('draft-pile-0').locator('li').count()) +
    (await page.getByTestId('draft-pile-1').locator('li').count());
  await expect.poll(roundCards).toBe(4);

  // Draft: take the first card whenever it is our pick (the computer's picks are paced).
  let myPicks = 0;
  // The draft ends with the review of our 8 cards; its "Start battle" opens the battle.
  const reviewDone = page.getByRole('button', { name: 'Start battle' });
  while (!(await battle.isVisible())) {
    const pickable = page.locator('[data-testid="draft-card"]:not([disabled])').first();
    if (await reviewDone.isVisible().catch(() => false)) await reviewDone.click();
    else if (await pickable.isVisible().catch(() => false)) {
      await pickable.click({ timeout: 2000 }).then(
        () => myPicks++,
        () => undefined,
      );
    } else
      await page
        .locator(
          '[data-testid="draft-card"]:not([disabled]), [data-testid="clash-battle"], [data-testid="draft-review"]',
        )
        .first()
        .waitFor({ timeout: 30_000 });
  }
  expect(myPicks).toBe(6); // 8 cards, 2 of which come automatically as a round's last card

  // Battle: summon/cast while possible, else assault. Playing out the hand costs the Bastion,
  // so the game ends. The computer's turns arrive as pushes and are animated in between.
  const actions = page.getByTestId('action');
  // A cast at one of your own creatures asks first (it only hurts you): this player goes ahead.
  const askFirst = page.getByRole('alertdialog', { name: 'Only you get hurt' });
  let acted = 0;
  for (let guard = 0; guard < 3000 && !(await end.isVisible()); guard++) {
    if (await askFirst.isVisible()) {
      await askFirst.getByRole('button', { name: 'Do it anyway' }).click();
      continue;
    }
    const play = actions.and(page.locator('[data-kind="lane"], [data-kind="target"]')).first();
    const assault = actions.and(page.locator('[data-kind="assault"]'));
    try {
      if (await play.isVisible({ timeout: 50 }).catch(() => false)) await press(page, play);
      else if ((await assault.count()) > 0) await press(page, assault);
      else {
        // The computer's turn: wait until an action (or the end) shows again.
        await page
          .locator('[data-testid="action"], [data-testid="clash-end"]')
          .first()
          .waitFor({ timeout: 60_000 });
        continue;
      }
      acted++;
    } catch {
      // The list changed under us (a card was played); just look again.
    }
  }
  await expect(end).toBeVisible();
  expect(acted).toBeGreaterThan(3);
  await expect(page.getByTestId('end-winner')).toHaveText(/^(You win!|The computer wins\.)$/);
  // The log says in words how it ended.
  // The human seat reads as "You" (second person), the computer in the third.
  await expect(page.getByTestId('game-log')).toContainText(/(Computer wins|You win) the game!/);
  await expect(page.getByTestId('game-log')).toContainText(
    /(Computer's Fort|Your Fort) is destroyed/,
  );
  // Save this draft (main/services/save-service.ts): stored in the save folder, listed under Saved drafts.
  await page.getByTestId('save-draft').click();
  await expect(page.getByText('Draft saved.')).toBeVisible();
  if (SHOTS) await save('end', await page.screenshot());
  expect(
    await page.evaluate(() => (window as unknown as { sawThinking: boolean }).sawThinking),
  ).toBe(true);

  // Rematch starts a fresh draft with the same settings.
  await page.getByTestId('rematch').click();
  await expect(draft).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Draft — round 1 of 4' })).toBeVisible();
  // 4 revealed, or 3 if the computer (first picker with this seed) has already taken one.
  const left = await page.getByTestId('draft-revealed').getByTestId('draft-card').count();
  expect(left === 4 || left === 3, `revealed after rematch: ${left}`).toBe(true);
  expect(problems).toEqual([]);
});

test('hotseat: draft screen, hand-off, and the battle table drawn and played by mouse and keyboard', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const problems = collectProblems(page);
  await openSetup(page, 'fast');
  await page.getByTestId('opponent-hotseat').check();
  await page.getByTestId('seed').fill('42');
  await page.getByTestId('start-game').click();
  // Hotseat opens on the curtain of the first mover (issue #35).
  await page.getByTestId('handoff-ready').click();

  const draft = page.getByTestId('clash-draft');
  await expect(draft).toBeVisible();
  const revealed = page.getByTestId('draft-revealed').getByTestId('draft-card');
  await expect(revealed).toHaveCount(4);
  // Hotseat: both players pick at this screen; the status names the picker.
  await expect(page.getByTestId('draft-status')).toHaveText(/Player [12] picks/);
  const draftShot = await page.screenshot();
  await save('draft', draftShot);
  // The four revealed cards are painted (many colours), the piles start empty.
  const box = await page.getByTestId('draft-revealed').boundingBox();
  expect(box!.width).toBeGreaterThan(600);
  await expect(page.getByTestId('draft-pile-0').locator('li')).toHaveCount(0);
  await expect(page.getByTestId('draft-pile-1').locator('li')).toHaveCount(0);

  // A pick leaves the revealed row and lands in the picker's pile.
  const picker = (await page.getByTestId('draft-status').textContent())!.includes('Player 1')
    ? 0
    : 1;
  const first = revealed.first();
  const pickedCard = await first.getAttribute('data-card');
  await first.click();
  await expect(
    page.getByTestId(`draft-pile-${picker}`).locator(`li[data-card="${pickedCard}"]`),
  ).toHaveCount(1);
  await expect(revealed).toHaveCount(3);
  // The draft row's guard against Chromium's stale inert style (renderer/src/screens/
  // restyle-after-inert.ts): the pick's outro must have flipped `--inert-restyle` on the list,
  // and none of the cards left may compute as inert. The race itself shows about once in 40
  // games under load, too rarely to catch here; this fails whenever the guard is not wired.
  const revealedList = page.getByTestId('draft-revealed');
  await expect
    .poll(() => revealedList.evaluate((n) => n.style.getPropertyValue('--inert-restyle')))
    .toMatch(/^[01]$/);
  const inertLeft = await revealed.evaluateAll(
    (cards) =>
      cards.filter(
        (c) => getComputedStyle(c.closest('li') ?? c).getPropertyValue('interactivity') === 'inert',
      ).length,
  );
  expect(inertLeft).toBe(0);
  await save('draft-after-pick', await page.screenshot());

  // Finish the draft (the draft is public: no hand-off during it).
  const battle = page.getByTestId('clash-battle');
  const handoff = page.getByTestId('handoff');
  while (!(await battle.isVisible()) && !(await handoff.isVisible())) {
    const pickable = page.locator('[data-testid="draft-card"]:not([disabled])').first();
    if (await pickable.isVisible().catch(() => false))
      await pickable.click({ timeout: 2000 }).catch(() => undefined);
    else
      await page
        .locator(
          '[data-testid="draft-card"]:not([disabled]), [data-testid="clash-battle"], [data-testid="handoff"]',
        )
        .first()
        .waitFor({ timeout: 30_000 });
  }
  // Each player's review of their drafted cards, behind the curtain (e2e/flows.spec.ts checks
  // it in detail); the second reviewer opens the battle.
  for (let i = 0; i < 2; i++) {
    await expect(handoff).toContainText(/Pass to Player [12]/);
    await page.getByTestId('handoff-ready').click();
    await page.getByTestId('draft-review-done').click();
  }
  // The first battle turn goes to whoever got the draft's last card; if that is the other
  // person, the hand-off screen hides the table until they confirm.
  if (await handoff.isVisible()) {
    await expect(handoff).toContainText(/Pass to Player [12]/);
    await save('handoff', await page.screenshot());
    await page.getByTestId('handoff-ready').click();
  }
  await expect(battle).toBeVisible();
  const table = page.getByTestId('clash-table');
  await expect(table).toHaveAttribute('data-ready', 'true');
  await expect(table).toHaveAttribute('data-settled', 'true');
  const canvas = table.locator('canvas');
  let shot = await canvas.screenshot();
  await save('battle-start', shot);

  // Pixels we can explain from the layout: a column through the bridges (x = ½) crosses the
  // river and the planks of both lanes; a column through our half of the lanes (x = ¼) is
  // plain felt (no creature yet); the opponent's row at the top shows card backs (purple);
  // the own hand row at the bottom is a busy band of painted card faces.
  const column = (x: number) =>
    Array.from({ length: 71 }, (_, i) => [x, 0.15 + i * 0.01] as [number, number]);
  const bridgeColumn = await pixels(page, shot, column(0.5));
  expect(bridgeColumn.filter((p) => near(p, 0x8d6e63, 20)).length, 'bridge planks').toBeGreaterThan(
    10,
  );
  expect(
    bridgeColumn.filter((p) => near(p, 0x145d7e, 25)).length,
    'river under the bridges',
  ).toBeGreaterThan(4);
  const feltColumn = await pixels(page, shot, column(0.25));
  expect(
    feltColumn.filter((p) => near(p, 0x14532d, 12)).length,
    'felt of both lanes',
  ).toBeGreaterThan(40);
  const topRow = await pixels(
    page,
    shot,
    Array.from({ length: 40 }, (_, i) => [0.05 + i * 0.015, 0.09] as [number, number]),
  );
  expect(
    topRow.filter((p) => near(p, 0x3b1f5c, 30)).length,
    'card backs in the opponent row',
  ).toBeGreaterThan(3);
  expect(await coloursIn(page, shot, 0.86, 0.96), 'painted faces in the own hand').toBeGreaterThan(
    150,
  );
  const nearBridgeBefore = (await pixels(page, shot, column(0.37))).filter((p) =>
    near(p, 0x14532d, 12),
  ).length;

  // The accessible mirror lists exactly the legal actions: plays and one assault.
  const actions = page.getByTestId('action');
  await expect(actions.and(page.locator('[data-kind="assault"]'))).toHaveCount(1);
  const laneCount = await actions.and(page.locator('[data-kind="lane"]')).count();
  expect(laneCount).toBeGreaterThan(0);

  // Mouse: click the first playable hand card, then the upper lane on our side.
  const firstPlay = actions.and(page.locator('[data-kind="lane"]')).first();
  const card = (await firstPlay.getAttribute('data-card'))!;
  const cb = (await canvas.boundingBox())!;
  // Hand row: the Bastion is leftmost, so the first card sits one card-width to its right.
  // Find it by hovering along the row until the zoom names it.
  let clicked = false;
  for (let x = 0.04; x < 0.8 && !clicked; x += 0.025) {
    await page.mouse.move(cb.x + cb.width * x, cb.y + cb.height * 0.91);
    // The table names the card under the pointer at once (the zoom itself opens after a rest).
    if ((await table.getAttribute('data-hover')) === card) {
      await page.mouse.down();
      await page.mouse.up();
      clicked = true;
    }
  }
  expect(clicked, `found ${card} in the hand`).toBe(true);
  await expect(page.getByText(/Choose a lane for/)).toBeVisible();
  await save('battle-selected', await canvas.screenshot());
  await page.mouse.click(cb.x + cb.width * 0.2, cb.y + cb.height * 0.3);
  await expect(page.getByTestId('game-log')).toContainText(/summons .* to the upper lane\./);
  // The board in words (screen readers) now lists a creature in our upper lane.
  await expect(page.getByTestId('board-summary')).toContainText(
    /Upper lane: [A-Z][a-z!]+ \(\d+\/\d+\)/,
  );
  await expect(table).toHaveAttribute('data-settled', 'true');
  shot = await canvas.screenshot();
  await save('battle-played', shot);
  // A creature now stands next to the upper bridge on our (left) side: less felt there.
  const nearBridgeAfter = (await pixels(page, shot, column(0.37))).filter((p) =>
    near(p, 0x14532d, 12),
  ).length;
  expect(nearBridgeAfter, 'a creature by the upper bridge').toBeLessThan(nearBridgeBefore - 8);

  // Keyboard: focus the table, move the focus ring with the arrows, Escape, then A = assault.
  await canvas.click({ position: { x: cb.width * 0.5, y: cb.height * 0.02 } });
  await table.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('card-zoom')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.keyboard.press('a');
  // The assault ends the turn: the next person must take the seat first.
  await expect(handoff).toBeVisible();
  await page.getByTestId('handoff-ready').click();
  await expect(page.getByTestId('battle-turn')).toHaveText('Turn 2');
  await expect(table).toHaveAttribute('data-settled', 'true');

  // Drag: the other player drags a playable card onto their lower lane.
  const dragPlay = actions.and(page.locator('[data-kind="lane"]')).first();
  const dragCard = (await dragPlay.getAttribute('data-card'))!;
  let dragged = false;
  for (let x = 0.04; x < 0.8 && !dragged; x += 0.025) {
    await page.mouse.move(cb.x + cb.width * x, cb.y + cb.height * 0.91);
    if ((await table.getAttribute('data-hover')) === dragCard) {
      await page.mouse.down();
      await page.mouse.move(cb.x + cb.width * 0.25, cb.y + cb.height * 0.8, { steps: 5 });
      await page.mouse.move(cb.x + cb.width * 0.2, cb.y + cb.height * 0.64, { steps: 8 });
      await page.mouse.up();
      dragged = true;
    }
  }
  expect(dragged, `found ${dragCard} in the hand`).toBe(true);
  await expect(page.getByTestId('game-log')).toContainText(/summons .* to the lower lane\./);
  await expect(table).toHaveAttribute('data-settled', 'true');
  await save('battle-turn2', await canvas.screenshot());
  expect(problems).toEqual([]);
});

test('Czech, preconstructed decks, hotseat: the battle starts at once and speaks Czech', async ({
  page,
}) => {
  const problems = collectProblems(page);
  await page.addInitScript(() => {
    localStorage.setItem('cardhall.clash.animationSpeed', 'instant');
    localStorage.setItem('cardhall.language', 'cs');
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/?token=${TOKEN}`);
  await page
    .getByRole('navigation')
    .getByRole('button', { name: /Clash of Decks/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Nová hra Clash of Decks' })).toBeVisible();
  await page.getByTestId('opponent-hotseat').check();
  await page.getByTestId('mode-preconstructed').check();
  await page.getByTestId('deck0-1').check();
  await page.getByTestId('deck1-1').check();
  // The same box deck twice is refused before anything is sent.
  await expect(page.getByText('Hráči musí mít různé balíčky.')).toBeVisible();
  await expect(page.getByTestId('start-game')).toBeDisabled();
  await page.getByTestId('deck1-2').check();
  await page.getByTestId('seed').fill('abc');
  await expect(page.getByTestId('start-game')).toBeDisabled();
  await page.getByTestId('seed').fill('5');
  await page.getByTestId('start-game').click();
  // Hotseat opens on the curtain of the first mover (issue #35).
  await page.getByTestId('handoff-ready').click();

  await expect(page.getByTestId('clash-battle')).toBeVisible();
  await expect(page.getByTestId('clash-draft')).toHaveCount(0);
  await expect(page.getByTestId('battle-turn')).toHaveText('Tah 1');
  await expect(page.getByTestId('assault')).toContainText('Útok');
  await expect(page.getByTestId('battle-mana')).toContainText('Mana: 6');

  // Keyboard only: Tab to the table, walk the hand with the arrows, Enter on a playable card
  // (the status asks for a lane or target), Enter again on the first lit lane/target.
  const table = page.getByTestId('clash-table');
  await expect(table).toHaveAttribute('data-ready', 'true');
  await table.focus();
  let played = false;
  for (let i = 0; i < 9 && !played; i++) {
    await page.keyboard.press('Enter');
    if (await page.getByText(/Zvol (dráhu|cíl) pro/).isVisible()) {
      await page.keyboard.press('Enter');
      played = true;
    } else await page.keyboard.press('ArrowRight');
  }
  expect(played).toBe(true);
  await expect(page.getByTestId('game-log')).toContainText(/vyvolává|sesílá/);
  await page.getByTestId('assault').click();
  // Czech plural: 6 mana → "many" (other); the turn passes with a hand-off in Czech.
  await expect(page.getByTestId('game-log')).toContainText(/Tah 2: Hráč [12] má \d+ many\./);
  await expect(page.getByTestId('handoff')).toContainText(/Předej hru: Hráč [12]/);
  expect(problems).toEqual([]);
});
