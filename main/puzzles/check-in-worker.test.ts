import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createWorkerPool } from '../ai/worker-pool';
import { checkHere, checkInWorker, type PuzzleChecker } from './check-in-worker';
import { loadPuzzleFolder } from './files';
import type { Puzzle } from './format';

const SHIPPED = join(import.meta.dirname, '..', '..', 'resources', 'puzzles');
const { puzzles } = loadPuzzleFolder(SHIPPED);
const pool = createWorkerPool({ workers: 1 });
afterAll(() => pool.dispose());

/** The answer, and how many turns main's event loop took while it was being worked out. */
async function timed(check: PuzzleChecker, p: Puzzle, maxNodes: number) {
  let turns = 0;
  let done = false;
  const spin = (): void => {
    if (done) return;
    turns++;
    setImmediate(spin);
  };
  setImmediate(spin);
  const result = await check(p, maxNodes);
  done = true;
  return { result, turns };
}

describe('the puzzle checker in a worker', () => {
  const master = puzzles.filter((p) => p.tier === 'master');

  it('answers as in this thread, while main keeps turning', async () => {
    expect(master.length).toBeGreaterThan(3);
    let turnsThere = 0;
    for (const p of master) {
      const there = await timed(
        checkInWorker(() => pool),
        p,
        400_000,
      );
      const here = await timed(checkHere, p, 400_000);
      expect(there.result).toEqual(here.result);
      expect(there.result.ok).toBe(true);
      // In this thread the search holds the loop for its whole length; in a worker it does not.
      expect(here.turns).toBe(0);
      turnsThere += there.turns;
    }
    // Summed over the puzzles: a quick answer can arrive before a loaded machine gives main its
    // first turn (seen at load 15), but not for every master puzzle.
    expect(turnsThere).toBeGreaterThan(0);
  });

  it("gives the checker's refusal the same way (a limit too small, the node budget)", async () => {
    const p = structuredClone(master[0]!);
    p.limit = { moves: 1 };
    const check = checkInWorker(() => pool);
    expect(await check(p, 400_000)).toEqual(await checkHere(p, 400_000));
    expect((await check(master[0]!, 3)).ok).toBe(false);
    expect(await check(master[0]!, 3)).toEqual(await checkHere(master[0]!, 3));
  });
});
