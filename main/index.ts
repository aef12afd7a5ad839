/**
 * Electron entry: one window, locked down, talking to the main-process services only through
 * the IPC contract (main/ipc/contract.ts). Rules and saves live here; the renderer shows them.
 *
 * Security (electronjs.org/docs/latest/tutorial/security): context isolation, sandbox, no
 * Node in the page, CSP in renderer/index.html, navigation and new windows blocked, every
 * permission request denied, IPC callers checked (electron-ipc.ts), one app instance.
 * A packaged build has our own menu (shell/app-menu.ts) and no DevTools: from the console a
 * player could call the IPC API and read what the rules keep hidden. Fuses: electron-builder.yml.
 */
import { app, BrowserWindow, ipcMain, Menu, session, webContents } from 'electron';
import { appMenuTemplate } from './shell/app-menu';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServices, type Services } from './shell/compose';
import { connectionOf, webContentsIdOf, wireIpc } from './shell/electron-ipc';
import { guardQuit } from './shell/quit-guard';
import { isAppUrl, type AppLocation } from './shell/sender-check';
import { gameRegistry } from './games/registry';

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

let mainWindow: BrowserWindow | null = null;
let services: Services | null = null;

function createWindow(): BrowserWindow {
  const win = new BrowserWindow({
    width: 1280,
    height: 800,
    minWidth: 960,
    minHeight: 600,
    show: false,
    title: 'Cardhall',
    backgroundColor: '#0b2418',
    autoHideMenuBar: true,
    ...(process.platform === 'linux' ? { icon: join(here, '../../resources/icon.png') } : {}),
    webPreferences: {
      preload: join(here, '../preload/index.cjs'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      spellcheck: false,
      devTools: development,
    },
  });
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
  if (devUrl) void win.loadURL(devUrl);
  else void win.loadFile(rendererIndex);
  return win;
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

function start(): void {
  lockDown();
  Menu.setApplicationMenu(
    Menu.buildFromTemplate(
      appMenuTemplate({ platform: process.platform, appName: app.getName(), dev: development }),
    ),
  );
  services = createServices({
    dataDir: app.getPath('userData'),
    registry: gameRegistry,
    appInfo: () => ({
      name: app.getName(),
      version: app.getVersion(),
      versions: {
        electron: process.versions.electron ?? null,
        chrome: process.versions.chrome ?? null,
        node: process.versions.node ?? null,
      },
      platform: process.platform,
      shell: 'electron',
    }),
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
  guardQuit(app, async () => {
    await services?.shutdown();
  });
  void app.whenReady().then(start);
}
