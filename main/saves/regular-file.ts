/**
 * Reading a file of the save folder, regular files only (issue #32 item 9). A FIFO in a save
 * folder hung the replay, deck and problem lists for good (a plain open waits for a writer,
 * and holds one of Node's few file threads while it waits), and a folder or device in a save's
 * place is no save either. So: open without blocking (O_NONBLOCK: a FIFO opens at once), ask
 * the open handle what it is (no gap between the check and the read), and read only a
 * regular file of at most `maxBytes`.
 */
import { constants } from 'node:fs';
import { open } from 'node:fs/promises';
import type { Stats } from 'node:fs';

/** Thrown for anything but a regular file: `code` 'ENOTREG', `what` says what it is. */
export class NotRegularFileError extends Error {
  readonly code = 'ENOTREG';
  constructor(readonly what: string) {
    super(`not a regular file (${what})`);
    this.name = 'NotRegularFileError';
  }
}

/** Thrown for a file over the size bound: `code` 'E2BIG'. */
export class FileTooLargeError extends Error {
  readonly code = 'E2BIG';
  constructor(
    readonly size: number,
    readonly maxBytes: number,
  ) {
    super(`${size} bytes, more than the ${maxBytes} a save may have`);
    this.name = 'FileTooLargeError';
  }
}

function whatIs(st: Stats): string {
  if (st.isDirectory()) return 'a folder';
  if (st.isFIFO()) return 'a FIFO';
  if (st.isSocket()) return 'a socket';
  if (st.isCharacterDevice() || st.isBlockDevice()) return 'a device';
  return 'not a file';
}

// Windows has no O_NONBLOCK (nor FIFOs in the file system).
const FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0);

/** The text of a regular file (ENOENT and other fs errors as Node throws them). */
export async function readRegularFile(path: string, maxBytes: number): Promise<string> {
  const fh = await open(path, FLAGS);
  try {
    const st = await fh.stat();
    if (!st.isFile()) throw new NotRegularFileError(whatIs(st));
    if (st.size > maxBytes) throw new FileTooLargeError(st.size, maxBytes);
    return await fh.readFile('utf8');
  } finally {
    await fh.close();
  }
}
