/**
 * Reading and writing one document file under the save root.
 *
 * Reading: a missing file is "missing"; a damaged one is moved aside and reported; a file from
 * a newer Cardhall is reported, left in place and remembered so no write touches it.
 * Writing: refuses if the target is (or was seen to be) from a newer version; otherwise
 * encodes, then writes atomically with retries. Callers serialize per file (KeyedQueue).
 */
import { FileTooLargeError, NotRegularFileError, readRegularFile } from './regular-file';
import { join } from 'node:path';
import { AtomicWriter, writeAtomicWithRetry } from './atomic-write';
import { decodeDocument, DocumentKind, encodeDocument } from './document';
import { SaveError } from './errors';
import { ProblemLog, SaveProblem } from './problems';
import { moveAside } from './quarantine';

export interface FileContext {
  root: string;
  appVersion: string;
  now: () => Date;
  problems: ProblemLog;
  writer: AtomicWriter;
  /** Files found to be from a newer Cardhall (relative paths): never written or deleted. */
  newer: Set<string>;
  /** Files already read or written by this session at the current version: no need to peek. */
  checked: Set<string>;
  /** Document files read so far (tests check that listings come from the index). */
  reads: number;
}

export type ReadOutcome<T> =
  | { status: 'ok'; value: T; fromVersion: number }
  | { status: 'missing' }
  | { status: 'newer'; problem: SaveProblem }
  | { status: 'damaged'; problem: SaveProblem };

function isMissing(e: unknown): boolean {
  return (e as { code?: unknown } | null)?.code === 'ENOENT';
}

/**
 * Far above any save Cardhall writes (a 20,000-action replay of canonical actions is ~3 MB):
 * a larger file is set aside unread, so one odd file cannot take the app's memory.
 */
export const MAX_SAVE_FILE_BYTES = 32 * 1024 * 1024;

/**
 * An fs error for a message that may reach the page: its code (`EACCES`, `ENOSPC`, …), never
 * Node's message, which names the absolute path (the user's name, folder layout).
 */
export function fsErrorText(e: unknown): string {
  const code = (e as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[A-Z0-9_]{2,32}$/.test(code) ? code : 'file system error';
}

/** A UTF-8 byte-order mark (hand-edited files, Windows Notepad) is not part of the JSON. */
export function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

export async function readDocumentFile<T>(
  ctx: FileContext,
  rel: string,
  kind: DocumentKind<T>,
): Promise<ReadOutcome<T>> {
  let text: string;
  try {
    ctx.reads++;
    // Regular files only: a FIFO or a folder in a save's place is reported, never waited on.
    text = stripBom(await readRegularFile(join(ctx.root, rel), MAX_SAVE_FILE_BYTES));
  } catch (e) {
    if (isMissing(e)) {
      ctx.reads--;
      ctx.checked.add(rel);
      return { status: 'missing' };
    }
    if (e instanceof FileTooLargeError) {
      ctx.reads--;
      return {
        status: 'damaged',
        problem: await setAside(ctx, rel, kind.kind, 'too-large', e.message),
      };
    }
    if (e instanceof NotRegularFileError) {
      ctx.reads--;
      return {
        status: 'damaged',
        problem: await setAside(ctx, rel, kind.kind, 'not-a-file', e.message),
      };
    }
    return {
      status: 'damaged',
      problem: await setAside(ctx, rel, kind.kind, 'unreadable', fsErrorText(e)),
    };
  }
  const d = decodeDocument(text, kind);
  if (d.ok) {
    ctx.checked.add(rel);
    if (d.reset.length > 0) {
      ctx.problems.report({
        file: rel,
        kind: kind.kind,
        reason: 'fields-reset',
        detail: `invalid values replaced by defaults: ${d.reset.join(', ')}`,
        movedTo: null,
        at: ctx.now().toISOString(),
      });
    }
    return { status: 'ok', value: d.value, fromVersion: d.fromVersion };
  }
  if (d.reason === 'newer-version') {
    ctx.newer.add(rel);
    const problem: SaveProblem = {
      file: rel,
      kind: kind.kind,
      reason: 'newer-version',
      detail: d.detail,
      movedTo: null,
      at: ctx.now().toISOString(),
    };
    ctx.problems.report(problem);
    return { status: 'newer', problem };
  }
  return { status: 'damaged', problem: await setAside(ctx, rel, kind.kind, d.reason, d.detail) };
}

async function setAside(
  ctx: FileContext,
  rel: string,
  kind: string,
  reason: SaveProblem['reason'],
  detail: string,
): Promise<SaveProblem> {
  const now = ctx.now();
  const moved = await moveAside(ctx.root, rel, now);
  const problem: SaveProblem = {
    file: rel,
    kind,
    reason,
    detail: moved.ok ? detail : `${detail} (could not move it aside: ${moved.error})`,
    movedTo: moved.ok ? moved.movedTo : null,
    at: now.toISOString(),
  };
  if (moved.ok) ctx.checked.add(rel); // the name is free now
  ctx.problems.report(problem);
  return problem;
}

export function newerVersionError(rel: string): SaveError {
  return new SaveError(
    'newer-version',
    `${rel} was saved by a newer version of Cardhall; this version will not overwrite or delete it`,
    rel,
  );
}

/**
 * Throws SaveError('newer-version') if `rel` must not be written. The first time a session
 * touches a file it reads it; a damaged file found this way is moved aside (and reported).
 */
export async function assertWritable<T>(
  ctx: FileContext,
  rel: string,
  kind: DocumentKind<T>,
): Promise<void> {
  if (!ctx.checked.has(rel) && !ctx.newer.has(rel)) await readDocumentFile(ctx, rel, kind);
  if (ctx.newer.has(rel)) throw newerVersionError(rel);
}

export async function writeDocumentFile<T>(
  ctx: FileContext,
  rel: string,
  kind: DocumentKind<T>,
  value: T,
): Promise<void> {
  await assertWritable(ctx, rel, kind);
  let text: string;
  try {
    text = encodeDocument(kind, value, {
      savedAt: ctx.now().toISOString(),
      appVersion: ctx.appVersion,
    });
  } catch (e) {
    throw new SaveError('invalid-input', (e as Error).message, rel);
  }
  try {
    await writeAtomicWithRetry(join(ctx.root, rel), text, ctx.writer);
  } catch (e) {
    throw new SaveError('io', `could not save ${rel} (${fsErrorText(e)})`, rel, { cause: e });
  }
  ctx.checked.add(rel);
}
