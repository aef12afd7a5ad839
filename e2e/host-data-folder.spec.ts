/**
 * The browser host without --data-dir keeps saves in the desktop app's per-user folder
 * (host/user-data-dir.ts), so a deck saved in one run is there in the next. The test starts
 * its own two hosts one after the other (not the suite's host, which always has a temporary
 * --data-dir) with XDG_CONFIG_HOME pointed at a fresh temporary folder, so nothing of the
 * machine's user is touched, and acts as a player: save a deck, restart, find it.
 */
import { test, expect } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const TOKEN = 'e2e-data-folder-token-not-a-secret';

interface RunningHost {
  readonly url: string;
  readonly savesLine: string;
  readonly child: ChildProcess;
}

/** Starts `host/web-host.ts` on a free port; resolves once it prints where it runs and saves. */
function startHost(configHome: string): Promise<RunningHost> {
  const child = spawn('npx', ['tsx', 'host/web-host.ts', '--port', '0', '--token', TOKEN], {
    env: { ...process.env, XDG_CONFIG_HOME: configHome },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so the stop below reaches tsx's node child too, not only npx.
    detached: true,
  });
  return new Promise((done, fail) => {
    let out = '';
    let err = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /running at (\S+)/.exec(out)?.[1];
      const savesLine = /Saves go to .*/.exec(out)?.[0];
      if (url && savesLine) done({ url, savesLine, child });
    });
    child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('exit', (code) =>
      fail(new Error(`host exited (${code}) before it was ready: ${err}${out}`)),
    );
  });
}

function stopHost(host: RunningHost): Promise<void> {
  return new Promise((done) => {
    if (host.child.exitCode !== null) return done();
    host.child.on('exit', () => done());
    process.kill(-host.child.pid!, 'SIGINT');
  });
}

test('without --data-dir the host keeps saves in the per-user folder: a deck survives a restart', async ({
  page,
}) => {
  const configHome = mkdtempSync(join(tmpdir(), 'cardhall-e2e-xdg-'));
  const expectedFolder = resolve(configHome, 'Cardhall');
  const deckName = 'Survives the restart';
  try {
    const first = await startHost(configHome);
    try {
      expect(first.savesLine).toContain(expectedFolder);
      await page.goto(first.url);
      await page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('button', { name: /Orbs/ })
        .click();
      await page.getByRole('button', { name: 'Deck builder' }).click();
      await page.getByRole('button', { name: 'New deck' }).click();
      await page.getByRole('textbox', { name: 'Deck name' }).fill(deckName);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByRole('status')).toHaveText(`Saved “${deckName}”.`);
    } finally {
      await stopHost(first);
    }

    const second = await startHost(configHome);
    try {
      expect(second.savesLine).toContain(expectedFolder);
      await page.goto(second.url);
      await page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('button', { name: /Orbs/ })
        .click();
      await page.getByRole('button', { name: 'Deck builder' }).click();
      await expect(page.getByTestId('orbs-saved-decks').getByText(deckName)).toBeVisible();
    } finally {
      await stopHost(second);
    }
    // The host writes the desktop app's log file in the same folder (issue #33 item 2).
    const log = readFileSync(join(expectedFolder, 'logs', 'cardhall.log'), 'utf8');
    expect(log.match(/\[info\]\s+Cardhall \S+ started \(web; \w+; node [\d.]+\)$/gm)).toHaveLength(
      2,
    );
  } finally {
    rmSync(configHome, { recursive: true, force: true });
  }
});
