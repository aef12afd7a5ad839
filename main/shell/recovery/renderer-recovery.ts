/**
 * Crash recovery for the app window (issue #33, item 3). When the page's renderer process
 * dies (`render-process-gone`) or hangs (`unresponsive` and not `responsive` again within a
 * grace period), the page is loaded again with `?recovered=crashed|hung`: the renderer then
 * apologises and offers the game for resume — nothing is lost, every action is saved by main.
 *
 * A page that keeps dying would reload forever; after `maxReloads` within `windowMs` the
 * watcher gives up and lets the shell tell the player (an error box naming the logs folder).
 *
 * Pure: the window is an interface (main/index.ts adapts Electron's webContents to it) and
 * time comes in as functions, so every path is unit-tested without Electron.
 */

export type RecoveryReason = 'crashed' | 'hung';

/** What the watcher needs of the window (main/index.ts wraps a BrowserWindow's webContents). */
export interface WatchedPage {
  /** The renderer process went away; `reason` is Electron's RenderProcessGoneDetails.reason. */
  onGone(listener: (reason: string) => void): void;
  onUnresponsive(listener: () => void): void;
  onResponsive(listener: () => void): void;
  /** Load the app page afresh, telling it why (a hung page is crashed first, then loaded). */
  recover(reason: RecoveryReason): void;
  isDestroyed(): boolean;
}

export interface RecoveryOptions {
  log: (line: string) => void;
  /** Called once when the page failed `maxReloads` times within `windowMs`. */
  giveUp: () => void;
  /** How long a page may stay unresponsive before it is reloaded (default 8 s). */
  hangGraceMs?: number;
  maxReloads?: number;
  windowMs?: number;
  now?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/**
 * `clean-exit` is the page closing normally (window closed, app quitting); everything else —
 * crashed, killed, oom, abnormal-exit, launch-failed, integrity-failure — is a failure.
 */
export function isFailure(reason: string): boolean {
  return reason !== 'clean-exit';
}

export function watchRenderer(page: WatchedPage, opts: RecoveryOptions): void {
  const hangGraceMs = opts.hangGraceMs ?? 8000;
  const maxReloads = opts.maxReloads ?? 3;
  const windowMs = opts.windowMs ?? 60_000;
  const now = opts.now ?? Date.now;
  const setTimer = opts.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = opts.clearTimer ?? ((t) => clearTimeout(t as ReturnType<typeof setTimeout>));
  const reloads: number[] = [];
  let hangTimer: unknown = null;
  let gaveUp = false;
  /** A hung page is ended with forcefullyCrashRenderer, whose `killed` is ours, not a crash. */
  let ownKill = false;

  const cancelHang = () => {
    if (hangTimer !== null) clearTimer(hangTimer);
    hangTimer = null;
  };

  const recover = (reason: RecoveryReason, detail: string) => {
    cancelHang();
    if (gaveUp || page.isDestroyed()) return;
    const t = now();
    while (reloads.length > 0 && t - reloads[0]! > windowMs) reloads.shift();
    if (reloads.length >= maxReloads) {
      gaveUp = true;
      opts.log(`[window] the page failed again (${detail}); not reloading it any more`);
      opts.giveUp();
      return;
    }
    reloads.push(t);
    if (reason === 'hung') ownKill = true;
    opts.log(
      `[window] the page ${reason === 'hung' ? 'stopped responding' : 'crashed'} (${detail}); reloading it`,
    );
    page.recover(reason);
  };

  page.onGone((reason) => {
    if (ownKill && reason === 'killed') {
      ownKill = false;
      return;
    }
    if (isFailure(reason)) recover('crashed', reason);
  });
  page.onUnresponsive(() => {
    if (hangTimer !== null) return;
    hangTimer = setTimer(() => {
      hangTimer = null;
      recover('hung', `unresponsive for ${Math.round(hangGraceMs / 1000)} s`);
    }, hangGraceMs);
  });
  page.onResponsive(cancelHang);
}

/** The `recovered` query value the renderer reads (renderer/src/shell/recovery.ts). */
export function recoveryQuery(reason: RecoveryReason): Record<string, string> {
  return { recovered: reason };
}
