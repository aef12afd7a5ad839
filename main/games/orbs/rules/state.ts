/**
 * State helpers: instances, zones, derived Orb stats, hand-written clone.
 * Implements orbs.md 1.4 (tokens vanish), 3 (zones), 8.1 (current HP), 8.4 (Armor),
 * 11.1 (auras add up; local/global/foreign), 12.3 (an object that became an Orb is an Orb of
 * its stated type and no longer an object).
 */
import type { CardInstance, OrbsPlayerState, OrbsState, PlayerId } from '../types';
import { COMPILED } from '../cards/pool';
import {
  DEF_AURA_TYPES,
  DEF_BECOMES_TYPE,
  DEF_HAS_AURAS,
  DEF_IS_ORB,
  DEF_TOKEN,
  DEF_TYPE,
} from '../cards/flat';
import { noteShared, ownsAll } from './state-identity';

export function newPlayer(): OrbsPlayerState {
  return {
    hp: 18,
    capacity: [0, 0, 0, 0, 0, 0, 0],
    energy: [0, 0, 0, 0, 0, 0, 0],
    converted: false,
    playedThisTurn: 0,
    deck: [],
    hand: [],
    bench: [],
    play: [],
    graveyard: [],
  };
}

export function newInstance(
  state: OrbsState,
  def: number,
  owner: PlayerId,
  zone: CardInstance['zone'],
): CardInstance {
  const c = freshInstance(state.cards.length, def, owner, zone);
  state.cards.push(c);
  return c;
}

/**
 * A card as it is outside play: no damage, no bonuses, nothing used. The AI's determinizer
 * builds guessed hidden cards with it, so they start exactly as the engine's own would.
 */
export function freshInstance(
  id: number,
  def: number,
  owner: PlayerId,
  zone: CardInstance['zone'],
): CardInstance {
  return {
    id,
    def,
    owner,
    token: DEF_TOKEN[def] === 1,
    zone,
    damage: 0,
    exhausted: false,
    fresh: false,
    attacking: false,
    defended: false,
    apBonus: 0,
    asOrb: null,
    used: 0,
    benchSeq: -1,
  };
}

/** Forget everything that only lasts while a card is in play (§8.1). */
export function resetInPlayFields(c: CardInstance): void {
  c.damage = 0;
  c.exhausted = false;
  c.fresh = false;
  c.attacking = false;
  c.defended = false;
  c.apBonus = 0;
  c.asOrb = null;
  c.used = 0;
  c.benchSeq = -1;
}

/**
 * Remove `id` from a zone list, keeping the order (no allocation, unlike splice). Ends with
 * `pop()`: writing `length` is a runtime call in V8 (3 % of a random game in the profile).
 */
export function removeFrom(list: number[], id: number): boolean {
  const n = list.length;
  let i = 0;
  while (i < n && list[i] !== id) i++;
  if (i === n) return false;
  for (; i < n - 1; i++) list[i] = list[i + 1]!;
  list.pop();
  return true;
}

export function isOrb(c: CardInstance): boolean {
  return c.asOrb !== null || DEF_IS_ORB[c.def] === 1;
}

export function baseHp(c: CardInstance): number {
  return c.asOrb !== null ? c.asOrb[1] : COMPILED[c.def]!.hp;
}

export function currentHp(c: CardInstance): number {
  return baseHp(c) - c.damage;
}

/** AP with lasting bonuses and every aura in play (§11.1: separate cards add up). */
export function apOf(state: OrbsState, c: CardInstance): number {
  let ap = (c.asOrb !== null ? c.asOrb[0] : COMPILED[c.def]!.ap) + c.apBonus;
  for (let p = 0; p < 2; p++) {
    const play = state.players[p]!.play;
    for (let k = 0; k < play.length; k++) {
      const src = state.cards[play[k]!]!;
      if (DEF_HAS_AURAS[src.def] === 1) ap += auraBonus(src, c, false);
    }
  }
  return ap < 0 ? 0 : ap;
}

export function armorOf(state: OrbsState, c: CardInstance): number {
  let armor = COMPILED[c.def]!.armor;
  for (let p = 0; p < 2; p++) {
    const play = state.players[p]!.play;
    for (let k = 0; k < play.length; k++) {
      const src = state.cards[play[k]!]!;
      if (DEF_HAS_AURAS[src.def] === 1) armor += auraBonus(src, c, true);
    }
  }
  return armor;
}

/**
 * The cards in play that carry auras, written into `out` (reused by callers on hot paths):
 * with them, `apFrom`/`armorFrom` give every Orb's stats in O(sources) instead of a board
 * scan per Orb (the AI rates each Orb of a large board at every playout step, issue #19).
 */
export function auraSourcesInto(state: OrbsState, out: CardInstance[]): CardInstance[] {
  // pop() rather than `length = 0`: writing `length` is a runtime call in V8.
  while (out.length > 0) out.pop();
  for (let p = 0; p < 2; p++) {
    const play = state.players[p]!.play;
    for (let k = 0; k < play.length; k++) {
      const src = state.cards[play[k]!]!;
      if (DEF_HAS_AURAS[src.def] === 1) out.push(src);
    }
  }
  return out;
}

/** `apOf` given the aura sources in play (`auraSourcesInto`); the same number. */
export function apFrom(sources: readonly CardInstance[], c: CardInstance): number {
  let ap = (c.asOrb !== null ? c.asOrb[0] : COMPILED[c.def]!.ap) + c.apBonus;
  for (let k = 0; k < sources.length; k++) ap += auraBonus(sources[k]!, c, false);
  return ap < 0 ? 0 : ap;
}

