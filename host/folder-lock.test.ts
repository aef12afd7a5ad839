/**
 * One writer per save folder (issue #32 item 3), with two real processes: the browser host
 * (`host/web-host.ts`, as `npm run web` runs it) holds its folder; a second one on the same
 * folder says which folder is in use and by what, exits with code 2 and writes nothing there;
 * on another folder it runs. After the first is SIGKILLed (its lock left behind) the next
 * one takes the stale lock over.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { killChildren, runTs } from './fixtures/child-process';
import { LOCK_DIR, LOCK_OWNER_FILE } from '../main/saves/folder-lock';

const WEB_HOST = fileURLToPath(new URL('./web-host.ts', import.meta.url));

const dirs: string[] = [];
afterEach(() => {
  killChildren();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function folders() {
  const dir = mkdtempSync(join(tmpdir(), 'cardhall-folder-lock-'));
  dirs.push(dir);
  const webRoot = join(dir, 'web');
  mkdirSync(webRoot);
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>t</title>');
  return { dir, webRoot };
}

const host = (webRoot: string, dataDir: string) =>
  runTs(WEB_HOST, ['--port', '0', '--data-dir', dataDir], { CARDHALL_WEB_OUT: webRoot });

/** Every file under `dir` with its modification time (what a second process must not touch). */
function snapshot(dir: string): Record<string, number> {
  const out: Record<string, number> = {};
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      const st = statSync(p);
      if (st.isDirectory()) walk(p);
      else out[p.slice(dir.length)] = st.mtimeMs + st.size;
    }
  };
  walk(dir);
  return out;
}

describe('one writer per save folder (two real processes)', () => {
  it('a second host on the same folder names the owner and exits; a stale lock is taken over', async () => {
    const { dir, webRoot } = folders();
    const data = join(dir, 'data');
    const first = host(webRoot, data);
    await first.waitFor(/^Cardhall is running at /);
    expect(readdirSync(data)).toEqual(expect.arrayContaining([LOCK_DIR, LOCK_OWNER_FILE]));
    const before = snapshot(data);

    const second = host(webRoot, data);
    const { code } = await second.exited;
    expect(code).toBe(2);
    expect(second.stderr()).toContain(`the save folder ${data} is in use by the web host`);
    expect(second.stderr()).toContain(`process ${first.child.pid}`);
    expect(second.stdout()).not.toContain('Cardhall is running');
    // Nothing written into the folder by the second process (not even its log).
    expect(snapshot(data)).toEqual(before);

    // Another folder is free.
    const other = host(webRoot, join(dir, 'other'));
    await other.waitFor(/^Cardhall is running at /);

    // The owner is killed: its lock stays behind, and the next host takes it over.
    first.child.kill('SIGKILL');
    await first.exited;
    expect(readdirSync(data)).toContain(LOCK_DIR);
    const third = host(webRoot, data);
    await third.waitFor(/^Cardhall is running at /);
    // ... and holds it now: a fourth is refused, naming the third.
    const fourth = host(webRoot, data);
    expect((await fourth.exited).code).toBe(2);
    expect(fourth.stderr()).toContain(`process ${third.child.pid}`);

    // A host stopped normally gives the folder back.
    third.child.kill('SIGTERM');
    expect((await third.exited).code).toBe(0);
    expect(readdirSync(data)).not.toContain(LOCK_DIR);
    expect(readdirSync(data)).not.toContain(LOCK_OWNER_FILE);
  }, 60_000);
});
