/**
 * window-state.json in the user-data folder: the window's last bounds, maximised state and
 * whether the menu bar is hidden. A small file of its own (not settings.json): it changes on
 * every close, belongs to the desktop shell only, and a damaged one just opens the default.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readWindowState, type WindowState } from './window-bounds';

export const WINDOW_STATE_FILE = 'window-state.json';

export interface SavedWindow extends WindowState {
  /** The player hid the menu bar (View → Menu bar; Alt shows it while hidden). */
  menuBarHidden: boolean;
}

export function loadWindowState(dir: string): SavedWindow | null {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(join(dir, WINDOW_STATE_FILE), 'utf8'));
  } catch {
    return null; // none yet, or unreadable: the default window
  }
  const state = readWindowState(raw);
  if (!state) return null;
  return { ...state, menuBarHidden: (raw as { menuBarHidden?: unknown }).menuBarHidden === true };
}

/** Written through a temporary file and a rename, so a crash mid-write leaves the old file. */
export function saveWindowState(dir: string, state: SavedWindow): void {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, WINDOW_STATE_FILE);
  writeFileSync(`${file}.tmp`, JSON.stringify(state));
  renameSync(`${file}.tmp`, file);
}
