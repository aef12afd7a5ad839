/**
 * Take-backs in the action journal (issue #35): an undo line, then a compaction; a crash at
 * any point between lands on the position after the take-back.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { journalLine, parseJournal, undoLine } from './action-journal';
import { openSaveStore } from './save-store';

const lines = (from: number, to: number) =>
  Array.from({ length: to - from }, (_, k) => journalLine(from + k, { n: from + k })).join('');

describe('parseJournal with take-backs', () => {
  it('undoes the last actions, and later lines continue from the shorter list', () => {
    const text = lines(0, 5) + undoLine(5, 2) + journalLine(3, { n: 30 });
    expect(parseJournal(text, 0)).toEqual({
      actions: [{ n: 0 }, { n: 1 }, { n: 2 }, { n: 30 }],
      damage: null,
    });
  });
  it('reaches into the header when the undo is older than the last compaction', () => {
    expect(parseJournal(lines(4, 5) + undoLine(5, 3), 4)).toEqual({
      actions: [],
      damage: null,
      cut: 2,
    });
  });
  it('changes nothing when the header already holds the shorter list (crash before delete)', () => {
    expect(parseJournal(lines(0, 5) + undoLine(5, 2), 3)).toEqual({ actions: [], damage: null });
  });
  it('refuses an undo of more actions than the game has', () => {
    const r = parseJournal(lines(0, 2) + undoLine(2, 3), 0);
    expect(r.actions).toHaveLength(2);
    expect(r.damage).not.toBeNull();
  });
});

const roots: string[] = [];
afterEach(() => {
  for (const r of roots.splice(0)) rmSync(r, { recursive: true, force: true });
});

describe('SaveStore.takeBack', () => {
  it('keeps the first actions, on disk, and a reopened store reads the same', async () => {
    const root = mkdtempSync(join(tmpdir(), 'cardhall-take-back-'));
    roots.push(root);
    const store = await openSaveStore({ root, appVersion: '0.1.0', compactEvery: 3 });
    const mode = { kind: 'hotseat' } as const;
    const seats = [
      { kind: 'human', name: 'A' },
      { kind: 'human', name: 'B' },
    ];
    await store.startGame({ id: 'g1', game: 'orbs', options: {}, seed: 1, mode, seats });
    for (let i = 0; i < 5; i++) await store.appendAction('g1', { n: i }, i);
    expect(await store.takeBack('g1', 2)).toBe(2);
    await store.appendAction('g1', { n: 20 }, 2);
    await expect(store.takeBack('g1', 3)).rejects.toThrow(/cannot keep/);
    const again = await openSaveStore({ root, appVersion: '0.1.0' });
    expect((await again.getGame('g1')).actions).toEqual([{ n: 0 }, { n: 1 }, { n: 20 }]);
  });
  it('a crash after the undo line but before the compaction resumes after the take-back', async () => {
    const root = mkdtempSync(join(tmpdir(), 'cardhall-take-back-'));
    roots.push(root);
    const store = await openSaveStore({ root, appVersion: '0.1.0' });
    const mode = { kind: 'hotseat' } as const;
    const seats = [
      { kind: 'human', name: 'A' },
      { kind: 'human', name: 'B' },
    ];
    await store.startGame({ id: 'g2', game: 'orbs', options: {}, seed: 1, mode, seats });
    for (let i = 0; i < 4; i++) await store.appendAction('g2', { n: i }, i);
    await store.flush();
    // As if the process died right after the fsynced undo line.
    writeFileSync(join(root, 'games', 'g2.actions.jsonl'), lines(0, 4) + undoLine(4, 1));
    const again = await openSaveStore({ root, appVersion: '0.1.0' });
    expect((await again.getGame('g2')).actions).toEqual([{ n: 0 }, { n: 1 }, { n: 2 }]);
  });
});
