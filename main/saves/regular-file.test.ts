/**
 * Regular files only (issue #32 item 9): a FIFO where a deck, a replay, a game or a game's
 * journal belongs is set aside unread and reported (`not-a-file`); the lists answer at once
 * (before, the first FIFO hung every list for good). A folder in a save's place likewise.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openSaveStore } from './save-store';
import { NotRegularFileError, readRegularFile } from './regular-file';

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((r) => rmSync(r, { recursive: true, force: true })));

function mkfifo(path: string): void {
  const r = spawnSync('mkfifo', [path]);
  if (r.status !== 0) throw new Error(`mkfifo failed: ${r.stderr}`);
}

/** Fails (rather than hangs) when `p` takes longer than `ms`. */
function within<T>(p: Promise<T>, ms = 5000): Promise<T> {
  return Promise.race([
    p,
    new Promise<T>((_, reject) =>
      setTimeout(() => reject(new Error(`still waiting after ${ms} ms`)), ms),
    ),
  ]);
}

describe('only regular files are read from the save folder', () => {
  it('readRegularFile refuses a FIFO and a folder at once, and reads a file', async () => {
    const root = mkdtempSync(join(tmpdir(), 'cardhall-fifo-'));
    roots.push(root);
    mkfifo(join(root, 'pipe'));
    mkdirSync(join(root, 'dir'));
    await expect(within(readRegularFile(join(root, 'pipe'), 100))).rejects.toThrow(
      new NotRegularFileError('a FIFO'),
    );
    await expect(readRegularFile(join(root, 'dir'), 100)).rejects.toThrow('a folder');
    await expect(readRegularFile(join(root, 'missing'), 100)).rejects.toMatchObject({
      code: 'ENOENT',
    });
  });

  it('FIFOs among decks, replays, games and journals: lists answer, FIFOs set aside and reported', async () => {
    const root = mkdtempSync(join(tmpdir(), 'cardhall-fifo-'));
    roots.push(root);
    const store = await openSaveStore({ root, appVersion: '1.0.0' });
    await store.startGame({
      id: 'g-real',
      game: 'clash',
      options: { mode: 'draft' },
      seed: 1,
      mode: { kind: 'hotseat' },
      seats: [{ name: 'A' }, { name: 'B' }],
      actions: [],
    });
    await store.flush();
    mkfifo(join(root, 'decks', 'fifo-deck.json'));
    mkfifo(join(root, 'replays', 'fifo-replay.json'));
    mkfifo(join(root, 'games', 'fifo-game.json'));
    mkfifo(join(root, 'games', 'g-real.actions.jsonl'));

    const fresh = await openSaveStore({ root, appVersion: '1.0.0' });
    expect(await within(fresh.listDecks())).toEqual([]);
    expect(await within(fresh.listReplays())).toEqual([]);
    const games = await within(fresh.listGames());
    expect(games.map((g) => g.id)).toEqual(['g-real']);
    const problems = fresh.problems();
    expect(
      problems
        .filter((p) => p.reason === 'not-a-file')
        .map((p) => p.file)
        .sort(),
    ).toEqual([
      'decks/fifo-deck.json',
      'games/fifo-game.json',
      'games/g-real.actions.jsonl',
      'replays/fifo-replay.json',
    ]);
    for (const p of problems) expect(p.detail).not.toContain(root);
    expect(existsSync(join(root, 'decks', 'fifo-deck.json'))).toBe(false);
  });
});
