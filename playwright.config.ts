/**
 * End-to-end tests.
 *
 * `web`: the real renderer and the real main-process handlers, served by the browser host
 * (host/web-host.ts) on a fixed test port with a fixed token and a fresh temporary save
 * folder, driven in Chromium. Debian's /usr/bin/chromium is used when present (Playwright
 * cannot download its own browser on the team machines); otherwise Playwright's own.
 *
 * `electron`: launches the built desktop app with `_electron.launch`; each test skips itself,
 * saying why, when no Electron binary is installed.
 */
import { defineConfig } from '@playwright/test';
import { existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Fixed by default; scripts/test-all.mjs passes a free one so parallel runs on one machine
// do not collide.
export const E2E_PORT = Number(process.env['CARDHALL_E2E_PORT'] ?? 4817);
export const E2E_TOKEN = 'e2e-fixed-token-not-a-secret';
/**
 * The host's save folder, known to the tests (they may plant or inspect files). A fresh,
 * empty folder per run: the runner process empties it before the host starts (workers, which
 * load this file too, have TEST_WORKER_INDEX set and leave it alone).
 */
export const E2E_DATA_DIR =
  process.env['CARDHALL_E2E_DATA_DIR'] ?? join(tmpdir(), `cardhall-e2e-data-${E2E_PORT}`);
if (!process.env['TEST_WORKER_INDEX']) rmSync(E2E_DATA_DIR, { recursive: true, force: true });

const debianChromium = '/usr/bin/chromium';
const executablePath =
  process.env['CARDHALL_CHROMIUM'] ?? (existsSync(debianChromium) ? debianChromium : undefined);

// Build the web renderer unless the caller (scripts/test-all.mjs) just did.
const build = process.env['CARDHALL_E2E_PREBUILT'] ? '' : 'npm run -s build:web && ';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env['CI'],
  // Generous: the team machines have 2 cores shared by several test runs.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  // Per-run folder when given (Playwright empties it at start; parallel runs must not share it).
  outputDir: process.env['CARDHALL_E2E_OUTPUT'] ?? 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    locale: 'en-US',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Every action and query waits at most a minute for its element: without a bound, a
    // button that is gone for good (a game that ended meanwhile) hangs until the test's
    // timeout and the report names the timeout, not the line that waited.
    actionTimeout: 60_000,
  },
  projects: [
    {
      name: 'web',
      testIgnore: ['electron/**'],
      use: {
        browserName: 'chromium',
        launchOptions: {
          ...(executablePath ? { executablePath } : {}),
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
    {
      name: 'electron',
      testDir: 'e2e/electron',
    },
  ],
  webServer: {
    command: `${build}npx tsx host/web-host.ts --port ${E2E_PORT} --token ${E2E_TOKEN} --data-dir "${E2E_DATA_DIR}" --computer-seed 20261201`,
    url: `http://127.0.0.1:${E2E_PORT}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
