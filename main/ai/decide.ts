/**
 * One decision, synchronously, in the calling thread (tests, the arena, and the worker that
 * the app's service runs decisions in).
 *
 * Honesty: the request holds the player's view and what the player knows; every hidden card
 * is guessed by the game's determinizer with the AI's own generator, seeded from
 * `req.seed`. The same request always gives the same action (iteration budgets), unless the
 * wall-clock cap cuts a search short on a slow machine.
 */
import { randInt, seedRng } from '../engine/rng';
import type { PlayerId } from '../engine/types';
import { clashAi } from './clash/index';
import { orbsAi } from './orbs/index';
import { scaled, type LevelParams } from './levels';
import { ismcts } from './search/ismcts';
import type { Determinizer, SearchGame } from './search/game';
import { AI_LEVELS, type AiDecision, type AiRequest } from './types';

interface GameAi<S, A> {
  game: SearchGame<S, A>;
  determinizer(view: unknown, player: PlayerId, knowledge: unknown): Determinizer<S>;
  params: LevelParams;
}

const AIS: Record<AiRequest['game'], GameAi<unknown, unknown>> = {
  clash: clashAi as unknown as GameAi<unknown, unknown>,
  orbs: orbsAi as unknown as GameAi<unknown, unknown>,
};

/** Throws a clear error for a malformed request. */
export function checkRequest(req: AiRequest): void {
  if (!req || typeof req !== 'object') throw new Error('an AI request must be an object');
  if (!(req.game in AIS)) throw new Error(`unknown game ${JSON.stringify(req.game)}`);
  if (!AI_LEVELS.includes(req.level)) throw new Error(`unknown AI level ${JSON.stringify(req.level)}`);
  if (req.player !== 0 && req.player !== 1) throw new Error('player must be 0 or 1');
  if (typeof req.seed !== 'number' || !Number.isFinite(req.seed)) throw new Error('seed must be a finite number');
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
    if (ai.game.toMove(s) !== req.player) throw new Error(`it is not player ${req.player}'s turn to move`);
    const acts = ai.game.legalActions(s);
    if (acts.length === 0) throw new Error('no legal action');
    return done(req.level === 'random' ? acts[randInt(rng, acts.length)] : ai.game.policy(s, rng));
  }
  const params = scaled(req.level === 'hard' ? ai.params.hard : ai.params.normal, req.budgetScale ?? 1);
  if (opts.noTimeCap) params.maxMs = Infinity;
  const probe = det.sample(seedRng(req.seed >>> 0));
  if (ai.game.toMove(probe) !== req.player) throw new Error(`it is not player ${req.player}'s turn to move`);
  const r = ismcts(ai.game, det, req.player, params, rng);
  return done(r.action, r.iterations, r.cutByClock ?? false);
}
