/**
 * Hints used are saved with the game (issue #32 item 9): counted in the game's header as they
 * are asked for, so after a quit and a resume the count goes on (it restarted at 0 before),
 * and the finished game's result carries the whole count.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServices } from '../shell/compose';
import { gameRegistry } from '../games/registry';
import { randomComputer } from './game-sessions';
import { openSaveStore } from '../saves';
import { testAppInfo } from '../ipc/fixtures/app-info';

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((r) => rmSync(r, { recursive: true, force: true })));

function services(dataDir: string) {
  return createServices({
    dataDir,
    registry: gameRegistry,
    appInfo: testAppInfo,
    push: () => undefined,
    computer: randomComputer,
    computerDelayMs: 0,
  });
}

describe('hint counts are saved with the game', () => {
  it('two hints, a quit, a resume: the next hint is the third, and it is on disk', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cardhall-hints-'));
    roots.push(dir);
    const first = services(dir);
    const started = await first.dispatch(
      'game.start',
      {
        game: 'clash',
        options: { mode: 'preconstructed' },
        seats: [{ kind: 'human' }, { kind: 'computer', level: 'easy' }],
      },
      { conn: 'page' },
    );
    if (!started.ok) throw new Error(started.error.message);
    const gameId = (started.value as { gameId: string }).gameId;
    expect(first.saves.countHint(gameId)).toBe(1);
    expect(first.saves.countHint(gameId)).toBe(2);
    await first.shutdown();

    const store = await openSaveStore({ root: dir, appVersion: '0.1.0' });
    expect((await store.getGame(gameId)).hints).toBe(2);

    const second = services(dir);
    const resumed = await second.dispatch('games.resume', { saveId: gameId }, { conn: 'page' });
    expect(resumed.ok).toBe(true);
    expect(second.saves.countHint(gameId)).toBe(3);
    await second.shutdown();
    const again = await openSaveStore({ root: dir, appVersion: '0.1.0' });
    expect((await again.getGame(gameId)).hints).toBe(3);
  });
});
