/**
 * Draw by repetition — clash.md §9.2 (and §9.1: no other draws).
 *
 * At the start of every battle turn the position is hashed: the player to move, both hand
 * rows in order (the BUILDING entry gives the Bastion/Fort place), which side the building
 * shows, and both lanes with every creature's state. The hashes are kept in the state
 * (`positions`, one number per turn start, in order). When a hash is seen for the third time
 * the game ends at once in a draw.
 *
 * Why a 53-bit hash of integers and not a text key: this runs once per turn inside millions
 * of AI playouts; mixing ~30 small integers costs less than building a string, and two
 * 32-bit lanes (cyrb53-style) make a false match over one game's few hundred turns
 * vanishingly unlikely (~n² / 2⁵³).
 */
import type { PlayerId } from '../../../engine/types';
import type { ClashCreature, ClashEvent, ClashState } from '../types';
import { KW, kwAt as kwAt_ } from './keywords';

// An imported binding becomes a getter call when transpiled to CommonJS (tsx, vitest).
const kwAt = kwAt_;
const K_CATALYST = KW.Catalyst;

// Cost: this runs at every turn start of millions of playouts. The mixing is inline with
// local accumulators (a helper over module-level ones cost ~100 ns per key) and packs small
// integers: four hand entries (card index + 2, below 256; the building is -1) per step, one
// step per creature (card below 256, damage below 1024, Sprint bonus below 256). Saves
// hold seed + actions, so a changed key function changes no stored game.
const M1 = 2654435761 | 0;
const M2 = 1597334677 | 0;
const M3 = 2246822507 | 0;
const M4 = 3266489909 | 0;

/** The §9.2 position key of `state` as a non-negative integer below 2⁵³. */
export function positionKey(state: ClashState): number {
  let h1 = 0xdeadbeef ^ state.active;
  let h2 = 0x41c6ce57 ^ state.active;
  let x = 0;
  for (let p = 0; p < 2; p++) {
    const pl = state.players[p as PlayerId];
    const hand = pl.hand;
    const n = hand.length;
    x = 2000 + n + (pl.fort ? 100 : 0);
    h1 = Math.imul(h1 ^ x, M1);
    h2 = Math.imul(h2 ^ x, M2);
    for (let i = 0; i < n; i += 4) {
      x = hand[i]! + 2;
      if (i + 1 < n) x |= (hand[i + 1]! + 2) << 8;
      if (i + 2 < n) x |= (hand[i + 2]! + 2) << 16;
      if (i + 3 < n) x |= (hand[i + 3]! + 2) << 24;
      h1 = Math.imul(h1 ^ x, M1);
      h2 = Math.imul(h2 ^ x, M2);
    }
    for (let l = 0; l < 2; l++) {
      const q: ClashCreature[] = pl.lanes[l as 0 | 1];
      x = 1000 + q.length;
      h1 = Math.imul(h1 ^ x, M1);
      h2 = Math.imul(h2 ^ x, M2);
      for (let i = 0; i < q.length; i++) {
        const c = q[i]!;
        x =
          c.card |
          (c.damage << 8) |
          (c.sprintBonus << 18) |
          (c.isNew ? 1 << 26 : 0) |
          (c.protectionUsed ? 1 << 27 : 0);
        h1 = Math.imul(h1 ^ x, M1);
        h2 = Math.imul(h2 ^ x, M2);
      }
    }
  }
  const a = Math.imul(h1 ^ (h1 >>> 16), M3) ^ Math.imul(h2 ^ (h2 >>> 13), M4);
  const b = Math.imul(h2 ^ (h2 >>> 16), M3) ^ Math.imul(a ^ (a >>> 13), M4);
  return 4294967296 * (2097151 & b) + (a >>> 0);
}

/** How often `key` occurred at a turn start so far. */
export function occurrences(state: ClashState, key: number): number {
  const ps = state.positions ?? [];
  let n = 0;
  for (let i = 0; i < ps.length; i++) if (ps[i] === key) n++;
  return n;
}

