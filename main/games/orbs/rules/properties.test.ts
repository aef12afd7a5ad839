/**
 * Property tests over thousands of seeded random games: card conservation across zones,
 * energy never negative, no Orb in play below 0 HP, games end, replay reproduces the hash,
 * malformed or illegal actions never change the state (and never throw).
 */
import { describe, expect, it } from 'vitest';
import { orbsRules, applyQuiet, READY_DECKS, legalActionCount, applyLegalAt } from '..';
import type { OrbsAction, OrbsState } from '../types';
import { randInt, seedRng, type RngState } from '../../../engine/rng';
import { stateHash } from '../../../engine/hash';
import { replay } from '../../../engine/replay';
import { baseHp, isOrb } from './state';
import { randomLegalAction } from './random-play';

const deckPair = (g: number): [string[], string[]] => [
  READY_DECKS[g % 6]!.cards.slice(),
  READY_DECKS[(g * 5 + 1) % 6]!.cards.slice(),
];

let stamp = new Int32Array(0);
let gen = 0;

function invariants(s: OrbsState): string | null {
  if (stamp.length < s.cards.length) stamp = new Int32Array(s.cards.length * 2);
  gen++;
  let cards = 0;
  for (const pl of s.players) {
    for (const zone of ['deck', 'hand', 'bench', 'play', 'graveyard'] as const) {
      const list = pl[zone];
      for (let i = 0; i < list.length; i++) {
        const id = list[i]!;
        const c = s.cards[id];
        if (!c) return `unknown id ${id}`;
        if (stamp[id] === gen) return `card ${id} in two places`;
        stamp[id] = gen;
        if (c.zone !== zone) return `card ${id} says ${c.zone} but is in ${zone}`;
        if (c.token) {
          if (zone !== 'play') return `token ${id} in ${zone}`;
        } else cards++;
        if (zone === 'play' && isOrb(c) && c.damage > baseHp(c))
          return `Orb ${id} below 0 HP in play`;
      }
    }
    for (let i = 0; i < 7; i++)
      if (pl.energy[i]! < 0 || pl.capacity[i]! < 0) return 'negative energy';
  }
  if (cards !== 100) return `card count ${cards} (cards lost or duplicated)`;
  return null;
}

function garbage(rng: RngState, s: OrbsState): unknown {
  const anyId = (): unknown =>
    [randInt(rng, s.cards.length + 5), -1, 1.5, 'x', null, 1e12, undefined][randInt(rng, 7)];
  const pick = <T>(xs: T[]): T => xs[randInt(rng, xs.length)]!;
  const kinds: (() => unknown)[] = [
    () => pick([null, undefined, 42, 'play', [], [1, 2], true]),
    () => ({ type: pick(['fly', '', 7, null, 'PLAY', undefined]) }),
    () => ({ type: 'convert', card: anyId() }),
    () => ({
      type: 'play',
      card: anyId(),
      from: pick(['hand', 'bench', 'deck', 3, undefined]),
      targets: pick([
        undefined,
        [],
        'x',
        [null],
        [{ player: 2 }],
        [{ card: 'x' }],
        [{ card: anyId() }],
        [{ player: 0 }, { player: 1 }],
      ]),
    }),
    () => ({ type: 'bench', card: anyId() }),
    () => ({ type: 'attack', card: anyId() }),
    () => ({ type: 'defend', card: anyId(), against: anyId() }),
    () => ({
      type: 'activate',
      card: anyId(),
      ability: pick([0, 1, -1, 'a', 99, undefined]),
      targets: pick([undefined, [{ player: 1 }], [{ card: anyId() }]]),
    }),
    () => ({ type: 'defend', card: anyId() }),
  ];
  return pick(kinds)();
}

