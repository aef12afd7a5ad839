/**
 * Moving a bad file out of the way, so the app can go on (and later write a fresh file with
 * the same name) without destroying what the player might want to recover or send us.
 *
 * `decks/abc.json` goes to `damaged/decks/abc.damaged-2026-11-29T12-30-00-000Z.json`: one
 * folder to look in, the original sub-folder kept, a timestamp that is valid on Windows.
 * Files in `damaged/` are never read by the service.
 */
import { copyFile, mkdir, rename } from 'node:fs/promises';
import { dirname, join, posix } from 'node:path';

export const DAMAGED_DIR = 'damaged';

function stamp(now: Date): string {
  return now.toISOString().replace(/[:.]/g, '-');
}

/** How often each target name was handed out, so the same file moved twice in one millisecond gets `-2`. */
const handedOut = new Map<string, number>();

/** Relative target path for a damaged copy of `rel` (forward slashes). */
export function damagedPathFor(rel: string, now: Date): string {
  const dir = posix.dirname(rel);
  const base = posix.basename(rel);
  const dot = base.indexOf('.');
  const name = dot > 0 ? base.slice(0, dot) : base;
  const ext = dot > 0 ? base.slice(dot) : '';
  const target = posix.join(DAMAGED_DIR, dir === '.' ? '' : dir, `${name}.damaged-${stamp(now)}`);
  const n = (handedOut.get(target) ?? 0) + 1;
  handedOut.set(target, n);
  return `${target}${n === 1 ? '' : `-${n}`}${ext}`;
}

export type MoveResult = { ok: true; movedTo: string } | { ok: false; error: string };

/** Rename `rel` (relative to root) into the damaged folder; `copy` leaves the original. */
export async function moveAside(
  root: string,
  rel: string,
  now: Date,
  copy = false,
): Promise<MoveResult> {
  const target = damagedPathFor(rel, now);
  try {
    await mkdir(dirname(join(root, target)), { recursive: true });
    if (copy) await copyFile(join(root, rel), join(root, target));
    else await rename(join(root, rel), join(root, target));
    return { ok: true, movedTo: target };
  } catch (e) {
    // The code only: Node's message names absolute paths, and this text may reach the page.
    const code = (e as { code?: unknown } | null)?.code;
    return { ok: false, error: typeof code === 'string' ? code : 'file system error' };
  }
}
