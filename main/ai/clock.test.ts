/**
 * The wall-clock cap is a safety net that covers the whole request (issue #19 item 2):
 * a request whose clock is already spent before the worker starts on it (a long queue, a
 * fresh worker's module load) still gets a legal answer at once, and while the clock does
 * not bite the answer depends only on the request (same seed → same move). Not timed: the
 * spent clock is a `startedAt` far in the past.
 */
import { describe, expect, it } from 'vitest';
import { nextU32, randInt, seedRng } from '../engine/rng';
import { clashRules } from '../games/clash/index';
import { orbsRules, READY_DECKS } from '../games/orbs/index';
import { clockNow, decide, decidePart } from './decide';
import { clashRequest, orbsRequest, type SeatRequest } from './requests';

interface Position {
  req: SeatRequest;
  /** The real state's legal actions (JSON). */
  legal: string[];
}

/** Mid-game positions of random games (Clash battle, Orbs). */
function positions(): Position[] {
  const rng = seedRng(19);
  const c = clashRules.create({}, nextU32(rng));
  while (clashRules.toMove(c) !== null && (c.phase === 'draft' || c.turn < 5)) {
    const list = clashRules.legalActions(c);
    clashRules.apply(c, list[randInt(rng, list.length)]!);
  }
  expect(clashRules.toMove(c)).not.toBeNull();
  const decks: [string[], string[]] = [
    READY_DECKS[0]!.cards.slice(),
    READY_DECKS[2]!.cards.slice(),
  ];
  const o = orbsRules.create({ decks }, nextU32(rng));
  for (let n = 0; n < 60 && orbsRules.toMove(o) !== null; n++) {
    const list = orbsRules.legalActions(o);
    orbsRules.apply(o, list[randInt(rng, list.length)]!);
  }
  const p = orbsRules.toMove(o)!;
  return [
    {
      req: clashRequest(c, c.active, 7),
      legal: clashRules.legalActions(c).map((a) => JSON.stringify(a)),
    },
    {
      req: orbsRequest(o, p, decks[p], 7),
      legal: orbsRules.legalActions(o).map((a) => JSON.stringify(a)),
    },
  ];
}

describe('decision clock', () => {
  const list = positions();

  it('a request whose clock was spent before the worker started still answers legally', () => {
    const spent = () => ({ startedAt: clockNow() - 60_000 });
    for (const { req, legal } of list)
      for (const level of ['normal', 'hard'] as const) {
        const d = decide({ ...req, level }, spent());
        expect(legal).toContain(JSON.stringify(d.action));
        // The search stopped at once (a sure move needs no search: 0 iterations).
        expect(d.cutByClock === true || d.iterations === 0).toBe(true);
        const part = decidePart({ ...req, level }, 0, spent());
        expect(legal).toContain(JSON.stringify(part.action));
        expect(part.cutByClock === true || part.iterations === 0).toBe(true);
      }
  });

  it('without a spent clock the same requests search (the test above can fail)', () => {
    for (const { req } of list) {
      const d = decide({ ...req, level: 'normal', budgetScale: 0.2 }, { noTimeCap: true });
      expect(d.cutByClock).toBe(false);
      expect(d.iterations).toBeGreaterThan(0);
    }
  });
});