/**
 * Records the position at the start of the turn that just began; on its third occurrence the
 * game ends in a draw (§9.2).
 */
export function recordTurnStart(state: ClashState, ev: ClashEvent[] | null): void {
  recordKey(state, positionKey(state), ev);
}

/** `recordTurnStart` with the key already computed (`endOfTurnKey`). */
export function recordKey(state: ClashState, key: number, ev: ClashEvent[] | null): void {
  const ps = state.positions;
  if (!ps || ps.length === 0) {
    // A fresh array holding the (double) key from the start: no elements-kind transition.
    state.positions = [key];
    return;
  }
  let seen = 0;
  for (let i = 0; i < ps.length; i++) if (ps[i] === key) seen++;
  ps.push(key);
  if (seen >= 2) {
    state.winner = 'draw';
    if (ev) ev.push({ type: 'gameDrawn', reason: 'repetition', turn: state.turn });
  }
}

/** What `endOfTurnKey`'s walk counted besides the key: Catalysts of the next player (§6.1, §8.6). */
export const endOfTurnWalk = { catalysts: 0 };

/**
 * §6.4 and the next turn start's key in one walk over the creatures: resets every creature
 * (damage, "new", used Protection, Sprint bonus), counts `next`'s Catalysts into
 * `endOfTurnWalk`, and returns what `positionKey` will give once `next` is to move — the same
 * mixing in the same order, where a reset creature's packed word is its card index alone.
 * Nothing changes hands or lanes between the end of a turn and the next turn start, so the
 * key is exact; repetition.test.ts compares it with `positionKey` in random games. (The
 * reset, the key and the Catalyst count were three walks over the same creatures.)
 */
export function endOfTurnKey(state: ClashState, next: PlayerId): number {
  let h1 = 0xdeadbeef ^ next;
  let h2 = 0x41c6ce57 ^ next;
  let x = 0;
  let catalysts = 0;
  for (let p = 0; p < 2; p++) {
    const pl = state.players[p as PlayerId];
    const hand = pl.hand;
    const n = hand.length;
    x = 2000 + n + (pl.fort ? 100 : 0);
    h1 = Math.imul(h1 ^ x, M1);
    h2 = Math.imul(h2 ^ x, M2);
    for (let i = 0; i < n; i += 4) {
      x = hand[i]! + 2;
      if (i + 1 < n) x |= (hand[i + 1]! + 2) << 8;
      if (i + 2 < n) x |= (hand[i + 2]! + 2) << 16;
      if (i + 3 < n) x |= (hand[i + 3]! + 2) << 24;
      h1 = Math.imul(h1 ^ x, M1);
      h2 = Math.imul(h2 ^ x, M2);
    }
    const counting = p === next;
    for (let l = 0; l < 2; l++) {
      const q: ClashCreature[] = pl.lanes[l as 0 | 1];
      x = 1000 + q.length;
      h1 = Math.imul(h1 ^ x, M1);
      h2 = Math.imul(h2 ^ x, M2);
      for (let i = 0; i < q.length; i++) {
        const c = q[i]!;
        c.damage = 0;
        c.isNew = false;
        c.protectionUsed = false;
        c.sprintBonus = 0;
        if (counting && kwAt(q, i) & K_CATALYST) catalysts++;
        x = c.card;
        h1 = Math.imul(h1 ^ x, M1);
        h2 = Math.imul(h2 ^ x, M2);
      }
    }
  }
  endOfTurnWalk.catalysts = catalysts;
  const a = Math.imul(h1 ^ (h1 >>> 16), M3) ^ Math.imul(h2 ^ (h2 >>> 13), M4);
  const b = Math.imul(h2 ^ (h2 >>> 16), M3) ^ Math.imul(a ^ (a >>> 13), M4);
  return 4294967296 * (2097151 & b) + (a >>> 0);
}
