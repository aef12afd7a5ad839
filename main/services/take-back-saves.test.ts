/**
 * Take-backs and concessions reach the save files (issue #35): a resumed game lands on the
 * position after the take-back, the replay holds only what was finally played, and a
 * concession becomes a replay and a history entry with the reason "conceded".
 */
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGameSessions, type Cancel } from './game-sessions';
import { createSaveService } from './save-service';
import { openSaveStoreSync } from './open-save-store-sync';
import { gameRegistry } from '../games/registry';

const roots: string[] = [];
afterEach(() => {
  for (const r of roots.splice(0)) rmSync(r, { recursive: true, force: true });
});

function app(root: string) {
  const timers: (() => void)[] = [];
  const store = openSaveStoreSync({ root, appVersion: '0.1.0' });
  const saves = createSaveService({ store, registry: gameRegistry, logError: () => undefined });
  const sessions = createGameSessions({
    registry: gameRegistry,
    push: () => undefined,
    observer: saves.observer,
    schedule: (run): Cancel => {
      timers.push(run);
      return () => undefined;
    },
  });
  saves.attach(sessions);
  const runTimers = () => {
    while (timers.length) timers.shift()!();
  };
  return { store, saves, sessions, runTimers };
}

const human = { kind: 'human' as const };
const cpu = { kind: 'computer' as const, level: 'random' as const };
const box = { mode: 'preconstructed', decks: [1, 2] };

describe('take-back and concede in the saves', () => {
  it('a resumed game lands where the take-back left it', async () => {
    const root = mkdtempSync(join(tmpdir(), 'cardhall-tb-saves-'));
    roots.push(root);
    const a = app(root);
    const r = a.sessions.start({ game: 'clash', options: box, seed: 4, seats: [human, cpu] });
    if (!r.ok) throw new Error(r.error.message);
    const id = r.value.gameId;
    a.runTimers();
    const pv = a.sessions.view(id, 0);
    if (!pv.ok) throw new Error('no view');
    const plays = (pv.value.legalActions as { type: string }[]).filter((x) => x.type === 'play');
    expect(a.sessions.act(id, 0, plays[0]).ok).toBe(true);
    const before = a.sessions.stateHash(id);
    // The second move: summon if anything is still affordable, else end the summoning window.
    const now = a.sessions.view(id, 0);
    if (!now.ok) throw new Error('no view');
    const legal = now.value.legalActions as { type: string }[];
    const second = legal.find((x) => x.type === 'play') ?? legal[0];
    expect(a.sessions.act(id, 0, second).ok).toBe(true);
    expect(a.sessions.takeBack(id, 0).ok).toBe(true);
    expect(a.sessions.stateHash(id)).toBe(before);
    await a.saves.flush();
    a.sessions.dispose();

    const b = app(root);
    await b.saves.resume(id);
    expect(b.sessions.stateHash(id)).toBe(before);
    expect((await b.store.getGame(id)).actions).toHaveLength(1);
  });

  it('a concession becomes a replay and a history entry with the reason', async () => {
    const root = mkdtempSync(join(tmpdir(), 'cardhall-tb-saves-'));
    roots.push(root);
    const a = app(root);
    const r = a.sessions.start({ game: 'clash', options: box, seed: 4, seats: [human, cpu] });
    if (!r.ok) throw new Error(r.error.message);
    const id = r.value.gameId;
    a.runTimers();
    expect(a.sessions.concede(id, 0).ok).toBe(true);
    await a.saves.flush();
    const replay = await a.store.getReplay(id);
    expect(replay.result).toEqual({ winner: 1, reason: 'conceded' });
    expect((await a.store.getHistory())[0]).toMatchObject({ id, winner: 1, reason: 'conceded' });
    expect(await a.store.listGames()).toEqual([]);
  });
});
