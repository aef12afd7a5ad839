import { describe, expect, it } from 'vitest';
import { clashHints, orbsHints, GUIDED_TURNS } from './hints';

describe('first-game hints', () => {
  it('Clash: names the playable cards and the mana, and how to end the turn', () => {
    const h = clashHints({
      turn: 1,
      yourTurn: true,
      mana: 3,
      playable: ['Partisan', 'Archer'],
      choosing: false,
    })!;
    expect(h.map((l) => l.key)).toEqual([
      'firstGame.hint.clash.mana',
      'firstGame.hint.clash.play',
      'firstGame.hint.clash.how',
      'firstGame.hint.clash.assault',
    ]);
    expect(h[1]!.params).toEqual({ count: 2, cards: 'Partisan, Archer' });
  });
  it('Clash: nothing playable says so; choosing asks for a lane; the other turn says wait', () => {
    expect(
      clashHints({ turn: 2, yourTurn: true, mana: 1, playable: [], choosing: false })!.map(
        (l) => l.key,
      ),
    ).toContain('firstGame.hint.clash.nothing');
    expect(
      clashHints({ turn: 2, yourTurn: true, mana: 1, playable: ['X'], choosing: true }),
    ).toEqual([{ key: 'firstGame.hint.clash.chooseLane' }]);
    expect(
      clashHints({ turn: 2, yourTurn: false, mana: 1, playable: [], choosing: false }),
    ).toEqual([{ key: 'firstGame.hint.clash.wait' }]);
  });
  it('stops after the first turns', () => {
    expect(
      clashHints({
        turn: GUIDED_TURNS * 2 + 1,
        yourTurn: true,
        mana: 5,
        playable: ['X'],
        choosing: false,
      }),
    ).toBeNull();
    expect(orbsHints({ turn: GUIDED_TURNS * 2 + 1, yourMove: true, moves: ['a'] })).toBeNull();
  });
  it('Orbs: lists at most four of the moves on offer', () => {
    const h = orbsHints({ turn: 1, yourMove: true, moves: ['a', 'b', 'c', 'd', 'e'] })!;
    expect(h[0]).toEqual({
      key: 'firstGame.hint.orbs.moves',
      params: { count: 5, moves: 'a; b; c; d' },
    });
  });
});
