/**
 * Game review and hints (issue #18), for the IPC handlers.
 *
 * Review: a finished game (a replay, or the game just ended — its replay has the same id) is
 * analysed position by position in the AI worker threads (main/ai/review through the worker
 * pool; never on the thread that answers IPC). Progress is pushed, a review can be
 * cancelled (the busy workers are stopped), and the result is saved beside the replay
 * (main/saves kinds/review.ts), so opening it again answers at once.
 *
 * Hint: in a game against the computer, the move the `normal` level would play in the
 * human's seat, decided from that player's own view (and deck list) only — the same request
 * the computer opponent gets, so a hint cannot leak a hidden card. Hints are counted per
 * game and recorded in the game's result (history shows them).
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { AiDecision, AiRequest } from '../ai/types';
import { runReview, type ReviewRunner } from '../ai/review/run';
import type { PositionEval, ReviewMode, ReviewResult } from '../ai/review/types';
import type { WorkerPool } from '../ai/worker-pool';
import type { PlayerId } from '../engine/types';
import { isSaveError, type SaveStore } from '../saves';
import { seatKnowledge } from './computer-ai';
import type { GameSessions } from './game-sessions';
import type { HintResult, ReviewStartResult } from './types';
import { gameRegistry } from '../games/registry';
import { reviewInput } from './review-input';

export type ReviewPush =
  | { event: 'review.progress'; payload: { jobId: string; done: number; total: number } }
  | { event: 'review.done'; payload: { jobId: string; replayId: string; result: ReviewResult } }
  | {
      event: 'review.failed';
      payload: { jobId: string; replayId: string; message: string; cancelled: boolean };
    };

export interface ReviewServiceDeps {
  store: SaveStore;
  pool: () => WorkerPool;
  sessions: GameSessions;
  /** Waits until a game's saves are written (its replay exists once it is finished). */
  settled: (gameId: string) => Promise<void>;
  /** `to`: the page that asked for the job (undefined: no page, e.g. tests — every page). */
  push: (p: ReviewPush, to: string | undefined) => void;
  newJobId?: () => string;
  /** Reviews one page may have running at once; one more answers `busy` (default 2). */
  maxReviewsPerPage?: number;
  /** Hints one page may have waiting at once; one more answers `busy` (default 1). */
  maxHintsPerPage?: number;
  /**
   * Count one more hint for a game and give the new count (the save service keeps it with
   * the game's save: save-service.ts countHint). Default: counted here, in memory only.
   */
  countHint?: (gameId: string) => number;
}

/** A review running for one or more pages (asking again for the same review joins it). */
interface Job {
  ctl: AbortController;
  what: string;
  replayId: string;
  pages: Set<string | undefined>;
}

// Result types live in ./types (plain types the IPC contract, and so the renderer, may see).
export type { HintResult, ReviewStartResult } from './types';

export class ReviewServiceError extends Error {
  constructor(
    readonly code: 'not-found' | 'bad-request' | 'rule',
    message: string,
    readonly ruleCode?: string,
  ) {
    super(message);
    this.name = 'ReviewServiceError';
  }
}

export interface ReviewService {
  /**
   * Whether `replayId` has a saved replay to review (after the game's pending saves). A game
   * nobody saved — computer against computer is only watched, or its save failed — has none:
   * the screens then offer no Review button rather than one that fails.
   */
  available(replayId: string): Promise<boolean>;
  /** `caller`: the asking page; it alone hears the job's pushes (with any page that joins). */
  start(
    arg: {
      replayId: string;
      mode: ReviewMode;
      players?: PlayerId[] | undefined;
    },
    caller?: string,
  ): Promise<ReviewStartResult>;
  /** Stops the job for `caller`; the workers stop once no page waits for it any more. */
  cancel(jobId: string, caller?: string): boolean;
  hint(gameId: string, player: PlayerId, caller?: string): Promise<HintResult>;
  hintsUsed(gameId: string): number;
  /** The page went away: its reviews stop (unless another page waits for them). */
  release(caller: string): void;
  /** The replay was deleted: its reviews stop (no orphan review file is written). */
  forgetReplay(replayId: string): void;
  dispose(): void;
}

const samePlayers = (a: readonly PlayerId[], b: readonly PlayerId[]) =>
  a.length === b.length && a.every((p) => b.includes(p));

