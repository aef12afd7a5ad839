import { describe, expect, it } from 'vitest';
import type { OrbsAction } from '../../../../../main/games/orbs/types';
import type { OrbsView } from '../../../../../main/games/orbs/types';
import {
  blockChoice,
  defendGroups,
  indexActions,
  needsConfirm,
  orderActions,
  targetsOf,
  unpayableCards,
} from './actions';

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

describe('self-harm, order and groups', () => {
  it('flags the actions main says hurt only the actor, and asks for them unless confirmed', () => {
    const idx = indexActions(legal, [3]);
    const harm = idx.all.find((u) => u.key === 'play-3-p1')!;
    expect(harm.selfHarm).toBe(true);
    expect(needsConfirm(harm)).toBe(true);
    expect(needsConfirm(harm, true)).toBe(false);
    expect(needsConfirm(idx.all.find((u) => u.key === 'play-3-c9')!)).toBe(false);
  });

  it('orders by kind, self-harm last within its kind', () => {
    const keys = orderActions(indexActions(legal, [3]).all).map((u) => u.key);
    expect(keys).toEqual([
      'end',
      'attack-5',
      'defend-6-9',
      'play-3-c9',
      'play-3-p1',
      'ability-7-0',
      'bench-3',
      'convert-3',
    ]);
  });

  it('groups defends by attacker: 4 attackers × 4 defenders make 4 groups of 4', () => {
    const defs: OrbsAction[] = [];
    for (const d of [1, 2, 3, 4])
      for (const a of [11, 12, 13, 14]) defs.push({ type: 'defend', card: d, against: a });
    const groups = defendGroups(indexActions(defs).all);
    expect(groups.map((g) => g.against)).toEqual([11, 12, 13, 14]);
    expect(groups.every((g) => g.defends.length === 4)).toBe(true);
    expect(groups[0]!.defends.map((u) => u.card)).toEqual([1, 2, 3, 4]);
  });
});

describe('unpayable hand cards', () => {
  const hand = (ids: number[]) => ids.map((id) => ({ id, cardId: 'x', owner: 0 }));
  const view = (over: Partial<OrbsView> = {}) =>
    ({
      viewer: 0,
      turn: 3,
      active: 0,
      phase: 'main',
      winner: null,
      players: [{ hand: hand([3, 4]) }, { hand: null }],
      ...over,
    }) as unknown as OrbsView;

  it('are the hand cards main lists no bench for in your Main Phase (bench = can pay, 9.1)', () => {
    expect(unpayableCards(indexActions(legal), view(), 0, 0)).toEqual([4]);
  });

  it('are none outside your own Main Phase with the move', () => {
    expect(unpayableCards(indexActions(legal), view({ phase: 'defense' }), 0, 0)).toEqual([]);
    expect(unpayableCards(indexActions(legal), view(), 0, 1)).toEqual([]);
    expect(unpayableCards(indexActions(null), view(), 0, 0)).toEqual([]);
  });
});
