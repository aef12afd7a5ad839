/**
 * Property tests over thousands of seeded random games (seeded loops, deterministic):
 * every card in exactly one place; life = cards right of the Bastion/Fort; the window rule;
 * games end; replay of seed + actions reproduces the hash; illegal or malformed actions never
 * change the state (and an accepted action was a legal one).
 */
import { describe, expect, it } from 'vitest';
import { canonicalJson, stateHash } from '../../engine/hash';
import { randInt, seedRng, nextU32, type RngState } from '../../engine/rng';
import { replay } from '../../engine/replay';
import { applyLegalAt, clashRules, legalActionAt, legalActionCount } from './index';
import { CLASH_CARDS, HEALTH, poolCards } from './cards';
import { BUILDING, type ClashAction, type ClashOptions, type ClashState } from './types';

const OPTIONS: ClashOptions[] = [
  {},
  { pool: 'both' },
  { pool: 'cardhall' },
  { mode: 'preconstructed' },
];
const MAX_ACTIONS = 5000;

/** Throws with a description when an invariant is broken. */
function checkInvariants(s: ClashState, withView = true): void {
  const seen = new Int32Array(CLASH_CARDS.length);
  const bump = (c: number): void => {
    seen[c] = (seen[c] ?? 0) + 1;
  };
  const universe = s.draft ? s.draft.pool : [...s.players[0].drafted, ...s.players[1].drafted];
  if (s.draft) {
    for (let i = 0; i < s.draft.pool.length; i++)
      if (!(s.draft.takenMask & (1 << i))) bump(s.draft.pool[i]!);
  }
  for (const p of [0, 1] as const) {
    const pl = s.players[p];
    if (pl.mana < 0) throw new Error(`player ${p} has negative mana`);
    if (s.phase === 'draft') {
      for (const c of pl.drafted) bump(c);
      if (pl.hand.length || pl.lanes[0].length || pl.lanes[1].length)
        throw new Error('cards in play during the draft');
      continue;
    }
    const own = new Set(pl.drafted);
    let buildings = 0;
    for (const c of pl.hand) {
      if (c === BUILDING) buildings++;
      else {
        if (!own.has(c)) throw new Error(`card ${c} in player ${p}'s hand is not theirs`);
        bump(c);
      }
    }
    if (buildings !== 1) throw new Error(`player ${p} has ${buildings} buildings`);
    for (const q of pl.lanes) {
      for (const cr of q) {
        if (!own.has(cr.card)) throw new Error(`creature ${cr.card} of player ${p} is not theirs`);
        if (cr.damage >= HEALTH[cr.card]!)
          throw new Error('a creature survives with lethal damage');
        bump(cr.card);
      }
    }
    // Life = cards right of the building; in a live game the building never rests rightmost.
    const b = pl.hand.indexOf(BUILDING);
    if (withView) {
      const v = clashRules.view(s, p);
      if (v.players[p].life !== pl.hand.length - 1 - b || v.players[p].buildingIndex !== b)
        throw new Error('view life/building wrong');
    }
    if (s.winner === null && b === pl.hand.length - 1)
      throw new Error(`player ${p}'s building rests in the rightmost space`);
  }
  for (const c of universe)
    if (seen[c] !== 1) throw new Error(`card ${CLASH_CARDS[c]!.id} is in ${seen[c]} places`);
  let total = 0;
  for (let i = 0; i < seen.length; i++) total += seen[i]!;
  if (total !== universe.length)
    throw new Error(`${total} card places for ${universe.length} cards`);
}

describe('random games (fast playout API)', () => {
  it('keep every invariant after every action, end, and replay to the same hash', () => {
    const rng = seedRng(2026);
    let games = 0;
    let actions = 0;
    for (let g = 0; g < 5000; g++) {
      const options = OPTIONS[g % OPTIONS.length]!;
      const seed = nextU32(rng);
      const s = clashRules.create(options, seed);
      checkInvariants(s);
      const record: ClashAction[] = [];
      let n = 0;
      for (;;) {
        const count = legalActionCount(s);
        if (count === 0) break;
        const k = randInt(rng, count);
        record.push(legalActionAt(s, k));
        applyLegalAt(s, k);
        checkInvariants(s, (n & 7) === 0);
        if (++n > MAX_ACTIONS) throw new Error(`game ${g} did not end`);
      }
      expect(s.winner).not.toBeNull();
      // The public path (apply of the listed actions) rebuilds the same game.
      const rebuilt = replay(clashRules, { options, seed, actions: record });
      if (!rebuilt.ok || stateHash(rebuilt.state) !== stateHash(s))
        throw new Error(`game ${g}: replay differs`);
      games++;
      actions += n;
    }
    expect(games).toBe(5000);
    expect(actions).toBeGreaterThan(games * 20);
  });

  it('legalActions lists exactly legalActionAt(0..count-1), in that order', () => {
    // legalActions walks the window and lanes once; legalActionAt locates each k on its own.
    const rng = seedRng(31);
    for (let g = 0; g < 300; g++) {
      const s = clashRules.create(OPTIONS[g % OPTIONS.length]!, nextU32(rng));
      for (let count = legalActionCount(s); count > 0; count = legalActionCount(s)) {
        const each = Array.from({ length: count }, (_, k) => legalActionAt(s, k));
        expect(clashRules.legalActions(s)).toEqual(each);
        applyLegalAt(s, randInt(rng, count));
      }
      expect(clashRules.legalActions(s)).toEqual([]);
    }
  });
});

