/**
 * Electron entry: one window, locked down, talking to the main-process services only through
 * the IPC contract (main/ipc/contract.ts). Rules and saves live here; the renderer shows them.
 *
 * Security (electronjs.org/docs/latest/tutorial/security): context isolation, sandbox, no
 * Node in the page, CSP in renderer/index.html, navigation and new windows blocked, every
 * permission request denied, IPC callers checked (electron-ipc.ts), one app instance.
 * A packaged build has our own menu (shell/app-menu.ts) and no DevTools: from the console a
 * player could call the IPC API and read what the rules keep hidden. Fuses: electron-builder.yml.
 * The window, the log file, crash recovery and the menus: docs/desktop-shell.md (issue #33).
 */
import {
  app,
  BrowserWindow,
  crashReporter,
  dialog,
  ipcMain,
  Menu,
  session,
  shell,
  webContents,
} from 'electron';
import { mkdirSync } from 'node:fs';
import { appMenuTemplate } from './shell/app-menu';
import { createAppWindow, type AppWindow } from './shell/app-window';
import { openAppLog, startLine, type AppLog } from './shell/log/app-log';
import { MENU_LABELS, menuLanguage, type MenuLanguage } from './shell/menu-labels';
import type { AppInfo, MenuScreen } from './ipc/contract';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServices, type Services } from './shell/compose';
import { connectionOf, webContentsIdOf, wireIpc } from './shell/electron-ipc';
import { guardQuit } from './shell/quit-guard';
import { isAppUrl, type AppLocation } from './shell/sender-check';
import { gameRegistry } from './games/registry';
import { FolderInUseError, lockSaveFolder } from './saves/folder-lock';

const here = dirname(fileURLToPath(import.meta.url)); // out/main
const rendererIndex = join(here, '../renderer/index.html');
const devUrl = !app.isPackaged ? process.env['ELECTRON_RENDERER_URL'] : undefined;
/** Development (electron-vite dev, an unpacked run): DevTools and reload allowed. */
const development = !app.isPackaged;
const appLocation: AppLocation = devUrl
  ? { kind: 'dev', origin: new URL(devUrl).origin }
  : { kind: 'file', indexHtml: rendererIndex };

// Tests (and careful users) can point the save folder elsewhere; it must be set before `ready`.
const userDataOverride = process.env['CARDHALL_USER_DATA'];
if (userDataOverride) app.setPath('userData', userDataOverride);
// Crash dumps of the app's processes stay on this computer (in the user-data folder's Crashpad
// folder); nothing is ever sent anywhere.
crashReporter.start({ uploadToServer: false });

let mainWindow: BrowserWindow | null = null;
let appWindow: AppWindow | null = null;
let services: Services | null = null;
let appLog: AppLog | null = null;
let language: MenuLanguage = 'en';

/** The app page; after a crash with `?recovered=…` so it can apologise (renderer/src/shell). */
function loadPage(win: BrowserWindow, query?: Record<string, string>): void {
  if (devUrl) {
    const url = new URL(devUrl);
    for (const [k, v] of Object.entries(query ?? {})) url.searchParams.set(k, v);
    void win.loadURL(url.href);
  } else void win.loadFile(rendererIndex, query ? { query } : {});
}

function createWindow(): BrowserWindow {
  appWindow = createAppWindow({
    dataDir: app.getPath('userData'),
    preload: join(here, '../preload/index.cjs'),
    development,
    linuxIcon: process.platform === 'linux' ? join(here, '../../resources/icon.png') : undefined,
    load: loadPage,
    labels: () => MENU_LABELS[language],
    log: (line) => appLog?.warn(line),
  });
  const win = appWindow.win;
  if (!development) {
    // Belt and braces: no shortcut or stray call may open them either.
    win.webContents.on('devtools-opened', () => win.webContents.closeDevTools());
  }
  win.once('ready-to-show', () => win.show());
  // Fullscreen is a saved setting (main/saves settings.json): restore it, and remember changes
  // however they happen (the settings toggle via `window.setFullscreen`, F11, the OS), telling
  // the page so its toggle shows the real state.
  void services?.saves.getSettings().then((s) => {
    if (s.fullscreen && !win.isDestroyed()) win.setFullScreen(true);
  });
  const fullscreenChanged = (fullscreen: boolean) => {
    void services?.saves.updateSettings({ fullscreen }).catch(() => undefined);
    if (!win.isDestroyed()) win.webContents.send('window.fullscreen', { fullscreen });
  };
  win.on('enter-full-screen', () => fullscreenChanged(true));
  win.on('leave-full-screen', () => fullscreenChanged(false));
  win.on('closed', () => {
    if (mainWindow === win) mainWindow = null;
  });
  // A reload or a closed window ends the page: its games are closed (saved ones can be resumed),
  // so reloaded pages never pile up open games.
  const conn = connectionOf(win.webContents.id);
  win.webContents.on('did-start-navigation', (details) => {
    if (details.isMainFrame && !details.isSameDocument) services?.releaseConnection(conn);
  });
  win.webContents.on('destroyed', () => services?.releaseConnection(conn));
  loadPage(win);
  return win;
}

