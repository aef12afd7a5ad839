/**
 * Finishing a game writes its replay, adds the history entry, then removes the game's header
 * and journal. A kill can stop it after any of these steps (issue #32: with the journal
 * removed first, a kill brought a finished game back one action short and playable). Each
 * test rebuilds the files a kill after one step leaves, opens the store afresh, and checks
 * the game cannot be resumed while its replay is whole.
 */
import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSaveStore } from './save-store';

let root: string;
let spare: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'cardhall-finish-'));
  spare = await mkdtemp(join(tmpdir(), 'cardhall-finish-spare-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
  await rm(spare, { recursive: true, force: true });
});

const newGame = {
  id: 'g1',
  game: 'orbs' as const,
  options: { decks: ['red', 'ai-green'] },
  seed: 12345,
  mode: { kind: 'vs-ai' as const, humanSeat: 0 as const, aiLevel: 'normal' },
  seats: [{ name: 'Ann' }, { name: 'Computer' }] as const,
};
const HEADER = 'games/g1.json';
const JOURNAL = 'games/g1.actions.jsonl';

/** A finished game of 10 actions (8 in its header, 2 in its journal), its files kept aside. */
async function finishedGame(): Promise<void> {
  const s = await openSaveStore({ root, appVersion: '0.1.0', compactEvery: 4 });
  await s.startGame(newGame);
  for (let i = 0; i < 10; i++) await s.appendAction('g1', { step: i }, i);
  for (const rel of [HEADER, JOURNAL]) await copyFile(join(root, rel), join(spare, rel.slice(6)));
  await s.finishGame('g1', { winner: 0 });
  await s.flush();
}

async function putBack(rels: string[]): Promise<void> {
  for (const rel of rels) await copyFile(join(spare, rel.slice(6)), join(root, rel));
}

describe('a kill while a finished game is removed', () => {
  const leftovers: [string, string[]][] = [
    ['after the replay and history are written (both game files left)', [HEADER, JOURNAL]],
    ['after the header is removed (the journal left)', [JOURNAL]],
    ['with only the header left (a journal-first removal, as before issue #32)', [HEADER]],
  ];
  for (const [when, rels] of leftovers) {
    it(`${when}: the game is not offered again, its files go, the replay is whole`, async () => {
      await finishedGame();
      await putBack(rels);
      const s = await openSaveStore({ root, appVersion: '0.1.0' });
      expect(await s.listGames()).toEqual([]);
      await expect(s.getGame('g1')).rejects.toMatchObject({ code: 'not-found' });
      await expect(s.appendAction('g1', { step: 10 }, 10)).rejects.toMatchObject({
        code: 'not-found',
      });
      expect((await s.getReplay('g1')).actions).toHaveLength(10);
      expect(await s.getHistory()).toHaveLength(1);
      await s.flush();
      expect((await readdir(join(root, 'games'))).filter((n) => n.startsWith('g1'))).toEqual([]);
    });
  }

  it('removes the header before the journal (a journal alone is never a game)', async () => {
    await finishedGame();
    await putBack([JOURNAL]);
    await rm(join(root, 'replays/g1.json'));
    const s = await openSaveStore({ root, appVersion: '0.1.0' });
    expect(await s.listGames()).toEqual([]);
    // A new game with the same id starts empty: the stray journal is not read into it.
    await s.startGame(newGame);
    expect((await s.getGame('g1')).actions).toEqual([]);
  });
});
