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
  push: (p: ReviewPush) => void;
  newJobId?: () => string;
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
  start(arg: {
    replayId: string;
    mode: ReviewMode;
    players?: PlayerId[] | undefined;
  }): Promise<ReviewStartResult>;
  cancel(jobId: string): boolean;
  hint(gameId: string, player: PlayerId): Promise<HintResult>;
  hintsUsed(gameId: string): number;
  dispose(): void;
}

const samePlayers = (a: readonly PlayerId[], b: readonly PlayerId[]) =>
  a.length === b.length && a.every((p) => b.includes(p));

export function createReviewService(deps: ReviewServiceDeps): ReviewService {
  const running = new Map<string, AbortController>();
  /** The job analysing (replay, mode, players) now: asking again joins it. */
  const runningFor = new Map<string, string>();
  const hints = new Map<string, number>();
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
    async start({ replayId, mode, players }) {
      await deps.settled(replayId);
      const replay = await deps.store.getReplay(replayId);
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
      if (joined) return { status: 'running', jobId: joined };
      const jobId = newJobId();
      runningFor.set(what, jobId);
      const ctl = new AbortController();
      running.set(jobId, ctl);
      void (async () => {
        try {
          const result = await runReview(
            {
              game: replay.game,
              options: replay.options,
              seed: replay.seed,
              actions: replay.actions,
              players: who,
              mode,
            },
            runner,
            {
              signal: ctl.signal,
              onProgress: (done, total) =>
                deps.push({ event: 'review.progress', payload: { jobId, done, total } }),
            },
          );
          await saveResult(replayId, result);
          deps.push({ event: 'review.done', payload: { jobId, replayId, result } });
        } catch (e) {
          const cancelled = ctl.signal.aborted;
          deps.push({
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
    cancel(jobId) {
      const ctl = running.get(jobId);
      if (!ctl) return false;
      ctl.abort();
      return true;
    },
    async hint(gameId, player) {
      const record = deps.sessions.record(gameId);
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
      const d = await deps.pool().run<AiDecision>({ kind: 'decide', req });
      const n = (hints.get(gameId) ?? 0) + 1;
      hints.set(gameId, n);
      return { action: d.action, elapsedMs: d.elapsedMs, iterations: d.iterations ?? 0, hints: n };
    },
    hintsUsed: (gameId) => hints.get(gameId) ?? 0,
    dispose() {
      for (const c of running.values()) c.abort();
      running.clear();
      runningFor.clear();
    },
  };
}
