/**
 * What an Orb in play is worth to the heuristics (./heuristics.ts, ./effects-worth.ts): its
 * AP, its HP, its Armor and the card's own value, with AP and Armor after the auras in play.
 * `fillOrbCache` computes AP, Armor and worth of every Orb of a state once (one scan for aura
 * sources, not one per Orb: the policy's context used to cost O(board²)); until the next
 * fill, `orbWorth` and `armorCached` read the cache for that state.
 */
import type { PlayerId } from '../../engine/types';
import type { CardInstance, OrbsState } from '../../games/orbs/types';
import {
  AI_CARDS,
  apOf,
  apWith,
  armorOf,
  armorWith,
  auraTableInto,
  currentHpOf,
  isOrbInstance,
  newAuraTable,
} from './cards';

/** The worth of Orb `c` with AP `ap` and Armor `arm`. */
function worthOf(c: CardInstance, ap: number, arm: number): number {
  return (
    ap +
    0.5 * Math.max(0, currentHpOf(c) + 1) +
    0.6 * arm +
    0.8 +
    (c.token ? 0 : 0.15 * AI_CARDS[c.def]!.value)
  );
}

// Reused buffers (the policy is not re-entered while a context is alive); only entries of
// Orbs in play are written and read.
const cache = {
  ap: new Float64Array(256),
  arm: new Float64Array(256),
  worth: new Float64Array(256),
  /**
   * Which entries hold the last filled state's Orbs (`stamp[id] === gen` for `state`): effect
   * scoring (`effectsWorth`, per ability and target) reads them instead of scanning the board
   * for auras again.
   */
  stamp: new Int32Array(256),
  gen: 0,
  state: null as OrbsState | null,
};
const AURAS = newAuraTable();

/** AP, Armor and worth of every Orb in play of `s`, by instance id (valid until the next fill). */
export function fillOrbCache(s: OrbsState): {
  ap: Float64Array;
  arm: Float64Array;
  worth: Float64Array;
} {
  if (cache.ap.length < s.cards.length) {
    const n = Math.max(256, 2 * s.cards.length);
    cache.ap = new Float64Array(n);
    cache.arm = new Float64Array(n);
    cache.worth = new Float64Array(n);
    cache.stamp = new Int32Array(n);
  }
  const gen = (cache.gen = (cache.gen + 1) | 0);
  cache.state = s;
  const { ap: apA, arm: armA, worth: worthA, stamp } = cache;
  const auras = auraTableInto(s, AURAS);
  for (let p = 0; p < 2; p++) {
    for (const id of s.players[p as PlayerId].play) {
      const c = s.cards[id]!;
      if (!isOrbInstance(c)) continue;
      const ap = apWith(auras, c);
      const arm = armorWith(auras, c);
      apA[id] = ap;
      armA[id] = arm;
      stamp[id] = gen;
      worthA[id] = worthOf(c, ap, arm);
    }
  }
  return { ap: apA, arm: armA, worth: worthA };
}

const cached = (s: OrbsState, c: CardInstance): boolean =>
  cache.state === s && cache.stamp[c.id] === cache.gen;

export function orbWorth(s: OrbsState, c: CardInstance): number {
  return cached(s, c) ? cache.worth[c.id]! : worthOf(c, apOf(s, c), armorOf(s, c));
}

export function armorCached(s: OrbsState, c: CardInstance): number {
  return cached(s, c) ? cache.arm[c.id]! : armorOf(s, c);
}

/** The cached state is about to change (a move is applied): nothing is read from the cache. */
export function dropOrbCache(): void {
  cache.state = null;
}
