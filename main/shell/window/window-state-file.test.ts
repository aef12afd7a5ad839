import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadWindowState, saveWindowState, WINDOW_STATE_FILE } from './window-state-file';

const dirs: string[] = [];
const tmp = () => {
  const d = mkdtempSync(join(tmpdir(), 'cardhall-window-'));
  dirs.push(d);
  return d;
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('window-state.json', () => {
  it('round-trips the bounds, maximised state and menu bar choice', () => {
    const dir = tmp();
    const state = {
      bounds: { x: 10, y: 20, width: 1300, height: 700 },
      maximized: true,
      menuBarHidden: true,
    };
    saveWindowState(dir, state);
    expect(loadWindowState(dir)).toEqual(state);
  });

  it('a missing or damaged file opens the default window', () => {
    const dir = tmp();
    expect(loadWindowState(dir)).toBeNull();
    writeFileSync(join(dir, WINDOW_STATE_FILE), '{"bounds": nope');
    expect(loadWindowState(dir)).toBeNull();
  });
});
