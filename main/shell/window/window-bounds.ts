/**
 * Where the app window opens (issue #33, item 1): the size, position and maximised state it had
 * when it was last closed, put back onto a display that exists now. A saved position on a
 * monitor that has since been unplugged (or a smaller screen, or a changed layout) must never
 * leave the window off-screen or larger than the screen.
 *
 * Pure: the displays' work areas come in as data (Electron's `screen.getAllDisplays()`), so the
 * clamping is unit-tested without the binary.
 */

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What is saved when the window closes (window-state.json in the user-data folder). */
export interface WindowState {
  /** The normal (not maximised) bounds, so un-maximising goes back to them. */
  bounds: Rect;
  maximized: boolean;
}

/** The tables are fitted to 1024×640 (docs); the window never gets smaller. */
export const MIN_WINDOW = { width: 1024, height: 640 } as const;
/** The first start: 1280×800, centred on the primary display (shrunk to fit a small one). */
export const DEFAULT_WINDOW = { width: 1280, height: 800 } as const;
/** At least this much of the window's top must lie on a display, so it can be grabbed. */
const MIN_VISIBLE = 64;

function overlap(a: Rect, b: Rect): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

function centreIn(area: Rect, width: number, height: number): Rect {
  const w = Math.min(width, area.width);
  const h = Math.min(height, area.height);
  return {
    x: Math.round(area.x + (area.width - w) / 2),
    y: Math.round(area.y + (area.height - h) / 2),
    width: w,
    height: h,
  };
}

function finite(n: unknown): n is number {
  return typeof n === 'number' && Number.isFinite(n);
}

/** A saved state read from disk, or null when it is not one (a damaged file opens the default). */
export function readWindowState(raw: unknown): WindowState | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as { bounds?: Partial<Rect>; maximized?: unknown };
  const b = r.bounds;
  if (!b || !finite(b.x) || !finite(b.y) || !finite(b.width) || !finite(b.height)) return null;
  if (b.width <= 0 || b.height <= 0) return null;
  return {
    bounds: { x: b.x, y: b.y, width: b.width, height: b.height },
    maximized: r.maximized === true,
  };
}

/**
 * The window's bounds for `saved` on today's displays (`workAreas[0]` is the primary one).
 * - no saved state: the default size, centred on the primary display;
 * - the saved window mostly on a display that exists: kept there, shrunk to fit that display
 *   and pushed fully inside it;
 * - not on any display (the monitor is gone): the saved size, centred on the primary display.
 * The minimum size is kept unless the display itself is smaller (then the display's size).
 */
export function placeWindow(saved: WindowState | null, workAreas: readonly Rect[]): WindowState {
  const primary = workAreas[0] ?? { x: 0, y: 0, ...DEFAULT_WINDOW };
  if (!saved)
    return {
      bounds: centreIn(primary, DEFAULT_WINDOW.width, DEFAULT_WINDOW.height),
      maximized: false,
    };
  const want = saved.bounds;
  // The display showing most of the window; its title bar strip must be on it too.
  let best: Rect | null = null;
  let bestArea = 0;
  for (const area of workAreas) {
    const a = overlap(want, area);
    if (a > bestArea) {
      best = area;
      bestArea = a;
    }
  }
  const titleStrip: Rect = { x: want.x, y: want.y, width: want.width, height: MIN_VISIBLE };
  const grabbable = workAreas.some(
    (area) => overlap(titleStrip, area) >= MIN_VISIBLE * MIN_VISIBLE,
  );
  const area = best && grabbable ? best : primary;
  const width = Math.min(Math.max(want.width, MIN_WINDOW.width), area.width);
  const height = Math.min(Math.max(want.height, MIN_WINDOW.height), area.height);
  if (area !== best || !grabbable)
    return { bounds: centreIn(area, width, height), maximized: saved.maximized };
  const x = Math.min(Math.max(want.x, area.x), area.x + area.width - width);
  const y = Math.min(Math.max(want.y, area.y), area.y + area.height - height);
  return { bounds: { x, y, width, height }, maximized: saved.maximized };
}
