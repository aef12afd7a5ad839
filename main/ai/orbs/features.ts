/**
 * Position features for the fitted Orbs evaluation (./evaluate.ts), seen from the player to
 * move and from the other player. Rules they summarise (orbs.md): 2.2/8.3 HP and losing
 * below 0; 5.1 decking; 4.1–4.3 capacity and regeneration; 5.3/7.4 undefended attackers hit
 * at the end of the Defense Phase; 6.1 only Orbs that started the turn can attack; 7.1
 * unexhausted Orbs defend; 8.4 Armor; 9/10 the Bench and traps; 11.1 objects and auras.
 *
 * The evaluation is asked mostly at the start of a Defense Phase (a playout's turn cut-off):
 * the mover's energy has just regenerated and the other side's attacks are pending. The
 * features are plain counts and sums, cheap enough for one call per playout.
 */
import type { PlayerId } from '../../engine/types';
import type { OrbsState } from '../../games/orbs/types';
import {
  AI_CARDS,
  apWith,
  armorWith,
  auraTableInto,
  currentHpOf,
  isOrbInstance,
  newAuraTable,
  type AuraTable,
} from './cards';

/** Names of the per-side features, in vector order (the weights JSON names them too). */
export const SIDE_FEATURES = [
  'hp',
  'hpDanger', // max(0, 6 − HP): the last few HP matter more than the first
  'orbs',
  'orbAp',
  'orbHp', // Σ (current HP + 1): what it takes to destroy them (8.2)
  'orbArmor',
  'orbValue', // Σ rough card worth of non-token Orbs (abilities, auras)
  'objects',
  // Capacity and hand as one hand-set sum (the old evaluation's): in self-play every player
  // converts once a turn, so apart the fit cannot tell a card from an energy and the searches
  // followed its accident (a negative weight on capacity: normal stopped converting).
  'resources', // 1.2·min(capacity, 6) + 0.6·(capacity 6…9) + 0.1·(above 9) + 0.7·min(hand, 8)
  'benchCards', // benched Orbs/objects/actions: free plays (9.2)
  'benchTraps',
  'deckLow', // max(0, 5 − deck): decking (5.1)
  'readyAp', // AP of unexhausted Orbs: blockers now (7.1)
  'incoming', // AP of the other side's undefended attackers aimed at this side (5.3)
  'lethalIncoming', // 1 when those attackers alone would bring this side below 0
  'boardThreat', // max(0, the other side's Orb AP − this side's HP): a race it can lose
] as const;

export const SIDE_FEATURE_COUNT = SIDE_FEATURES.length;

const AURAS = newAuraTable();

/**
 * Writes the features of side `p` into `out` at `offset`. `auras` are the auras of `s`
 * (auraTableInto), shared by both sides' calls.
 */
function sideFeatures(
  s: OrbsState,
  p: PlayerId,
  auras: AuraTable,
  out: Float64Array,
  offset: number,
): void {
  const pl = s.players[p];
  const other = s.players[(1 - p) as PlayerId];
  let orbs = 0;
  let ap = 0;
  let hp = 0;
  let armor = 0;
  let value = 0;
  let objects = 0;
  let readyAp = 0;
  for (let i = 0; i < pl.play.length; i++) {
    const c = s.cards[pl.play[i]!]!;
    if (!isOrbInstance(c)) {
      objects++;
      continue;
    }
    const a = apWith(auras, c);
    orbs++;
    ap += a;
    hp += Math.max(0, currentHpOf(c) + 1);
    armor += armorWith(auras, c);
    if (!c.token) value += AI_CARDS[c.def]!.value;
    if (!c.exhausted) readyAp += a;
  }
  let incoming = 0;
  let otherAp = 0;
  for (let i = 0; i < other.play.length; i++) {
    const c = s.cards[other.play[i]!]!;
    if (!isOrbInstance(c)) continue;
    const a = apWith(auras, c);
    otherAp += a;
    if (c.attacking && !c.defended) incoming += a;
  }
  let cap = 0;
  for (let i = 0; i < 7; i++) cap += pl.capacity[i]!;
  let traps = 0;
  for (let i = 0; i < pl.bench.length; i++)
    if (AI_CARDS[s.cards[pl.bench[i]!]!.def]!.def.type === 'trap') traps++;
  const o = offset;
  out[o] = pl.hp;
  out[o + 1] = Math.max(0, 6 - pl.hp);
  out[o + 2] = orbs;
  out[o + 3] = ap;
  out[o + 4] = hp;
  out[o + 5] = armor;
  out[o + 6] = value;
  out[o + 7] = objects;
  out[o + 8] =
    1.2 * Math.min(cap, 6) +
    0.6 * Math.max(0, Math.min(cap, 9) - 6) +
    0.1 * Math.max(0, cap - 9) +
    0.7 * Math.min(pl.hand.length, 8);
  out[o + 9] = pl.bench.length - traps;
  out[o + 10] = traps;
  out[o + 11] = Math.max(0, 5 - pl.deck.length);
  out[o + 12] = readyAp;
  out[o + 13] = incoming;
  out[o + 14] = incoming > pl.hp ? 1 : 0;
  out[o + 15] = Math.max(0, otherAp - pl.hp);
}

/**
 * The feature vector of `s`: the mover's side (`s.active`) first, then the other side's.
 * Reuses `out` when given (the evaluation calls this once per playout).
 */
export function orbsFeatures(
  s: OrbsState,
  out: Float64Array = new Float64Array(2 * SIDE_FEATURE_COUNT),
): Float64Array {
  const auras = auraTableInto(s, AURAS);
  const me = s.active;
  sideFeatures(s, me, auras, out, 0);
  sideFeatures(s, (1 - me) as PlayerId, auras, out, SIDE_FEATURE_COUNT);
  return out;
}

/** Feature names of the whole vector (mover's `me.*`, then `opp.*`). */
export const FEATURE_NAMES: readonly string[] = [
  ...SIDE_FEATURES.map((f) => `me.${f}`),
  ...SIDE_FEATURES.map((f) => `opp.${f}`),
];
