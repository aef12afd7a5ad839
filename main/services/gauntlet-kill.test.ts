/**
 * Issue #31: a gauntlet run survives a kill between two games. The real services
 * (../shell/fixtures/kill-player.ts in `gauntlet` mode) play the games of a Clash run at full
 * speed and are SIGKILLed just after a game ended and the next one is about to start; the run
 * file must then hold every game the player saw recorded, name no game that is not on disk,
 * and go on when the app is opened again.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSaveStore } from '../saves';
import { createServices } from '../shell/compose';
import { runAndKill } from '../shell/fixtures/run-and-kill';
import { gameRegistry } from '../games/registry';
import { randomComputer } from './game-sessions';
import { testAppInfoWith } from '../ipc/fixtures/app-info';

const KILLS = 4;

describe('a gauntlet run survives a kill between two games', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'cardhall-gauntlet-kill-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it(`${KILLS} kills between games: every recorded game is kept, the run goes on`, async () => {
    /** The most games each run was seen to hold (a run that ends is followed by a new one). */
    const seen = new Map<string, number>();
    for (let i = 0; i < KILLS; i++) {
      let betweens = 0;
      // The first `between` comes before this process's first game; kill at the second.
      const lines = await runAndKill([root, 'gauntlet'], (line) =>
        line.startsWith('between ') && ++betweens === 2 ? Math.floor(Math.random() * 20) : null,
      );
      for (const line of lines.filter((l) => l.startsWith('between '))) {
        const [, runId, count] = line.split(' ');
        seen.set(runId!, Math.max(seen.get(runId!) ?? 0, Number(count)));
      }
      const store = await openSaveStore({ root, appVersion: 'gauntlet-kill-reader' });
      for (const [runId, count] of seen) {
        const run = await store.runs.get(runId);
        expect(run.games.length).toBeGreaterThanOrEqual(count);
        for (const g of run.games) await expect(store.getReplay(g.gameId)).resolves.toBeTruthy();
        if (run.current) await expect(store.getGame(run.current.gameId)).resolves.toBeTruthy();
      }
      expect(store.problems()).toEqual([]);
    }
    const recorded = [...seen.values()].reduce((a, b) => a + b, 0);
    expect(recorded).toBeGreaterThanOrEqual(KILLS - 1);

    // Opened again: the run (or the one after it, if it ended) plays on.
    const services = createServices({
      dataDir: root,
      appInfo: testAppInfoWith({ version: '0.0.0-kill' }),
      registry: gameRegistry,
      computer: randomComputer,
      computerDelayMs: 0,
      push: () => {},
    });
    const ctx = { conn: 'page-2' };
    const cur = await services.handlers['gauntlet.current']({ game: 'clash' }, ctx);
    if (!cur.ok || !cur.value.run) throw new Error('no run to continue');
    const next = await services.handlers['gauntlet.play']({ runId: cur.value.run.runId }, ctx);
    expect(next.ok).toBe(true);
    await services.shutdown({ timeoutMs: 2000 });
    console.log(`gauntlet-kill: ${KILLS} kills, ${recorded} games recorded before them`);
  }, 180_000);
});
