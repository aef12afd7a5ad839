/**
 * Deck files in the page: reading a file the player chose or dropped, and saving one as a
 * download. The same in both shells — a dropped or chosen File is read with File.text(), and a
 * download (an <a download> of a Blob) is a Save dialog in Electron and the downloads folder in
 * a browser. What the text means is main's business (decks.importText / decks.exportFile).
 */

/** Larger than any deck file (about 2 KB); main refuses past 10,000 characters anyway. */
export const MAX_DECK_FILE_BYTES = 64 * 1024;

export type ReadResult =
  | { ok: true; text: string }
  /** `error`: an i18n key taking {{file}}. */
  | { ok: false; error: 'desktop.deckFile.tooLarge' | 'desktop.deckFile.unreadable' };

export async function readDeckFile(file: Blob): Promise<ReadResult> {
  if (file.size > MAX_DECK_FILE_BYTES) return { ok: false, error: 'desktop.deckFile.tooLarge' };
  try {
    return { ok: true, text: await file.text() };
  } catch {
    return { ok: false, error: 'desktop.deckFile.unreadable' };
  }
}

/** Offer `text` as a file named `fileName` (a download). */
export function downloadText(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.style.display = 'none';
  document.body.append(a);
  a.click();
  a.remove();
  // Revoked later: the download reads the Blob after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
