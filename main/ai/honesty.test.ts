/**
 * The AI's decision depends only on the player's view (plus its own knowledge and seed):
 * two games that look the same to the player but differ in hidden cards give the same action.
 */
import { describe, expect, it } from 'vitest';
import { shuffleInPlace, seedRng } from '../engine/rng';
import { BUILDING, clashRules } from '../games/clash/index';
import type { ClashState } from '../games/clash/types';
import { orbsRules, READY_DECKS } from '../games/orbs/index';
import type { OrbsState } from '../games/orbs/types';
import { decide } from './decide';
import { withHiddenSwapped } from './orbs/hidden-swap.fixture';
import { clashRequest, orbsRequest } from './requests';
import type { AiLevel } from './types';

const LEVELS: AiLevel[] = ['random', 'easy', 'normal', 'hard'];

/** Play `n` actions with the easy AI, to reach a mid-game state. */
function advanceClash(s: ClashState, n: number): void {
  for (let i = 0; i < n && clashRules.toMove(s) !== null; i++) {
    const p = clashRules.toMove(s)!;
    const d = decide({ ...clashRequest(s, p, i), level: 'easy' });
    clashRules.apply(s, d.action as never);
  }
}

function advanceOrbs(s: OrbsState, n: number, decks: string[][]): void {
  for (let i = 0; i < n && orbsRules.toMove(s) !== null; i++) {
    const p = orbsRules.toMove(s)!;
    const d = decide({ ...orbsRequest(s, p, decks[p]!, i), level: 'easy' });
    orbsRules.apply(s, d.action as never);
  }
}

describe('decisions do not depend on hidden information', () => {
  it('Clash battle: the opponent hand order and the game generator are hidden', () => {
    const s = clashRules.create({}, 42);
    advanceClash(s, 30);
    expect(s.phase).toBe('summoning');
    const me = clashRules.toMove(s)!;
    const opp = (1 - me) as 0 | 1;
    const t = clashRules.clone(s);
    // Same view, different hidden state: reorder the opponent's cards around its building.
    const hand = t.players[opp].hand;
    const b = hand.indexOf(BUILDING);
    const cards = shuffleInPlace(seedRng(9), hand.filter((c) => c !== BUILDING).reverse());
    cards.splice(b, 0, BUILDING);
    t.players[opp].hand = cards;
    t.rng = seedRng(12345);
    expect(JSON.stringify(t)).not.toBe(JSON.stringify(s));
    expect(JSON.stringify(clashRules.view(t, me))).toBe(JSON.stringify(clashRules.view(s, me)));
    for (const level of LEVELS) {
      const a = decide({ ...clashRequest(s, me, 77, 0.05), level }, { noTimeCap: true });
      const b2 = decide({ ...clashRequest(t, me, 77, 0.05), level }, { noTimeCap: true });
      expect(b2.action).toEqual(a.action);
    }
  });

  it('Clash draft: the cards of later rounds are hidden', () => {
    const s = clashRules.create({}, 43);
    advanceClash(s, 2);
    expect(s.phase).toBe('draft');
    const me = clashRules.toMove(s)!;
    const t = clashRules.clone(s);
    const later = t.draft!.pool.slice(8);
    t.draft!.pool.splice(8, later.length, ...later.reverse());
    expect(JSON.stringify(clashRules.view(t, me))).toBe(JSON.stringify(clashRules.view(s, me)));
    for (const level of LEVELS) {
      const a = decide({ ...clashRequest(s, me, 5, 0.05), level }, { noTimeCap: true });
      const b = decide({ ...clashRequest(t, me, 5, 0.05), level }, { noTimeCap: true });
      expect(b.action).toEqual(a.action);
    }
  });

  it('Orbs: the opponent hand and both deck orders are hidden', () => {
    const decks = [READY_DECKS[0]!.cards, READY_DECKS[3]!.cards];
    const s = orbsRules.create({ decks: [decks[0]!, decks[1]!] }, 44);
    advanceOrbs(s, 40, decks);
    const me = orbsRules.toMove(s)!;
    const opp = (1 - me) as 0 | 1;
    const before = JSON.stringify(s);
    const t = withHiddenSwapped(s, me);
    // The swap is made on the copy only: the two decisions below are taken on different states.
    expect(JSON.stringify(s)).toBe(before);
    expect(JSON.stringify(t.players[opp].hand)).not.toBe(JSON.stringify(s.players[opp].hand));
    expect(JSON.stringify(orbsRules.view(t, me))).toBe(JSON.stringify(orbsRules.view(s, me)));
    for (const level of LEVELS) {
      const a = decide({ ...orbsRequest(s, me, decks[me]!, 31, 0.02), level }, { noTimeCap: true });
      const b = decide({ ...orbsRequest(t, me, decks[me]!, 31, 0.02), level }, { noTimeCap: true });
      expect(b.action).toEqual(a.action);
    }
  });
});