describe('Orbs properties over random games', () => {
  it('keeps invariants, ends every game, and every listed action is accepted', () => {
    let games = 0;
    for (let g = 0; g < 2000; g++) {
      const s = orbsRules.create({ decks: deckPair(g) }, g);
      const rng = seedRng(g ^ 0x5eed);
      let steps = 0;
      const fast = g % 2 === 1; // half the games through the fast playout path
      while (s.winner === null) {
        if (fast) applyLegalAt(s, randInt(rng, legalActionCount(s)));
        else {
          const a = randomLegalAction(s, rng)!;
          if (!applyQuiet(s, a)) expect.fail(`legal action rejected: ${JSON.stringify(a)}`);
        }
        const bad = invariants(s);
        if (bad) expect.fail(`game ${g} step ${steps}: ${bad}`);
        if (++steps > 5000) expect.fail(`game ${g} does not end`);
      }
      expect(orbsRules.legalActions(s)).toEqual([]);
      expect(orbsRules.toMove(s)).toBeNull();
      games++;
    }
    expect(games).toBe(2000);
  });

  it('replay by seed + actions reproduces the state hash; clone is deep and equal', () => {
    for (let g = 0; g < 60; g++) {
      const options = { decks: deckPair(g) };
      const s = orbsRules.create(options, 1000 + g);
      const rng = seedRng(g);
      const actions: OrbsAction[] = [];
      let mid: OrbsState | null = null;
      while (s.winner === null) {
        const a = randomLegalAction(s, rng)!;
        actions.push(a);
        const r = orbsRules.apply(s, a);
        expect(r.ok).toBe(true);
        if (actions.length === 40) mid = orbsRules.clone(s);
      }
      const again = replay(orbsRules, { options, seed: 1000 + g, actions });
      expect(again.ok).toBe(true);
      expect(stateHash(again.state)).toBe(stateHash(s));
      if (mid) {
        const midAgain = replay(orbsRules, { options, seed: 1000 + g, actions }, 40);
        expect(stateHash(midAgain.state)).toBe(stateHash(mid));
      }
    }
  });

  it('rejects malformed and illegal actions without throwing or changing the state', () => {
    let rejected = 0;
    for (let g = 0; g < 40; g++) {
      const s = orbsRules.create({ decks: deckPair(g) }, 77 + g);
      const rng = seedRng(g + 99);
      while (s.winner === null) {
        for (let k = 0; k < 3; k++) {
          const bad = garbage(rng, s);
          const before = fingerprint(s);
          const copy = orbsRules.clone(s);
          const r = orbsRules.apply(s, bad as OrbsAction);
          if (!r.ok) {
            rejected++;
            expect(typeof r.error.code).toBe('string');
            expect(r.error.message.length).toBeGreaterThan(5);
            if (fingerprint(s) !== before)
              expect.fail(`state changed by rejected ${JSON.stringify(bad)}`);
          } else {
            // A random action can happen to be legal; then it must be one legalActions lists.
            const listed = orbsRules
              .legalActions(copy)
              .some(
                (a) =>
                  JSON.stringify(a) === JSON.stringify(bad) || sameIgnoringEmptyTargets(a, bad),
              );
            if (!listed)
              expect.fail(`accepted an action not listed as legal: ${JSON.stringify(bad)}`);
          }
        }
        applyQuiet(s, randomLegalAction(s, rng)!);
      }
    }
    expect(rejected).toBeGreaterThan(4000);
  });

  it('the fast playout API plays the same games as the public API', () => {
    for (let g = 0; g < 100; g++) {
      const a = orbsRules.create({ decks: deckPair(g) }, g * 31);
      const b = orbsRules.create({ decks: deckPair(g) }, g * 31);
      const ra = seedRng(g),
        rb = seedRng(g);
      while (a.winner === null) {
        const list = orbsRules.legalActions(a);
        const n = legalActionCount(b);
        expect(n).toBe(list.length);
        const i = randInt(ra, list.length);
        randInt(rb, n);
        expect(orbsRules.apply(a, list[i]!).ok).toBe(true);
        applyLegalAt(b, i);
      }
      expect(stateHash(b)).toBe(stateHash(a));
    }
  });

  it('starts with 7 and 8 cards; first player random unless given', () => {
    const firsts = new Set<number>();
    for (let seed = 0; seed < 40; seed++) {
      const s = orbsRules.create({ decks: deckPair(seed) }, seed);
      firsts.add(s.active);
      expect(s.players[s.active].hand.length).toBe(7);
      expect(s.players[1 - s.active]!.hand.length).toBe(7);
      expect(s.phase).toBe('defense');
      applyQuiet(s, { type: 'endPhase' });
      applyQuiet(s, { type: 'endPhase' });
      expect(s.players[s.active].hand.length).toBe(8);
    }
    expect(firsts).toEqual(new Set([0, 1]));
    expect(orbsRules.create({ decks: deckPair(0), first: 1 }, 5).active).toBe(1);
    expect(() => orbsRules.create({ decks: [['ember-imp'], deckPair(0)[1]] }, 1)).toThrow(
      /not legal/,
    );
  });

  it('hides the opponent hand, Bench and every deck order; redacts draws', () => {
    const s = orbsRules.create({ decks: deckPair(3), first: 0 }, 9);
    const v1 = orbsRules.view(s, 1);
    expect(v1.players[0].hand).toBeNull();
    expect(v1.players[0].bench).toBeNull();
    expect(v1.players[0].handCount).toBe(7);
    expect(v1.players[1].hand!.length).toBe(7);
    expect(JSON.stringify(v1)).not.toContain('"deck"');
    applyQuiet(s, { type: 'endPhase' });
    const r = orbsRules.apply(s, { type: 'endPhase' });
    expect(r.ok).toBe(true);
    const drew = r.ok ? r.events.find((e) => e.type === 'drew') : undefined;
    expect(drew && drew.type === 'drew' && drew.card.cardId).toBeTruthy();
    const seenBy0 = orbsRules.eventFor(drew!, 0);
    const seenBy1 = orbsRules.eventFor(drew!, 1);
    expect(seenBy0 && seenBy0.type === 'drew' && seenBy0.card.cardId).toBeNull();
    expect(seenBy1).toEqual(drew);
  });
});

/** A cheap exact fingerprint of the whole state (every number and flag, in order). */
function fingerprint(s: OrbsState): string {
  const parts: (number | string | boolean | null)[] = [
    s.turn,
    s.active,
    s.phase,
    String(s.winner),
    s.benchCounter,
    ...s.rng,
  ];
  for (const pl of s.players) {
    parts.push(
      pl.hp,
      pl.converted,
      pl.playedThisTurn,
      '|',
      ...pl.capacity,
      '|',
      ...pl.energy,
      '|',
      ...pl.deck,
      '|',
      ...pl.hand,
      '|',
      ...pl.bench,
      '|',
      ...pl.play,
      '|',
      ...pl.graveyard,
    );
  }
  for (const c of s.cards)
    parts.push(
      c.zone,
      c.damage,
      c.exhausted,
      c.fresh,
      c.attacking,
      c.defended,
      c.apBonus,
      c.used,
      c.benchSeq,
      c.asOrb ? c.asOrb.join('/') : null,
    );
  return parts.join(',');
}

function sameIgnoringEmptyTargets(a: OrbsAction, b: unknown): boolean {
  if (!b || typeof b !== 'object') return false;
  const o = { ...(b as Record<string, unknown>) };
  if (o.targets === undefined || (Array.isArray(o.targets) && o.targets.length === 0))
    delete o.targets;
  if (o.type === 'play' && o.from === undefined) o.from = 'hand';
  return JSON.stringify(a) === JSON.stringify(o);
}
