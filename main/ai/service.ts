/**
 * The AI service the app's game-session code calls: decisions run in worker threads
 * (node:worker_threads), never on the thread that answers IPC, and can be cancelled.
 */
import { checkRequest } from './decide';
import type { AiDecision, AiRequest } from './types';
import { createWorkerPool, type WorkerPoolOptions } from './worker-pool';

export interface AiService {
  /** Decide one move. Rejects with an AbortError when `signal` aborts (the worker is stopped). */
  decide(req: AiRequest, signal?: AbortSignal): Promise<AiDecision>;
  /** Stop every worker; pending decisions reject with an AbortError. */
  dispose(): Promise<void>;
}

export type AiServiceOptions = WorkerPoolOptions;

export function createAiService(opts: AiServiceOptions = {}): AiService {
  const pool = createWorkerPool(opts);
  return {
    decide(req: AiRequest, signal?: AbortSignal): Promise<AiDecision> {
      try {
        checkRequest(req);
      } catch (e) {
        return Promise.reject(e);
      }
      return pool.run<AiDecision>({ kind: 'decide', req }, signal);
    },
    dispose: () => pool.dispose(),
  };
}
