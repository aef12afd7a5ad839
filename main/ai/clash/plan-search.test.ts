import { describe, expect, it, vi } from 'vitest';
import { seedRng } from '../../engine/rng';
import { clashRules } from '../../games/clash/index';
import { buildClashPosition } from '../../games/clash/scenario-adapter';
import type { ClashState } from '../../games/clash/types';
import { clashDeterminizer } from './determinize';
import { CLOCK_AFTER, planSearch, turnPlans } from './plan-search';
import { winThisTurn } from './turn-moves';

const position = {
  turn: 3,
  active: 0,
  players: [
    { hand: ['Bastion', 'Ogre', 'Zombie', 'Brute', 'Troll'], upper: ['Carapace'] },
    { hand: ['Bastion', 'Baron', 'Assassin', 'Martyr'], upper: ['Brigand'], lower: ['Gnome'] },
  ],
};

function distinctEnds(plans: { state: ClashState }[]): number {
  return new Set(plans.map((p) => JSON.stringify(p.state.players))).size;
}

describe('Clash whole-turn plan search', () => {
  it('lists every distinct end of the turn once, the plain assault first, each replayable', () => {
    const s = buildClashPosition(position);
    const plans = turnPlans(s, 10_000);
    expect(plans[0]!.seq).toEqual([{ type: 'assault' }]);
    expect(plans.length).toBeGreaterThan(5);
    // Equal positions reached by different orders are merged before the assault.
    expect(distinctEnds(plans)).toBe(plans.length);
    for (const p of plans) {
      const t = clashRules.clone(s);
      for (const a of p.seq) expect(clashRules.apply(t, a).ok).toBe(true);
      expect(JSON.stringify(t.players)).toBe(JSON.stringify(p.state.players));
      expect(p.seq.at(-1)!.type === 'assault' || t.winner !== null).toBe(true);
    }
  });

  it('respects the leaf cap (the assault still ends every explored position)', () => {
    const s = buildClashPosition(position);
    expect(turnPlans(s, 3).length).toBeLessThanOrEqual(3 + 8);
  });

  it('is deterministic for a seed and chooses a legal first action', () => {
    const s = buildClashPosition(position);
    const view = clashRules.view(s, 0);
    const run = () =>
      planSearch(
        clashDeterminizer(view, 0).sample(seedRng(5)),
        clashDeterminizer(view, 0),
        0,
        {
          candidates: 6,
          samples: 3,
          myLeaves: 500,
          replyLeaves: 200,
          followLeaves: 200,
          maxMs: Infinity,
        },
        seedRng(5),
      );
    const a = run();
    const b = run();
    expect(a.action).toEqual(b.action);
    expect(a.iterations).toBe(3);
    expect(a.cutByClock).toBe(false);
    expect(clashRules.legalActions(s)).toContainEqual(a.action);
  });

  it('a clock already spent still answers, from the static ranking', () => {
    const s = buildClashPosition(position);
    const view = clashRules.view(s, 0);
    const r = planSearch(
      clashDeterminizer(view, 0).sample(seedRng(1)),
      clashDeterminizer(view, 0),
      0,
      { candidates: 6, samples: 50, myLeaves: 500, replyLeaves: 200, maxMs: -1 },
      seedRng(1),
    );
    expect(r.cutByClock).toBe(true);
    expect(r.iterations).toBe(0);
    expect(clashRules.legalActions(s)).toContainEqual(r.action);
  });

  // Issue #19 item 2: the clock is read inside the enumerations, every few positions, so no
  // single enumeration can run long past the cap (counted in positions entered, not timed).
  const wide = {
    turn: 12,
    active: 0,
    players: [
      {
        hand: ['Bastion', 'Ogre', 'Zombie', 'Brute', 'Troll', 'Baron', 'Assassin'],
        upper: ['Carapace'],
        mana: 20,
      },
      { hand: ['Bastion', 'Martyr'], upper: ['Brigand'], lower: ['Gnome'] },
    ],
  };

  it('turn enumeration: past the clock it enters no new position after the first few', () => {
    const s = buildClashPosition(wide);
    const spy = vi.spyOn(clashRules, 'legalActions');
    try {
      const all = turnPlans(s, 100_000);
      const free = spy.mock.calls.length;
      spy.mockClear();
      const late = turnPlans(s, 100_000, 0);
      expect(free).toBeGreaterThan(4 * CLOCK_AFTER);
      expect(spy.mock.calls.length).toBeLessThanOrEqual(CLOCK_AFTER + 1);
      // Still an answer: the plain assault first, and every position entered has its leaf.
      expect(late[0]!.seq).toEqual([{ type: 'assault' }]);
      expect(late.length).toBeLessThan(all.length);
    } finally {
      spy.mockRestore();
    }
  });

  it('win check: past the clock it gives up within 64 positions', () => {
    const s = buildClashPosition(wide);
    const spy = vi.spyOn(clashRules, 'legalActions');
    try {
      winThisTurn(s, 0);
      expect(spy.mock.calls.length).toBeLessThanOrEqual(64 + 1);
    } finally {
      spy.mockRestore();
    }
  });
});
