/**
 * The AI service the app's game-session code calls: decisions run in worker threads
 * (node:worker_threads), never on the thread that answers IPC, and can be cancelled.
 */
import { availableParallelism } from 'node:os';
import { checkRequest, clockNow, mergeDecisionParts, searchParts } from './decide';
import type { SearchResult } from './search/ismcts';
import type { AiDecision, AiRequest } from './types';
import { createWorkerPool, type WorkerPoolOptions } from './worker-pool';

export interface AiService {
  /** Decide one move. Rejects with an AbortError when `signal` aborts (the worker is stopped). */
  decide(req: AiRequest, signal?: AbortSignal): Promise<AiDecision>;
  /** Stop every worker; pending decisions reject with an AbortError. */
  dispose(): Promise<void>;
}

export type AiServiceOptions = WorkerPoolOptions;

/** The service as created: also `warm()`, for callers that can start it ahead of need. */
export interface WarmAiService extends AiService {
  /**
   * Start every worker that is not running and run a small decision of each game in it
   * (module load, JIT), so a later first decision is not a cold one; resolves with the time
   * it took (ms). (A worker replaced after a cancelled decision is warmed by the pool.)
   */
  warm(): Promise<number>;
}

/**
 * Default: two workers on a machine with two or more cores, so a root-parallel search
 * (hard: `rootParallel` in the level's params) runs its parts at the same time on the spare
 * core — the same result as one thread, in about half the wall-clock time.
 */
export function createAiService(opts: AiServiceOptions = {}): WarmAiService {
  const workers = opts.workers ?? Math.max(1, Math.min(2, availableParallelism()));
  const pool = createWorkerPool({ warmMessage: { kind: 'warm' }, ...opts, workers });
  return {
    async decide(req: AiRequest, signal?: AbortSignal): Promise<AiDecision> {
      checkRequest(req);
      // The level's time cap counts from here, in the worker too (issue #19: the cap covers
      // the queue, the round trip and a fresh worker's start, not only the search).
      const startedAt = clockNow();
      const k = searchParts(req);
      if (k <= 1 || workers < 2)
        return pool.run<AiDecision>({ kind: 'decide', req, startedAt }, signal);
      const t0 = performance.now();
      const parts = await Promise.all(
        Array.from({ length: k }, (_, part) =>
          pool.run<SearchResult<unknown>>({ kind: 'part', req, part, startedAt }, signal),
        ),
      );
      return mergeDecisionParts(req, parts, performance.now() - t0);
    },
    async warm(): Promise<number> {
      const t0 = performance.now();
      await pool.warm();
      return performance.now() - t0;
    },
    dispose: () => pool.dispose(),
  };
}
