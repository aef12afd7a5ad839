/**
 * The browser host in a process of its own, for the app benchmark: the bench measures this
 * process's memory the way it would measure the desktop app's main process (RSS from /proc,
 * V8 heap from `process.memoryUsage()` on request), apart from the bench's own Playwright.
 *
 * Started by bench/app/app.ts with `fork(..., { execArgv: ['--import', 'tsx'] })` and the
 * arguments <webRoot> <dataDir> <token>; messages: → {type:'ready', port, url},
 * ← {type:'memory'} → {type:'memory', usage}, ← {type:'stop'}. Exits when the bench goes away.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startHost } from '../../host/server';
import { gameRegistry } from '../../main/games/registry';

const [webRoot, dataDir, token] = process.argv.slice(2);
if (!webRoot || !dataDir || !token || !process.send) {
  console.error('usage: forked by bench/app/app.ts with <webRoot> <dataDir> <token>');
  process.exit(2);
}
const send = (msg: unknown) => process.send!(msg);
const appVersion = (
  JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'package.json'), 'utf8')) as {
    version: string;
  }
).version;
const host = await startHost({
  port: 0,
  token,
  dataDir,
  webRoot,
  registry: gameRegistry,
  appVersion,
  log: () => {},
});
send({ type: 'ready', port: host.port, url: host.url });

process.on('message', (m: { type?: string }) => {
  if (m?.type === 'memory') send({ type: 'memory', usage: process.memoryUsage() });
  if (m?.type === 'stop') void host.close().finally(() => process.exit(0));
});
// The bench died or closed the channel: never outlive it.
process.on('disconnect', () => process.exit(0));
