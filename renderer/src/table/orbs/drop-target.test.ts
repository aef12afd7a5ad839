import { describe, expect, it } from 'vitest';
import type { Lit } from './bridge';
import { dropTarget, dropTargetName, unpayableDrop } from './drop-target';

const lit = (over: Partial<Lit> = {}): Lit => ({
  active: [],
  convertible: [],
  playable: [],
  benchable: [],
  attackers: [],
  defends: {},
  end: null,
  targeting: null,
  selected: null,
  ...over,
});

describe('drop target under a dragged card', () => {
  it('lights only the zones main lists an action for', () => {
    const l = lit({ convertible: [1], benchable: [1] });
    expect(dropTarget(l, 1, { zone: 'energy', onCard: null })).toEqual({
      kind: 'zone',
      zone: 'energy',
    });
    expect(dropTarget(l, 1, { zone: 'bench', onCard: null })).toEqual({
      kind: 'zone',
      zone: 'bench',
    });
    expect(dropTarget(l, 1, { zone: 'play', onCard: null })).toBeNull();
    expect(dropTarget(l, 2, { zone: 'energy', onCard: null })).toBeNull();
  });

  it('lights the attacker a defender may defend against, over the zone around it', () => {
    const l = lit({ defends: { 5: [9] }, playable: [5] });
    expect(dropTarget(l, 5, { zone: 'play', onCard: 9 })).toEqual({ kind: 'card', id: 9 });
    expect(dropTargetName(dropTarget(l, 5, { zone: 'play', onCard: 9 }))).toBe('card:9');
    // Not an attacker it may defend against: the zone, if any, lights instead.
    expect(dropTarget(l, 5, { zone: 'play', onCard: 8 })).toEqual({ kind: 'zone', zone: 'play' });
  });

  it('lights the card a targeted card may be played at, over the zone around it', () => {
    const l = lit({ aims: { 3: [9] }, playable: [3] });
    expect(dropTarget(l, 3, { zone: 'play', onCard: 9 })).toEqual({ kind: 'card', id: 9 });
    // Not a card it may aim at (nor its own): the play zone lights, where a drop asks for a target.
    expect(dropTarget(l, 3, { zone: 'play', onCard: 8 })).toEqual({ kind: 'zone', zone: 'play' });
    expect(dropTarget(l, 4, { zone: 'play', onCard: 9 })).toBeNull();
  });

  it('says "Not enough energy" only for a card main lists no payment for, dropped to play or bench', () => {
    const l = lit({ unpayable: [3] });
    expect(unpayableDrop(l, 3, { zone: 'play', onCard: null })).toBe(true);
    expect(unpayableDrop(l, 3, { zone: 'bench', onCard: null })).toBe(true);
    expect(unpayableDrop(l, 3, { zone: 'energy', onCard: null })).toBe(false);
    expect(unpayableDrop(l, 4, { zone: 'play', onCard: null })).toBe(false);
    expect(unpayableDrop(lit(), 3, { zone: 'play', onCard: null })).toBe(false);
  });
});
