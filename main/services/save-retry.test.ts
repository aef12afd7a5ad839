/**
 * A failing disk does not stop saving for good (issue #15, item 2): while the journal cannot
 * be written, `game.act` still answers ok but carries a save warning; the failed writes are
 * tried again (in order) before the next one; once the disk works again nothing that was
 * acknowledged is missing after a restart.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { appendFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGameSessions, type GameRegistry } from './game-sessions';
import { createSaveService } from './save-service';
import { openSaveStoreSync } from './open-save-store-sync';
import { appendJournalLine } from '../saves/action-journal';
import { createHandlers } from '../ipc/handlers';
import { createDispatch } from '../ipc/dispatch';
import { countingRules } from '../engine/testing/counting-game';
import type { GameActResult, GameStartResult, IpcResult } from '../ipc/contract';
import { testAppInfo } from '../ipc/fixtures/app-info';

const roots: string[] = [];
afterEach(async () => {
  for (const r of roots.splice(0)) await rm(r, { recursive: true, force: true });
});

const registry: GameRegistry = { orbs: countingRules };

/** One app run on `root`; `disk.blocked` makes every journal append tear its line and fail. */
function run(root: string, disk = { blocked: false }) {
  const store = openSaveStoreSync({
    root,
    appVersion: '0.1.0',
    appendLine: async (file, line) => {
      if (!disk.blocked) return appendJournalLine(file, line);
      await appendFile(file, line.slice(0, Math.floor(line.length / 2))); // a torn line
      throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
    },
  });
  const saves = createSaveService({ store, registry, logError: () => undefined });
  const sessions = createGameSessions({
    registry,
    push: () => undefined,
    observer: saves.observer,
  });
  saves.attach(sessions);
  const handlers = createHandlers({
    appInfo: testAppInfo,
    registry,
    sessions,
    dataDir: root,
    saves,
  });
  return {
    store,
    saves,
    sessions,
    dispatch: createDispatch(handlers, { logError: () => undefined }),
  };
}

describe('saving while the disk fails', () => {
  it('warns while the journal is blocked for 3 moves, retries, and after a restart has all 12 moves', async () => {
    const root = await mkdtemp(join(tmpdir(), 'cardhall-save-retry-'));
    roots.push(root);
    const disk = { blocked: false };
    const a = run(root, disk);
    const started = (await a.dispatch('game.start', {
      game: 'orbs',
      options: { target: 1000 },
      seats: [{ kind: 'human' }, { kind: 'human' }],
    })) as IpcResult<GameStartResult>;
    if (!started.ok) throw new Error(started.error.message);
    const gameId = started.value.gameId;
    const answers: IpcResult<GameActResult>[] = [];
    for (let i = 0; i < 12; i++) {
      disk.blocked = i >= 4 && i < 7;
      answers.push(
        (await a.dispatch('game.act', {
          gameId,
          player: i % 2,
          action: { add: (i % 3) + 1 },
        })) as IpcResult<GameActResult>,
      );
    }
    expect(answers.every((r) => r.ok)).toBe(true);
    const warnings = answers.map((r) => (r.ok ? (r.value.saveWarning ?? null) : 'failed'));
    expect(warnings.slice(0, 4)).toEqual([null, null, null, null]);
    expect(warnings.slice(4, 7)).toEqual([
      { code: 'save-failing', reason: 'io', unsaved: 1 },
      { code: 'save-failing', reason: 'io', unsaved: 2 },
      { code: 'save-failing', reason: 'io', unsaved: 3 },
    ]);
    expect(warnings.slice(7)).toEqual([null, null, null, null, null]);
    const played = a.sessions.record(gameId)!.actions;
    expect(played).toHaveLength(12);

    // Restart: a new store reads the files from disk.
    const b = run(root);
    const saved = await b.store.getGame(gameId);
    expect(saved.actions).toEqual(played);
    expect(b.store.problems()).toEqual([]);
  });

  it('keeps a finished game whose last writes failed, and writes it at the next flush', async () => {
    const root = await mkdtemp(join(tmpdir(), 'cardhall-save-retry-'));
    roots.push(root);
    const disk = { blocked: false };
    const a = run(root, disk);
    const s = a.sessions.start({
      game: 'orbs',
      options: { target: 3 },
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    if (!s.ok) throw new Error(s.error.message);
    await a.saves.settled(s.value.gameId);
    disk.blocked = true;
    a.sessions.act(s.value.gameId, 0, { add: 3 }); // wins at once
    await a.saves.settled(s.value.gameId);
    expect(a.saves.warning(s.value.gameId)).toMatchObject({ code: 'save-failing' });
    disk.blocked = false;
    await a.saves.flush();
    expect(a.saves.warning(s.value.gameId)).toBeNull();
    const replay = await run(root).store.getReplay(s.value.gameId);
    expect(replay.actions).toEqual([{ add: 3 }]);
  });
});
