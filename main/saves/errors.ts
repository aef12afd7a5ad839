/**
 * The one error type the save service throws. `code` is stable so the IPC layer and the UI
 * can map it to a localized message; `message` is English prose for logs.
 */
export type SaveErrorCode =
  /** The file was written by a newer Cardhall; this version refuses to overwrite or delete it. */
  | 'newer-version'
  /** No such deck/draft/game/replay. */
  | 'not-found'
  /** The file was damaged; it has been moved aside and reported in the problem list. */
  | 'damaged'
  /** The caller passed data that fails validation; nothing was written. */
  | 'invalid-input'
  /** An action was appended with an index that does not follow the saved ones (double submit). */
  | 'out-of-sequence'
  /** The disk refused (permissions, full disk, …) after retries. */
  | 'io';

export class SaveError extends Error {
  readonly code: SaveErrorCode;
  /** Path relative to the save root, when the error concerns one file. */
  readonly file: string | undefined;

  constructor(code: SaveErrorCode, message: string, file?: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SaveError';
    this.code = code;
    this.file = file;
  }
}

export function isSaveError(e: unknown): e is SaveError {
  return e instanceof SaveError;
}
