/**
 * A small pool of AI worker threads with a queue, cancellation by terminating the busy
 * worker (a search is synchronous inside the worker, so a message could not interrupt it),
 * and lazy re-creation of terminated workers.
 *
 * A worker that dies while it has a job (a crash, an out-of-memory exit, an uncaught error —
 * not a cancellation) is replaced and the job is given once more to the new worker; if that
 * one dies too the job fails with the error (issue #33, item 3). Each death is reported to
 * `onWorkerFailure` (the app log). A job the worker itself answers with an error is not
 * retried: the search is deterministic, it would fail again.
 *
 * Worker location, resolved at run time so one code base works everywhere:
 * - running from TypeScript sources (tsx, vitest): `worker-bootstrap.mjs` registers tsx and
 *   loads `worker.ts` next to this file;
 * - electron-vite build: `ai-worker.js` next to the bundled main file (or one folder up when
 *   this code lands in a chunk folder);
 * - or an explicit `workerUrl`.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

export interface WorkerPoolOptions {
  /** Number of worker threads (default 1). */
  workers?: number;
  /** Override the worker script (a built ai-worker.js). */
  workerUrl?: URL;
  /**
   * The warm-up job (its answer is dropped), e.g. the AI worker's `{ kind: 'warm' }`: `warm()`
   * starts every idle worker with it, and a worker terminated by a cancelled job is replaced
   * and warmed at once instead of on the next job, so module load and JIT happen before the
   * next real job (the decision after a cancellation is not a cold one). A worker started
   * for a waiting job gets the job itself.
   */
  warmMessage?: Record<string, unknown>;
  /** A worker died while running a job; `retried`: the job goes to a fresh worker once more. */
  onWorkerFailure?: (err: Error, retried: boolean) => void;
}

interface Job {
  id: number;
  message: Record<string, unknown>;
  resolve: (v: unknown) => void;
  reject: (e: unknown) => void;
  slot: Slot | null;
  cleanup: () => void;
  /** Times this job was given to a fresh worker after its worker died (at most once). */
  retries?: number;
}

interface Slot {
  worker: Worker | null;
  job: Job | null;
}

export function abortError(message = 'The AI decision was cancelled.'): Error {
  return new DOMException(message, 'AbortError') as unknown as Error;
}

export function resolveWorkerSpec(override?: URL): { url: URL; workerData?: unknown } {
  if (override) return { url: override };
  const here = import.meta.url;
  if (/\.ts($|\?)/.test(here)) {
    return {
      url: new URL('./worker-bootstrap.mjs', here),
      workerData: { entry: new URL('./worker.ts', here).href },
    };
  }
  for (const rel of ['./ai-worker.js', '../ai-worker.js', './ai-worker.mjs', '../ai-worker.mjs']) {
    const u = new URL(rel, here);
    if (existsSync(fileURLToPath(u))) return { url: u };
  }
  throw new Error(
    `AI worker script not found next to ${here} (expected ai-worker.js from the electron-vite build)`,
  );
}

export interface WorkerPool {
  run<T>(message: Record<string, unknown>, signal?: AbortSignal): Promise<T>;
  /** Start every idle worker that is not running (with `warmMessage`); resolves when all answered. */
  warm(): Promise<void>;
  dispose(): Promise<void>;
}

