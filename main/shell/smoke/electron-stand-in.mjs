// A STAND-IN for the Electron API, for the shell smoke test only (bundle.smoke.test.ts).
// It is not Electron and proves nothing about Electron itself (the binary cannot be downloaded
// on these machines): it lets the BUILT main bundle run under plain Node and records what the
// bundle asks of Electron — the window's options, the IPC handlers, the menus, the crash
// reporter, the quit sequence — so a wrong preload path or a channel without a handler fails
// a test instead of shipping. Every call the bundle makes that is not modelled here throws.
import { EventEmitter } from 'node:events';

export const record = {
  windows: [],
  handlers: new Map(),
  handleCalls: [],
  crashReporter: null,
  menus: [],
  loads: [],
  quitCalls: 0,
  preventedQuits: 0,
  paths: new Map(),
  singleInstance: 0,
};
globalThis.__cardhallStandIn = record;

class StandInApp extends EventEmitter {
  isPackaged = true;
  #ready;
  #resolveReady;
  constructor() {
    super();
    this.#ready = new Promise((r) => (this.#resolveReady = r));
  }
  getName() {
    return 'Cardhall';
  }
  getVersion() {
    return '0.0.0-stand-in';
  }
  getLocale() {
    return 'en-US';
  }
  getPath(name) {
    const p = record.paths.get(name);
    if (!p) throw new Error(`stand-in app.getPath(${name}): not set`);
    return p;
  }
  setPath(name, value) {
    record.paths.set(name, value);
  }
  requestSingleInstanceLock() {
    record.singleInstance++;
    return true;
  }
  whenReady() {
    return this.#ready;
  }
  /** The test's "Electron is ready". */
  fireReady() {
    this.#resolveReady();
  }
  quit() {
    record.quitCalls++;
    // Electron's sequence: before-quit, then will-quit; either can be prevented.
    let prevented = false;
    const event = { preventDefault: () => (prevented = true) };
    this.emit('before-quit', event);
    if (!prevented) this.emit('will-quit', event);
    if (prevented) record.preventedQuits++;
    else this.emit('stand-in-exit');
  }
}
export const app = new StandInApp();

class StandInWebContents extends EventEmitter {
  static next = 1;
  id = StandInWebContents.next++;
  isDestroyed() {
    return false;
  }
  send() {}
  setWindowOpenHandler() {}
  closeDevTools() {}
  forcefullyCrashRenderer() {}
}

export class BrowserWindow extends EventEmitter {
  static all = [];
  constructor(options) {
    super();
    this.options = options;
    this.webContents = new StandInWebContents();
    record.windows.push(options);
    BrowserWindow.all.push(this);
  }
  static getAllWindows() {
    return BrowserWindow.all;
  }
  loadFile(file, opts) {
    record.loads.push({ file, opts });
    return Promise.resolve();
  }
  loadURL(url) {
    record.loads.push({ url });
    return Promise.resolve();
  }
  isDestroyed() {
    return false;
  }
  maximize() {}
  isMaximized() {
    return false;
  }
  getNormalBounds() {
    const { x, y, width, height } = this.options;
    return { x, y, width, height };
  }
  setFullScreen() {}
  isFullScreen() {
    return false;
  }
  isMinimized() {
    return false;
  }
  show() {}
  focus() {}
  setAutoHideMenuBar() {}
  setMenuBarVisibility() {}
}

export const ipcMain = {
  handle(channel, fn) {
    record.handleCalls.push(channel);
    record.handlers.set(channel, fn);
  },
};

export const Menu = {
  buildFromTemplate(template) {
    return { template, popup() {} };
  },
  setApplicationMenu(menu) {
    record.menus.push(menu.template);
  },
};

export const crashReporter = {
  start(options) {
    record.crashReporter = options;
  },
};

export const screen = {
  getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1040 } }],
};

export const session = {
  defaultSession: { setPermissionRequestHandler() {}, setPermissionCheckHandler() {} },
};

export const webContents = { fromId: () => null };
export const shell = { openPath: () => Promise.resolve('') };
export const dialog = { showErrorBox() {} };

export default {
  app,
  BrowserWindow,
  ipcMain,
  Menu,
  crashReporter,
  screen,
  session,
  webContents,
  shell,
  dialog,
};
