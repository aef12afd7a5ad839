/**
 * The Orbs table's feedback, as a player meets it (issue #30): a hand card you cannot pay for
 * says "Not enough energy" when you drag it to play; the energy pool lights under a card
 * dragged to convert; a targeting arrow follows the pointer while you choose a target; a play
 * that only hurts you comes after the same play on the opponent and asks first; in a hotseat
 * game, the "Orbs attack you" banner and the defend prompt sit between the play rows and never
 * cover a card in play, attacking and exhausted Orbs stay upright (a tilt of a few degrees),
 * and the defend rows of the Actions list are grouped under the attacker they answer.
 * The table reports its cards and zones on the canvas (data-cards, data-zones, data-arrow,
 * data-drop-target, data-notice; OrbsTableScene.ts). Not timed: every wait is on a signal.
 * ORBS_SHOTS=/some/dir saves screenshots for a human to look at.
 */
import { test, expect, type Page } from '@playwright/test';
import { E2E_TOKEN } from '../playwright.config';
import { collectProblems } from './fixtures/page-checks';
import { resetSavedSettings } from './fixtures/saved-settings';
import { keepShotIn } from './fixtures/keep-shot';

test.beforeEach(resetSavedSettings);
test.afterEach(resetSavedSettings);

const SHOTS = process.env['ORBS_SHOTS'] ?? '';

interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}
interface Card extends Rect {
  id: number;
  side: 'mine' | 'theirs';
  zone: 'play' | 'hand';
  angle: number;
}

/** The table's cards and zones in page pixels (the canvas reports them in its own). */
async function tableState(page: Page): Promise<{ cards: Card[]; zones: Record<string, Rect> }> {
  const canvas = page.getByTestId('orbs-table').locator('canvas');
  const b = (await canvas.boundingBox())!;
  const cards = JSON.parse((await canvas.getAttribute('data-cards')) ?? '[]') as Card[];
  const zones = JSON.parse((await canvas.getAttribute('data-zones')) ?? '{}') as Record<
    string,
    Rect
  >;
  const shift = <T extends Rect>(r: T): T => ({ ...r, x: r.x + b.x, y: r.y + b.y });
  return {
    cards: cards.map(shift),
    zones: Object.fromEntries(Object.entries(zones).map(([k, r]) => [k, shift(r)])),
  };
}

const centre = (r: Rect) => ({ x: r.x + r.w / 2, y: r.y + r.h / 2 });
const overlaps = (a: Rect, b: Rect) =>
  a.x < b.x + b.w - 0.5 && b.x < a.x + a.w - 0.5 && a.y < b.y + b.h - 0.5 && b.y < a.y + a.h - 0.5;

/** Press on `from`, move in steps to `to` (Phaser sees a drag); the caller releases. */
async function dragTo(page: Page, from: Rect, to: { x: number; y: number }): Promise<void> {
  const a = centre(from);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(a.x + 10, a.y - 10, { steps: 3 });
  await page.mouse.move(to.x, to.y, { steps: 12 });
}

async function settled(page: Page): Promise<void> {
  await expect(page.getByTestId('orbs-table')).toHaveAttribute('data-settled', 'true', {
    timeout: 60_000,
  });
}

/** Every banner as it appears, with the cards the table had drawn at that moment. */
async function recordBanners(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: { text: string; box: DOMRect; cards: string; canvas: DOMRect }[] = [];
    (window as unknown as { __banners: typeof seen }).__banners = seen;
    new MutationObserver(() => {
      const el = document.querySelector('[data-testid=table-banner]');
      const canvas = document.querySelector<HTMLCanvasElement>('[data-testid=orbs-table] canvas');
      if (!el || !canvas || el.getAttribute('data-recorded')) return;
      el.setAttribute('data-recorded', '1');
      // After the first frame of its fade-in the banner has its size and place.
      requestAnimationFrame(() =>
        seen.push({
          text: el.textContent ?? '',
          box: el.getBoundingClientRect(),
          cards: canvas.dataset['cards'] ?? '[]',
          canvas: canvas.getBoundingClientRect(),
        }),
      );
    }).observe(document, { childList: true, subtree: true });
  });
}

