/**
 * Issue #15, item 8: a UTF-8 byte-order mark is not damage, an oversized save file is set
 * aside unread with a clear problem, and no message names an absolute path.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  mkdtempSync,
  readFileSync,
  rmSync,
  truncateSync,
  writeFileSync,
  existsSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSaveStore } from './save-store';
import { MAX_SAVE_FILE_BYTES } from './document-file';
import { MAX_JOURNAL_BYTES } from './action-journal';
import { createDispatch } from '../ipc/dispatch';
import { createHandlers } from '../ipc/handlers';
import { createGameSessions } from '../services/game-sessions';
import { createSaveService } from '../services/save-service';
import { testAppInfoWith } from '../ipc/fixtures/app-info';

const roots: string[] = [];
afterEach(() => {
  for (const r of roots.splice(0)) rmSync(r, { recursive: true, force: true });
});
function tempRoot(): string {
  const r = mkdtempSync(join(tmpdir(), 'cardhall-read-limits-'));
  roots.push(r);
  return r;
}

describe('reading save files', () => {
  it('accepts a hand-edited file that starts with a UTF-8 byte-order mark', async () => {
    const root = tempRoot();
    const store = await openSaveStore({ root, appVersion: '0.1.0' });
    const deck = await store.saveDeck({ name: 'Mine', cards: [{ id: 'a', count: 2 }] });
    const file = join(root, 'decks', `${deck.id}.json`);
    writeFileSync(file, '\ufeff' + readFileSync(file, 'utf8'));
    const again = await openSaveStore({ root, appVersion: '0.1.0' });
    expect(await again.getDeck(deck.id)).toMatchObject({ name: 'Mine' });
    expect(again.problems()).toEqual([]);
  });

  it('sets an oversized save file aside unread, with a clear problem', async () => {
    const root = tempRoot();
    const store = await openSaveStore({ root, appVersion: '0.1.0' });
    const file = join(root, 'replays', 'huge.json');
    writeFileSync(file, '');
    truncateSync(file, MAX_SAVE_FILE_BYTES + 1); // sparse: no real disk use
    expect(await store.listReplays()).toEqual([]);
    expect(store.problems()).toMatchObject([
      {
        file: 'replays/huge.json',
        reason: 'too-large',
        movedTo: expect.stringMatching(/^damaged\//),
      },
    ]);
    expect(existsSync(file)).toBe(false);
  });

  it('sets an oversized journal aside and resumes the game from its header', async () => {
    const root = tempRoot();
    const store = await openSaveStore({ root, appVersion: '0.1.0' });
    await store.startGame({
      id: 'g1',
      game: 'orbs',
      options: {},
      seed: 1,
      mode: { kind: 'hotseat' },
      seats: [{ name: 'A' }, { name: 'B' }],
      actions: [{ n: 0 }],
    });
    const journal = join(root, 'games', 'g1.actions.jsonl');
    writeFileSync(journal, '');
    truncateSync(journal, MAX_JOURNAL_BYTES + 1);
    const again = await openSaveStore({ root, appVersion: '0.1.0' });
    expect((await again.getGame('g1')).actions).toEqual([{ n: 0 }]);
    expect(again.problems()).toMatchObject([
      { file: 'games/g1.actions.jsonl', reason: 'too-large' },
    ]);
  });

  it('names no absolute path in what it tells the page when the disk fails', async () => {
    const root = tempRoot();
    const store = await openSaveStore({
      root,
      appVersion: '0.1.0',
      writer: async (file) => {
        throw Object.assign(new Error(`EACCES: permission denied, open '${file}'`), {
          code: 'EACCES',
        });
      },
    });
    const saves = createSaveService({ store, registry: {}, logError: () => undefined });
    const sessions = createGameSessions({ registry: {}, push: () => undefined });
    saves.attach(sessions);
    const dispatch = createDispatch(
      createHandlers({
        appInfo: testAppInfoWith({ name: 'C' }),
        registry: {},
        sessions,
        dataDir: root,
        saves,
      }),
      { logError: () => undefined },
    );
    const results = [
      await dispatch('settings.update', { language: 'cs' }),
      await dispatch('decks.save', { name: 'x', cards: [] }),
      await dispatch('saves.problems', undefined),
    ];
    expect(results[0]).toMatchObject({
      ok: false,
      error: { code: 'save', message: expect.stringContaining('EACCES') },
    });
    for (const r of results) expect(JSON.stringify(r)).not.toContain(root);
  });
});
