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
 * wrong checksum; reading skips such a line and keeps every later good line that continues
 * the indices (parseJournal). Every `compactEvery`
 * actions the header is rewritten with all actions and the journal deleted; lines whose index
 * is already in the header are skipped, so a crash between those two steps loses nothing.
 *
 * A take-back (issue #35) is one more line, `{"i":<actions before it>,"u":<how many>}`: the
 * last `u` actions are undone and the next action has index i − u. The store compacts right
 * after writing it, so such a line is the journal's last; if a crash comes first, reading the
 * line undoes the same actions again (also ones already folded into the header: `cut`), so a
 * resumed game lands on the position the player saw after the take-back.
 */
import { open, rm } from 'node:fs/promises';
import { readRegularFile } from './regular-file';
import { withTransientRetry } from './atomic-write';
import { crc32Hex } from './crc32';
import { isJsonValue, JsonValue } from './json-value';

export function journalLine(index: number, action: JsonValue): string {
  const body = JSON.stringify({ i: index, a: action });
  return `${crc32Hex(body)} ${body}\n`;
}

/** A take-back of the last `count` of `index` actions. */
export function undoLine(index: number, count: number): string {
  const body = JSON.stringify({ i: index, u: count });
  return `${crc32Hex(body)} ${body}\n`;
}

export interface ParsedJournal {
  /** Actions with index >= base, in order, contiguous from base. */
  actions: JsonValue[];
  /** Why reading stopped early, or null if the whole journal was good. */
  damage: string | null;
  /** Present when a take-back undid actions of the header too: how many of its last ones. */
  cut?: number;
}

type Entry = { i: number; a: JsonValue } | { i: number; u: number };

/** One line as a journal entry, or why it is not one. */
function entryOf(line: string): Entry | string {
  const m = /^([0-9a-f]{8}) (.*)$/.exec(line);
  if (!m || crc32Hex(m[2]!) !== m[1]) return 'garbled (checksum mismatch)';
  let entry: unknown;
  try {
    entry = JSON.parse(m[2]!);
  } catch {
    return 'not JSON';
  }
  const e = entry as { i?: unknown; a?: unknown; u?: unknown };
  if (typeof e !== 'object' || e === null || !Number.isInteger(e.i)) return 'not a journal entry';
  if (
    !('a' in e) &&
    Number.isInteger(e.u) &&
    (e.u as number) > 0 &&
    (e.u as number) <= (e.i as number)
  )
    return { i: e.i as number, u: e.u as number };
  if (!('a' in e) || !isJsonValue(e.a)) return 'not a journal entry';
  return { i: e.i as number, a: e.a };
}

/** Where a whole entry starts inside a garbled line (a torn write with the next append glued on). */
const EMBEDDED_START = /[0-9a-f]{8} \{"i":/g;

/**
 * Pure: the usable actions of a journal whose first needed index is `base`. A garbled line
 * (torn, bit-flipped, foreign text) is skipped and reading goes on: later lines that carry
 * their own valid checksum and the next index are kept (e.g. the retry of a torn append). A
 * gap or repeat in the indices stops reading — no action may be skipped: when a garbled line
 * took an action with it, `damage` says which one and how many good later actions it cost.
 */
export function parseJournal(text: string, base: number): ParsedJournal {
  const actions: JsonValue[] = [];
  let cut = 0;
  let next = base;
  let pos = 0;
  let lineNo = 0;
  let damage: string | null = null;
  const note = (why: string) => {
    damage ??= why;
  };
  while (pos < text.length) {
    lineNo++;
    const nl = text.indexOf('\n', pos);
    if (nl < 0) {
      note(`line ${lineNo} is incomplete (a write was cut short)`);
      break;
    }
    const line = text.slice(pos, nl);
    pos = nl + 1;
    let entry = entryOf(line);
    if (typeof entry === 'string') {
      // A torn line followed by a good one on the same line: use the good one.
      let found: Entry | null = null;
      for (const m of line.matchAll(EMBEDDED_START)) {
        if (m.index === 0) continue;
        const inner = entryOf(line.slice(m.index));
        if (typeof inner !== 'string') found = inner;
      }
      note(`line ${lineNo} is ${entry}`);
      if (!found) continue;
      entry = found;
    }
    if (entry.i < base) continue; // already folded into the header by a compaction
    if (entry.i !== next) {
      if (damage !== null && entry.i > next) {
        // A garbled line took action `next` with it. The later lines are good, but no game can
        // skip an action (each one is played on the position the one before left), so they
        // cannot be used; say so exactly (docs/reliability.md). The journal is kept aside.
        const later = laterActions(text.slice(pos), entry.i);
        damage =
          `${damage}: action ${next} is lost with it, so the ${later.count} good saved ` +
          `action${later.count === 1 ? '' : 's'} after it (${entry.i}–${later.last}) cannot be ` +
          'replayed (each is played on the position the one before it left)';
      } else note(`line ${lineNo} has action ${entry.i}, expected ${next}`);
      break;
    }
    if ('u' in entry) {
      // A take-back: drop its actions from this journal, and from the header beyond that.
      const fromJournal = Math.min(entry.u, actions.length);
      actions.length -= fromJournal;
      cut += entry.u - fromJournal;
      next -= entry.u;
      continue;
    }
    actions.push(entry.a);
    next++;
  }
  return cut > 0 ? { actions, damage, cut } : { actions, damage };
}

/** How many good actions continue from `first` in `rest` (the lines after it), and the last. */
function laterActions(rest: string, first: number): { count: number; last: number } {
  let last = first;
  for (const line of rest.split('\n')) {
    const e = entryOf(line);
    if (typeof e === 'string' || 'u' in e || e.i !== last + 1) continue;
    last = e.i;
  }
  return { count: last - first + 1, last };
}

/** A journal longer than this is set aside unread (20,000 canonical actions are ~3 MB). */
export const MAX_JOURNAL_BYTES = 32 * 1024 * 1024;

export async function readJournalText(file: string): Promise<string> {
  try {
    // Regular files only (a FIFO would hang the read): NotRegularFileError, code ENOTREG.
    return await readRegularFile(file, MAX_JOURNAL_BYTES);
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