/** `armorOf` given the aura sources in play; the same number. */
export function armorFrom(sources: readonly CardInstance[], c: CardInstance): number {
  let armor = COMPILED[c.def]!.armor;
  for (let k = 0; k < sources.length; k++) armor += auraBonus(sources[k]!, c, true);
  return armor;
}

/**
 * The AP (`armor` false) or Armor that the auras of `src`, a card in play with auras, give
 * `c` (§11.1: scope; an Orb-type aura only Orbs of that type, with §12.3's type for an object
 * that became an Orb). Types are compared as indices (cards/flat.ts), not names.
 */
function auraBonus(src: CardInstance, c: CardInstance, armor: boolean): number {
  const auras = COMPILED[src.def]!.auras!;
  const types = DEF_AURA_TYPES[src.def]!;
  const own = orbTypeIndex(c);
  let sum = 0;
  for (let j = 0; j < auras.length; j++) {
    const a = auras[j]!;
    const v = armor ? a.armor : a.ap;
    if (!v) continue;
    const t = types[j]!;
    if ((t < 0 || t === own) && auraReaches(a.scope, src.owner, c.owner)) sum += v;
  }
  return sum;
}

/** orbs.md 11.1: a global aura reaches both players' Orbs, a local one its controller's, a
 * foreign one the opponent's. */
export function auraReaches(
  scope: 'local' | 'global' | 'foreign',
  source: PlayerId,
  target: PlayerId,
): boolean {
  return scope === 'global' || (scope === 'local') === (source === target);
}

/** §12.3: an object that became an Orb has the Orb type its ability stated. */
export function orbTypeOf(c: CardInstance): string | null {
  const info = COMPILED[c.def]!;
  return c.asOrb !== null ? info.becomesOrbType : info.orbType;
}

/** `orbTypeOf` as an index of cards/flat.ts's Orb types (-1: no type), for the aura sums. */
export function orbTypeIndex(c: CardInstance): number {
  return c.asOrb !== null ? DEF_BECOMES_TYPE[c.def]! : DEF_TYPE[c.def]!;
}

/** An object in play terms: an object card that has not become an Orb (§12.3). */
export function isObject(c: CardInstance): boolean {
  return c.asOrb === null && COMPILED[c.def]!.type === 'object';
}

/**
 * A clone shares every instance that is not in play with its original instead of copying it
 * (most of a mid-game state is the two decks and the hands): an instance outside play is never
 * written in place. Code that takes a card out of the deck, the hand, the Bench or the
 * graveyard (a draw, a mill, a conversion, a play, benching, a trap, a discard, a return from
 * the graveyard) first takes this state's own copy with `ownCopy`; cards in play are mutable.
 */
function shared(c: CardInstance): boolean {
  return c.zone !== 'play';
}

/** This state's own, writable instance of card `id` (copied if clones may share it). */
export function ownCopy(state: OrbsState, id: number): CardInstance {
  const c = state.cards[id]!;
  // The newest game, never cloned, owns all its instances (./state-identity.ts): a random
  // game never clones, and this spares its ~80 copies (one per card drawn, converted, played,
  // benched or discarded).
  if (!shared(c) || ownsAll(state)) return c;
  const copy = cloneInstance(c);
  state.cards[id] = copy;
  return copy;
}

function cloneInstance(c: CardInstance): CardInstance {
  return {
    id: c.id,
    def: c.def,
    owner: c.owner,
    token: c.token,
    zone: c.zone,
    damage: c.damage,
    exhausted: c.exhausted,
    fresh: c.fresh,
    attacking: c.attacking,
    defended: c.defended,
    apBonus: c.apBonus,
    asOrb: c.asOrb === null ? null : [c.asOrb[0], c.asOrb[1]],
    used: c.used,
    benchSeq: c.benchSeq,
  };
}

/** A copy of an energy vector: a literal of 7 is cheaper than `slice()`'s builtin call. */
function vec7(v: number[]): number[] {
  return [v[0]!, v[1]!, v[2]!, v[3]!, v[4]!, v[5]!, v[6]!];
}

function clonePlayer(p: OrbsPlayerState): OrbsPlayerState {
  return {
    hp: p.hp,
    capacity: vec7(p.capacity),
    energy: vec7(p.energy),
    converted: p.converted,
    playedThisTurn: p.playedThisTurn,
    deck: p.deck.slice(),
    hand: p.hand.slice(),
    bench: p.bench.slice(),
    play: p.play.slice(),
    graveyard: p.graveyard.slice(),
  };
}

export function cloneState(s: OrbsState): OrbsState {
  // A copy of the source list, then each entry that may change replaced: unlike `new Array(n)`
  // (HOLEY), the copy keeps the packed elements kind, so reads of a clone's cards (AI playouts
  // run on clones) stay on the same fast path as a new game's. Instances outside play stay
  // shared (`shared`): about 90 of a mid-game's 100 cards are not copied.
  const src = s.cards;
  // From now on the original shares its instances with the clone.
  noteShared(src);
  const cards = src.slice();
  // The cards in play are exactly those listed in the play lists (between actions), so the
  // copy walks the two short lists instead of reading the zone of every instance.
  for (let p = 0; p < 2; p++) {
    const play = s.players[p]!.play;
    for (let i = 0; i < play.length; i++) {
      const id = play[i]!;
      cards[id] = cloneInstance(src[id]!);
    }
  }
  return {
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    turn: s.turn,
    active: s.active,
    phase: s.phase,
    winner: s.winner,
    players: [clonePlayer(s.players[0]), clonePlayer(s.players[1])],
    cards,
    benchCounter: s.benchCounter,
  };
}
