/**
 * Computer-against-computer games that keep their action list (the calibrate command and
 * the review's tests and benchmark need the record; the arena only keeps the result). Each
 * decision gets only the mover's view and knowledge, as in ../arena.ts.
 */
import { nextU32, seedRng } from '../../engine/rng';
import type { GameId, Outcome } from '../../engine/types';
import { clashRules } from '../../games/clash/index';
import { orbsRules, READY_DECKS } from '../../games/orbs/index';
import { decide } from '../decide';
import type { AiLevel } from '../types';
import { clashRequest, orbsRequest } from '../requests';

export interface SelfPlayGame {
  game: GameId;
  options: unknown;
  seed: number;
  actions: unknown[];
  /** null: not finished within `maxActions` (left out of calibration). */
  outcome: Outcome;
  levels: [AiLevel, AiLevel];
}

function decisionSeed(gameSeed: number, n: number): number {
  return nextU32(seedRng((gameSeed ^ Math.imul(n + 1, 0x9e3779b1)) >>> 0));
}

export function playRecordedGame(
  game: GameId,
  levels: [AiLevel, AiLevel],
  seed: number,
  budgetScale = 1,
  maxActions = 1000,
): SelfPlayGame {
  const rng = seedRng(seed >>> 0);
  const gameSeed = nextU32(rng);
  const actions: unknown[] = [];
  if (game === 'clash') {
    const options = { mode: 'draft' as const, pool: 'initiation' as const };
    const s = clashRules.create(structuredClone(options), gameSeed);
    for (let n = 0; n < maxActions && clashRules.toMove(s) !== null; n++) {
      const p = clashRules.toMove(s)!;
      const d = decide(
        { ...clashRequest(s, p, decisionSeed(seed, n), budgetScale), level: levels[p] },
        { noTimeCap: true },
      );
      actions.push(structuredClone(d.action));
      if (!clashRules.apply(s, d.action as never).ok)
        throw new Error('illegal Clash action in self-play');
    }
    return { game, options, seed: gameSeed, actions, outcome: clashRules.outcome(s), levels };
  }
  const a = READY_DECKS[nextU32(rng) % READY_DECKS.length]!;
  const b = READY_DECKS[nextU32(rng) % READY_DECKS.length]!;
  const options = { decks: [a.cards.slice(), b.cards.slice()] as [string[], string[]] };
  const s = orbsRules.create(structuredClone(options), gameSeed);
  for (let n = 0; n < maxActions && orbsRules.toMove(s) !== null; n++) {
    const p = orbsRules.toMove(s)!;
    const d = decide(
      {
        ...orbsRequest(s, p, options.decks[p], decisionSeed(seed, n), budgetScale),
        level: levels[p],
      },
      { noTimeCap: true },
    );
    actions.push(structuredClone(d.action));
    if (!orbsRules.apply(s, d.action as never).ok)
      throw new Error('illegal Orbs action in self-play');
  }
  return { game, options, seed: gameSeed, actions, outcome: orbsRules.outcome(s), levels };
}
