import { describe, expect, it } from 'vitest';
import { clashSummary, orbsSummary } from './summary';
import type { ClashEvent } from '../../../../main/games/clash/types';
import type { OrbsEvent } from '../../../../main/games/orbs/types';

describe('clashSummary', () => {
  it('names the attacker that destroyed the Fort and counts damage and cards', () => {
    const events: ClashEvent[] = [
      { type: 'turnStarted', player: 1, turn: 3, mana: 3 },
      {
        type: 'played',
        player: 1,
        card: 'troll',
        handIndex: null,
        lane: 'upper',
        index: 0,
        manaLeft: 0,
      },
      {
        type: 'attack',
        player: 1,
        card: 'goblin',
        lane: 'upper',
        index: 0,
        damage: 2,
        target: { kind: 'creature', card: 'elf', lane: 'upper', index: 0 } as never,
      },
      {
        type: 'hit',
        source: 'goblin',
        card: 'elf',
        place: { side: 0, lane: 'upper', index: 0 } as never,
        amount: 2,
        primary: true,
        damageNow: 2,
      },
      {
        type: 'attack',
        player: 1,
        card: 'troll',
        lane: 'lower',
        index: 0,
        damage: 3,
        target: { kind: 'building', side: 0 },
      },
      { type: 'fortDestroyed', player: 0 },
      { type: 'gameWon', winner: 1 },
    ];
    const s = clashSummary(events);
    expect(s.blow).toEqual({ kind: 'card', by: 1, card: 'troll', loser: 0 });
    expect(s.damage).toEqual([0, 5]);
    expect(s.cards).toEqual([0, 1]);
  });

  it('says the loser played the last card to the right of their own Fort', () => {
    const events: ClashEvent[] = [
      { type: 'turnStarted', player: 0, turn: 5, mana: 5 },
      {
        type: 'played',
        player: 0,
        card: 'troll',
        handIndex: 2,
        lane: 'upper',
        index: 0,
        manaLeft: 1,
      },
      { type: 'fortDestroyed', player: 0 },
      { type: 'gameWon', winner: 1 },
    ];
    expect(clashSummary(events).blow).toEqual({ kind: 'lastCard', loser: 0 });
  });

  it('is unknown when the events do not show the end', () => {
    expect(clashSummary([]).blow).toEqual({ kind: 'unknown' });
  });
});

describe('orbsSummary', () => {
  const card = (id: number, cardId: string) => ({ id, cardId });
  it('names the unblocked attacker that took the last HP', () => {
    const events: OrbsEvent[] = [
      { type: 'turnStarted', player: 1, turn: 9 },
      { type: 'played', player: 1, card: card(40, 'firebolt'), from: 'hand', targets: [] },
      { type: 'playerDamaged', player: 0, amount: 2, hp: 1, source: card(40, 'firebolt') },
      { type: 'attackDeclared', player: 1, card: card(41, 'troll') },
      {
        type: 'battle',
        attacker: card(41, 'troll'),
        defender: card(3, 'elf'),
        toAttacker: 1,
        toDefender: 4,
      },
      { type: 'playerDamaged', player: 0, amount: 3, hp: -2, source: card(42, 'ogre') },
      { type: 'gameOver', winner: 1 },
    ];
    const s = orbsSummary(events);
    // The ogre was not seen acting: its controller is taken to be the winner.
    expect(s.blow).toEqual({ kind: 'card', by: 1, card: 'ogre', loser: 0 });
    expect(s.damage).toEqual([1, 9]);
    expect(s.cards).toEqual([0, 1]);
  });

  it('credits a card that hurt its own controller to that controller', () => {
    const events: OrbsEvent[] = [
      { type: 'played', player: 0, card: card(7, 'pact'), from: 'hand', targets: [] },
      { type: 'playerDamaged', player: 0, amount: 5, hp: -1, source: card(7, 'pact') },
      { type: 'gameOver', winner: 1 },
    ];
    expect(orbsSummary(events).blow).toEqual({ kind: 'card', by: 0, card: 'pact', loser: 0 });
  });

  it('tells an empty deck, a draw, and an end it did not see', () => {
    expect(
      orbsSummary([
        { type: 'deckedOut', player: 1 },
        { type: 'gameOver', winner: 0 },
      ]).blow,
    ).toEqual({ kind: 'deck', loser: 1 });
    expect(orbsSummary([{ type: 'gameOver', winner: 'draw' }]).blow).toEqual({ kind: 'draw' });
    expect(orbsSummary([{ type: 'playerDamaged', player: 0, amount: 1, hp: 3 }]).blow).toEqual({
      kind: 'unknown',
    });
    expect(
      orbsSummary([
        { type: 'playerDamaged', player: 0, amount: 9, hp: -3 },
        { type: 'gameOver', winner: 1 },
      ]).blow,
    ).toEqual({ kind: 'hp', loser: 0 });
  });
});
