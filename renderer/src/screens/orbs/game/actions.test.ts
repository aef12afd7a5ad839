import { describe, expect, it } from 'vitest';
import type { OrbsAction } from '../../../../../main/games/orbs/types';
import { blockChoice, indexActions, targetsOf } from './actions';

const legal: OrbsAction[] = [
  { type: 'endPhase' },
  { type: 'convert', card: 3 },
  { type: 'bench', card: 3 },
  { type: 'play', card: 3, from: 'hand', targets: [{ player: 1 }] },
  { type: 'play', card: 3, from: 'hand', targets: [{ card: 9 }] },
  { type: 'attack', card: 5 },
  { type: 'defend', card: 6, against: 9 },
  { type: 'activate', card: 7, ability: 0 },
];

describe('indexActions', () => {
  it('groups legal actions per card and keeps the exact objects', () => {
    const idx = indexActions(legal);
    expect(idx.end?.action).toBe(legal[0]);
    const c3 = idx.byCard.get(3)!;
    expect(c3.convert?.action).toBe(legal[1]);
    expect(c3.bench?.action).toBe(legal[2]);
    expect(c3.plays.map((p) => p.key)).toEqual(['play-3-p1', 'play-3-c9']);
    expect(idx.byCard.get(5)!.attack?.key).toBe('attack-5');
    expect(idx.byCard.get(6)!.defends[0]!.against).toBe(9);
    expect(idx.byCard.get(7)!.abilities[0]!.key).toBe('ability-7-0');
    expect(new Set(idx.all.map((a) => a.key)).size).toBe(legal.length);
  });
  it('lists the lit targets of a targeted play', () => {
    const t = targetsOf(indexActions(legal).byCard.get(3)!.plays);
    expect([...t.players]).toEqual([1]);
    expect([...t.cards]).toEqual([9]);
  });
  it('is empty when it is not our decision', () => {
    const idx = indexActions(null);
    expect(idx.all).toEqual([]);
    expect(idx.end).toBeNull();
  });
});

describe('blockChoice (click-to-defend)', () => {
  const defense: OrbsAction[] = [
    { type: 'endPhase' },
    { type: 'defend', card: 6, against: 9 },
    { type: 'defend', card: 6, against: 10 },
    { type: 'defend', card: 7, against: 9 },
    { type: 'convert', card: 7 },
  ];
  it('a defender first: the attackers it may block, each a legal defend action', () => {
    const c = blockChoice(indexActions(defense), 6)!;
    expect(c.block).toBe('attacker');
    expect(c.options.map((o) => (o.target && 'card' in o.target ? o.target.card : null))).toEqual([
      9, 10,
    ]);
    expect(c.options.map((o) => o.action)).toEqual([defense[1], defense[2]]);
  });
  it('an attacker first: the defenders that may block it', () => {
    const c = blockChoice(indexActions(defense), 9)!;
    expect(c.block).toBe('defender');
    expect(c.options.map((o) => o.action)).toEqual([defense[1], defense[3]]);
  });
  it('a card with other moves opens its menu instead; an unrelated card does nothing', () => {
    expect(blockChoice(indexActions(defense), 7)).toBeNull();
    expect(blockChoice(indexActions(defense), 42)).toBeNull();
  });
});
