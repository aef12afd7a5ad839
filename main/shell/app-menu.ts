/**
 * The desktop app's own application menu (issue #15 item 7, issue #33 item 4). Electron's
 * default menu has "Toggle Developer Tools" and "Reload": from the DevTools console any player
 * could read every hidden card through the IPC API, and a reload drops the open game. Ours
 * keeps what a player needs (quit, copy/paste in text fields, fullscreen, window), a Help menu
 * on every OS (rules, keyboard shortcuts, the saves and logs folders, about), and the developer
 * items only in development (`!app.isPackaged`).
 *
 * Help items that open a screen do it in the page (main/index.ts pushes `menu.open` through the
 * IPC contract); the folders are opened by main (shell.openPath).
 *
 * A pure builder (only a type import of Electron), so it is unit-tested without the binary.
 */
import type { MenuItemConstructorOptions } from 'electron';
import type { MenuScreen } from '../ipc/contract';
import { MENU_LABELS, type MenuLanguage } from './menu-labels';

export interface MenuActions {
  /** Show a screen of the page (Help → Rules, Keyboard shortcuts, About). */
  openScreen(screen: MenuScreen): void;
  openFolder(folder: 'saves' | 'logs'): void;
  /** View → Show menu bar (Windows, Linux): the new state. */
  setMenuBarVisible(visible: boolean): void;
}

export interface AppMenuOptions {
  platform: NodeJS.Platform;
  appName: string;
  /** Development build (`!app.isPackaged`): adds reload and DevTools. */
  dev: boolean;
  language?: MenuLanguage;
  /** Whether the menu bar is shown (Windows, Linux); macOS always shows its menu. */
  menuBarVisible?: boolean;
  actions?: MenuActions;
}

const noActions: MenuActions = {
  openScreen: () => undefined,
  openFolder: () => undefined,
  setMenuBarVisible: () => undefined,
};

export function appMenuTemplate(opts: AppMenuOptions): MenuItemConstructorOptions[] {
  const mac = opts.platform === 'darwin';
  const l = MENU_LABELS[opts.language ?? 'en'];
  const act = opts.actions ?? noActions;
  const menu: MenuItemConstructorOptions[] = [];
  if (mac) {
    menu.push({
      label: opts.appName,
      submenu: [
        { label: l.about, click: () => act.openScreen('about') },
        { type: 'separator' },
        { role: 'hide' },
        { role: 'hideOthers' },
        { role: 'unhide' },
        { type: 'separator' },
        { role: 'quit', label: l.quit },
      ],
    });
  } else {
    menu.push({ label: l.file, submenu: [{ role: 'quit', label: l.quit }] });
  }
  // Text fields (deck names, seeds, draft names, deck codes) need the edit shortcuts.
  menu.push({
    label: l.edit,
    submenu: [
      { role: 'undo', label: l.undo },
      { role: 'redo', label: l.redo },
      { type: 'separator' },
      { role: 'cut', label: l.cut },
      { role: 'copy', label: l.copy },
      { role: 'paste', label: l.paste },
      { role: 'selectAll', label: l.selectAll },
    ],
  });
  const view: MenuItemConstructorOptions[] = [{ role: 'togglefullscreen', label: l.fullscreen }];
  if (!mac)
    view.push({
      label: l.menuBar,
      type: 'checkbox',
      checked: opts.menuBarVisible ?? true,
      click: (item) => act.setMenuBarVisible(item.checked),
    });
  if (opts.dev)
    view.push(
      { type: 'separator' },
      { role: 'reload' },
      { role: 'forceReload' },
      { role: 'toggleDevTools' },
    );
  menu.push({ label: l.view, submenu: view });
  menu.push({
    label: l.window,
    submenu: mac
      ? [
          { role: 'minimize', label: l.minimize },
          { role: 'zoom' },
          { role: 'close', label: l.close },
        ]
      : [
          { role: 'minimize', label: l.minimize },
          { role: 'close', label: l.close },
        ],
  });
  const help: MenuItemConstructorOptions[] = [
    { label: l.rules, click: () => act.openScreen('rules') },
    { label: l.shortcuts, click: () => act.openScreen('shortcuts') },
    { type: 'separator' },
    { label: l.savesFolder, click: () => act.openFolder('saves') },
    { label: l.logsFolder, click: () => act.openFolder('logs') },
  ];
  if (!mac)
    help.push({ type: 'separator' }, { label: l.about, click: () => act.openScreen('about') });
  menu.push({ role: 'help', label: l.help, submenu: help });
  return menu;
}

/** Every role in a template, submenus included (for tests and a startup self-check). */
export function rolesIn(template: readonly MenuItemConstructorOptions[]): string[] {
  const out: string[] = [];
  const walk = (items: readonly MenuItemConstructorOptions[]) => {
    for (const item of items) {
      if (item.role) out.push(item.role);
      if (Array.isArray(item.submenu)) walk(item.submenu);
    }
  };
  walk(template);
  return out;
}

/** Every label in a template, submenus included (tests). */
export function labelsIn(template: readonly MenuItemConstructorOptions[]): string[] {
  const out: string[] = [];
  const walk = (items: readonly MenuItemConstructorOptions[]) => {
    for (const item of items) {
      if (item.label) out.push(item.label);
      if (Array.isArray(item.submenu)) walk(item.submenu);
    }
  };
  walk(template);
  return out;
}
