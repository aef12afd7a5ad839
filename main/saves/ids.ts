/**
 * Save ids double as file names, so they are restricted to characters that are safe on
 * every file system and cannot climb out of the folder (`..`, `/`, `\`).
 */
export const SAVE_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export function isSaveId(x: unknown): x is string {
  return typeof x === 'string' && SAVE_ID_PATTERN.test(x);
}

/** A new random id (a UUID: letters, digits and dashes only). */
export function newSaveId(): string {
  return globalThis.crypto.randomUUID();
}