test('Orbs table feedback vs the computer: not enough energy, drop target, arrow, self-harm last', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const problems = collectProblems(page, /Failed to load resource/);
  await page.addInitScript(() => localStorage.setItem('cardhall.clash.animationSpeed', 'instant'));
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`/?token=${E2E_TOKEN}`);
  await page.locator('button[data-game="orbs"]').click();
  await page.getByTestId('orbs-tab-play').click();
  // Seed 4 with these decks (as orbs-czech.spec.ts): you move first, holding Firebolt and
  // Cinder Brute, a red card to convert; a red energy then pays for the Firebolt.
  await page.getByTestId('orbs-lobby-my-deck').selectOption('ready:red-aggro');
  await page.getByTestId('orbs-lobby-their-deck').selectOption('ready:green-tokens');
  await page.getByTestId('orbs-lobby-seed').fill('4');
  await page.getByTestId('orbs-lobby-vs-computer').check();
  await page.getByTestId('orbs-lobby-start').click();
  const table = page.getByTestId('orbs-table');
  const canvas = table.locator('canvas');
  await expect(table).toHaveAttribute('data-ready', 'true');
  await expect(page.getByTestId('orbs-game')).toHaveAttribute('data-to-move', '0');
  await page.getByTestId('orbs-act-end').click();
  await expect(page.getByTestId('orbs-phase')).toHaveAttribute('data-phase', 'main');
  await settled(page);

  await test.step('a card you cannot pay for says so when you drag it to play', async () => {
    // Main lists "bench" exactly for the hand cards you can pay for now (orbs.md 9.1).
    const payable = await page
      .locator('[data-testid^=orbs-act-bench-]')
      .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-testid')!.split('-')[3])));
    const { cards, zones } = await tableState(page);
    const stuck = cards.find((c) => c.zone === 'hand' && !payable.includes(c.id));
    expect(stuck, 'a hand card main lists no payment for').toBeDefined();
    await dragTo(page, stuck!, centre(zones['play']!));
    // Nothing takes it: no drop target lights.
    await expect(canvas).toHaveAttribute('data-drop-target', '');
    await page.mouse.up();
    await expect(canvas).toHaveAttribute('data-notice', 'Not enough energy');
    await keepShotIn(page, SHOTS, 'not-enough-energy');
    await expect(page.getByTestId('orbs-log')).not.toContainText('You play');
  });

  await test.step('the energy pool lights under a card dragged to convert', async () => {
    const convert = page
      .locator('[data-testid=orbs-actions] [data-kind=convert]')
      .filter({ hasText: 'Cinder Brute' })
      .first();
    const id = Number((await convert.getAttribute('data-testid'))!.split('-')[3]);
    const { cards, zones } = await tableState(page);
    await dragTo(
      page,
      cards.find((c) => c.id === id)!,
      centre(zones['energy']!),
    );
    await expect(canvas).toHaveAttribute('data-drop-target', 'energy');
    await keepShotIn(page, SHOTS, 'drop-target-energy');
    await page.mouse.up();
    await expect(canvas).toHaveAttribute('data-drop-target', '');
    await expect(page.getByTestId('orbs-log')).toContainText('You convert Cinder Brute');
    // The table has drawn the hand without it (its cards moved up to fill the gap).
    await expect
      .poll(async () => (await tableState(page)).cards.some((c) => c.id === id))
      .toBe(false);
    await settled(page);
  });

  await test.step('Firebolt on yourself comes after Firebolt on the computer, and asks', async () => {
    const plays = page
      .locator('[data-testid=orbs-actions] [data-kind=play]')
      .filter({ hasText: /Firebolt → (Computer|You)$/ });
    const texts = await plays.allTextContents();
    const atThem = texts.findIndex((t) => t.endsWith('→ Computer'));
    const atMe = texts.findIndex((t) => t.endsWith('→ You'));
    expect(atThem).toBeGreaterThanOrEqual(0);
    expect(atMe, 'the play that hurts only you comes after').toBeGreaterThan(atThem);
    await plays.nth(atMe).click();
    const dialog = page.getByRole('alertdialog', { name: 'Only you get hurt' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  await test.step('choosing a target shows an arrow; the prompt covers no card', async () => {
    const id = Number(
      (await page
        .locator('[data-testid^=orbs-act-play-][data-testid$=-p1]')
        .first()
        .getAttribute('data-testid'))!.split('-')[3],
    );
    const { cards, zones } = await tableState(page);
    const firebolt = cards.find((c) => c.id === id)!;
    await page.mouse.click(centre(firebolt).x, centre(firebolt).y);
    await page.getByTestId('orbs-menu-play').click();
    const prompt = page.getByTestId('orbs-prompt');
    await expect(prompt).toBeVisible();
    // The menu item lay over the next hand card: that card was not clicked through it.
    await expect(page.getByTestId('orbs-log')).not.toContainText('You play Clockwork Mouse');
    const band = zones['band']!;
    await page.mouse.move(band.x + band.w / 2, band.y - 40, { steps: 4 });
    await expect(canvas).toHaveAttribute('data-arrow', String(id));
    await keepShotIn(page, SHOTS, 'targeting-arrow');
    const p = (await prompt.boundingBox())!;
    const pr = { x: p.x, y: p.y, w: p.width, h: p.height };
    for (const c of cards.filter((c) => c.zone === 'play'))
      expect(overlaps(pr, c), `prompt over card ${c.id}`).toBe(false);
    // Inside the band between the rows (not over the opponent's Bench, graveyard, energy).
    expect(pr.y).toBeGreaterThanOrEqual(band.y - 1);
    expect(pr.y + pr.h).toBeLessThanOrEqual(band.y + band.h + 1);
    await page.keyboard.press('Escape');
    await expect(prompt).toBeHidden();
    await expect(canvas).toHaveAttribute('data-arrow', '');
  });
  expect(problems).toEqual([]);
});

/** Continue past the hotseat curtain when it is up. */
async function pastCurtain(page: Page): Promise<void> {
  const go = page.getByTestId('orbs-handoff-continue');
  const end = page.getByTestId('orbs-act-end');
  // The curtain rises once the last move's animation has ended, so it may come up after the
  // (disabled) End row is already visible: take the seat whenever it shows, until End is ours.
  await expect(async () => {
    if (await go.isVisible()) await go.click();
    await expect(end).toBeEnabled({ timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  await settled(page);
}

/** Click an action row and wait until the game has taken it (the action count moves on). */
async function act(page: Page, testid: string): Promise<void> {
  const game = page.getByTestId('orbs-game');
  const before = await game.getAttribute('data-action-count');
  await page.getByTestId(testid).click();
  await expect(game).not.toHaveAttribute('data-action-count', before!, { timeout: 60_000 });
  await settled(page);
}

async function rows(page: Page, kind: string): Promise<string[]> {
  return page
    .locator(`[data-testid=orbs-actions] [data-kind=${kind}]`)
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!));
}

/** One seat's turn in a hotseat game: play Orbs, convert once, attack with all, end. */
async function playTurn(page: Page): Promise<void> {
  if ((await page.getByTestId('orbs-phase').getAttribute('data-phase')) === 'defense')
    await act(page, 'orbs-act-end');
  const convert = (await rows(page, 'convert'))[0];
  if (convert) await act(page, convert);
  for (let i = 0; i < 3; i++) {
    const play = (await rows(page, 'play')).find((t) => /^orbs-act-play-\d+$/.test(t));
    if (!play) break;
    await act(page, play);
  }
  for (let i = 0; i < 6; i++) {
    const attack = (await rows(page, 'attack'))[0];
    if (!attack) break;
    await act(page, attack);
  }
  await page.getByTestId('orbs-act-end').click();
}

for (const size of [
  { width: 1024, height: 640, lang: 'en' },
  { width: 1920, height: 1080, lang: 'cs' },
] as const) {
  test(`hotseat defense at ${size.width}×${size.height} (${size.lang}): banner and prompt between the rows, Orbs upright, defends grouped`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const problems = collectProblems(page, /Failed to load resource/);
    await page.addInitScript((lang) => {
      localStorage.setItem('cardhall.clash.animationSpeed', 'instant');
      localStorage.setItem('cardhall.language', lang);
    }, size.lang);
    await recordBanners(page);
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto(`/?token=${E2E_TOKEN}`);
    await page.locator('button[data-game="orbs"]').click();
    await page.getByTestId('orbs-tab-play').click();
    await page.getByTestId('orbs-lobby-my-deck').selectOption('ready:red-aggro');
    await page.getByTestId('orbs-lobby-their-deck').selectOption('ready:green-tokens');
    await page.getByTestId('orbs-lobby-seed').fill('4');
    await page.getByTestId('orbs-lobby-vs-friend').check();
    await page.getByTestId('orbs-lobby-start').click();
    await expect(page.getByTestId('orbs-table')).toHaveAttribute('data-ready', 'true');

    // Both seats play Orbs and attack with everything, until one seat must defend.
    for (let turn = 0; turn < 10; turn++) {
      await pastCurtain(page);
      if ((await rows(page, 'defend')).length > 0) break;
      await playTurn(page);
    }
    const defends = await rows(page, 'defend');
    expect(defends.length, 'a seat has attackers to defend against').toBeGreaterThan(0);
    await keepShotIn(page, SHOTS, `defense-${size.width}-${size.lang}`);

    await test.step('defend rows are grouped under the attacker they answer', async () => {
      const attackers = new Set(defends.map((t) => t.split('-')[4]));
      await expect(page.locator('[data-testid=orbs-actions] .act-group')).toHaveCount(
        attackers.size,
      );
    });

    await test.step('attacking Orbs lean a little and stay upright', async () => {
      const { cards } = await tableState(page);
      const inPlay = cards.filter((c) => c.zone === 'play');
      expect(inPlay.length).toBeGreaterThan(0);
      for (const c of inPlay) expect(Math.abs(c.angle), `card ${c.id}`).toBeLessThan(15);
      expect(inPlay.some((c) => c.side === 'theirs' && c.angle !== 0)).toBe(true);
    });

    await test.step('no banner ever covered a card in play', async () => {
      const seen = await page.evaluate(
        () =>
          (
            window as unknown as {
              __banners: { text: string; box: DOMRect; cards: string; canvas: DOMRect }[];
            }
          ).__banners,
      );
      expect(seen.length, 'banners shown').toBeGreaterThan(0);
      for (const b of seen) {
        const box = { x: b.box.x, y: b.box.y, w: b.box.width, h: b.box.height };
        for (const c of JSON.parse(b.cards) as Card[]) {
          if (c.zone !== 'play') continue;
          const at = { ...c, x: c.x + b.canvas.x, y: c.y + b.canvas.y };
          expect(overlaps(box, at), `"${b.text}" over card ${c.id}`).toBe(false);
        }
      }
    });

    await test.step('the defend prompt sits between the rows', async () => {
      const { cards, zones } = await tableState(page);
      const attacker = Number(defends[0]!.split('-')[4]);
      const a = cards.find((c) => c.id === attacker)!;
      await page.mouse.click(centre(a).x, centre(a).y);
      const prompt = page.getByTestId('orbs-prompt');
      await expect(prompt).toBeVisible();
      await keepShotIn(page, SHOTS, `defend-prompt-${size.width}-${size.lang}`);
      const p = (await prompt.boundingBox())!;
      const pr = { x: p.x, y: p.y, w: p.width, h: p.height };
      for (const c of cards.filter((c) => c.zone === 'play'))
        expect(overlaps(pr, c), `prompt over card ${c.id}`).toBe(false);
      expect(pr.y).toBeGreaterThanOrEqual(zones['band']!.y - 1);
      await page.keyboard.press('Escape');
    });

    await test.step('a defender, once spent, leans back and stays upright', async () => {
      const [, , , card] = defends[0]!.split('-');
      await act(page, defends[0]!);
      const { cards } = await tableState(page);
      const spent = cards.find((c) => c.id === Number(card));
      // It may have died in the battle; if it lives, it is exhausted and tilted back.
      if (spent) expect(spent.angle).toBeGreaterThan(0);
      expect(cards.every((c) => Math.abs(c.angle) < 15)).toBe(true);
      await keepShotIn(page, SHOTS, `after-defend-${size.width}-${size.lang}`);
    });
    expect(problems).toEqual([]);
  });
}

test('a targeted card dragged over an Orb it may hit lights that Orb, and dropping it plays it there', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const problems = collectProblems(page, /Failed to load resource/);
  await page.addInitScript(() => localStorage.setItem('cardhall.clash.animationSpeed', 'instant'));
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`/?token=${E2E_TOKEN}`);
  await page.locator('button[data-game="orbs"]').click();
  await page.getByTestId('orbs-tab-play').click();
  // As above: you hold Firebolt (a targeted action) from the start.
  await page.getByTestId('orbs-lobby-my-deck').selectOption('ready:red-aggro');
  await page.getByTestId('orbs-lobby-their-deck').selectOption('ready:green-tokens');
  await page.getByTestId('orbs-lobby-seed').fill('4');
  await page.getByTestId('orbs-lobby-vs-computer').check();
  await page.getByTestId('orbs-lobby-start').click();
  const table = page.getByTestId('orbs-table');
  const canvas = table.locator('canvas');
  await expect(table).toHaveAttribute('data-ready', 'true');
  const game = page.getByTestId('orbs-game');

  // Play on (convert one card a turn, play untargeted Orbs, end each phase) until main lists
  // a play of one of your hand cards at a card of the computer's in play.
  let aimed: { card: number; target: number } | null = null;
  for (let step = 0; step < 80 && !aimed; step++) {
    await expect(game).toHaveAttribute('data-to-move', '0', { timeout: 60_000 });
    await settled(page);
    const { cards } = await tableState(page);
    const theirs = new Set(cards.filter((c) => c.side === 'theirs').map((c) => c.id));
    const hand = new Set(cards.filter((c) => c.zone === 'hand').map((c) => c.id));
    const plays = await rows(page, 'play');
    for (const t of plays) {
      const m = /^orbs-act-play-(\d+)-c(\d+)$/.exec(t);
      if (m && hand.has(Number(m[1])) && theirs.has(Number(m[2])))
        aimed = { card: Number(m[1]), target: Number(m[2]) };
    }
    if (aimed) break;
    const phase = await page.getByTestId('orbs-phase').getAttribute('data-phase');
    const next =
      (phase === 'main' && (await rows(page, 'convert'))[0]) ||
      plays.find((t) => /^orbs-act-play-\d+$/.test(t)) ||
      'orbs-act-end';
    await act(page, next);
  }
  expect(aimed, 'a hand card main lets you play at an Orb of the computer').not.toBeNull();
  const aim = aimed!;

  const { cards } = await tableState(page);
  const card = cards.find((c) => c.id === aim.card)!;
  const target = cards.find((c) => c.id === aim.target)!;
  await dragTo(page, card, centre(target));
  await expect(canvas).toHaveAttribute('data-drop-target', `card:${aim.target}`);
  await keepShotIn(page, SHOTS, 'drop-target-aimed');
  // Off the Orb, over the empty middle of the table: the Orb no longer lights.
  const band = (await tableState(page)).zones['band']!;
  await page.mouse.move(band.x + 8, band.y + band.h / 2, { steps: 4 });
  await expect(canvas).not.toHaveAttribute('data-drop-target', `card:${aim.target}`);
  await page.mouse.move(centre(target).x, centre(target).y, { steps: 4 });
  await expect(canvas).toHaveAttribute('data-drop-target', `card:${aim.target}`);
  const before = await game.getAttribute('data-action-count');
  await page.mouse.up();
  await expect(canvas).toHaveAttribute('data-drop-target', '');
  await expect(game).not.toHaveAttribute('data-action-count', before!, { timeout: 30_000 });
  await expect(page.getByTestId('orbs-log')).toContainText('You play');
  expect(problems).toEqual([]);
});
