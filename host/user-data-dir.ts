/**
 * The browser host's default save folder: the same per-user folder the desktop app uses for
 * its user data (Electron's `app.getPath('userData')` = `appData/<productName>`), so decks,
 * saved games, replays and history survive a restart of `npm run web` and are shared with the
 * desktop app on the same computer.
 *
 * Electron's appData per OS: Windows `%APPDATA%`, macOS `~/Library/Application Support`,
 * Linux and the rest `$XDG_CONFIG_HOME` or `~/.config`. The name is package.json's
 * `productName` (what Electron's `app.getName()` returns), falling back to `name`.
 */
import { isAbsolute, join, win32, posix } from 'node:path';

export interface UserDataDirInput {
  readonly platform: NodeJS.Platform;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly homeDir: string;
  readonly appName: string;
}

/** The per-user app data folder of `appName` on `platform`, as Electron computes it. */
export function defaultUserDataDir({ platform, env, homeDir, appName }: UserDataDirInput): string {
  if (!appName.trim()) throw new Error('defaultUserDataDir: the app name is empty');
  if (platform === 'win32') {
    const appData = env['APPDATA'] || win32.join(homeDir, 'AppData', 'Roaming');
    return win32.join(appData, appName);
  }
  if (platform === 'darwin') return posix.join(homeDir, 'Library', 'Application Support', appName);
  // XDG: a relative XDG_CONFIG_HOME is invalid and must be ignored (XDG Base Directory spec).
  const xdg = env['XDG_CONFIG_HOME'];
  const config = xdg && isAbsolute(xdg) ? xdg : join(homeDir, '.config');
  return join(config, appName);
}

/** The name Electron gives the app: package.json's productName, else its name. */
export function electronAppName(pkg: {
  readonly productName?: string;
  readonly name?: string;
}): string {
  const name = pkg.productName ?? pkg.name;
  if (!name) throw new Error('package.json has neither productName nor name');
  return name;
}
