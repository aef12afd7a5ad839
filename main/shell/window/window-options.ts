/**
 * The app window's options, in one pure function so the unit tests and the shell smoke test
 * (main/shell/smoke) check exactly what main/index.ts passes to `new BrowserWindow`.
 * What they are and why: docs/desktop-shell.md.
 */
import type { BrowserWindowConstructorOptions } from 'electron';
import { MIN_WINDOW, type Rect } from './window-bounds';

export interface WindowOptionsInput {
  bounds: Rect;
  /** The built preload (out/preload/index.cjs). */
  preload: string;
  /** Development (an unpacked run): DevTools allowed. */
  development: boolean;
  menuBarHidden: boolean;
  /** The window icon on Linux (Windows and macOS take it from the packaged app). */
  linuxIcon?: string | undefined;
}

export function windowOptions(o: WindowOptionsInput): BrowserWindowConstructorOptions {
  return {
    ...o.bounds,
    minWidth: MIN_WINDOW.width,
    minHeight: MIN_WINDOW.height,
    show: false,
    title: 'Cardhall',
    backgroundColor: '#0b2418',
    // The menu bar shows unless the player hid it (View → Show Menu Bar); Alt shows it then.
    autoHideMenuBar: o.menuBarHidden,
    ...(o.linuxIcon ? { icon: o.linuxIcon } : {}),
    webPreferences: {
      preload: o.preload,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      spellcheck: false,
      devTools: o.development,
    },
  };
}
