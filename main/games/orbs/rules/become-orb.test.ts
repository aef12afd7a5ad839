/**
 * orbs.md 12.3: an object that becomes an Orb (Living Idol, Chrysalis) is an Orb of the stated
 * type for every rule that reads Orb types, no longer an object, and its become ability is no
 * longer offered; when it leaves play it is the object card again.
 */
import { describe, expect, it } from 'vitest';
import { nextU32, seedRng } from '../../../engine/rng';
import { orbsRules, READY_DECKS } from '../index';
import { validateDeck } from '../decks/validate';
import { loadSetup } from '../scenario-adapter';
import type { OrbsState } from '../types';
import { COMPILED } from '../cards/pool';
import { apOf, armorOf, isObject, orbTypeOf } from './state';

function board(play: string[], hand: string[] = []): OrbsState {
  const energy = { purple: 4, generic: 4, yellow: 1, blue: 1 };
  const deck = ['Gray Golem', 'Forest Bear', 'Tide Sprite'];
  return loadSetup({
    turn: 5,
    active: 0,
    phase: 'main',
    players: [
      { capacity: energy, energy, hand, deck, play },
      { deck, play: ['Velk Drone'] },
    ],
  });
}

const idOf = (s: OrbsState, name: string): number =>
  s.players[0].play
    .concat(s.players[0].hand)
    .find((id) => COMPILED[s.cards[id]!.def]!.def.name === name)!;

describe('an object that becomes an Orb (§12.3)', () => {
  it('is a Velk Orb: the Velk lords of its side reach it, the enemy ones do not', () => {
    const s = board(['Velk Totem', 'Velk Overmind', 'Living Idol']);
    const idol = s.cards[idOf(s, 'Living Idol')]!;
    expect(orbTypeOf(idol)).toBeNull();
    expect(orbsRules.apply(s, { type: 'activate', card: idol.id, ability: 0 }).ok).toBe(true);
    expect(orbTypeOf(idol)).toBe('Velk');
    expect(apOf(s, idol)).toBe(4); // 3 + Velk Totem
    expect(armorOf(s, idol)).toBe(1); // Velk Overmind
    const drone = s.cards[s.players[1].play[0]!]!;
    expect(apOf(s, drone)).toBe(1); // local auras: the opponent's Velk Drone gets nothing
  });

  it('is no longer an object and its become ability is not offered; it cannot attack this turn', () => {
    const s = board(['Chrysalis'], ['Fresh Force']);
    const chrysalis = s.cards[idOf(s, 'Chrysalis')]!;
    const ff = idOf(s, 'Fresh Force');
    const onChrysalis = (a: ReturnType<typeof orbsRules.legalActions>[number]): boolean =>
      (a.type === 'activate' || a.type === 'attack') && a.card === chrysalis.id;
    expect(orbsRules.legalActions(s).filter(onChrysalis)).toEqual([
      { type: 'activate', card: chrysalis.id, ability: 0 },
    ]);
    expect(isObject(chrysalis)).toBe(true);
    orbsRules.apply(s, { type: 'activate', card: chrysalis.id, ability: 0 });
    expect(isObject(chrysalis)).toBe(false);
    const legal = orbsRules.legalActions(s);
    expect(legal.filter(onChrysalis)).toEqual([]);
    expect(legal.some((a) => a.type === 'play' && a.card === ff)).toBe(false);
    const again = orbsRules.apply(s, { type: 'activate', card: chrysalis.id, ability: 0 });
    expect(again.ok ? null : again.error.code).toBe('alreadyOrb');
  });

  it('is the object card again once it has left play', () => {
    const s = board(['Living Idol'], ['Riptide']);
    const idol = s.cards[idOf(s, 'Living Idol')]!;
    orbsRules.apply(s, { type: 'activate', card: idol.id, ability: 0 });
    const rip = idOf(s, 'Riptide');
    const r = orbsRules.apply(s, {
      type: 'play',
      card: rip,
      from: 'hand',
      targets: [{ card: idol.id }],
    });
    expect(r.ok).toBe(true);
    expect(idol.zone).toBe('hand');
    expect(isObject(idol)).toBe(true);
    expect(orbTypeOf(idol)).toBeNull();
  });
});

describe('the Velk Hive deck', () => {
  it('validates and plays: random games finish, and its idols become Velk Orbs', () => {
    const hive = READY_DECKS.find((d) => d.name.en === 'Velk Hive')!;
    expect(validateDeck(hive.cards)).toEqual([]);
    const rng = seedRng(34);
    let became = 0;
    for (let g = 0; g < 20; g++) {
      const other = READY_DECKS[g % READY_DECKS.length]!.cards;
      const s = orbsRules.create({ decks: [hive.cards, other] }, nextU32(rng));
      let steps = 0;
      while (orbsRules.toMove(s) !== null && steps++ < 2000) {
        const legal = orbsRules.legalActions(s);
        // Prefer using abilities so the idols do become Orbs; otherwise random.
        const act = legal.find((a) => a.type === 'activate') ?? legal[nextU32(rng) % legal.length]!;
        const r = orbsRules.apply(s, act);
        expect(r.ok, JSON.stringify(act)).toBe(true);
        if (r.ok && r.events.some((e) => e.type === 'becameOrb')) became++;
      }
      expect(orbsRules.outcome(s)).not.toBeNull();
      for (const c of s.cards) if (c.asOrb !== null) expect(orbTypeOf(c)).toBe('Velk');
    }
    expect(became).toBeGreaterThan(0);
  });
});
