/**
 * SaveService.flush()/pending() over a real store with a slow disk: games are saved in the
 * background while they are played, and at quit flush() must cover all of it — the game's own
 * chain and the files the store writes for it (replay, history) — while pending() names what
 * is still open.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGameSessions } from './game-sessions';
import { createSaveService } from './save-service';
import { openSaveStoreSync } from './open-save-store-sync';
import { countingRules } from '../engine/testing/counting-game';
import { defaultAtomicWriter } from '../saves/atomic-write';

const roots: string[] = [];
afterEach(() => {
  for (const r of roots.splice(0)) rmSync(r, { recursive: true, force: true });
});

function setup() {
  const root = mkdtempSync(join(tmpdir(), 'cardhall-save-flush-'));
  roots.push(root);
  const store = openSaveStoreSync({
    root,
    appVersion: '0.1.0',
    writer: async (file, text) => {
      await new Promise((r) => setTimeout(r, 30));
      await defaultAtomicWriter(file, text);
    },
  });
  const saves = createSaveService({
    store,
    registry: { orbs: countingRules },
    logError: () => undefined,
  });
  const sessions = createGameSessions({
    registry: { orbs: countingRules },
    push: () => undefined,
    observer: saves.observer,
    schedule: () => () => undefined,
  });
  saves.attach(sessions);
  return { root, saves, sessions };
}

describe('save service: flush and pending', () => {
  it('flush() finishes a game played without waiting: replay and history on disk', async () => {
    const { root, saves, sessions } = setup();
    const r = sessions.start({
      game: 'orbs',
      options: { target: 3 },
      seed: 1,
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    if (!r.ok) throw new Error(r.error.message);
    const id = r.value.gameId;
    for (const [player, add] of [
      [0, 2],
      [1, 1],
      [0, 1],
    ] as const) {
      const a = sessions.act(id, player, { add });
      if (!a.ok) throw new Error(a.error.message);
    }
    expect(saves.pending().games).toEqual([id]);

    await saves.flush();

    expect(saves.pending()).toEqual({ games: [], files: [] });
    const replay = JSON.parse(readFileSync(join(root, 'replays', `${id}.json`), 'utf8')) as {
      data: { actions: unknown[] };
    };
    expect(replay.data.actions).toEqual([{ add: 2 }, { add: 1 }, { add: 1 }]);
    // On disk (history.json + its append log), as a restarted app reads it.
    const history = await openSaveStoreSync({ root, appVersion: '0.1.0' }).getHistory();
    expect(history.map((e) => e.id)).toEqual([id]);
    expect(existsSync(join(root, 'games', `${id}.json`))).toBe(false);
  });

  it('flush() also waits for actions applied while it is waiting', async () => {
    const { root, saves, sessions } = setup();
    const r = sessions.start({
      game: 'orbs',
      options: { target: 30 },
      seed: 1,
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    if (!r.ok) throw new Error(r.error.message);
    const id = r.value.gameId;
    const flushed = saves.flush();
    // An IPC call that was already in flight when quitting began.
    await new Promise((res) => setTimeout(res, 5));
    sessions.act(id, 0, { add: 1 });
    await flushed;
    expect(
      readFileSync(join(root, 'games', `${id}.actions.jsonl`), 'utf8')
        .trim()
        .split('\n'),
    ).toHaveLength(1);
  });
});
