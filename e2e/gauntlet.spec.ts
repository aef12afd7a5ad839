/**
 * The gauntlet (issue #31 item 2) as a player meets it: from the main menu, an Orbs run with a
 * ready-made deck; its first game played to the end against the easy computer on the ordinary
 * game screen; back on the run screen the game is recorded (ladder, figures, last result).
 * A Clash run starts its first draft. The run screen and the summary pass axe, and are
 * photographed at three sizes in English and Czech (.tmp/gauntlet-shots, not in git).
 */
import { test, expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe';
import { openApp, playOrbsToEnd } from './fixtures/play-to-end';
import { resetSavedSettings } from './fixtures/saved-settings';
import { keepShot } from './fixtures/keep-shot';

const SHOTS = '.tmp/gauntlet-shots';
const SIZES = [
  { width: 1024, height: 640 },
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
];

test.describe.configure({ mode: 'serial' });
test.beforeEach(resetSavedSettings);

async function openGauntlet(page: Page, game: 'orbs' | 'clash'): Promise<void> {
  await page.getByTestId('menu-gauntlet').click();
  await expect(page.getByTestId('gauntlet-screen')).toBeVisible();
  if (game === 'clash') await page.getByTestId('gauntlet-game-clash').click();
  await expect(page.getByTestId('gauntlet-panel')).toHaveAttribute('data-game', game);
}

/** Every size: the whole page fits its width (no sideways scroll), then a photo. */
async function shoot(page: Page, name: string): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(
      overflow,
      `${name} at ${size.width}x${size.height} scrolls sideways`,
    ).toBeLessThanOrEqual(0);
    await keepShot(page, {
      path: `${SHOTS}/${name}-${size.width}x${size.height}.png`,
      fullPage: true,
    });
  }
  await page.setViewportSize(SIZES[1]!);
}

test('an Orbs gauntlet: the first game played to its end is recorded on the run screen', async ({
  page,
}) => {
  test.setTimeout(420_000); // a whole Orbs game: 2-4 min when the box is busy
  await openApp(page);
  await openGauntlet(page, 'orbs');
  const start = page.getByTestId('gauntlet-start');
  await expect(start).toContainText('six ready-made decks');
  // The road ahead: the six ready decks in order, the level rising, and the three lives.
  const road = page.getByTestId('gauntlet-road-step');
  await expect(road).toHaveCount(6);
  await expect(road.first()).toContainText('Swarm of the Wilds');
  await expect(road.first()).toHaveAttribute('data-level', 'easy');
  await expect(road.last()).toHaveAttribute('data-level', 'hard');
  await expect(page.getByTestId('gauntlet-road').getByLabel('3 lives')).toBeVisible();
  await expect(page.getByTestId('gauntlet-record')).toBeVisible();
  await expectNoAxeViolations(page, 'the Orbs gauntlet start');
  await shoot(page, 'start-en');
  await page.getByTestId('gauntlet-deck').selectOption('ready:red-aggro');
  await page.getByTestId('gauntlet-begin').click();

  const run = page.getByTestId('gauntlet-run');
  await expect(run).toBeVisible();
  await expect(run).toContainText('Deck: Imp Inferno');
  await expect(page.getByTestId('gauntlet-next')).toHaveText(
    'Next: Swarm of the Wilds, computer easy',
  );
  await expect(page.getByTestId('gauntlet-lives')).toContainText('3');
  await expect(page.getByTestId('gauntlet-step')).toHaveCount(6);
  await expect(page.getByTestId('gauntlet-step').first()).toHaveAttribute('data-state', 'next');

  // The game: the ordinary Orbs table, against the easy computer.
  await page.getByTestId('gauntlet-play').click();
  await expect(page.getByTestId('orbs-table')).toHaveAttribute('data-ready', 'true');
  await page.getByTestId('orbs-speed').selectOption('instant');
  await playOrbsToEnd(page, 330_000);
  const end = page.getByTestId('orbs-end');
  const won = (await end.getAttribute('data-result')) === 'won';
  await end.getByRole('button', { name: 'Back to the gauntlet' }).click();

  // Back on the run screen: the game is in the run.
  await expect(run).toBeVisible();
  await expect(page.getByTestId('gauntlet-last')).toHaveAttribute(
    'data-result',
    won ? 'won' : /lost|draw/,
  );
  await expect(page.getByTestId('gauntlet-wins')).toHaveText(won ? '1' : '0');
  await expect(page.getByTestId('gauntlet-step').first()).toHaveAttribute(
    'data-state',
    won ? 'beaten' : 'next',
  );
  await expect(page.getByTestId('gauntlet-step-games').first()).toBeVisible();
  await expect(page.getByTestId('gauntlet-next')).toHaveText(
    won ? 'Next: Imp Inferno, computer easy' : /^Next: Swarm of the Wilds/,
  );
  await expectNoAxeViolations(page, 'the gauntlet run screen');
  await shoot(page, 'run-en');
});

