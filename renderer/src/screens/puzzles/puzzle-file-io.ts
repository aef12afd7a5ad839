/**
 * Puzzle files in the page: reading a file the player chose (its text goes to main, which
 * validates it: puzzles.importText) and exporting one as a download — an <a download> is a
 * Save dialog in Electron and the downloads folder in a browser, as for Orbs deck files.
 */
import { getApi } from '../../ipc/api';
import { downloadText } from '../orbs/builder/deck-file-io';

/** Larger than any puzzle file (the shipped ones are 2 to 4 KB); main refuses past 100,000. */
export const MAX_PUZZLE_FILE_BYTES = 100_000;

export type PuzzleFileRead =
  | { ok: true; text: string }
  /** `error`: an i18n key taking {{file}}. */
  | { ok: false; error: 'puzzles.files.tooLarge' | 'puzzles.files.unreadable' };

export async function readPuzzleFile(file: Blob): Promise<PuzzleFileRead> {
  if (file.size > MAX_PUZZLE_FILE_BYTES) return { ok: false, error: 'puzzles.files.tooLarge' };
  try {
    return { ok: true, text: await file.text() };
  } catch {
    return { ok: false, error: 'puzzles.files.unreadable' };
  }
}

/** Ask main for the puzzle's file and offer it as a download; an error message or null. */
export async function exportPuzzle(key: string): Promise<string | null> {
  const r = await getApi().invoke('puzzles.exportFile', { key });
  if (!r.ok) return r.error.message;
  downloadText(r.value.fileName, r.value.text);
  return null;
}
