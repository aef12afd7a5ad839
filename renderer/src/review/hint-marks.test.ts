import { describe, expect, it } from 'vitest';
import { clashHintMarks, hintName, orbsHintMarks } from './hint-marks';

describe('hint marks: what a hinted move points at on the table', () => {
  it('Clash: the card and its lane, the card and its target, or the Assault button', () => {
    expect(clashHintMarks({ type: 'play', card: 'c3', lane: 'lower' })).toEqual({
      card: 'c3',
      lane: 'lower',
      target: null,
      assault: false,
    });
    const target = { side: 1, lane: 'upper', index: 2 } as const;
    expect(clashHintMarks({ type: 'play', card: 'c9', target })).toEqual({
      card: 'c9',
      lane: null,
      target,
      assault: false,
    });
    expect(clashHintMarks({ type: 'assault' })?.assault).toBe(true);
    expect(clashHintMarks(null)).toBeNull();
  });

  it('Orbs: the acting card, then its target card, the attacker it blocks, or a player', () => {
    expect(orbsHintMarks({ type: 'attack', card: 4 })).toEqual({
      cards: [4],
      players: [],
      end: false,
    });
    expect(orbsHintMarks({ type: 'defend', card: 4, against: 11 })?.cards).toEqual([4, 11]);
    expect(
      orbsHintMarks({ type: 'play', card: 5, from: 'hand', targets: [{ card: 8 }] })?.cards,
    ).toEqual([5, 8]);
    expect(
      orbsHintMarks({ type: 'activate', card: 5, ability: 0, targets: [{ player: 1 }] }),
    ).toEqual({ cards: [5], players: [1], end: false });
    expect(orbsHintMarks({ type: 'endPhase' })).toEqual({ cards: [], players: [], end: true });
    expect(orbsHintMarks(undefined)).toBeNull();
  });

  it('names what was drawn for the test hook, nothing when nothing was drawn', () => {
    expect(hintName(['card:c3', 'lane:lower'])).toBe('card:c3 lane:lower');
    expect(hintName([])).toBeNull();
  });
});
