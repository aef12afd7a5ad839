/**
 * SaveStore.flush(): at shutdown the app calls it instead of awaiting each save, so it must
 * cover every write queued so far — also writes a queued job starts itself (finishing a game
 * writes the replay and then the history) — and pendingFiles() must say what is still open.
 * The writer is slowed down so that nothing is on disk unless flush() really waited.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type AtomicWriter, defaultAtomicWriter } from './atomic-write';
import { openSaveStore } from './save-store';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'cardhall-flush-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
/** The real writer, started only after `ms`: a slow disk. */
const slowWriter =
  (ms: number): AtomicWriter =>
  async (file, text) => {
    await sleep(ms);
    await defaultAtomicWriter(file, text);
  };
const readDoc = async (rel: string) =>
  JSON.parse(await readFile(join(root, rel), 'utf8')) as {
    kind: string;
    data: Record<string, unknown>;
  };

const newGame = {
  id: 'flush-game',
  game: 'orbs' as const,
  options: { target: 5 },
  seed: 7,
  mode: { kind: 'hotseat' as const },
  seats: [{ name: 'Ann' }, { name: 'Ben' }],
};

describe('SaveStore.flush', () => {
  it('resolves only when every queued write is on disk and valid', async () => {
    const store = await openSaveStore({ root, appVersion: '0.1.0', writer: slowWriter(40) });
    // Queued, never awaited one by one — as the save service does during play.
    const queued: Promise<unknown>[] = [
      store.saveDeck({ id: 'deck-a', name: 'A', cards: [{ id: 'x', count: 1 }] }),
      store.saveDeck({ id: 'deck-b', name: 'B', cards: [{ id: 'y', count: 2 }] }),
      store.updateSettings({ language: 'cs' }),
      store.startGame(newGame),
    ];
    queued.push(
      store.appendAction('flush-game', { add: 1 }, 0),
      store.appendAction('flush-game', { add: 2 }, 1),
    );
    for (const p of queued) p.catch(() => undefined);
    expect(store.pendingFiles().sort()).toEqual([
      'decks/deck-a.json',
      'decks/deck-b.json',
      'games/flush-game.json',
      'settings.json',
    ]);
    expect(existsSync(join(root, 'decks/deck-a.json'))).toBe(false);

    await store.flush();

    expect(store.pendingFiles()).toEqual([]);
    expect((await readDoc('decks/deck-a.json')).data).toMatchObject({ name: 'A' });
    expect((await readDoc('decks/deck-b.json')).data).toMatchObject({ name: 'B' });
    expect((await readDoc('settings.json')).data).toMatchObject({ language: 'cs' });
    expect((await readDoc('games/flush-game.json')).kind).toBe('game-in-progress');
    const journal = (await readFile(join(root, 'games/flush-game.actions.jsonl'), 'utf8'))
      .trim()
      .split('\n');
    expect(journal).toHaveLength(2);
    // A fresh store (the next app start) sees the same game.
    const again = await openSaveStore({ root, appVersion: '0.1.0' });
    expect((await again.getGame('flush-game')).actions).toEqual([{ add: 1 }, { add: 2 }]);
  });

  it('also waits for writes that a queued job queues itself (finish → replay → history)', async () => {
    const store = await openSaveStore({ root, appVersion: '0.1.0', writer: slowWriter(30) });
    await store.startGame(newGame);
    await store.appendAction('flush-game', { add: 3 }, 0);
    void store.finishGame('flush-game', { winner: 0 }).catch(() => undefined);

    await store.flush();

    expect((await readDoc('replays/flush-game.json')).data).toMatchObject({
      actions: [{ add: 3 }],
      result: { winner: 0 },
    });
    // On disk (history.json + its append log), as a restarted app reads it.
    const restarted = await openSaveStore({ root, appVersion: '0.1.0' });
    expect(await restarted.getHistory()).toMatchObject([{ id: 'flush-game', winner: 0 }]);
    expect(existsSync(join(root, 'games/flush-game.json'))).toBe(false);
    expect(store.pendingFiles()).toEqual([]);
  });

  it('settles after a failed write, leaving the failure to the caller', async () => {
    const failing: AtomicWriter = async () => {
      await sleep(10);
      throw Object.assign(new Error('disk full'), { code: 'ENOSPC' });
    };
    const store = await openSaveStore({ root, appVersion: '0.1.0', writer: failing });
    const saved = store.saveDeck({ id: 'deck-a', name: 'A', cards: [{ id: 'x', count: 1 }] });
    saved.catch(() => undefined);
    await store.flush();
    await expect(saved).rejects.toThrow();
    expect(store.pendingFiles()).toEqual([]);
  });
});