/** Help → Rules, Keyboard shortcuts, About: the page shows them (push `menu.open`). */
function openScreen(screen: MenuScreen): void {
  if (!mainWindow || mainWindow.isDestroyed()) return;
  mainWindow.webContents.send('menu.open', { screen });
  mainWindow.show();
}

function openFolder(folder: 'saves' | 'logs'): void {
  const dir = folder === 'logs' && appLog ? appLog.folder : app.getPath('userData');
  mkdirSync(dir, { recursive: true });
  void shell.openPath(dir).then((problem) => {
    if (problem) appLog?.warn(`[menu] could not open the ${folder} folder: ${problem}`);
  });
}

function setMenu(): void {
  Menu.setApplicationMenu(
    Menu.buildFromTemplate(
      appMenuTemplate({
        platform: process.platform,
        appName: app.getName(),
        dev: development,
        language,
        menuBarVisible: appWindow?.menuBarVisible() ?? true,
        actions: {
          openScreen,
          openFolder,
          setMenuBarVisible: (visible) => appWindow?.setMenuBarVisible(visible),
        },
      }),
    ),
  );
}

function lockDown(): void {
  session.defaultSession.setPermissionRequestHandler((_wc, _permission, callback) =>
    callback(false),
  );
  session.defaultSession.setPermissionCheckHandler(() => false);
  app.on('web-contents-created', (_event, contents) => {
    contents.on('will-navigate', (event, url) => {
      if (!isAppUrl(url, appLocation)) event.preventDefault();
    });
    contents.on('will-redirect', (event, url) => {
      if (!isAppUrl(url, appLocation)) event.preventDefault();
    });
    contents.on('will-attach-webview', (event) => event.preventDefault());
    contents.setWindowOpenHandler(() => ({ action: 'deny' }));
  });
}

function appInfo(): AppInfo {
  return {
    name: app.getName(),
    version: app.getVersion(),
    versions: {
      electron: process.versions.electron ?? null,
      chrome: process.versions.chrome ?? null,
      node: process.versions.node ?? null,
    },
    platform: process.platform,
    shell: 'electron',
  };
}

function start(): void {
  lockDown();
  // One writer per save folder (issue #32 item 3): `npm run web` may have this folder open.
  // Nothing is written there (not even the log) until the lock is ours.
  try {
    const lock = lockSaveFolder(app.getPath('userData'), {
      app: 'desktop',
      onLost: (err) => appLog?.error('[main] the save folder lock was lost', err),
    });
    process.on('exit', () => lock.release());
  } catch (err) {
    dialog.showErrorBox(
      'Cardhall',
      err instanceof FolderInUseError
        ? `Cardhall cannot start: ${err.message}.`
        : `Cardhall cannot lock its save folder: ${(err as Error).message}`,
    );
    app.exit(1);
    return;
  }
  const log = openAppLog(app.getPath('userData'), { console: development });
  appLog = log;
  log.info(startLine(appInfo()));
  process.on('uncaughtException', (err) => log.error('[main] uncaught exception', err));
  process.on('unhandledRejection', (err) => log.error('[main] unhandled rejection', err));
  language = menuLanguage(null, app.getLocale());
  services = createServices({
    dataDir: app.getPath('userData'),
    registry: gameRegistry,
    log,
    // Packaged with the app (electron-builder.yml `files`), beside out/ as in the repository.
    puzzleDir: join(here, '../../resources/puzzles'),
    appInfo,
    push: (event, payload, to) => {
      // A game's pushes go to the page that owns it only; window events to the main window.
      const id = to === undefined ? null : webContentsIdOf(to);
      const target =
        id === null
          ? mainWindow && !mainWindow.isDestroyed()
            ? mainWindow.webContents
            : null
          : webContents.fromId(id);
      if (target && !target.isDestroyed()) target.send(event, payload);
    },
    window: {
      setFullScreen: (on) => {
        if (mainWindow && !mainWindow.isDestroyed()) mainWindow.setFullScreen(on);
      },
      isFullScreen: () =>
        mainWindow && !mainWindow.isDestroyed() ? mainWindow.isFullScreen() : false,
    },
  });
  wireIpc(ipcMain, services.dispatch, appLocation);
  mainWindow = createWindow();
  setMenu();
  // The menus speak the saved language (read now; a change applies from the next start).
  void services.saves.getSettings().then(
    (s) => {
      const saved = menuLanguage(s.language === 'system' ? null : s.language, app.getLocale());
      if (saved !== language) {
        language = saved;
        setMenu();
      }
    },
    () => undefined,
  );
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) mainWindow = createWindow();
  });
}

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', () => {
    if (!mainWindow) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  // Quitting waits (a few seconds at most) for queued saves; see app/quit-guard.ts.
  guardQuit(
    app,
    async () => {
      appLog?.info('quitting');
      await services?.shutdown();
    },
    (line) => (appLog ? appLog.error(line) : console.error(line)),
  );
  void app.whenReady().then(start);
}
