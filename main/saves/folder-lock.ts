/**
 * One writer per save folder (issue #32 item 3). The desktop app and the browser host both
 * take this lock before they open the folder's saves or its log; a second process on the same
 * folder is told which folder is in use and by what (which app, which process, since when),
 * and exits without writing anything there.
 *
 * proper-lockfile does the locking: an exclusive `mkdir` of `<folder>/cardhall.lock` (atomic
 * on every OS and on network drives), whose time the owner refreshes every few seconds. Beside
 * it, `cardhall.lock.json` says who holds it, for the message.
 *
 * A stale lock (the owner was killed or crashed) is taken over:
 * - at once when its owner's process is gone on this machine (the owner file names the pid);
 * - otherwise once the lock has not been refreshed for `staleMs` (proper-lockfile's own
 *   staleness check), e.g. the owner file was never written, or the owner ran elsewhere.
 * A running owner keeps its lock fresh, so it is never taken over while it runs.
 */
import lockfile from 'proper-lockfile';
import { mkdirSync, readFileSync, rmdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { plainName } from './kinds/plain-name';

export const LOCK_DIR = 'cardhall.lock';
export const LOCK_OWNER_FILE = 'cardhall.lock.json';

/** Who holds a folder's lock (written beside it for the next process's message). */
export interface LockOwner {
  /** `desktop` (the Electron app) or `web` (`npm run web`), or a tool's name. */
  app: string;
  pid: number;
  host: string;
  /** ISO time the lock was taken. */
  since: string;
}

export class FolderInUseError extends Error {
  readonly code = 'folder-in-use';
  constructor(
    readonly folder: string,
    readonly owner: LockOwner | null,
  ) {
    super(
      owner
        ? `the save folder ${folder} is in use by ${describeOwner(owner)}; close it first, or use another folder`
        : `the save folder ${folder} is in use by another Cardhall process; close it first, or use another folder`,
    );
    this.name = 'FolderInUseError';
  }
}

function describeOwner(o: LockOwner): string {
  const app =
    o.app === 'desktop'
      ? 'the Cardhall desktop app'
      : o.app === 'web'
        ? 'the web host'
        : shown(o.app);
  const where = o.host === hostname() ? '' : ` on ${shown(o.host)}`;
  return `${app} (process ${o.pid}${where}, since ${shown(o.since)})`;
}

/** The owner file's words as the message may show them: anyone could have written it. */
function shown(text: string): string {
  const clean = plainName(text);
  return clean.length > 64 ? `${clean.slice(0, 64)}…` : clean;
}

export interface FolderLock {
  readonly owner: LockOwner;
  /** True once the lock was lost (the folder was removed, the clock jumped, another took it). */
  readonly lost: boolean;
  /** Give the folder back (removes the lock); safe to call twice. */
  release(): void;
}

export interface FolderLockOptions {
  app: string;
  /** A lock not refreshed for this long is stale (default 10 s; at least 2 s). */
  staleMs?: number;
  /** The lock was lost while held (logged by the caller; the process goes on). */
  onLost?: (err: Error) => void;
}

/** Longest owner file read (ours are ~120 bytes). */
const MAX_OWNER_BYTES = 4096;

/**
 * The owner file, or null when there is none or it cannot be one of ours: not a regular file
 * (a FIFO would block the read for good), too long, not JSON, or fields of the wrong kind (a
 * pid of 0 or below would name a process group to `process.kill`).
 */
function readOwner(folder: string): LockOwner | null {
  const path = join(folder, LOCK_OWNER_FILE);
  try {
    const st = statSync(path);
    if (!st.isFile() || st.size > MAX_OWNER_BYTES) return null;
    const o = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockOwner> | null;
    if (!o || !Number.isSafeInteger(o.pid) || o.pid! <= 0) return null;
    if (![o.app, o.host, o.since].every((x) => typeof x === 'string')) return null;
    return o as LockOwner;
  } catch {
    return null;
  }
}

/** The owner's process has ended (on this machine; elsewhere we cannot tell). */
function ownerGone(o: LockOwner): boolean {
  if (o.host !== hostname()) return false;
  if (o.pid === process.pid) return false;
  try {
    process.kill(o.pid, 0);
    return false;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/** A lock younger than this is never taken over by the dead-owner check (see below). */
const FRESH_MS = 1000;

function ageMs(path: string): number | null {
  try {
    return Date.now() - statSync(path).mtimeMs;
  } catch {
    return null;
  }
}

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

const sameOwner = (a: LockOwner | null, b: LockOwner): boolean =>
  a !== null && a.pid === b.pid && a.since === b.since && a.host === b.host;

/**
 * Take the folder's lock (creating the folder if need be), or throw FolderInUseError (with the
 * owner, when known). Synchronous, so a shell takes it before anything else touches the folder.
 */
export function lockSaveFolder(folder: string, opts: FolderLockOptions): FolderLock {
  mkdirSync(folder, { recursive: true });
  const lockPath = join(folder, LOCK_DIR);
  const staleMs = Math.max(2000, opts.staleMs ?? 10_000);
  let lost = false;
  let me: LockOwner | null = null;
  const take = (): (() => void) =>
    lockfile.lockSync(folder, {
      lockfilePath: lockPath,
      realpath: false,
      stale: staleMs,
      onCompromised: (err: Error) => {
        // The refresh failed (the computer slept past the stale time, the lock's time was
        // touched): while the owner file still names this process nobody took the folder
        // over, so take the lock again; otherwise it is lost (the caller logs it).
        if (me && !lost && sameOwner(readOwner(folder), me)) {
          try {
            rmSync(lockPath, { recursive: true, force: true });
            unlock = take();
            return;
          } catch {
            // Someone else has it now.
          }
        }
        lost = true;
        opts.onLost?.(err);
      },
    });
  let unlock: () => void;
  try {
    unlock = take();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ELOCKED') throw err;
    const owner = readOwner(folder);
    if (!owner || !ownerGone(owner)) throw new FolderInUseError(folder, owner);
    // Left by a process that has ended (killed, crashed): take it over. Not a lock made this
    // very second, though: its new owner may not have written the owner file yet, and the
    // file read may still name the dead one.
    const age = ageMs(lockPath);
    if (age !== null && age < FRESH_MS) sleepSync(FRESH_MS - age);
    if (!sameOwner(readOwner(folder), owner)) throw new FolderInUseError(folder, readOwner(folder));
    try {
      rmdirSync(lockPath);
    } catch {
      // Another process took it over first: the second try says so.
    }
    try {
      unlock = take();
    } catch (again) {
      if ((again as NodeJS.ErrnoException).code !== 'ELOCKED') throw again;
      throw new FolderInUseError(folder, readOwner(folder));
    }
  }
  const owner: LockOwner = {
    app: opts.app,
    pid: process.pid,
    host: hostname(),
    since: new Date().toISOString(),
  };
  writeFileSync(join(folder, LOCK_OWNER_FILE), `${JSON.stringify(owner)}\n`);
  me = owner;
  let released = false;
  return {
    owner,
    get lost() {
      return lost;
    },
    release() {
      if (released) return;
      released = true;
      if (!lost) rmSync(join(folder, LOCK_OWNER_FILE), { force: true });
      try {
        unlock();
      } catch {
        // Already lost: nothing of ours is left to remove.
      }
    },
  };
}
