/**
 * The app-window channel (`window.setFullscreen`). Main owns the window in the desktop app, so
 * it switches it (BrowserWindow.setFullScreen, injected as `WindowControl` so this file has no
 * Electron import) and saves the choice as the `fullscreen` setting, which main/index.ts
 * restores when it creates the window. The browser host has no window to switch: the handler
 * still saves the choice and answers `native: false`, and the page uses the Fullscreen API.
 */
import type { SaveService } from '../services/save-service';
import { ok, type IpcResult, type WindowFullscreenResult } from './contract';
import { guard } from './saves-handlers';

/** What main needs of the app window (Electron's BrowserWindow has both methods). */
export interface WindowControl {
  setFullScreen(on: boolean): void;
  isFullScreen(): boolean;
}

export interface WindowHandlerDeps {
  /** Absent in the browser host (and in tests of it). */
  window?: WindowControl | undefined;
  saves?: SaveService | undefined;
}

export function createWindowHandlers(deps: WindowHandlerDeps) {
  return {
    'window.setFullscreen': async (arg: {
      fullscreen: boolean;
    }): Promise<IpcResult<WindowFullscreenResult>> => {
      const win = deps.window;
      if (win && win.isFullScreen() !== arg.fullscreen) win.setFullScreen(arg.fullscreen);
      const native = win !== undefined;
      if (!deps.saves) return ok({ fullscreen: arg.fullscreen, native });
      const saves = deps.saves;
      // The window has switched even if saving fails; the saving error is still reported.
      const saved = await guard(() => saves.updateSettings({ fullscreen: arg.fullscreen }));
      return saved.ok ? ok({ fullscreen: arg.fullscreen, native }) : saved;
    },
  };
}
