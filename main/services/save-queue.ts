/**
 * The write queue of the save service (save-service.ts): each game's writes run strictly in
 * order on a promise chain of their own. A failed write stays at the head of the game's list
 * and is tried again before the game's next write (so the journal never skips an action),
 * the game carries a save warning meanwhile, and the failure is listed for `saves.problems`.
 */
import { isSaveError } from '../saves';
import type { SaveFailure, SaveWarning } from './types';

export interface Tracked {
  chain: Promise<void>;
  /** Writes queued on `chain` that have not settled yet. */
  queued: number;
  /**
   * Writes not yet on disk, oldest first. A write that fails stays at the head and is tried
   * again on the game's next write (the store repairs a torn journal line itself: it rewrites
   * the game file first), so the journal never skips an action and nothing acknowledged with
   * a warning is lost once the disk works again.
   */
  todo: (() => Promise<unknown>)[];
  /** Set while the head of `todo` keeps failing; cleared by the first write that succeeds. */
  warning: SaveWarning | null;
}

export interface SaveQueue {
  /** The games with writes of their own, by game id. */
  readonly tracked: Map<string, Tracked>;
  /** The last 50 failed writes, oldest first. */
  readonly failures: SaveFailure[];
  /** Start tracking a game's writes (a fresh chain). */
  track(gameId: string): Tracked;
  /** Queue `write` after every earlier write of this game, and try everything still to do. */
  enqueue(gameId: string, t: Tracked, write?: () => Promise<unknown>): void;
  /** Record a failed write of this game (listed by `saves.problems`, logged). */
  fail(gameId: string, err: unknown): void;
}

export function createSaveQueue(deps: {
  now: () => Date;
  logError: (message: string, err: unknown) => void;
}): SaveQueue {
  const tracked = new Map<string, Tracked>();
  const failures: SaveFailure[] = [];

  function fail(gameId: string, err: unknown): void {
    const code = isSaveError(err) ? err.code : 'internal';
    const message = err instanceof Error ? err.message : String(err);
    failures.push({ gameId, code, message, at: deps.now().toISOString() });
    if (failures.length > 50) failures.shift();
    deps.logError(`saving game ${gameId} failed`, err);
  }

  /** Write everything still to do for this game, in order; stop at the first failure. */
  async function drain(gameId: string, t: Tracked): Promise<void> {
    while (t.todo.length > 0) {
      try {
        await t.todo[0]!();
      } catch (err) {
        const code = isSaveError(err) ? err.code : 'internal';
        t.warning = { code: 'save-failing', reason: code, unsaved: t.todo.length };
        fail(gameId, err);
        return;
      }
      t.todo.shift();
    }
    t.warning = null;
  }

  return {
    tracked,
    failures,
    fail,
    enqueue(gameId, t, write) {
      if (write) t.todo.push(write);
      t.queued++;
      t.chain = t.chain.then(async () => {
        try {
          await drain(gameId, t);
        } finally {
          t.queued--;
        }
      });
    },
    track(gameId) {
      const t: Tracked = { chain: Promise.resolve(), queued: 0, todo: [], warning: null };
      tracked.set(gameId, t);
      return t;
    },
  };
}
