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
import { pairedFlat } from './search/paired';
import type { Determinizer, SearchGame } from './search/game';
import { AI_LEVELS, type AiDecision, type AiRequest } from './types';

interface GameAi<S, A> {
  game: SearchGame<S, A>;
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
  const parts: SearchResult<unknown>[] = [];
  for (let i = 0; i < k; i++) parts.push(runPart(req, params, i, k));
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

/** Part `i` of `k`: its own generator (part 0 keeps the request's seed), 1/k of the budget. */
function runPart(
  req: AiRequest,
  params: SearchParams,
  i: number,
  k: number,
): SearchResult<unknown> {
  const ai = AIS[req.game];
  const seed = i === 0 ? req.seed >>> 0 : (req.seed ^ Math.imul(i, 0x85ebca6b)) >>> 0;
  const rng = seedRng(seed);
  const det = ai.determinizer(req.view, req.player, req.knowledge);
  const p =
    k === 1
      ? params
      : {
          ...params,
          iterations: Math.max(1, Math.round(params.iterations / k)),
          maxMs: params.maxMs / k,
        };
  const level = req.level === 'hard' ? 'hard' : 'normal';
  return (
    ai.search?.(det, req.player, level, p, rng) ??
    (p.paired ? pairedFlat : ismcts)(ai.game, det, req.player, p, rng)
  );
}

/**
 * One root-parallel part of a normal/hard search (the app's service runs the parts on
 * separate worker threads and merges them with `mergeDecisionParts`).
 */
export function decidePart(
  req: AiRequest,
  part: number,
  opts: DecideOptions = {},
): SearchResult<unknown> {
  checkRequest(req);
  if (req.level === 'random' || req.level === 'easy')
    throw new Error('random and easy do not search');
  const params = searchParams(req, opts);
  const k = params.rootParallel ?? 1;
  if (!Number.isInteger(part) || part < 0 || part >= k) throw new Error(`part must be 0..${k - 1}`);
  return runPart(req, params, part, k);
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
