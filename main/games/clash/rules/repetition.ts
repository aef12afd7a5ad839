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

let h1 = 0;
let h2 = 0;

function mix(x: number): void {
  h1 = Math.imul(h1 ^ x, 2654435761);
  h2 = Math.imul(h2 ^ x, 1597334677);
}

function mixQueue(q: ClashCreature[]): void {
  mix(1000 + q.length);
  for (let i = 0; i < q.length; i++) {
    const c = q[i]!;
    mix(c.card);
    mix((c.damage << 8) | (c.sprintBonus << 2) | (c.isNew ? 2 : 0) | (c.protectionUsed ? 1 : 0));
  }
}

/** The §9.2 position key of `state` as a non-negative integer below 2⁵³. */
export function positionKey(state: ClashState): number {
  h1 = 0xdeadbeef;
  h2 = 0x41c6ce57;
  mix(state.active);
  for (let p = 0; p < 2; p++) {
    const pl = state.players[p as PlayerId];
    mix(2000 + pl.hand.length + (pl.fort ? 100 : 0));
    for (let i = 0; i < pl.hand.length; i++) mix(pl.hand[i]! + 7);
    mixQueue(pl.lanes[0]);
    mixQueue(pl.lanes[1]);
  }
  const a = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  const b = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(a ^ (a >>> 13), 3266489909);
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
  const key = positionKey(state);
  const seen = occurrences(state, key);
  (state.positions ??= []).push(key);
  if (seen >= 2) {
    state.winner = 'draw';
    if (ev) ev.push({ type: 'gameDrawn', reason: 'repetition', turn: state.turn });
  }
}
