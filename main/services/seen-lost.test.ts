/**
 * Issue #32: a move the page saw must be on disk, whenever the process dies. The real
 * services (../shell/fixtures/kill-player.ts) play Clash against the computer at full speed and are
 * SIGKILLed at random moments; every move a push or an answer could have shown must then be
 * in the game's save or its replay (before the fix, computer moves were pushed before they
 * were written: 49 of 160 kills lost one).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSaveStore } from '../saves';
import { runAndKill as runPlayer } from '../shell/fixtures/run-and-kill';

const KILLS = 12;

/** Start the player, kill it `delayMs` after its first shown move; the moves it showed. */
async function runAndKill(root: string, delayMs: number): Promise<Map<string, number>> {
  const lines = await runPlayer([root], (line) => (line.startsWith('seen ') ? delayMs : null));
  const seen = new Map<string, number>();
  for (const line of lines) {
    const m = /^seen (\S+) (\d+)$/.exec(line);
    if (m) seen.set(m[1]!, Math.max(seen.get(m[1]!) ?? 0, Number(m[2])));
  }
  return seen;
}

describe('no move the page saw is lost by a kill', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'cardhall-seen-lost-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it(`${KILLS} kills while playing the computer: every shown move is saved`, async () => {
    let shown = 0;
    let lost = 0;
    for (let i = 0; i < KILLS; i++) {
      const seen = await runAndKill(root, 150 + Math.floor(Math.random() * 600));
      const store = await openSaveStore({ root, appVersion: 'seen-lost-reader' });
      for (const [gameId, count] of seen) {
        shown += count;
        const saved = await store
          .getGame(gameId)
          .catch(() => store.getReplay(gameId))
          .catch(() => null);
        if (!saved || saved.actions.length < count) lost++;
      }
    }
    console.log(`seen-lost: ${KILLS} kills, ${shown} shown moves, ${lost} seen but lost`);
    expect(shown).toBeGreaterThan(KILLS * 10);
    expect(lost).toBe(0);
  }, 180_000);
});