// ------------------------------------------------------------------ public API

const LANES: unknown[] = ['upper', 'lower', 'middle', 0, null];
const TYPES: unknown[] = ['pick', 'play', 'assault', 'attack', 7, undefined];

function randomAction(rng: RngState, legal: ClashAction[], s: ClashState): unknown {
  const pickOf = <T>(xs: readonly T[]): T => xs[randInt(rng, xs.length)]!;
  const anyCard = (): unknown =>
    randInt(rng, 10) === 0 ? pickOf(['', 'Zombie', 42, null]) : pickOf(CLASH_CARDS).id;
  switch (randInt(rng, 6)) {
    case 0:
      return pickOf<unknown>([
        null,
        3,
        'assault',
        [],
        {},
        { type: 'play', card: 'zombie', lane: 'upper', target: {} },
      ]);
    case 1:
      return { type: pickOf(TYPES), card: anyCard() };
    case 2: {
      const base: Record<string, unknown> = legal.length
        ? { ...(pickOf(legal) as Record<string, unknown>) }
        : { type: 'play' };
      base.card = anyCard();
      return base;
    }
    case 3:
      return { type: 'play', card: anyCard(), lane: pickOf(LANES) };
    case 4: {
      const mine = s.players[s.active].hand.filter((c) => c !== BUILDING);
      const card = mine.length ? CLASH_CARDS[pickOf(mine)]!.id : 'boom';
      return {
        type: 'play',
        card,
        target: { side: randInt(rng, 3), lane: pickOf(LANES), index: randInt(rng, 5) - 1 },
      };
    }
    default: {
      const base = legal.length
        ? ({ ...(pickOf(legal) as Record<string, unknown>) } as Record<string, unknown>)
        : {};
      if (base.target) base.target = { ...(base.target as object), index: randInt(rng, 4) };
      if (base.lane) base.lane = pickOf(LANES);
      return base;
    }
  }
}

/** The fields that identify an action, for comparing with the legal list. */
function key(a: unknown): string {
  const o = a as Record<string, unknown>;
  if (o.type === 'assault') return canonicalJson({ type: 'assault' });
  if (o.type === 'pick') return canonicalJson({ type: 'pick', card: o.card });
  return canonicalJson({ type: o.type, card: o.card, lane: o.lane, target: o.target });
}

describe('random games (public API)', () => {
  it('window rule, rejected actions change nothing, accepted ones were legal, replay reproduces the hash', () => {
    const rng = seedRng(77);
    for (let g = 0; g < 300; g++) {
      const options = OPTIONS[g % OPTIONS.length]!;
      const seed = nextU32(rng);
      const s = clashRules.create(options, seed);
      const record: ClashAction[] = [];
      let n = 0;
      while (clashRules.toMove(s) !== null) {
        const legal = clashRules.legalActions(s);
        const legalKeys = new Set(legal.map(key));
        // Window rule: every legal play is among the 4 leftmost non-building cards.
        const hand = s.players[s.active].hand
          .filter((c) => c !== BUILDING)
          .slice(0, 4)
          .map((c) => CLASH_CARDS[c]!.id);
        for (const a of legal) if (a.type === 'play') expect(hand).toContain(a.card);
        // Random (mostly illegal or malformed) actions.
        for (let t = 0; t < 3; t++) {
          const a = randomAction(rng, legal, s);
          const before = stateHash(s);
          const r = clashRules.apply(s, a as ClashAction);
          if (r.ok) {
            expect(legalKeys.has(key(a))).toBe(true);
            record.push(a as ClashAction);
            break;
          }
          expect(r.error.code).toMatch(/^[a-z-]+$/);
          expect(r.error.message.length).toBeGreaterThan(5);
          expect(stateHash(s)).toBe(before);
        }
        if (clashRules.toMove(s) === null) break;
        const next = clashRules.legalActions(s);
        const a = next[randInt(rng, next.length)]!;
        const r = clashRules.apply(s, a);
        expect(r.ok).toBe(true);
        record.push(a);
        if (++n > MAX_ACTIONS) throw new Error('game did not end');
      }
      const rebuilt = replay(clashRules, { options, seed, actions: record });
      expect(rebuilt.ok).toBe(true);
      expect(stateHash(rebuilt.state)).toBe(stateHash(s));
      expect(stateHash(JSON.parse(JSON.stringify(s)))).toBe(stateHash(s));
    }
  });

  it('every card of a drafted game comes from the chosen pool', () => {
    for (const pool of ['initiation', 'cardhall', 'both'] as const) {
      const allowed = new Set(poolCards(pool));
      for (let seed = 0; seed < 50; seed++)
        for (const c of clashRules.create({ pool }, seed).draft!.pool)
          expect(allowed.has(c)).toBe(true);
    }
  });
});
