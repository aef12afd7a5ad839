/**
 * `npx tsx bench/app/deck-lab-cli.ts [webRoot] [gamesPerDeck]`: the app benchmark's deck-lab
 * section alone (deck-lab.ts), against a browser host started here on a free port with a
 * temporary save folder. Give it a built renderer (`npm run build:web` → out/web). Bounded:
 * the run is cancelled after 120 s.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { chromium } from '@playwright/test';
import { startHost } from '../../host/server';
import { gameRegistry } from '../../main/games/registry';
import { installProbe } from './probes';
import { measureDeckLab } from './deck-lab';

const webRoot = process.argv[2] ?? process.env['CARDHALL_WEB_OUT'] ?? 'out/web';
const games = Number(process.argv[3] ?? 10);
const token = randomBytes(24).toString('base64url');
const dataDir = mkdtempSync(join(tmpdir(), 'cardhall-lab-bench-'));
const host = await startHost({
  port: 0,
  token,
  dataDir,
  webRoot,
  registry: gameRegistry,
  appVersion: 'bench',
  log: () => {},
});
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  const r = await measureDeckLab(
    async () => {
      const ctx = await browser.newContext({ viewport: { width: 1280, height: 720 } });
      await ctx.addInitScript('window.__name = window.__name || ((f) => f);');
      await ctx.addInitScript(installProbe, { speed: 'normal' });
      return ctx;
    },
    host.url,
    Date.now() + 120_000,
    games,
  );
  const max = r.longTasks.length ? Math.max(...r.longTasks.map((t) => t.duration)) : 0;
  console.log(
    `deck lab: ${r.games} games (easy) ${r.finished ? `in ${(r.ms / 1000).toFixed(1)} s` : 'NOT finished in 120 s'}; ` +
      `long tasks over 50 ms while it ran: ${r.longTasks.length}${r.longTasks.length ? ` (longest ${max.toFixed(0)} ms)` : ''}` +
      (r.problems.length ? `; page errors: ${r.problems.join(' | ')}` : ''),
  );
} finally {
  await browser.close();
  await host.close();
  rmSync(dataDir, { recursive: true, force: true });
}
