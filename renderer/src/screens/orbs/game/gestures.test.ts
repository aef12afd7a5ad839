import { describe, expect, it } from 'vitest';
import type { OrbsAction, OrbsView } from '../../../../../main/ipc/contract';
import { indexActions } from './actions';
import {
  cardClickIntent,
  cardMenu,
  dropIntent,
  litOf,
  playerClickIntent,
  targetIntent,
  zoneOf,
} from './gestures';

// Card 3 in hand (targeted play), 4 in hand (plain play), 5 in play (attacker), 6 in play
// (defender only), 9 an opposing attacker, 8 on the Bench.
const legal: OrbsAction[] = [
  { type: 'endPhase' },
  { type: 'convert', card: 3 },
  { type: 'play', card: 3, from: 'hand', targets: [{ player: 1 }] },
  { type: 'play', card: 3, from: 'hand', targets: [{ card: 9 }] },
  { type: 'play', card: 4, from: 'hand' },
  { type: 'bench', card: 4 },
  { type: 'attack', card: 5 },
  { type: 'defend', card: 6, against: 9 },
  { type: 'activate', card: 7, ability: 0, targets: [{ card: 9 }] },
];
const idx = indexActions(legal);
const card = (id: number) => ({ id, cardId: 'x' });
const view = {
  players: [
    { hand: [card(3), card(4), card(10)], bench: [card(8)], play: [card(5), card(6), card(7)] },
    { play: [card(9)] },
  ],
} as unknown as OrbsView;

const key = (i: ReturnType<typeof dropIntent>) =>
  i.kind === 'act' ? i.action.key : i.kind === 'ask' ? JSON.stringify(i.action) : i.kind;

describe('drops on the Orbs table', () => {
  it('map onto the listed action for the zone or the card dropped on', () => {
    expect(key(dropIntent(idx, view, 0, { card: 3, zone: 'energy', onCard: null }))).toBe(
      'convert-3',
    );
    expect(key(dropIntent(idx, view, 0, { card: 4, zone: 'bench', onCard: null }))).toBe('bench-4');
    expect(key(dropIntent(idx, view, 0, { card: 4, zone: 'play', onCard: null }))).toBe('play-4');
    expect(key(dropIntent(idx, view, 0, { card: 6, zone: 'none', onCard: 9 }))).toBe('defend-6-9');
    expect(key(dropIntent(idx, view, 0, { card: 3, zone: 'play', onCard: 9 }))).toBe('play-3-c9');
    expect(key(dropIntent(idx, view, 0, { card: 7, zone: 'none', onCard: 9 }))).toBe(
      'ability-7-0-c9',
    );
  });

  it('start choosing a target for a card with several', () => {
    const i = dropIntent(idx, view, 0, { card: 3, zone: 'play', onCard: null });
    expect(i.kind).toBe('target');
    if (i.kind === 'target')
      expect(i.targeting.options.map((o) => o.key)).toEqual(['play-3-p1', 'play-3-c9']);
  });

  it('ask main about a drop no listed action matches, so it can say why', () => {
    expect(key(dropIntent(idx, view, 0, { card: 10, zone: 'energy', onCard: null }))).toBe(
      '{"type":"convert","card":10}',
    );
    expect(key(dropIntent(idx, view, 0, { card: 8, zone: 'play', onCard: null }))).toBe(
      '{"type":"play","card":8,"from":"bench"}',
    );
    expect(key(dropIntent(idx, view, 0, { card: 5, zone: 'none', onCard: 9 }))).toBe(
      '{"type":"defend","card":5,"against":9}',
    );
    // A card on the field dropped back on the field: nothing to do.
    expect(key(dropIntent(idx, view, 0, { card: 5, zone: 'play', onCard: null }))).toBe('none');
  });

  it('know where the own cards are', () => {
    expect(zoneOf(view, 0, 8)).toBe('bench');
    expect(zoneOf(view, 0, 9)).toBe('other');
    expect(zoneOf(null, 0, 3)).toBe('other');
  });
});

describe('clicks on the Orbs table', () => {
  it('open the menu of a card with actions, or show a card without', () => {
    expect(cardClickIntent(idx, null, 5)).toEqual({ kind: 'menu', card: 5 });
    expect(cardClickIntent(idx, null, 10)).toEqual({ kind: 'zoom', card: 10 });
  });

  it('defend in two clicks, starting from either side', () => {
    const fromDefender = cardClickIntent(idx, null, 6);
    expect(fromDefender.kind === 'target' && fromDefender.targeting.block).toBe('attacker');
    const fromAttacker = cardClickIntent(idx, null, 9);
    expect(fromAttacker.kind === 'target' && fromAttacker.targeting.block).toBe('defender');
    if (fromAttacker.kind !== 'target') throw new Error('no targeting');
    const chosen = cardClickIntent(idx, fromAttacker.targeting, 6);
    expect(chosen.kind === 'act' && chosen.action.action).toBe(legal[7]);
  });

  it('pick a target card or player, and cancel on anything else', () => {
    const t = { card: 3, options: idx.byCard.get(3)!.plays };
    expect(key(playerClickIntent(t, 1))).toBe('play-3-p1');
    expect(key(targetIntent(t, { card: 9 }))).toBe('play-3-c9');
    expect(playerClickIntent(t, 0)).toEqual({ kind: 'cancel' });
    expect(cardClickIntent(idx, t, 5)).toEqual({ kind: 'cancel' });
    expect(playerClickIntent(null, 1)).toEqual({ kind: 'none' });
  });
});

describe('the card menu and the lit table', () => {
  it('lists a card’s actions, targeted ones as a choice', () => {
    expect(cardMenu(idx, 3).map((e) => ('choose' in e ? `${e.id}…` : e.action.key))).toEqual([
      'play…',
      'convert-3',
    ]);
    expect(cardMenu(idx, 4).map((e) => e.id)).toEqual(['play', 'bench']);
    expect(cardMenu(idx, 99)).toEqual([]);
  });

  it('lights what may act and the targets being chosen', () => {
    const lit = litOf(idx, { card: 3, options: idx.byCard.get(3)!.plays }, null, 'End');
    expect(lit.playable).toEqual([3, 4]);
    expect(lit.attackers).toEqual([5]);
    expect(lit.defends).toEqual({ 6: [9] });
    // What a drop on a card plays at it (dropIntent): Firebolt 3 and ability 7 at Orb 9.
    expect(lit.aims).toEqual({ 3: [9], 7: [9] });
    expect(lit.targeting).toEqual({ cards: [9], players: [1] });
    expect(lit.selected).toBe(3);
    expect(lit.end).toBe('End');
    expect(litOf(indexActions([]), null, 4, 'End').end).toBe(null);
  });
});
