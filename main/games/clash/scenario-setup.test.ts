import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PlayerId } from '../../engine/types';
import { clashRules } from './index';
import { buildClashPosition } from './scenario-adapter';
import { clashSetupOf } from './scenario-setup';
import type { ClashState } from './types';

const PUZZLES = join(import.meta.dirname, '..', '..', '..', 'resources', 'puzzles', 'clash');

/** Every battle position met along the first legal line from each shipped Clash puzzle. */
function positions(): ClashState[] {
  const out: ClashState[] = [];
  for (const f of readdirSync(PUZZLES).filter((n) => n.endsWith('.json'))) {
    const setup = (JSON.parse(readFileSync(join(PUZZLES, f), 'utf8')) as { setup: unknown }).setup;
    const state = buildClashPosition(setup);
    for (let i = 0; i < 12 && state.winner === null; i++) {
      out.push(structuredClone(state));
      const legal = clashRules.legalActions(state);
      const r = clashRules.apply(state, legal[i % legal.length]!);
      if (!r.ok) throw new Error(r.error.message);
    }
  }
  return out;
}

/** What a setup carries of a position (not the rng, the §9.2 record or the draft). */
function project(s: ClashState) {
  return {
    pool: s.options.pool,
    phase: s.phase,
    turn: s.turn,
    active: s.active,
    winner: s.winner,
    players: s.players.map((p) => ({ hand: p.hand, fort: p.fort, mana: p.mana, lanes: p.lanes })),
  };
}

describe('clashSetupOf (a position as a scenario setup)', () => {
  const all = positions();

  it('round-trips every position: the setup loads to the same position and the same moves', () => {
    expect(all.length).toBeGreaterThan(60);
    for (const s of all) {
      const setup = clashSetupOf(s);
      const back = buildClashPosition(setup);
      expect(project(back)).toEqual(project(s));
      expect(clashSetupOf(back)).toEqual(setup);
      expect(JSON.stringify(clashRules.legalActions(back))).toBe(
        JSON.stringify(clashRules.legalActions(s)),
      );
    }
  });

  it('seen from player 1 swaps the seats, so the mover of a puzzle can be player 0', () => {
    const s = all.find((x) => x.active === 1)!;
    const setup = clashSetupOf(s, 1);
    expect(setup.active).toBe(0);
    const back = buildClashPosition(setup);
    for (const p of [0, 1] as PlayerId[]) {
      const q = (1 - p) as PlayerId;
      expect(back.players[p].hand).toEqual(s.players[q].hand);
      expect(back.players[p].mana).toBe(s.players[q].mana);
      expect(back.players[p].lanes).toEqual(s.players[q].lanes);
    }
  });

  it('refuses a finished game and the draft', () => {
    const s = structuredClone(all[0]!);
    s.winner = 0;
    expect(() => clashSetupOf(s)).toThrow(/over/);
    s.winner = null;
    s.phase = 'draft';
    expect(() => clashSetupOf(s)).toThrow(/battle position/);
  });
});
