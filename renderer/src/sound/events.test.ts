import { describe, expect, it } from 'vitest';
import { soundForClashEvent, soundForEvent, soundForOrbsEvent, soundsForEvents } from './events';
import { RECIPES, recipeDuration, recipePeak, AMBIENT } from './recipes';
import { SOUND_NAMES, isSoundName } from './names';
import type { OrbsEvent } from '../../../main/games/orbs/types';
import type { ClashEvent } from '../../../main/games/clash/types';

const card = { id: 1, cardId: 'ember-imp' };

describe('event → sound', () => {
  it('maps the core Orbs events', () => {
    const cases: [OrbsEvent, string | null][] = [
      [{ type: 'played', player: 0, card, from: 'hand', targets: [] }, 'play'],
      [{ type: 'benched', player: 0, card }, 'bench'],
      [{ type: 'attackDeclared', player: 1, card }, 'attack'],
      [{ type: 'defended', player: 0, card, against: card }, 'defend'],
      [{ type: 'orbDamaged', card, amount: 2, damage: 2 }, 'damage'],
      [{ type: 'orbDamaged', card, amount: 0, damage: 0 }, null],
      [{ type: 'playerDamaged', player: 0, amount: 3, hp: 15 }, 'damage'],
      [{ type: 'destroyed', card, owner: 1 }, 'destroy'],
      [{ type: 'trapRevealed', player: 1, card }, 'trap'],
      [{ type: 'converted', player: 0, card, colour: 'red' }, 'energy'],
      [{ type: 'drew', player: 0, card }, null],
    ];
    for (const [e, s] of cases) expect(soundForOrbsEvent(e, 0), e.type).toBe(s);
  });

  it('plays win or lose for the viewer, and a draw sound for a draw', () => {
    expect(soundForOrbsEvent({ type: 'gameOver', winner: 0 }, 0)).toBe('win');
    expect(soundForOrbsEvent({ type: 'gameOver', winner: 0 }, 1)).toBe('lose');
    expect(soundForOrbsEvent({ type: 'gameOver', winner: 'draw' }, 1)).toBe('draw');
    expect(soundForClashEvent({ type: 'gameWon', winner: 1 }, 1)).toBe('win');
    expect(soundForClashEvent({ type: 'gameWon', winner: 1 }, 0)).toBe('lose');
  });

  it('chimes only on the viewer’s own turn', () => {
    expect(soundForOrbsEvent({ type: 'turnStarted', player: 0, turn: 3 }, 0)).toBe('turn');
    expect(soundForOrbsEvent({ type: 'turnStarted', player: 1, turn: 3 }, 0)).toBeNull();
    expect(soundForClashEvent({ type: 'turnStarted', player: 1, turn: 2, mana: 9 }, 1)).toBe(
      'turn',
    );
  });

  it('maps the core Clash events', () => {
    const place = { side: 1 as const, lane: 'upper' as const, index: 0 };
    const cases: [ClashEvent, string | null][] = [
      [{ type: 'picked', player: 0, card: 'x', auto: false }, 'draftPick'],
      [{ type: 'picked', player: 0, card: 'x', auto: true }, null],
      [
        {
          type: 'played',
          player: 0,
          card: 'x',
          handIndex: 1,
          lane: 'upper',
          index: 0,
          manaLeft: 3,
        },
        'play',
      ],
      [
        {
          type: 'cast',
          player: 0,
          card: 'x',
          handIndex: 1,
          target: place,
          targetCard: 'y',
          manaLeft: 3,
        },
        'spell',
      ],
      [
        {
          type: 'attack',
          player: 0,
          card: 'x',
          lane: 'upper',
          index: 0,
          damage: 3,
          target: { kind: 'building', side: 1 },
        },
        'attack',
      ],
      [
        { type: 'attack', player: 0, card: 'x', lane: 'upper', index: 0, damage: 3, target: null },
        null,
      ],
      [
        { type: 'hit', source: 'x', card: 'y', place, amount: 3, primary: true, damageNow: 3 },
        'damage',
      ],
      [
        { type: 'hit', source: 'x', card: 'y', place, amount: 0, primary: true, damageNow: 0 },
        null,
      ],
      [{ type: 'protectionUsed', card: 'y', place }, 'defend'],
      [{ type: 'destroyed', card: 'y', place, owner: 1, handIndex: 7 }, 'destroy'],
      [{ type: 'bastionMoved', player: 1, from: 0, to: 2, damage: 2, fort: false }, 'damage'],
      [{ type: 'bastionFlipped', player: 1 }, 'destroy'],
    ];
    for (const [e, s] of cases) expect(soundForClashEvent(e, 0), e.type).toBe(s);
    expect(soundForEvent('clash', cases[0]![0], 0)).toBe('draftPick');
  });

  it('collapses repeats within a batch', () => {
    const hit = (n: number): OrbsEvent => ({
      type: 'orbDamaged',
      card: { id: n, cardId: null },
      amount: 1,
      damage: 1,
    });
    const batch: OrbsEvent[] = [
      hit(1),
      hit(2),
      hit(3),
      { type: 'destroyed', card, owner: 0 },
      hit(4),
    ];
    expect(soundsForEvents('orbs', batch, 0)).toEqual(['damage', 'destroy', 'damage']);
  });
});

describe('recipes', () => {
  it('exist for every sound, are short and cannot clip', () => {
    expect(Object.keys(RECIPES).sort()).toEqual([...SOUND_NAMES].sort());
    for (const name of SOUND_NAMES) {
      const r = RECIPES[name];
      expect(r.layers.length, name).toBeGreaterThan(0);
      expect(recipeDuration(r), name).toBeLessThanOrEqual(
        name === 'win' || name === 'lose' || name === 'draw' ? 2 : 0.6,
      );
      expect(recipePeak(r), name).toBeLessThanOrEqual(1);
      for (const l of r.layers) {
        expect(l.attack, name).toBeGreaterThan(0);
        expect(l.decay, name).toBeGreaterThan(0);
        expect(l.from, name).toBeGreaterThan(0);
        if (l.to !== undefined) expect(l.to, name).toBeGreaterThan(0); // exponential ramps need > 0
      }
    }
  });

  it('keep the ambient chord quiet', () => {
    for (const chord of AMBIENT.chords)
      expect(chord.length * AMBIENT.voicePeak).toBeLessThanOrEqual(0.5);
  });

  it('know their own names', () => {
    expect(isSoundName('attack')).toBe(true);
    expect(isSoundName('explode')).toBe(false);
  });
});
