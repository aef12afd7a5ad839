import { describe, expect, it } from 'vitest';
import {
  DEFAULT_WINDOW,
  MIN_WINDOW,
  placeWindow,
  readWindowState,
  type Rect,
} from './window-bounds';

const laptop: Rect = { x: 0, y: 0, width: 1920, height: 1040 };
const rightMonitor: Rect = { x: 1920, y: 0, width: 2560, height: 1400 };
const state = (x: number, y: number, width: number, height: number, maximized = false) => ({
  bounds: { x, y, width, height },
  maximized,
});

describe('placeWindow (issue #33 item 1)', () => {
  it('opens the first time at the default size, centred on the primary display', () => {
    expect(placeWindow(null, [laptop])).toEqual(
      state((1920 - DEFAULT_WINDOW.width) / 2, (1040 - DEFAULT_WINDOW.height) / 2, 1280, 800),
    );
  });

  it('restores a window that is on a display as it was, maximised state included', () => {
    const saved = state(2100, 100, 1500, 900, true);
    expect(placeWindow(saved, [laptop, rightMonitor])).toEqual(saved);
  });

  it('moves a window whose monitor was unplugged onto the primary display, keeping its size', () => {
    const placed = placeWindow(state(2100, 100, 1500, 900, true), [laptop]);
    expect(placed).toEqual(state(210, 70, 1500, 900, true));
  });

  it('a window hanging over an edge is pushed fully inside its display', () => {
    expect(placeWindow(state(1500, 600, 1280, 800), [laptop])).toEqual(state(640, 240, 1280, 800));
  });

  it('a window whose title bar is above every display is brought back', () => {
    const placed = placeWindow(state(100, -700, 1280, 800), [laptop]);
    expect(placed.bounds.y).toBeGreaterThanOrEqual(0);
  });

  it('a window larger than its display is shrunk to the display', () => {
    const small: Rect = { x: 0, y: 0, width: 1366, height: 728 };
    expect(placeWindow(state(0, 0, 1920, 1080), [small])).toEqual(state(0, 0, 1366, 728));
  });

  it('never opens below the minimum size the tables are fitted to', () => {
    const placed = placeWindow(state(10, 10, 600, 400), [laptop]);
    expect(placed.bounds.width).toBe(MIN_WINDOW.width);
    expect(placed.bounds.height).toBe(MIN_WINDOW.height);
  });

  it('works with displays left of and above the primary one (negative coordinates)', () => {
    const left: Rect = { x: -1600, y: -200, width: 1600, height: 900 };
    const saved = state(-1500, -150, 1200, 700);
    expect(placeWindow(saved, [laptop, left])).toEqual(saved);
  });
});

describe('readWindowState', () => {
  it('accepts a saved state and refuses anything else', () => {
    expect(readWindowState(state(1, 2, 3, 4, true))).toEqual(state(1, 2, 3, 4, true));
    expect(readWindowState(null)).toBeNull();
    expect(readWindowState({ bounds: { x: 'a', y: 0, width: 1, height: 1 } })).toBeNull();
    expect(readWindowState({ bounds: { x: 0, y: 0, width: 0, height: 1 } })).toBeNull();
    expect(readWindowState({ bounds: { x: 0, y: 0, width: Infinity, height: 1 } })).toBeNull();
  });
});
