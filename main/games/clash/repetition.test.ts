import { describe, expect, it } from 'vitest';
import { buildClashPosition } from './scenario-adapter';
import { applyLegalAt, clashRules, legalActionCount } from './index';
import { positionKey } from './rules/repetition';
import { randInt, seedRng } from '../../engine/rng';
import type { ClashOptions } from './types';

const blocking = {
  turn: 3,
  active: 0,
  players: [
    { hand: ['Bastion', 'Martyr'], upper: ['Carapace'] },
    { hand: ['Bastion', 'Troll'], upper: ['Brigand'] },
  ],
};

describe('clash.md 9.2 draw by repetition', () => {
  it('ends the game as a draw on the third occurrence, with a gameDrawn event, and nothing is legal after it', () => {
    const s = buildClashPosition(blocking);
    const events: string[] = [];
    for (let i = 0; i < 4; i++) {
      expect(s.winner).toBeNull();
      const r = clashRules.apply(s, { type: 'assault' });
      if (!r.ok) throw new Error(r.error.message);
      events.push(...r.events.map((e) => e.type));
    }
    expect(s.winner).toBe('draw');
    expect(clashRules.outcome(s)).toBe('draw');
    expect(clashRules.toMove(s)).toBeNull();
    expect(clashRules.legalActions(s)).toEqual([]);
    expect(events.filter((e) => e === 'gameDrawn')).toHaveLength(1);
    expect(events.at(-1)).toBe('gameDrawn');
    const again = clashRules.apply(s, { type: 'assault' });
    expect(again.ok).toBe(false);
  });

  it('the key depends on the player to move, the hand order, the building side and creature state', () => {
    const s = buildClashPosition(blocking);
    const k = positionKey(s);
    expect(positionKey(clashRules.clone(s))).toBe(k);
    const t = clashRules.clone(s);
    t.active = 1;
    expect(positionKey(t)).not.toBe(k);
    const u = clashRules.clone(s);
    u.players[0].hand.reverse();
    expect(positionKey(u)).not.toBe(k);
    const f = clashRules.clone(s);
    f.players[1].fort = true;
    expect(positionKey(f)).not.toBe(k);
    const d = clashRules.clone(s);
    d.players[0].lanes[0][0]!.damage = 1;
    expect(positionKey(d)).not.toBe(k);
    expect(Number.isSafeInteger(k) && k >= 0).toBe(true);
  });

  it('the view carries the public position history; a clone copies it', () => {
    const s = buildClashPosition(blocking);
    clashRules.apply(s, { type: 'assault' });
    expect(clashRules.view(s, 1).positions).toEqual(s.positions);
    expect(s.positions).toHaveLength(2);
    const c = clashRules.clone(s);
    c.positions.push(1);
    expect(s.positions).toHaveLength(2);
  });

  it('a state saved before the rule (no positions) still plays', () => {
    const s = buildClashPosition(blocking) as unknown as Record<string, unknown>;
    delete s.positions;
    const st = s as unknown as Parameters<typeof clashRules.apply>[0];
    expect(clashRules.apply(clashRules.clone(st), { type: 'assault' }).ok).toBe(true);
    expect(clashRules.apply(st, { type: 'assault' }).ok).toBe(true);
  });

  it('the key recorded at each turn start is positionKey of that position (the end of turn computes it in its reset walk)', () => {
    const modes: ClashOptions[] = [{}, { pool: 'both' }, { mode: 'preconstructed' }];
    const rng = seedRng(42);
    let checked = 0;
    for (let g = 0; g < 120; g++) {
      const s = clashRules.create(modes[g % 3]!, g);
      for (let n = legalActionCount(s); n > 0; n = legalActionCount(s)) {
        const before = s.positions.length;
        applyLegalAt(s, randInt(rng, n));
        if (s.positions.length === before) continue;
        expect(s.positions.at(-1)).toBe(positionKey(s));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });
});
