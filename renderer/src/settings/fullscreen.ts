/**
 * Fullscreen: a store of whether the app is fullscreen now, and a setter for the settings
 * toggle. The state shown is always the real one, not the wish.
 *
 * - Desktop app (a preload `window.api`): main owns the window. The toggle asks main
 *   (`window.setFullscreen`), which switches the BrowserWindow and saves the `fullscreen`
 *   setting; main pushes `window.fullscreen` on every change (toggle, F11, the OS), and
 *   restores the saved state when it creates the window.
 * - Browser host: there is no BrowserWindow. The page uses the Fullscreen API on <html>
 *   (it must be called inside the click/key press, so before any round trip), follows
 *   `fullscreenchange` (Escape, F11 in some browsers) and saves each change through
 *   `window.setFullscreen`, which answers `native: false` there. A browser refuses fullscreen
 *   without a user gesture, so a saved "on" is restored at the first click or key press.
 *
 * Everything outside is injected (`FullscreenDeps`), so the logic is tested without a DOM.
 */
import { writable, type Readable } from 'svelte/store';
import type { CardhallApi } from '../../../main/ipc/contract';
import { getApi } from '../ipc/api';

export interface FullscreenDeps {
  /** The contract client; null when there is none (main unreachable). */
  api: Pick<CardhallApi, 'invoke' | 'on'> | null;
  /** true in the desktop app, where main switches the window. */
  nativeWindow: boolean;
  dom: {
    /** Whether the document is fullscreen now (element fullscreen or the browser's own). */
    isFullscreen(): boolean;
    request(): Promise<void>;
    exit(): Promise<void>;
    /** Call `listener` on every change of isFullscreen(); returns a stop function. */
    watch(listener: () => void): () => void;
    /** Call `listener` once, at the next pointer or key press (a user gesture). */
    onFirstGesture(listener: () => void): () => void;
  };
}

export interface FullscreenController {
  readonly state: Readable<boolean>;
  /** Turn fullscreen on or off; call it from the toggle's change handler (a user gesture). */
  set(on: boolean): Promise<void>;
  stop(): void;
}

export function createFullscreen(deps: FullscreenDeps): FullscreenController {
  const store = writable(deps.nativeWindow ? false : deps.dom.isFullscreen());
  const stops: (() => void)[] = [];
  let last = deps.nativeWindow ? false : deps.dom.isFullscreen();
  const show = (on: boolean) => {
    last = on;
    store.set(on);
  };
  const save = (on: boolean) =>
    void deps.api?.invoke('window.setFullscreen', { fullscreen: on }).catch(() => undefined);
  /** Browser host: show and save the document's state when it changed (whoever changed it). */
  const sync = () => {
    const now = deps.dom.isFullscreen();
    if (now === last) return;
    show(now);
    save(now);
  };

  if (deps.nativeWindow && deps.api) {
    stops.push(deps.api.on('window.fullscreen', (p) => show(p.fullscreen)));
    // The window was restored to the saved state before the page could hear the push.
    void deps.api
      .invoke('settings.get')
      .then((r) => {
        if (r.ok) show(r.value.fullscreen);
      })
      .catch(() => undefined);
  } else {
    stops.push(deps.dom.watch(sync));
    // A saved "on" waits for the first gesture: browsers allow fullscreen only then.
    void deps.api
      ?.invoke('settings.get')
      .then((r) => {
        if (!r.ok || !r.value.fullscreen || deps.dom.isFullscreen()) return;
        stops.push(deps.dom.onFirstGesture(() => void deps.dom.request().catch(() => undefined)));
      })
      .catch(() => undefined);
  }

  async function set(on: boolean): Promise<void> {
    if (!deps.nativeWindow) {
      // Inside the gesture, before any await; the watcher shows and saves the outcome.
      try {
        await (on ? deps.dom.request() : deps.dom.exit());
      } catch {
        // Refused (no gesture, a policy, an iframe): nothing changed, and the toggle says so.
      }
      // The request may settle before or after `fullscreenchange`: whichever comes first saves.
      sync();
      return;
    }
    const r = await deps.api?.invoke('window.setFullscreen', { fullscreen: on }).catch(() => null);
    if (r?.ok && r.value.native) show(on);
    else show(last); // put the toggle back: nothing switched
  }

  return { state: { subscribe: store.subscribe }, set, stop: () => stops.forEach((s) => s()) };
}

function browserDeps(api: FullscreenDeps['api']): FullscreenDeps {
  const doc = document;
  return {
    api,
    nativeWindow: typeof window !== 'undefined' && !!window.api,
    dom: {
      // F11 in Chromium is the browser's own fullscreen (no fullscreenElement): the media query sees it.
      isFullscreen: () =>
        doc.fullscreenElement !== null ||
        (typeof matchMedia === 'function' && matchMedia('(display-mode: fullscreen)').matches),
      request: () =>
        doc.documentElement.requestFullscreen
          ? doc.documentElement.requestFullscreen()
          : Promise.reject(new Error('no Fullscreen API')),
      exit: () => (doc.fullscreenElement ? doc.exitFullscreen() : Promise.resolve()),
      watch: (listener) => {
        doc.addEventListener('fullscreenchange', listener);
        window.addEventListener('resize', listener);
        return () => {
          doc.removeEventListener('fullscreenchange', listener);
          window.removeEventListener('resize', listener);
        };
      },
      onFirstGesture: (listener) => {
        const once = () => {
          stop();
          listener();
        };
        const stop = () => {
          window.removeEventListener('pointerdown', once, true);
          window.removeEventListener('keydown', once, true);
        };
        window.addEventListener('pointerdown', once, true);
        window.addEventListener('keydown', once, true);
        return stop;
      },
    },
  };
}

let app: FullscreenController | null = null;

/** The app-wide controller; main.ts starts it at load so a saved state is followed at once. */
export function appFullscreen(): FullscreenController {
  if (!app) {
    let api: FullscreenDeps['api'] = null;
    try {
      api = getApi();
    } catch {
      api = null; // no main: the toggle still works through the Fullscreen API, unsaved
    }
    app = createFullscreen(browserDeps(api));
  }
  return app;
}
