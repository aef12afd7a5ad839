/**
 * Issue #15, item 8: `replays.list` and `saves.problems` do not re-read every replay on every
 * call (an index kept up to date by the store's own writes), and finishing a game appends one
 * line to the history log instead of rewriting and fsyncing history.json whole — still
 * crash-safe and complete after a restart.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSaveStore } from './save-store';
import { createSaveService } from '../services/save-service';
import { createGameSessions } from '../services/game-sessions';

const roots: string[] = [];
afterEach(() => {
  for (const r of roots.splice(0)) rmSync(r, { recursive: true, force: true });
});
const newGame = (id: string) => ({
  id,
  game: 'orbs',
  options: {},
  seed: 1,
  mode: { kind: 'hotseat' },
  seats: [{ name: 'A' }, { name: 'B' }],
});

async function finishedGames(n: number) {
  const root = mkdtempSync(join(tmpdir(), 'cardhall-index-'));
  roots.push(root);
  const store = await openSaveStore({ root, appVersion: '0.1.0' });
  for (let i = 0; i < n; i++) {
    await store.startGame(newGame(`g${i}`));
    await store.appendAction(`g${i}`, { n: i });
    await store.finishGame(`g${i}`, { winner: i % 2 });
  }
  return { root, store };
}

describe('replay index', () => {
  it('lists replays from the index: a second listing and a problems check read no replay again', async () => {
    const { root, store } = await finishedGames(30);
    const fresh = await openSaveStore({ root, appVersion: '0.1.0' });
    expect(await fresh.listReplays()).toHaveLength(30);
    const afterFirst = fresh.documentReads;
    expect(afterFirst).toBeGreaterThanOrEqual(30);
    expect(await fresh.listReplays()).toHaveLength(30);
    expect(fresh.documentReads).toBe(afterFirst);

    const saves = createSaveService({ store: fresh, registry: {}, logError: () => undefined });
    saves.attach(createGameSessions({ registry: {}, push: () => undefined }));
    await saves.problems();
    const afterProblems = fresh.documentReads;
    await saves.problems();
    expect(fresh.documentReads - afterProblems).toBeLessThan(5); // settings, history: not 30 replays

    // Kept up to date by writes: a new replay, a deleted one, a file copied in by hand.
    await fresh.startGame(newGame('new'));
    await fresh.finishGame('new', { winner: 0 });
    await fresh.deleteReplay('g0');
    copyFileSync(join(root, 'replays', 'g1.json'), join(root, 'replays', 'copied.json'));
    const ids = (await fresh.listReplays()).map((r) => r.id);
    expect(ids).toContain('new');
    expect(ids).toContain('copied');
    expect(ids).not.toContain('g0');
    void store;
  });
});

describe('history append log', () => {
  it('does not rewrite history.json after every game, and a restart sees every game', async () => {
    const { root } = await finishedGames(10);
    // The first game wrote nothing whole; the later ones only appended lines.
    expect(existsSync(join(root, 'history.json'))).toBe(false);
    const log = readFileSync(join(root, 'history.log.jsonl'), 'utf8').trim().split('\n');
    expect(log).toHaveLength(10);
    const restarted = await openSaveStore({ root, appVersion: '0.1.0' });
    expect((await restarted.getHistory()).map((e) => e.id).sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => `g${i}`).sort(),
    );
    expect(await restarted.getStats()).toBeDefined();
  });

  it('sees games another process added to the files (the cache checks the files first)', async () => {
    const { root, store } = await finishedGames(2);
    expect(await store.getHistory()).toHaveLength(2);
    const other = await openSaveStore({ root, appVersion: '0.1.0' });
    await other.startGame(newGame('elsewhere'));
    await other.finishGame('elsewhere', { winner: 1 });
    expect((await store.getHistory()).map((e) => e.id)).toContain('elsewhere');
    expect((await store.listReplays()).map((r) => r.id)).toContain('elsewhere');
  });

  it('folds the log into history.json every 64 games, losing nothing', async () => {
    const { root } = await finishedGames(70);
    expect(statSync(join(root, 'history.json')).isFile()).toBe(true);
    expect(readFileSync(join(root, 'history.log.jsonl'), 'utf8').trim().split('\n')).toHaveLength(
      6,
    );
    const restarted = await openSaveStore({ root, appVersion: '0.1.0' });
    expect(await restarted.getHistory()).toHaveLength(70);
  });
});
