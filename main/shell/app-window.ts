/**
 * The app window and what makes it behave like a desktop window (issue #33): it opens where it
 * was closed (window/), clamped to a display that exists; it reloads itself after a renderer
 * crash or hang (recovery/); text fields have a right-click menu (context-menu.ts).
 * main/index.ts creates it and wires the services; the pure parts are tested on their own.
 */
import { BrowserWindow, dialog, Menu, screen } from 'electron';
import { contextMenuTemplate } from './context-menu';
import type { MenuLabels } from './menu-labels';
import { recoveryQuery, watchRenderer, type RecoveryReason } from './recovery/renderer-recovery';
import { placeWindow } from './window/window-bounds';
import { windowOptions } from './window/window-options';
import { loadWindowState, saveWindowState, type SavedWindow } from './window/window-state-file';

export interface AppWindowConfig {
  /** Where window-state.json lives (the user-data folder). */
  dataDir: string;
  preload: string;
  development: boolean;
  linuxIcon?: string | undefined;
  /** Load the app page; `query` tells a reloaded page why (?recovered=crashed|hung). */
  load(win: BrowserWindow, query?: Record<string, string>): void;
  labels: () => MenuLabels;
  log: (line: string) => void;
}

export interface AppWindow {
  win: BrowserWindow;
  menuBarVisible(): boolean;
  setMenuBarVisible(visible: boolean): void;
}

export function createAppWindow(config: AppWindowConfig): AppWindow {
  const saved = loadWindowState(config.dataDir);
  const placed = placeWindow(
    saved,
    screen.getAllDisplays().map((d) => d.workArea),
  );
  let menuBarHidden = saved?.menuBarHidden ?? false;
  const win = new BrowserWindow(
    windowOptions({
      bounds: placed.bounds,
      preload: config.preload,
      development: config.development,
      menuBarHidden,
      linuxIcon: config.linuxIcon,
    }),
  );
  if (placed.maximized) win.maximize();

  const state = (): SavedWindow => ({
    bounds: win.getNormalBounds(),
    maximized: win.isMaximized(),
    menuBarHidden,
  });
  const remember = () => {
    try {
      saveWindowState(config.dataDir, state());
    } catch (err) {
      config.log(`[window] could not save the window's place: ${(err as Error).message}`);
    }
  };
  win.on('close', remember);

  win.webContents.on('context-menu', (_event, params) => {
    const template = contextMenuTemplate(params, config.labels());
    if (template.length > 0) Menu.buildFromTemplate(template).popup({ window: win });
  });

  watchRenderer(
    {
      onGone: (l) => win.webContents.on('render-process-gone', (_e, d) => l(d.reason)),
      onUnresponsive: (l) => win.on('unresponsive', l),
      onResponsive: (l) => win.on('responsive', l),
      recover: (reason: RecoveryReason) => {
        // A hung renderer cannot reload itself: end it, then load the page in a new process.
        if (reason === 'hung') win.webContents.forcefullyCrashRenderer();
        config.load(win, recoveryQuery(reason));
      },
      isDestroyed: () => win.isDestroyed(),
    },
    {
      log: config.log,
      giveUp: () => {
        const l = config.labels();
        dialog.showErrorBox(l.failedTitle, l.failedText);
      },
    },
  );

  return {
    win,
    menuBarVisible: () => !menuBarHidden,
    setMenuBarVisible(visible) {
      menuBarHidden = !visible;
      win.setAutoHideMenuBar(!visible);
      win.setMenuBarVisibility(visible);
      remember();
    },
  };
}
