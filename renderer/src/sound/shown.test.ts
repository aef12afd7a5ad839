import { describe, expect, it } from 'vitest';
import { endSound, soundForShown } from './shown';
import type { OrbsEvent } from '../../../main/games/orbs/types';
import type { ClashEvent } from '../../../main/games/clash/types';

const card = { id: 1, cardId: 'ember-imp' };

describe('sound for events as shown', () => {
  it('gives one event its own sound', () => {
    const e: OrbsEvent = { type: 'attackDeclared', player: 1, card };
    expect(soundForShown('orbs', [e], 0)).toBe('attack');
  });

  it('gives a batch shown at once only its last sound', () => {
    const batch: OrbsEvent[] = [
      { type: 'attackDeclared', player: 1, card },
      { type: 'orbDamaged', card, amount: 2, damage: 2 },
      { type: 'destroyed', card, owner: 1 },
      { type: 'drew', player: 0, card },
    ];
    expect(soundForShown('orbs', batch, 0)).toBe('destroy');
  });

  it('leaves win/lose to the end screen', () => {
    const batch: ClashEvent[] = [
      { type: 'turnStarted', player: 0, turn: 2, mana: 9 },
      { type: 'gameWon', winner: 0 },
    ];
    expect(soundForShown('clash', batch, 0)).toBe('turn');
    expect(soundForShown('clash', [{ type: 'gameWon', winner: 0 }], 0)).toBeNull();
    expect(soundForShown('orbs', [{ type: 'gameOver', winner: 'draw' }], 0)).toBeNull();
  });

  it('is silent for silent events', () => {
    expect(soundForShown('orbs', [{ type: 'drew', player: 0, card }], 0)).toBeNull();
    expect(soundForShown('orbs', [], 0)).toBeNull();
  });
});

describe('end screen sound', () => {
  it('is win or lose for the viewer, draw for a draw, and win in hotseat', () => {
    expect(endSound(0, 0, false)).toBe('win');
    expect(endSound(1, 0, false)).toBe('lose');
    expect(endSound('draw', 0, false)).toBe('draw');
    expect(endSound(1, 0, true)).toBe('win');
    expect(endSound(null, 0, false)).toBeNull();
  });
});