export function createWorkerPool(opts: WorkerPoolOptions = {}): WorkerPool {
  const spec = resolveWorkerSpec(opts.workerUrl);
  const slots: Slot[] = Array.from({ length: Math.max(1, opts.workers ?? 1) }, () => ({
    worker: null,
    job: null,
  }));
  const queue: Job[] = [];
  let nextId = 1;
  let disposed = false;

  function spawn(slot: Slot): Worker {
    const w = new Worker(spec.url, { workerData: spec.workerData });
    w.on('message', (m: { id: number; ok: boolean; value?: unknown; error?: string }) => {
      const job = slot.job;
      if (!job || job.id !== m.id) return;
      finish(slot, job);
      if (m.ok) job.resolve(m.value);
      else job.reject(new Error(m.error));
    });
    const fail = (e: unknown) => {
      if (slot.worker !== w) return;
      slot.worker = null;
      const job = slot.job;
      if (!job) return;
      const err = e instanceof Error ? e : new Error(`AI worker stopped: ${String(e)}`);
      const retry = !disposed && (job.retries ?? 0) < 1;
      opts.onWorkerFailure?.(err, retry);
      if (retry) {
        // The same job, on a fresh worker in the same slot (the dead one is gone).
        job.retries = (job.retries ?? 0) + 1;
        slot.worker = spawn(slot);
        slot.worker.ref();
        slot.worker.postMessage({ ...job.message, id: job.id });
        return;
      }
      finish(slot, job);
      job.reject(err);
    };
    w.on('error', fail);
    w.on('exit', (code) => fail(new Error(`AI worker exited with code ${code}`)));
    w.unref();
    return w;
  }

  /** Start the slot's worker now and give it the warm-up message as its first job. */
  function warmSlot(slot: Slot): Promise<void> {
    return new Promise<void>((resolve) => {
      if (disposed || slot.worker || slot.job || !opts.warmMessage) return resolve();
      const job: Job = {
        id: nextId++,
        message: opts.warmMessage,
        // A failed warm-up only means the first real job starts cold (or fails itself).
        resolve: () => resolve(),
        reject: () => resolve(),
        slot,
        cleanup: () => {},
      };
      slot.job = job;
      slot.worker = spawn(slot);
      // Busy while warming (a caller may await it); idle workers are unref'd again by `pump`.
      slot.worker.ref();
      slot.worker.postMessage({ ...job.message, id: job.id });
    });
  }

  function finish(slot: Slot, job: Job): void {
    slot.job = null;
    job.slot = null;
    job.cleanup();
    pump();
  }

  function pump(): void {
    for (const slot of slots) {
      if (slot.job || queue.length === 0) continue;
      const job = queue.shift()!;
      slot.job = job;
      job.slot = slot;
      slot.worker ??= spawn(slot);
      slot.worker.ref();
      slot.worker.postMessage({ ...job.message, id: job.id });
    }
    for (const slot of slots) if (!slot.job) slot.worker?.unref();
  }

  return {
    run<T>(message: Record<string, unknown>, signal?: AbortSignal): Promise<T> {
      if (disposed) return Promise.reject(new Error('the AI service is disposed'));
      if (signal?.aborted) return Promise.reject(abortError());
      return new Promise<T>((resolve, reject) => {
        const onAbort = () => {
          const i = queue.indexOf(job);
          if (i >= 0) {
            queue.splice(i, 1);
            job.cleanup();
            reject(abortError());
            return;
          }
          const slot = job.slot;
          if (slot) {
            // Stop the search at once: terminate the busy worker, a fresh one comes on demand.
            const w = slot.worker;
            slot.worker = null;
            finish(slot, job);
            void w?.terminate();
            reject(abortError());
            // The replacement starts now (warm), not when the next job arrives.
            if (!slot.job) void warmSlot(slot);
          }
        };
        const job: Job = {
          id: nextId++,
          message,
          resolve: resolve as (v: unknown) => void,
          reject,
          slot: null,
          cleanup: () => signal?.removeEventListener('abort', onAbort),
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        queue.push(job);
        pump();
      });
    },
    async warm(): Promise<void> {
      await Promise.all(slots.map((slot) => warmSlot(slot)));
    },
    async dispose(): Promise<void> {
      disposed = true;
      for (const job of queue.splice(0)) {
        job.cleanup();
        job.reject(abortError('The AI service was disposed.'));
      }
      const stops: Promise<unknown>[] = [];
      for (const slot of slots) {
        const w = slot.worker;
        slot.worker = null;
        const job = slot.job;
        if (job) {
          slot.job = null;
          job.cleanup();
          job.reject(abortError('The AI service was disposed.'));
        }
        if (w) stops.push(w.terminate());
      }
      await Promise.all(stops);
    },
  };
}
