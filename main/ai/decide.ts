/**
 * One decision, synchronously, in the calling thread (tests, the arena, and the worker that
 * the app's service runs decisions in).
 *
 * Honesty: the request holds the player's view and what the player knows; every hidden card
 * is guessed by the game's determinizer with the AI's own generator, seeded from
 * `req.seed`. The same request always gives the same action (iteration budgets), unless the
 * wall-clock cap cuts a search short on a slow machine.
 */
import { randInt, seedRng, type RngState } from '../engine/rng';
import type { PlayerId } from '../engine/types';
import { clashAi } from './clash/index';
import { orbsAi } from './orbs/index';
import { scaled, type LevelParams } from './levels';
import { ismcts, mergeRoots, type SearchParams, type SearchResult } from './search/ismcts';
import type { Determinizer, SearchGame } from './search/game';
import { AI_LEVELS, type AiDecision, type AiRequest } from './types';

interface GameAi<S, A> {
  game: SearchGame<S, A>;
  /**
   * The adapter a level searches with when it differs from `game` (Orbs: both levels play
   * their playouts with greedy moves); default `game`.
   */
  levelGames?: Partial<Record<'normal' | 'hard', SearchGame<S, A>>>;
  determinizer(view: unknown, player: PlayerId, knowledge: unknown): Determinizer<S>;
  params: LevelParams;
  /**
   * A game's own search for some decisions (Clash: whole-turn plans in the battle), or null
   * to use ISMCTS. Gets the level's scaled params (`iterations`, `maxMs`) and a part's rng.
   */
  search?(
    det: Determinizer<S>,
    player: PlayerId,
    level: 'normal' | 'hard',
    params: SearchParams,
    rng: RngState,
  ): SearchResult<A> | null;
}

const AIS: Record<AiRequest['game'], GameAi<unknown, unknown>> = {
  clash: clashAi as unknown as GameAi<unknown, unknown>,
  orbs: orbsAi as unknown as GameAi<unknown, unknown>,
};

/** Throws a clear error for a malformed request. */
export function checkRequest(req: AiRequest): void {
  if (!req || typeof req !== 'object') throw new Error('an AI request must be an object');
  if (!(req.game in AIS)) throw new Error(`unknown game ${JSON.stringify(req.game)}`);
  if (!AI_LEVELS.includes(req.level))
    throw new Error(`unknown AI level ${JSON.stringify(req.level)}`);
  if (req.player !== 0 && req.player !== 1) throw new Error('player must be 0 or 1');
  if (typeof req.seed !== 'number' || !Number.isFinite(req.seed))
    throw new Error('seed must be a finite number');
  if (!req.view || typeof req.view !== 'object') throw new Error('view is missing');
}

export interface DecideOptions {
  /**
   * Ignore the wall-clock caps and always run the full iteration budget, so the result
   * depends only on the request (tests on a busy machine). The app never sets it.
   */
  noTimeCap?: boolean;
  /**
   * When the request was made (`clockNow()` of the thread that asked): the level's time cap
   * then counts from here, so waiting in the pool's queue, the message to the worker, a fresh
   * worker's module load and the determinizer all come out of the same cap (issue #19: the
   * cap covers everything from request to answer). Absent: the cap starts in `decide`.
   */
  startedAt?: number;
}

/**
 * A clock that means the same in every thread: ms since the epoch with sub-millisecond
 * resolution (each worker's `performance.now()` has its own origin).
 */
export function clockNow(): number {
  return performance.timeOrigin + performance.now();
}

/** Time already spent on the request before this thread started on it (ms, ≥ 0). */
function spentBefore(opts: DecideOptions): number {
  return opts.startedAt === undefined ? 0 : Math.max(0, clockNow() - opts.startedAt);
}

