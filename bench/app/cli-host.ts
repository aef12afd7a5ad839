/**
 * Start-up shared by the app benchmark's one-section command-line tools (deck-lab-cli.ts,
 * orbs-long-tasks.ts): a browser host on a free port with its own token and a temporary save
 * folder, headless Chromium, and page contexts carrying the benchmark's in-page probe
 * (probes.ts). `close()` stops both and removes the folder.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { startHost } from '../../host/server';
import { gameRegistry } from '../../main/games/registry';
import { installProbe } from './probes';

export interface CliHost {
  url: string;
  browser: Browser;
  /** A 1280×720 context with the probe installed (animations at normal speed). */
  newContext(): Promise<BrowserContext>;
  close(): Promise<void>;
}

export async function startCliHost(webRoot: string, name: string): Promise<CliHost> {
  const dataDir = mkdtempSync(join(tmpdir(), `cardhall-${name}-`));
  const host = await startHost({
    port: 0,
    token: randomBytes(24).toString('base64url'),
    dataDir,
    webRoot: resolve(webRoot),
    registry: gameRegistry,
    appVersion: name,
    log: () => {},
  });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  return {
    url: host.url,
    browser,
    newContext: async () => {
      const ctx = await browser.newContext({ viewport: { width: 1280, height: 720 } });
      // tsx keeps function names with a `__name` helper; serialised page functions need it too.
      await ctx.addInitScript('window.__name = window.__name || ((f) => f);');
      await ctx.addInitScript(installProbe, { speed: 'normal' });
      return ctx;
    },
    close: async () => {
      await browser.close();
      await host.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
