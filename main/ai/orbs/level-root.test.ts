/**
 * The root moves of Orbs normal and hard (issue #34 item 4): the heuristic's best few and the
 * sparring player's candidates, each once, all of them moves the search adapter offers — and
 * a decision of either level really searches them. The levels differ in budget only.
 */
import { describe, expect, it } from 'vitest';
import { orbsRules, READY_DECKS } from '../../games/orbs/index';
import type { OrbsState } from '../../games/orbs/types';
import { decidePart } from '../decide';
import { greedyOrbs, greedyOrbsMove } from '../greedy/orbs';
import { sparringCandidates } from '../greedy/sparring-orbs';
import { rankOrbsActions } from './heuristics';
import { orbsAi } from './index';
import { orbsKey } from './keys';
import { levelRootCandidates } from './level-root';
import { orbsRequest } from '../requests';
import { searchActions } from './search-game';

/** Greedy self-play for `actions` moves, on to a choice of more than four search moves. */
function position(seed: number, actions: number): { s: OrbsState; decks: [string[], string[]] } {
  const decks: [string[], string[]] = [READY_DECKS[1]!.cards, READY_DECKS[4]!.cards];
  const s = orbsRules.create({ decks }, seed);
  for (
    let i = 0;
    orbsRules.toMove(s) !== null && (i < actions || searchActions(s).length <= 4);
    i++
  ) {
    const p = orbsRules.toMove(s)!;
    expect(orbsRules.apply(s, greedyOrbs(orbsRules.view(s, p), p, { deck: decks[p] }, i)).ok).toBe(
      true,
    );
  }
  expect(orbsRules.toMove(s)).not.toBeNull();
  return { s, decks };
}

const POSITIONS = [
  [11, 8],
  [12, 25],
  [13, 40],
  [14, 60],
  [15, 90],
] as const;

describe("Orbs normal's and hard's root candidates", () => {
  it('are the best four and every sparring candidate the adapter offers, each once', () => {
    let wider = 0;
    for (const [seed, n] of POSITIONS) {
      const { s } = position(seed, n);
      const acts = searchActions(s);
      const keys = levelRootCandidates(s, acts, 4).map((a) => orbsKey(s, a));
      expect(new Set(keys).size).toBe(keys.length);
      const offered = new Set(acts.map((a) => orbsKey(s, a)));
      for (const k of keys) expect(offered.has(k)).toBe(true);
      for (const a of rankOrbsActions(s, acts, 4)) expect(keys).toContain(orbsKey(s, a));
      for (const a of sparringCandidates(s, greedyOrbsMove(s))) {
        const k = orbsKey(s, a);
        if (offered.has(k)) expect(keys).toContain(k);
      }
      if (keys.length > 4) wider++;
    }
    // The sparring candidates add moves the heuristic's four leave out.
    expect(wider).toBeGreaterThanOrEqual(3);
  });

  // Both levels take the set over the best six (./level-game.ts); their tree nodes keep six.
  it.each(['normal', 'hard'] as const)(
    "a %s decision's root searches the sparring candidates",
    (level) => {
      for (const [seed, n] of POSITIONS.slice(0, 3)) {
        const { s, decks } = position(seed, n);
        const me = orbsRules.toMove(s)!;
        const req = {
          ...orbsRequest(s, me, decks[me], seed * 7, level === 'hard' ? 0.05 : 0.25),
          level,
        };
        const root = new Set(decidePart(req, 0, { noTimeCap: true }).edges!.map((e) => e.key));
        const offered = new Set(searchActions(s).map((a) => orbsKey(s, a)));
        const extra = sparringCandidates(s, greedyOrbsMove(s))
          .map((a) => orbsKey(s, a))
          .filter((k) => offered.has(k));
        expect(extra.length).toBeGreaterThan(0);
        for (const k of extra) expect(root.has(k)).toBe(true);
      }
    },
  );

  it('normal is hard’s tree (2 × 250) with five-turn playouts, under its own clock', () => {
    const { normal, hard } = orbsAi.params;
    expect(orbsAi.levelGames.normal).toBe(orbsAi.levelGames.hard);
    expect(normal.iterations).toBe(500);
    expect(normal.rootParallel).toBe(2);
    expect(normal.maxMs).toBe(300);
    expect(normal.rolloutTurns).toBe(5);
    expect(normal.rolloutActions).toBe(250);
    const same = { iterations: 0, maxMs: 0, rolloutTurns: 0, rolloutActions: 0 };
    expect({ ...normal, ...same }).toEqual({ ...hard, ...same });
  });

  it('hard plays its playouts to the end of the game at 2 × 400 over its best six', () => {
    expect(orbsAi.params.hard.iterations).toBe(800);
    expect(orbsAi.params.hard.rootParallel).toBe(2);
    expect(orbsAi.params.hard.maxCandidates).toBe(6);
    // No cut-off in practice: 1,500 actions is over three times the longest arena game seen
    // (440 actions, seed 3 game 21), and 99 turns.
    expect(orbsAi.params.hard.rolloutTurns).toBeGreaterThanOrEqual(99);
    expect(orbsAi.params.hard.rolloutActions).toBeGreaterThanOrEqual(1500);
  });
});
