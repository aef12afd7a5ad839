/**
 * The desktop app itself, through Playwright's Electron driver. Skips itself when no Electron
 * binary is installed (it is fetched on first use and cannot be fetched on the team machines).
 */
import { test, expect, _electron } from '@playwright/test';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The Electron executable if installed, without triggering electron's own download. */
function electronBinary(): string | null {
  const pkg = join(root, 'node_modules', 'electron');
  const pathFile = join(pkg, 'path.txt');
  if (!existsSync(pathFile)) return null;
  const rel = readFileSync(pathFile, 'utf8').trim();
  const dist = process.env['ELECTRON_OVERRIDE_DIST_PATH'] ?? join(pkg, 'dist');
  const full = join(dist, rel);
  return existsSync(full) ? full : null;
}

const binary = electronBinary();

test.skip(
  !binary,
  'no Electron binary in node_modules/electron/dist (it could not be downloaded on this machine)',
);

test('opens the menu in a locked-down window and answers IPC', async () => {
  expect(existsSync(join(root, 'out', 'main', 'index.js')), 'run `npm run build` first').toBe(true);
  const userData = mkdtempSync(join(tmpdir(), 'cardhall-electron-'));
  const app = await _electron.launch({
    executablePath: binary!,
    args: [root],
    cwd: root,
    env: { ...process.env, CARDHALL_USER_DATA: userData },
  });
  try {
    const win = await app.firstWindow();
    await expect(win.getByRole('heading', { level: 1, name: 'Cardhall' })).toBeVisible();
    // No Node in the page; only the contract API.
    expect(await win.evaluate(() => typeof (globalThis as { require?: unknown }).require)).toBe(
      'undefined',
    );
    expect(await win.evaluate(() => typeof (globalThis as { process?: unknown }).process)).toBe(
      'undefined',
    );
    expect(await win.evaluate(() => Object.keys(window.api ?? {}).sort())).toEqual([
      'invoke',
      'on',
    ]);
    const info = await win.evaluate(() => window.api!.invoke('app.info'));
    expect(info).toMatchObject({ ok: true, value: { shell: 'electron' } });
    const bad = await win.evaluate(() =>
      (window.api!.invoke as (c: string, a: unknown) => Promise<unknown>)('fs.read', {}),
    );
    expect(bad).toMatchObject({ ok: false, error: { code: 'unknown-channel' } });
    expect(await app.evaluate(({ app: a }) => a.getPath('userData'))).toBe(userData);
    // New windows and navigation away from the app are refused.
    expect(await win.evaluate(() => window.open('https://example.com/') === null)).toBe(true);
    const before = win.url();
    await win.evaluate(() => {
      location.href = 'https://example.com/';
    });
    await win.waitForTimeout(500);
    expect(win.url()).toBe(before);
  } finally {
    await app.close();
  }
});

test('fullscreen: the settings toggle switches the window through main, and it is restored at the next start', async () => {
  expect(existsSync(join(root, 'out', 'main', 'index.js')), 'run `npm run build` first').toBe(true);
  const userData = mkdtempSync(join(tmpdir(), 'cardhall-electron-fs-'));
  const launch = () =>
    _electron.launch({
      executablePath: binary!,
      args: [root],
      cwd: root,
      env: { ...process.env, CARDHALL_USER_DATA: userData },
    });
  const windowIsFullscreen = (app: Awaited<ReturnType<typeof launch>>) =>
    app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows()[0]?.isFullScreen() ?? false);
  let app = await launch();
  try {
    const win = await app.firstWindow();
    await win.getByRole('button', { name: 'Settings' }).click();
    await win.getByTestId('settings-fullscreen').click();
    await expect.poll(() => windowIsFullscreen(app)).toBe(true);
    await expect(win.getByTestId('settings-fullscreen')).toBeChecked();
    await expect
      .poll(
        () =>
          (
            JSON.parse(readFileSync(join(userData, 'settings.json'), 'utf8')) as {
              data: { fullscreen: boolean };
            }
          ).data.fullscreen,
      )
      .toBe(true);
  } finally {
    await app.close();
  }
  app = await launch();
  try {
    const win = await app.firstWindow();
    await expect.poll(() => windowIsFullscreen(app)).toBe(true);
    await win.getByRole('button', { name: 'Settings' }).click();
    await expect(win.getByTestId('settings-fullscreen')).toBeChecked();
    // Leaving fullscreen some other way (F11, the OS) reaches the toggle through main's push.
    await app.evaluate(({ BrowserWindow }) =>
      BrowserWindow.getAllWindows()[0]?.setFullScreen(false),
    );
    await expect(win.getByTestId('settings-fullscreen')).not.toBeChecked();
  } finally {
    await app.close();
  }
});
