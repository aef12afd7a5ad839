/**
 * The desktop app's own application menu (issue #15, item 7). Electron's default menu has
 * "Toggle Developer Tools" and "Reload": from the DevTools console any player could read
 * every hidden card through the IPC API, and a reload drops the open game. Ours keeps what a
 * player needs (quit, copy/paste in text fields, fullscreen, window) and adds the developer
 * items only in development (`!app.isPackaged`).
 *
 * A pure builder (only a type import of Electron), so it is unit-tested without the binary.
 */
import type { MenuItemConstructorOptions } from 'electron';

export interface AppMenuOptions {
  platform: NodeJS.Platform;
  appName: string;
  /** Development build (`!app.isPackaged`): adds reload and DevTools. */
  dev: boolean;
}

export function appMenuTemplate(opts: AppMenuOptions): MenuItemConstructorOptions[] {
  const mac = opts.platform === 'darwin';
  const menu: MenuItemConstructorOptions[] = [];
  if (mac) {
    menu.push({
      label: opts.appName,
      submenu: [
        { role: 'about' },
        { type: 'separator' },
        { role: 'hide' },
        { role: 'hideOthers' },
        { role: 'unhide' },
        { type: 'separator' },
        { role: 'quit' },
      ],
    });
  } else {
    menu.push({ role: 'fileMenu', submenu: [{ role: 'quit' }] });
  }
  // Text fields (deck names, seeds, draft names) need the edit shortcuts, on macOS above all.
  menu.push({
    role: 'editMenu',
    submenu: [
      { role: 'undo' },
      { role: 'redo' },
      { type: 'separator' },
      { role: 'cut' },
      { role: 'copy' },
      { role: 'paste' },
      { role: 'selectAll' },
    ],
  });
  const view: MenuItemConstructorOptions[] = [{ role: 'togglefullscreen' }];
  if (opts.dev)
    view.push(
      { type: 'separator' },
      { role: 'reload' },
      { role: 'forceReload' },
      { role: 'toggleDevTools' },
    );
  menu.push({ role: 'viewMenu', submenu: view });
  menu.push({
    role: 'windowMenu',
    submenu: mac
      ? [{ role: 'minimize' }, { role: 'zoom' }, { role: 'close' }]
      : [{ role: 'minimize' }, { role: 'close' }],
  });
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