export function createReviewService(deps: ReviewServiceDeps): ReviewService {
  const running = new Map<string, Job>();
  /** The job analysing (replay, mode, players) now: asking again joins it. */
  const runningFor = new Map<string, string>();
  const hints = new Map<string, number>();
  /** Hints being worked out, per asking page. */
  const hintsWaiting = new Map<string | undefined, number>();
  /** The hints being worked out, per asking page: stopped when the page goes away. */
  const hintJobs = new Map<string | undefined, Set<AbortController>>();
  const maxReviews = deps.maxReviewsPerPage ?? 2;
  const maxHints = deps.maxHintsPerPage ?? 1;

  const stopped = () => new ReviewServiceError('rule', 'the hint was stopped', 'stopped');
  const busy = (what: string) =>
    new ReviewServiceError('rule', `${what}; try again when it is done`, 'busy');

  function pushTo(job: Job, p: ReviewPush): void {
    for (const page of job.pages) deps.push(p, page);
  }

  function jobsOf(page: string | undefined): number {
    let n = 0;
    for (const j of running.values()) if (j.pages.has(page)) n++;
    return n;
  }

  /** `page` stops waiting for `jobId`; the job stops when nobody waits (true if it did wait). */
  function leave(jobId: string, page: string | undefined): boolean {
    const job = running.get(jobId);
    if (!job || !job.pages.has(page)) return false;
    // The last page stays on the job: it hears `review.failed` (cancelled) as before.
    if (job.pages.size === 1) job.ctl.abort();
    else job.pages.delete(page);
    return true;
  }
  const newJobId = deps.newJobId ?? (() => `r-${randomUUID()}`);
  const runner: ReviewRunner = (job, signal) =>
    deps.pool().run<PositionEval[]>({ kind: 'review', job }, signal);

  async function saveResult(replayId: string, result: ReviewResult): Promise<void> {
    const old = await deps.store.getReview(replayId);
    const others = (old?.reviews ?? []).filter(
      (r) => !(r.mode === result.mode && samePlayers(r.players, result.players)),
    );
    await deps.store.saveReview({ replayId, reviews: [...others, result].slice(-6) });
  }

  return {
    async available(replayId) {
      await deps.settled(replayId);
      try {
        await deps.store.getReplay(replayId);
        return true;
      } catch (err) {
        if (isSaveError(err) && err.code === 'not-found') return false;
        throw err;
      }
    },
    async start({ replayId, mode, players }, caller) {
      // The game just ended on another page: not this page's to review (issue #32).
      if (deps.sessions.openElsewhere(replayId, caller))
        throw new ReviewServiceError('not-found', `no replay ${replayId}`);
      await deps.settled(replayId);
      const replay = await deps.store.getReplay(replayId);
      // Checked again before anything is copied to a worker: size bounds, today's rules.
      const rules = gameRegistry[replay.game];
      const input = rules
        ? reviewInput(rules, replay)
        : ({ ok: false, ruleCode: 'replay-broken', message: 'no such game' } as const);
      if (!input.ok) throw new ReviewServiceError('rule', input.message, input.ruleCode);
      const who: PlayerId[] = players?.length
        ? [...new Set(players)].sort()
        : replay.mode.kind === 'vs-ai'
          ? [replay.mode.humanSeat]
          : [0, 1];
      const saved = await deps.store.getReview(replayId);
      const hit = saved?.reviews.find(
        (r) =>
          r.mode === mode && samePlayers(r.players, who) && r.actionCount === replay.actions.length,
      );
      if (hit) return { status: 'done', result: hit as ReviewResult };
      const what = `${replayId}|${mode}|${who.join(',')}`;
      const joined = runningFor.get(what);
      const joinedJob = joined === undefined ? undefined : running.get(joined);
      if (joined !== undefined && joinedJob) {
        if (!joinedJob.pages.has(caller) && jobsOf(caller) >= maxReviews)
          throw busy(`${maxReviews} reviews are running already`);
        joinedJob.pages.add(caller);
        return { status: 'running', jobId: joined };
      }
      if (jobsOf(caller) >= maxReviews) throw busy(`${maxReviews} reviews are running already`);
      const jobId = newJobId();
      runningFor.set(what, jobId);
      const ctl = new AbortController();
      const job: Job = { ctl, what, replayId, pages: new Set([caller]) };
      running.set(jobId, job);
      void (async () => {
        try {
          const result = await runReview(
            {
              game: replay.game,
              options: input.options,
              seed: replay.seed,
              actions: input.actions,
              players: who,
              mode,
            },
            runner,
            {
              signal: ctl.signal,
              onProgress: (done, total) =>
                pushTo(job, { event: 'review.progress', payload: { jobId, done, total } }),
            },
          );
          // Deleted meanwhile: no review file without its replay.
          if (ctl.signal.aborted) throw new Error('the review was stopped');
          await saveResult(replayId, result);
          pushTo(job, { event: 'review.done', payload: { jobId, replayId, result } });
        } catch (e) {
          const cancelled = ctl.signal.aborted;
          pushTo(job, {
            event: 'review.failed',
            payload: {
              jobId,
              replayId,
              cancelled,
              message: e instanceof Error ? e.message : String(e),
            },
          });
        } finally {
          running.delete(jobId);
          runningFor.delete(what);
        }
      })();
      return { status: 'running', jobId };
    },
    cancel(jobId, caller) {
      const job = running.get(jobId);
      if (!job || !job.pages.has(caller)) return false;
      // Told it stopped even when another page's wait keeps the workers going.
      if (job.pages.size > 1)
        deps.push(
          {
            event: 'review.failed',
            payload: { jobId, replayId: job.replayId, cancelled: true, message: 'cancelled' },
          },
          caller,
        );
      return leave(jobId, caller);
    },
    release(caller) {
      for (const jobId of [...running.keys()]) leave(jobId, caller);
      // Its hints too: nobody is left to show them (100 queued hints kept a host busy 4 s).
      for (const ctl of hintJobs.get(caller) ?? []) ctl.abort();
      hintJobs.delete(caller);
    },
    forgetReplay(replayId) {
      for (const job of running.values()) if (job.replayId === replayId) job.ctl.abort();
    },
    async hint(gameId, player, caller) {
      const record = deps.sessions.openElsewhere(gameId, caller)
        ? null
        : deps.sessions.record(gameId);
      if (!record) throw new ReviewServiceError('not-found', `no game ${gameId}`);
      const humans = record.seats.filter((s) => s.kind === 'human').length;
      if (humans !== 1 || record.seats[player]?.kind !== 'human') {
        throw new ReviewServiceError(
          'rule',
          'hints are only for the human player in a game against the computer',
          'no-hints',
        );
      }
      const v = deps.sessions.view(gameId, player);
      if (!v.ok)
        throw new ReviewServiceError('rule', v.error.message, v.error.ruleCode ?? 'no-view');
      if (v.value.toMove !== player)
        throw new ReviewServiceError('rule', 'it is not your decision', 'not-your-turn');
      const knowledge = seatKnowledge({ game: record.game, options: record.options, player });
      const req: AiRequest = {
        game: record.game,
        level: 'normal',
        player,
        view: v.value.view,
        seed: randomInt(0, 0xffffffff),
        ...(knowledge ? { knowledge } : {}),
      };
      const waiting = hintsWaiting.get(caller) ?? 0;
      if (waiting >= maxHints) throw busy('a hint is being worked out already');
      hintsWaiting.set(caller, waiting + 1);
      const ctl = new AbortController();
      const mine = hintJobs.get(caller) ?? new Set<AbortController>();
      hintJobs.set(caller, mine.add(ctl));
      let d: AiDecision;
      try {
        d = await deps.pool().run<AiDecision>({ kind: 'decide', req }, ctl.signal);
      } catch (err) {
        if (ctl.signal.aborted) throw stopped();
        throw err;
      } finally {
        const left = (hintsWaiting.get(caller) ?? 1) - 1;
        if (left > 0) hintsWaiting.set(caller, left);
        else hintsWaiting.delete(caller);
        mine.delete(ctl);
        if (mine.size === 0 && hintJobs.get(caller) === mine) hintJobs.delete(caller);
      }
      if (ctl.signal.aborted)
        throw new ReviewServiceError('rule', 'the hint was stopped', 'stopped');
      const n = deps.countHint ? deps.countHint(gameId) : (hints.get(gameId) ?? 0) + 1;
      hints.set(gameId, n);
      return { action: d.action, elapsedMs: d.elapsedMs, iterations: d.iterations ?? 0, hints: n };
    },
    hintsUsed: (gameId) => hints.get(gameId) ?? 0,
    dispose() {
      for (const j of running.values()) j.ctl.abort();
      for (const set of hintJobs.values()) for (const ctl of set) ctl.abort();
      hintJobs.clear();
      running.clear();
      runningFor.clear();
    },
  };
}
