/**
 * Is an IPC message from our own page? Electron's security advisory GHSA-mq8j-3h7h-p8g7
 * asks to check `event.senderFrame`: only the top frame showing the app's own renderer
 * (the packaged index.html, or the dev server in development) may call the main process.
 */
import { fileURLToPath } from 'node:url';
import { normalize } from 'node:path';

export type AppLocation = { kind: 'file'; indexHtml: string } | { kind: 'dev'; origin: string };

export function isAppUrl(url: string, app: AppLocation): boolean {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return false;
  }
  if (app.kind === 'dev') return u.origin === app.origin;
  if (u.protocol !== 'file:' || (u.host !== '' && u.host !== 'localhost')) return false;
  try {
    return normalize(fileURLToPath(u)) === normalize(app.indexHtml);
  } catch {
    return false;
  }
}
