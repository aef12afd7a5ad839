/**
 * Issue #19 item 6: the cost of one search iteration must not grow with the game. These
 * check the structural bounds behind it (no timing): a playout stops at its turn cut-off and
 * action cap on any board, and the Orb stats the AI computes once per step from the aura
 * sources (instead of a board scan per Orb) equal the engine's.
 */
import { describe, expect, it } from 'vitest';
import { seedRng } from '../../engine/rng';
import { orbsRules, READY_DECKS } from '../../games/orbs/index';
import type { OrbsState } from '../../games/orbs/types';
import { apFrom, armorFrom, auraSourcesInto } from '../../games/orbs/rules/state';
import { newInstance } from '../../games/orbs/rules/state';
import { playout, type SearchParams } from '../search/ismcts';
import type { SearchGame } from '../search/game';
import { apOf, armorOf, defIndex } from './cards';
import { orbsSearchGame } from './search-game';

/** A Main Phase with `n` Orbs a side, abilities and auras among them, energy to spend. */
function bigBoard(n: number): OrbsState {
  const decks = [READY_DECKS[0]!.cards.slice(), READY_DECKS[1]!.cards.slice()];
  const s = orbsRules.create({ decks: [decks[0]!, decks[1]!] }, 11);
  const kinds = [
    'necromancer',
    'imp-chieftain',
    'spark-imp',
    'apprentice-wizard',
    'knight-captain',
  ];
  for (let p = 0; p < 2; p++) {
    for (let i = 0; i < n; i++) {
      const c = newInstance(s, defIndex(kinds[i % kinds.length]!), p as 0 | 1, 'play');
      s.players[p as 0 | 1].play.push(c.id);
    }
  }
  // A graveyard Orb, so the Necromancer's ability has targets.
  const dead = newInstance(s, defIndex('spark-imp'), 0, 'graveyard');
  s.players[0].graveyard.push(dead.id);
  s.phase = 'main';
  s.players[s.active].energy = [3, 3, 3, 3, 3, 3, 6];
  s.players[s.active].capacity = [3, 3, 3, 3, 3, 3, 6];
  return s;
}

describe('Orbs search: iteration cost bounded by structure', () => {
  it('cached AP and Armor equal the engine’s on a board with auras', () => {
    const s = bigBoard(12);
    const src = auraSourcesInto(s, []);
    expect(src.length).toBeGreaterThan(0);
    for (const pl of s.players)
      for (const id of pl.play) {
        const c = s.cards[id]!;
        expect(apFrom(src, c)).toBe(apOf(s, c));
        expect(armorFrom(src, c)).toBe(armorOf(s, c));
      }
  });

  it('a playout stops at its turn cut-off and never exceeds its action cap', () => {
    const params: SearchParams = {
      iterations: 1,
      maxMs: Infinity,
      treeDepth: 1,
      rolloutTurns: 3,
      rolloutActions: 60,
      exploration: 0.5,
      rolloutNoise: 0.05,
    };
    let applied = 0;
    const counting: SearchGame<OrbsState, unknown> = {
      ...(orbsSearchGame as SearchGame<OrbsState, unknown>),
      applyTrusted(s, a) {
        applied++;
        orbsSearchGame.applyTrusted(s, a as never);
      },
    };
    for (const n of [2, 30]) {
      for (let seed = 1; seed <= 3; seed++) {
        const s = bigBoard(n);
        const start = s.turn;
        applied = 0;
        const v = playout(counting, s, params, seedRng(seed));
        expect(v).toBeGreaterThanOrEqual(0);
        expect(v).toBeLessThanOrEqual(1);
        expect(applied).toBeLessThanOrEqual(params.rolloutActions);
        expect(s.turn).toBeLessThanOrEqual(start + params.rolloutTurns);
      }
    }
  });
});