test('in Czech: the run screen, then Abandon leads to the summary and a history row', async ({
  page,
}) => {
  await openApp(page, 'cs');
  await openGauntlet(page, 'orbs');
  await expect(page.getByTestId('gauntlet-run')).toContainText('Balíček: Skřetí peklo');
  await expect(page.getByTestId('gauntlet-step-games').first()).toBeVisible();
  await shoot(page, 'run-cs');
  await page.getByTestId('gauntlet-abandon').click();
  const dialog = page.getByTestId('gauntlet-abandon-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Vzdát', exact: true }).click();
  const summary = page.getByTestId('gauntlet-summary');
  await expect(summary).toHaveAttribute('data-status', 'abandoned');
  await expect(page.getByTestId('gauntlet-breakdown')).toContainText('Roj divočiny');
  await expectNoAxeViolations(page, 'the gauntlet summary (cs)');
  await shoot(page, 'summary-cs');
  // A new run: the start again, its record now counting the run just abandoned.
  await page.getByTestId('gauntlet-again').click();
  await expect(page.getByTestId('gauntlet-record')).toContainText(/dokončen/);
  await expect(page.getByTestId('gauntlet-road-step')).toHaveCount(6);
  await expectNoAxeViolations(page, 'the gauntlet start (cs)');
  await shoot(page, 'start-cs');
});

test('the finished run has a row in the history that opens its summary', async ({ page }) => {
  await openApp(page);
  await page.getByTestId('menu-history').click();
  // Other specs' runs share the save folder (e2e/gauntlet-entry.spec.ts's, and the lost Imp
  // Inferno run e2e/gauntlet-summary-tables.spec.ts plants): this run's row is the abandoned one.
  const row = page
    .getByTestId('history-gauntlet-row')
    .and(page.locator('[data-status="abandoned"]'))
    .filter({ hasText: 'Imp Inferno' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Imp Inferno');
  await row.getByRole('button', { name: 'Abandoned' }).click();
  await expect(page.getByTestId('gauntlet-summary')).toBeVisible();
  await expect(page.getByTestId('gauntlet-breakdown')).toContainText('Swarm of the Wilds');
  await expectNoAxeViolations(page, 'the gauntlet summary');
  await shoot(page, 'summary-en');
  // Each game of the run opens as a replay.
  const games = page.getByTestId('gauntlet-games').getByRole('listitem');
  await expect(games).toHaveCount(1);
  await expect(games.first()).toContainText('Game 1: Swarm of the Wilds, computer easy');
  await games.first().getByRole('button', { name: 'Watch the replay' }).click();
  await expect(page.getByTestId('replay-viewer')).toBeVisible();
});

test('a Clash gauntlet starts its first draft; the run waits for it', async ({ page }) => {
  await openApp(page);
  await openGauntlet(page, 'clash');
  await expect(page.getByTestId('gauntlet-start')).toContainText('Seven wins');
  const rounds = page.getByTestId('gauntlet-road-step');
  await expect(rounds).toHaveCount(7);
  await expect(rounds.nth(2)).toHaveAttribute('data-level', 'normal');
  await shoot(page, 'start-clash-en');
  await page.getByTestId('gauntlet-begin').click();
  await expect(page.getByTestId('gauntlet-next')).toHaveText(
    'Next: round 1, a fresh draft against the computer (easy)',
  );
  await page.getByTestId('gauntlet-play').click();
  await expect(page.getByTestId('clash-draft')).toBeVisible();
  // Left for later: the run screen offers to continue that game.
  await page.getByRole('button', { name: /Back/ }).first().click();
  await page.getByRole('button', { name: 'Keep for later' }).click();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await openGauntlet(page, 'clash');
  await expect(page.getByTestId('gauntlet-next')).toHaveText(
    'A game of this run is waiting: continue it.',
  );
  await expect(page.getByTestId('gauntlet-play')).toHaveText('Continue the game');
  await expectNoAxeViolations(page, 'the Clash gauntlet run screen');
  await shoot(page, 'run-clash-en');
  await page.getByTestId('gauntlet-play').click();
  await expect(page.getByTestId('clash-draft')).toBeVisible();
});
