/**
 * The shell smoke test (issue #33 item 6): the BUILT main bundle and preload, loaded under plain
 * Node against a stand-in for the Electron API (electron-stand-in.mjs). A stand-in is not
 * Electron — the binary cannot be downloaded on these machines, so this does not show that the
 * app starts; it shows that the bundle we ship creates its window with the documented options
 * (docs/desktop-shell.md), points at a preload that exists, gives every contract channel exactly
 * one handler, exposes exactly the contract from the preload, and flushes saves when quitting.
 *
 * Needs `npm run build` first: npm test (scripts/test-all.mjs) runs it after its build step
 * (vitest.smoke.config.ts); the default `vitest run` leaves it out. A missing bundle fails.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOKE_CHANNELS, PUSH_EVENTS } from '../../ipc/channels';
import { MIN_WINDOW } from '../window/window-bounds';

interface Report {
  missing?: string;
  window: {
    minWidth: number;
    minHeight: number;
    show: boolean;
    webPreferences: Record<string, unknown> & { preload: string };
  } & Record<string, unknown>;
  preloadExists: boolean;
  loads: { file?: string; url?: string }[];
  rendererExists: boolean;
  handleCalls: string[];
  crashReporter: Record<string, unknown> | null;
  menu: { label: string; role?: string; items: string[] }[];
  appInfo: unknown;
  untrusted: unknown;
  quitCalls: number;
  preventedQuits: number;
  settingsOnDisk: { data: { muted: boolean } } | null;
  log: string | null;
  preload: {
    requires: string[];
    exposedKeys: string[];
    apiKeys: string[];
    passed: string[];
    unknownChannel: { result: unknown; reachedMain: boolean };
    pushes: string[];
    unknownPush: string | null;
  };
}

const root = join(__dirname, '../../..');
let dataDir = '';
let result: Report | Error;
/** The run's report; a missing bundle or a failed run fails each test with the reason. */
function loaded(): Report {
  if (result instanceof Error) throw result;
  return result;
}

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'cardhall-smoke-'));
  const run = spawnSync(process.execPath, [join(__dirname, 'run-bundle.mjs'), dataDir], {
    cwd: root,
    encoding: 'utf8',
    timeout: 60_000,
    env: {
      ...process.env,
      CARDHALL_SMOKE_CHANNELS: JSON.stringify(INVOKE_CHANNELS),
      CARDHALL_SMOKE_PUSHES: JSON.stringify(PUSH_EVENTS),
    },
  });
  const last = run.stdout.trim().split('\n').at(-1) ?? '';
  try {
    result = JSON.parse(last) as Report;
  } catch {
    result = new Error(`the bundle run printed no report (exit ${run.status}):\n${run.stderr}`);
    return;
  }
  if (result.missing)
    result = new Error(
      `${result.missing} is missing: build the app first (npm run build); npm test builds before this step`,
    );
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the built desktop shell under a stand-in Electron', () => {
  it('creates the window with the documented options', () => {
    const report = loaded();
    expect(report.window).toMatchObject({
      minWidth: MIN_WINDOW.width,
      minHeight: MIN_WINDOW.height,
      show: false,
      title: 'Cardhall',
      autoHideMenuBar: false,
    });
    const { preload, ...prefs } = report.window.webPreferences;
    expect(prefs).toEqual({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      spellcheck: false,
      devTools: false, // the stand-in app is packaged
    });
    expect(preload).toBe(join(root, 'out/preload/index.cjs'));
  });

  it('points at a preload and a page that exist', () => {
    const report = loaded();
    expect(report.preloadExists).toBe(true);
    expect(report.loads).toEqual([{ file: 'out/renderer/index.html', opts: {} }]);
    expect(existsSync(join(root, 'out/renderer/index.html')), 'out/renderer/index.html').toBe(true);
  });

  it('gives every channel of main/ipc/channels.ts exactly one handler', () => {
    const report = loaded();
    expect([...report.handleCalls].sort()).toEqual([...INVOKE_CHANNELS].sort());
    expect(new Set(report.handleCalls).size).toBe(report.handleCalls.length);
  });

  it('answers the app page and refuses any other caller', () => {
    const report = loaded();
    expect(report.appInfo).toMatchObject({
      ok: true,
      value: { name: 'Cardhall', shell: 'electron' },
    });
    expect(report.untrusted).toMatchObject({ ok: false, error: { code: 'bad-request' } });
  });

  it('the preload exposes exactly the contract, and nothing else reaches main', () => {
    const report = loaded();
    const p = report.preload;
    expect(p.requires).toEqual(['electron']); // a sandboxed preload can require nothing else
    expect(p.exposedKeys).toEqual(['api']);
    expect(p.apiKeys).toEqual(['invoke', 'on']);
    expect(p.passed).toEqual([...INVOKE_CHANNELS]);
    expect(p.unknownChannel).toEqual({
      result: {
        ok: false,
        error: { code: 'unknown-channel', message: 'no such channel: fs.readFile' },
      },
      reachedMain: false,
    });
    expect(p.pushes).toEqual([...PUSH_EVENTS]);
    expect(p.unknownPush).toMatch(/no such push event/);
  });

  it('quitting waits for the queued saves (a settings change made just before is on disk)', () => {
    const report = loaded();
    expect(report.preventedQuits).toBe(1); // the first quit is held for the shutdown
    expect(report.quitCalls).toBe(2); // and quit again when the saves are written
    expect(report.settingsOnDisk?.data.muted).toBe(true);
  });

  it('keeps crash dumps local, has a Help menu, and logs the start with versions', () => {
    const report = loaded();
    expect(report.crashReporter).toEqual({ uploadToServer: false });
    expect(report.menu.find((m) => m.role === 'help')?.items).toEqual([
      'Rules',
      'Keyboard Shortcuts',
      'separator',
      'Open Saves Folder',
      'Open Logs Folder',
      'separator',
      'About Cardhall',
    ]);
    expect(report.log).toMatch(/Cardhall 0\.0\.0-stand-in started \(electron; linux|win32|darwin/);
    expect(report.log).not.toMatch(/seed/i);
  });
});
