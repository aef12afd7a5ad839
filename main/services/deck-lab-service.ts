/**
 * The deck lab for the IPC handlers (issue #31 item 3): "test this deck" plays a saved Orbs
 * deck against each ready deck in the AI worker threads (main/ai/lab through the worker pool,
 * one arena game per job; never on the thread that answers IPC). Like the review
 * (review-service.ts): progress is pushed to the page that asked, a run can be cancelled (the
 * busy worker is stopped), and a page that goes away stops its run. One run per page at a
 * time: a second start answers `busy`. The result is saved beside the deck
 * (main/saves kinds/deck-lab.ts) only once every game is played — a cancelled or failed run
 * leaves the last complete result as it was.
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { ArenaGameResult } from '../ai/arena';
import { deckHash, LAB_MAX_GAMES, labGames, runDeckLab } from '../ai/lab/deck-lab';
import type { LabResult, LabResults, LabStartResult } from '../ai/lab/types';
import { MENU_LEVELS, type MenuLevel } from '../ai/level-names';
import type { WorkerPool } from '../ai/worker-pool';
import { validateDeck } from '../games/orbs/index';
import { isSaveError, type SaveStore } from '../saves';

export type LabPush =
  | {
      event: 'lab.progress';
      payload: { jobId: string; deckId: string; done: number; total: number };
    }
  | { event: 'lab.done'; payload: { jobId: string; deckId: string; result: LabResult } }
  | {
      event: 'lab.failed';
      payload: { jobId: string; deckId: string; message: string; cancelled: boolean };
    };

export interface DeckLabServiceDeps {
  store: SaveStore;
  /** The lab's workers (the app gives the lab a pool of its own: a run never delays a move). */
  pool: () => WorkerPool;
  /** `to`: the page that asked for the run (undefined: no page, e.g. tests). */
  push: (p: LabPush, to: string | undefined) => void;
  /** Games played at once (default 1: one core stays free for the page). */
  parallel?: number;
  newJobId?: () => string;
  newSeed?: () => number;
  now?: () => Date;
  /** The ready decks faced (default all six; tests pass fewer). */
  opponents?: readonly string[];
}

export class DeckLabError extends Error {
  constructor(
    readonly code: 'not-found' | 'bad-request' | 'rule',
    message: string,
    readonly ruleCode?: string,
  ) {
    super(message);
    this.name = 'DeckLabError';
  }
}

export interface DeckLabService {
  /** Start testing a saved, legal deck; answers the job id (pushes follow to `caller`). */
  start(
    arg: { deckId: string; level: MenuLevel; games: number },
    caller?: string,
  ): Promise<LabStartResult>;
  /** Stop `caller`'s run (no result is saved); false when it has none by that id. */
  cancel(jobId: string, caller?: string): boolean;
  /** The deck's kept result, and whether the deck changed since it was tested. */
  results(deckId: string): Promise<LabResults>;
  /** The page went away: its run stops. */
  release(caller: string): void;
  dispose(): void;
}

interface Job {
  jobId: string;
  deckId: string;
  ctl: AbortController;
  page: string | undefined;
}

const expand = (cards: readonly { id: string; count: number }[]) =>
  cards.flatMap((c) => Array.from({ length: c.count }, () => c.id));

export function createDeckLabService(deps: DeckLabServiceDeps): DeckLabService {
  /** The run of each page (at most one). */
  const running = new Map<string | undefined, Job>();
  const newJobId = deps.newJobId ?? (() => `lab-${randomUUID()}`);
  const newSeed = deps.newSeed ?? (() => randomInt(0, 0xffffffff));
  const now = deps.now ?? (() => new Date());

  async function loadDeck(deckId: string) {
    try {
      return await deps.store.getDeck(deckId);
    } catch (err) {
      if (isSaveError(err) && err.code === 'not-found')
        throw new DeckLabError('not-found', `no deck ${deckId}`);
      throw err;
    }
  }

  return {
    async start({ deckId, level, games }, caller) {
      // The contract checks these too; the service holds its own bounds for any other caller.
      if (!MENU_LEVELS.includes(level))
        throw new DeckLabError('bad-request', `no computer level ${String(level)}`);
      if (!Number.isInteger(games) || games < 1 || games > LAB_MAX_GAMES)
        throw new DeckLabError('bad-request', `games per pairing must be 1..${LAB_MAX_GAMES}`);
      if (running.has(caller))
        throw new DeckLabError('rule', 'a deck test is running already; cancel it first', 'busy');
      const deck = await loadDeck(deckId);
      const cards = expand(deck.cards);
      const problems = validateDeck(cards);
      if (problems.length > 0)
        throw new DeckLabError(
          'rule',
          `the deck is not legal (${problems.map((p) => p.code).join(', ')})`,
          'deck-invalid',
        );
      // Checked again after the await: two starts from one page must not both run.
      if (running.has(caller))
        throw new DeckLabError('rule', 'a deck test is running already; cancel it first', 'busy');
      const spec = {
        cards,
        level,
        games,
        seed: newSeed(),
        ...(deps.opponents ? { opponents: deps.opponents } : {}),
      };
      const total = labGames(spec).games.length;
      const jobId = newJobId();
      const job: Job = { jobId, deckId, ctl: new AbortController(), page: caller };
      running.set(caller, job);
      const hash = deckHash(deck.cards);
      // The page may start again as soon as it hears the end.
      const settle = () => {
        if (running.get(caller) === job) running.delete(caller);
      };
      void (async () => {
        try {
          const run = await runDeckLab(
            spec,
            (s, signal) => deps.pool().run<ArenaGameResult>({ kind: 'arena', spec: s }, signal),
            {
              signal: job.ctl.signal,
              parallel: deps.parallel ?? 1,
              onProgress: (done, of) =>
                deps.push(
                  { event: 'lab.progress', payload: { jobId, deckId, done, total: of } },
                  caller,
                ),
            },
          );
          if (job.ctl.signal.aborted) throw new Error('the deck test was stopped');
          const result: LabResult = {
            format: 'deck-lab/1',
            deckHash: hash,
            level,
            gamesPerPairing: games,
            pairings: run.pairings,
            elapsedMs: Math.round(run.elapsedMs),
            finishedAt: now().toISOString(),
          };
          // Deleted meanwhile: no result file without its deck.
          await loadDeck(deckId);
          await deps.store.saveDeckLab({ deckId, result });
          settle();
          deps.push({ event: 'lab.done', payload: { jobId, deckId, result } }, caller);
        } catch (e) {
          settle();
          deps.push(
            {
              event: 'lab.failed',
              payload: {
                jobId,
                deckId,
                cancelled: job.ctl.signal.aborted,
                message: e instanceof Error ? e.message : String(e),
              },
            },
            caller,
          );
        } finally {
          settle();
        }
      })();
      return { jobId, total };
    },
    cancel(jobId, caller) {
      const job = running.get(caller);
      if (!job || job.jobId !== jobId) return false;
      job.ctl.abort();
      return true;
    },
    async results(deckId) {
      const deck = await loadDeck(deckId);
      const saved = await deps.store.getDeckLab(deckId);
      if (!saved) return { result: null, stale: false };
      return { result: saved.result, stale: saved.result.deckHash !== deckHash(deck.cards) };
    },
    release(caller) {
      running.get(caller)?.ctl.abort();
    },
    dispose() {
      for (const job of running.values()) job.ctl.abort();
      running.clear();
    },
  };
}
