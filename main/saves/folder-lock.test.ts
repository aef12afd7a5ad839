/**
 * The save-folder lock's decisions, in one process (the two-process run is
 * host/folder-lock.test.ts): a held lock refuses, naming its owner; a lock whose owner process
 * has ended is taken over at once; one without an owner file only once it is stale.
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { FolderInUseError, LOCK_DIR, LOCK_OWNER_FILE, lockSaveFolder } from './folder-lock';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));
const folder = () => {
  const d = mkdtempSync(join(tmpdir(), 'cardhall-lock-'));
  dirs.push(d);
  return d;
};

/** A pid that has certainly ended: a child that ran and was reaped. */
const deadPid = () => spawnSync(process.execPath, ['-e', '0']).pid!;

function plantLock(dir: string, owner: object | null, ageSec = 0): void {
  mkdirSync(join(dir, LOCK_DIR));
  if (owner) writeFileSync(join(dir, LOCK_OWNER_FILE), JSON.stringify(owner));
  const t = Date.now() / 1000 - ageSec;
  utimesSync(join(dir, LOCK_DIR), t, t);
}

describe('lockSaveFolder', () => {
  it('refuses a held folder, naming the owner; gives it back on release', () => {
    const dir = folder();
    const held = lockSaveFolder(dir, { app: 'desktop' });
    let refused: unknown;
    try {
      lockSaveFolder(dir, { app: 'web' });
    } catch (e) {
      refused = e;
    }
    expect(refused).toBeInstanceOf(FolderInUseError);
    expect((refused as Error).message).toContain(
      `in use by the Cardhall desktop app (process ${process.pid}, since ${held.owner.since})`,
    );
    held.release();
    lockSaveFolder(dir, { app: 'web' }).release();
  });

  it('takes over at once a lock whose owner process has ended', () => {
    const dir = folder();
    const since = new Date().toISOString();
    plantLock(dir, { app: 'web', pid: deadPid(), host: hostname(), since }, 5);
    const lock = lockSaveFolder(dir, { app: 'desktop' });
    expect(lock.owner.pid).toBe(process.pid);
    lock.release();
  });

  it('a lock whose refresh failed (e.g. after a sleep) is taken again while it is still ours', async () => {
    const dir = folder();
    const lost: Error[] = [];
    const lock = lockSaveFolder(dir, {
      app: 'desktop',
      staleMs: 2000,
      onLost: (e) => lost.push(e),
    });
    // Another time on the lock than the one its owner set: proper-lockfile calls it compromised.
    const t = Date.now() / 1000 - 60;
    utimesSync(join(dir, LOCK_DIR), t, t);
    await new Promise((r) => setTimeout(r, 1600));
    expect(lost).toEqual([]);
    expect(lock.lost).toBe(false);
    expect(() => lockSaveFolder(dir, { app: 'web' })).toThrow(FolderInUseError);
    lock.release();
    lockSaveFolder(dir, { app: 'web' }).release();
  });

  it('a lock of a running process elsewhere, or without an owner, waits until it is stale', () => {
    const dir = folder();
    plantLock(dir, { app: 'web', pid: deadPid(), host: 'another-machine', since: 'x' }, 1);
    expect(() => lockSaveFolder(dir, { app: 'desktop', staleMs: 3000 })).toThrow(
      /in use by the web host \(process \d+ on another-machine/,
    );
    rmSync(join(dir, LOCK_DIR), { recursive: true });
    rmSync(join(dir, LOCK_OWNER_FILE));
    plantLock(dir, null, 1);
    expect(() => lockSaveFolder(dir, { app: 'desktop', staleMs: 3000 })).toThrow(
      /in use by another Cardhall process/,
    );
    utimesSync(join(dir, LOCK_DIR), Date.now() / 1000 - 10, Date.now() / 1000 - 10);
    lockSaveFolder(dir, { app: 'desktop', staleMs: 3000 }).release();
  });

  it('a hostile or damaged owner file: its words cleaned and cut, never a hang, never a process group', () => {
    const dir = folder();
    // Fresh, of a running process (this one): refused, with a message that stays one short line.
    const evil = '\u202E' + 'x'.repeat(1500) + '\u0000\n\u001b[31m';
    plantLock(dir, { app: evil, pid: process.pid, host: hostname(), since: evil });
    let message = '';
    try {
      lockSaveFolder(dir, { app: 'desktop' });
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message, JSON.stringify(message)).toMatch(/in use by x+… \(process \d+, since x+…\)/);
    expect(message.length).toBeLessThan(dir.length + 300);
    expect(message).not.toMatch(/[\p{Cc}\u202A-\u202E]/u);
    // A FIFO, torn JSON, and a pid naming a process group count as no owner (stale rule).
    for (const plant of [
      () => spawnSync('mkfifo', [join(dir, LOCK_OWNER_FILE)]),
      () => writeFileSync(join(dir, LOCK_OWNER_FILE), '{"app":"web","pid":'),
      () =>
        writeFileSync(
          join(dir, LOCK_OWNER_FILE),
          JSON.stringify({ app: 'web', pid: -1, host: hostname(), since: 'x' }),
        ),
    ]) {
      rmSync(join(dir, LOCK_OWNER_FILE), { force: true });
      plant();
      expect(() => lockSaveFolder(dir, { app: 'desktop', staleMs: 3000 })).toThrow(
        /in use by another Cardhall process/,
      );
    }
  });
});
