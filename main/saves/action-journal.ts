/**
 * Cheap, crash-safe "save after every action" for games in progress.
 *
 * Rewriting the whole game file atomically after every action costs O(actions) per move. So
 * a game is two files:
 *   games/<id>.json           the header document (options, seed, mode, seats, and the actions
 *                              folded in at the last compaction), written atomically;
 *   games/<id>.actions.jsonl  one line per later action, appended and fsynced:
 *                              `<crc32 hex> {"i":<index>,"a":<action>}\n`.
 * An append that is cut short by a crash leaves a last line without its newline or with a
 * wrong checksum; reading keeps every line up to the first bad one. Every `compactEvery`
 * actions the header is rewritten with all actions and the journal deleted; lines whose index
 * is already in the header are skipped, so a crash between those two steps loses nothing.
 */
import { open, readFile, rm } from 'node:fs/promises';
import { withTransientRetry } from './atomic-write';
import { crc32Hex } from './crc32';
import { isJsonValue, JsonValue } from './json-value';

export function journalLine(index: number, action: JsonValue): string {
  const body = JSON.stringify({ i: index, a: action });
  return `${crc32Hex(body)} ${body}\n`;
}

export interface ParsedJournal {
  /** Actions with index >= base, in order, contiguous from base. */
  actions: JsonValue[];
  /** Why reading stopped early, or null if the whole journal was good. */
  damage: string | null;
}

/** Pure: the usable prefix of a journal whose first needed index is `base`. */
export function parseJournal(text: string, base: number): ParsedJournal {
  const actions: JsonValue[] = [];
  let next = base;
  let pos = 0;
  let lineNo = 0;
  while (pos < text.length) {
    lineNo++;
    const nl = text.indexOf('\n', pos);
    if (nl < 0) return { actions, damage: `line ${lineNo} is incomplete (a write was cut short)` };
    const line = text.slice(pos, nl);
    pos = nl + 1;
    const m = /^([0-9a-f]{8}) (.*)$/.exec(line);
    if (!m || crc32Hex(m[2]!) !== m[1]) return { actions, damage: `line ${lineNo} is garbled (checksum mismatch)` };
    let entry: unknown;
    try {
      entry = JSON.parse(m[2]!);
    } catch {
      return { actions, damage: `line ${lineNo} is not JSON` };
    }
    const e = entry as { i?: unknown; a?: unknown };
    if (typeof e !== 'object' || e === null || !Number.isInteger(e.i) || !('a' in e) || !isJsonValue(e.a)) {
      return { actions, damage: `line ${lineNo} is not a journal entry` };
    }
    const i = e.i as number;
    if (i < base) continue; // already folded into the header by a compaction
    if (i !== next) return { actions, damage: `line ${lineNo} has action ${i}, expected ${next}` };
    actions.push(e.a);
    next++;
  }
  return { actions, damage: null };
}

export async function readJournalText(file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (e) {
    if ((e as { code?: unknown }).code === 'ENOENT') return '';
    throw e;
  }
}

/** Append one line and fsync it before resolving: once this resolves the action is on disk. */
export async function appendJournalLine(file: string, line: string): Promise<void> {
  // Opening is retried like a rename (a scanner may hold the file on Windows); a failed write is not,
  // the caller rewrites the game file instead.
  const fh = await withTransientRetry(() => open(file, 'a'));
  try {
    await fh.writeFile(line, 'utf8');
    await fh.datasync();
  } finally {
    await fh.close();
  }
}

/** Delete a file if it exists; fs.rm itself retries EBUSY/EPERM (Windows) with a growing delay. */
export async function removeFile(file: string): Promise<void> {
  await rm(file, { force: true, maxRetries: 5, retryDelay: 50 });
}

export const deleteJournal = removeFile;