export function decide(req: AiRequest, opts: DecideOptions = {}): AiDecision {
  const t0 = performance.now();
  checkRequest(req);
  const ai = AIS[req.game];
  const rng = seedRng(req.seed >>> 0);
  const det = ai.determinizer(req.view, req.player, req.knowledge);
  const done = (action: unknown, iterations?: number, cutByClock?: boolean): AiDecision => {
    const d: AiDecision = { action, elapsedMs: performance.now() - t0 };
    if (iterations !== undefined) d.iterations = iterations;
    if (cutByClock !== undefined) d.cutByClock = cutByClock;
    return d;
  };
  if (req.level === 'random' || req.level === 'easy') {
    const s = det.sample(rng);
    if (ai.game.toMove(s) !== req.player)
      throw new Error(`it is not player ${req.player}'s turn to move`);
    const acts = ai.game.legalActions(s);
    if (acts.length === 0) throw new Error('no legal action');
    return done(req.level === 'random' ? acts[randInt(rng, acts.length)] : ai.game.policy(s, rng));
  }
  const params = searchParams(req, opts);
  const probe = det.sample(seedRng(req.seed >>> 0));
  if (ai.game.toMove(probe) !== req.player)
    throw new Error(`it is not player ${req.player}'s turn to move`);
  const k = params.rootParallel ?? 1;
  // One thread runs the parts one after the other: each gets 1/k of the cap, and none runs
  // past the whole cap counted from the request (queue, round trip, determinizer, probe).
  const deadline = t0 - spentBefore(opts) + params.maxMs;
  const parts: SearchResult<unknown>[] = [];
  for (let i = 0; i < k; i++)
    parts.push(
      runPart(req, params, i, k, Math.min(params.maxMs / k, deadline - performance.now())),
    );
  const r = k === 1 ? parts[0]! : mergeRoots(parts, params.policyBonus ?? 0);
  return done(r.action, r.iterations, r.cutByClock ?? false);
}

/** How many root-parallel parts a request's search has (1 for random/easy). */
export function searchParts(req: AiRequest): number {
  if (req.level === 'random' || req.level === 'easy') return 1;
  return searchParams(req, {}).rootParallel ?? 1;
}

function searchParams(req: AiRequest, opts: DecideOptions): SearchParams {
  const ai = AIS[req.game];
  const params = scaled(
    req.level === 'hard' ? ai.params.hard : ai.params.normal,
    req.budgetScale ?? 1,
  );
  if (opts.noTimeCap) params.maxMs = Infinity;
  return params;
}

/**
 * Part `i` of `k`: its own generator (part 0 keeps the request's seed), 1/k of the iteration
 * budget, `clockMs` of wall clock (at least 1 ms: a search whose clock is already spent
 * still answers, after its first iteration).
 */
function runPart(
  req: AiRequest,
  params: SearchParams,
  i: number,
  k: number,
  clockMs: number,
): SearchResult<unknown> {
  const ai = AIS[req.game];
  const seed = i === 0 ? req.seed >>> 0 : (req.seed ^ Math.imul(i, 0x85ebca6b)) >>> 0;
  const rng = seedRng(seed);
  const det = ai.determinizer(req.view, req.player, req.knowledge);
  const p: SearchParams =
    k === 1
      ? { ...params }
      : {
          ...params,
          iterations: Math.max(1, Math.round(params.iterations / k)),
        };
  p.maxMs = Math.max(1, clockMs);
  const level = req.level === 'hard' ? 'hard' : 'normal';
  return (
    ai.search?.(det, req.player, level, p, rng) ??
    ismcts(ai.levelGames?.[level] ?? ai.game, det, req.player, p, rng)
  );
}

/**
 * One root-parallel part of a normal/hard search (the app's service runs the parts on
 * separate worker threads and merges them with `mergeDecisionParts`).
 *
 * Clock: with `opts.startedAt` (the service) the parts run at the same time, so each may
 * use the level's whole cap counted from the request — the answer still comes within the
 * cap, and a part that had to wait for a busy worker gets only what is left. Without it,
 * 1/k of the cap, as in `decide` (the same result when the clock does not bite).
 */
export function decidePart(
  req: AiRequest,
  part: number,
  opts: DecideOptions = {},
): SearchResult<unknown> {
  const t0 = performance.now();
  checkRequest(req);
  if (req.level === 'random' || req.level === 'easy')
    throw new Error('random and easy do not search');
  const params = searchParams(req, opts);
  const k = params.rootParallel ?? 1;
  if (!Number.isInteger(part) || part < 0 || part >= k) throw new Error(`part must be 0..${k - 1}`);
  const clockMs =
    opts.startedAt === undefined
      ? params.maxMs / k
      : params.maxMs - spentBefore(opts) - (performance.now() - t0);
  return runPart(req, params, part, k, clockMs);
}

/** Merge the parts of one request into its decision (the same result as `decide`). */
export function mergeDecisionParts(
  req: AiRequest,
  parts: SearchResult<unknown>[],
  elapsedMs: number,
): AiDecision {
  const params = searchParams(req, {});
  const r = parts.length === 1 ? parts[0]! : mergeRoots(parts, params.policyBonus ?? 0);
  return {
    action: r.action,
    elapsedMs,
    iterations: r.iterations,
    cutByClock: r.cutByClock ?? false,
  };
}
