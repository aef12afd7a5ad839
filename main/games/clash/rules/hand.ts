/**
 * The hand row with the Bastion/Fort as life — clash.md §5.1–5.4, §7.7, §9.1.
 *
 * The row is an array of card indices with one BUILDING entry. Life is the number of entries
 * right of it. Damage moves the building right; reaching the rightmost space destroys it
 * (Bastion → Fort in the leftmost space, the rest of the damage lost; Fort → its owner loses).
 */
import { BUILDING as BUILDING_, type ClashEvent, type ClashState } from '../types';
import type { PlayerId } from '../../../engine/types';

// Imported bindings become getter calls when transpiled to CommonJS (tsx, vitest); local
// copies keep the playout hot path free of them.
const BUILDING = BUILDING_;

export function buildingIndex(hand: number[]): number {
  return hand.indexOf(BUILDING);
}

export function lifeOf(hand: number[]): number {
  return hand.length - 1 - hand.indexOf(BUILDING);
}

/**
 * Remove entry `i` of a row in place, keeping the order. `splice` allocates the array of
 * removed items on every call (a hot path of every playout: each played card).
 */
export function removeAt<T>(row: T[], i: number): void {
  const n = row.length - 1;
  for (let k = i; k < n; k++) row[k] = row[k + 1]!;
  row.pop();
}

/** The building moves from `from` to `to` (as `splice(from, 1)` then `splice(to, 0, B)`), in place. */
function moveBuilding(hand: number[], from: number, to: number): void {
  const last = hand.length - 1;
  if (to > last) to = last;
  if (from < to) for (let k = from; k < to; k++) hand[k] = hand[k + 1]!;
  else for (let k = from; k > to; k--) hand[k] = hand[k - 1]!;
  hand[to] = BUILDING;
}

function lose(state: ClashState, p: PlayerId, ev: ClashEvent[] | null): void {
  const w: PlayerId = p === 0 ? 1 : 0;
  state.winner = w;
  if (ev) {
    ev.push({ type: 'fortDestroyed', player: p });
    ev.push({ type: 'gameWon', winner: w });
  }
}

/**
 * §5.3: the building of `p` stands in the rightmost space → it is destroyed. Called after each
 * complete action and after each hit. A Bastion flips to the Fort in the leftmost space; a Fort
 * there (also right after a flip, when the hand holds no other card) loses the game.
 */
export function checkBuilding(state: ClashState, p: PlayerId, ev: ClashEvent[] | null): void {
  const pl = state.players[p];
  const hand = pl.hand;
  // The row holds exactly one BUILDING, so "rightmost" is one read, not an indexOf (this
  // runs after every card played: ~2 % of a random game's profile).
  const pos = hand.length - 1;
  if (hand[pos] !== BUILDING) return;
  if (pl.fort) {
    lose(state, p, ev);
    return;
  }
  pl.fort = true;
  moveBuilding(hand, pos, 0);
  if (ev) ev.push({ type: 'bastionFlipped', player: p });
  if (hand.length === 1) lose(state, p, ev);
}

/** §5.2: damage D to player `p` moves the building D spaces right (D ≤ 0 does nothing, §7.6). */
export function damageBuilding(
  state: ClashState,
  p: PlayerId,
  d: number,
  ev: ClashEvent[] | null,
): void {
  if (d <= 0) return;
  const pl = state.players[p];
  const hand = pl.hand;
  const pos = hand.indexOf(BUILDING);
  const right = hand.length - 1 - pos;
  const to = d < right ? pos + d : hand.length - 1;
  if (to !== pos) moveBuilding(hand, pos, to);
  if (ev) ev.push({ type: 'bastionMoved', player: p, from: pos, to, damage: d, fort: pl.fort });
  checkBuilding(state, p, ev);
}

/** §5.4: a card returns to the rightmost space of its owner's hand; returns its index there. */
export function returnToHand(state: ClashState, p: PlayerId, card: number): number {
  const hand = state.players[p].hand;
  hand.push(card);
  return hand.length - 1;
}

/** §5.5: hand index of the k-th window card (k = 0..3), or -1. */
export function windowIndex(hand: number[], k: number): number {
  let seen = 0;
  for (let i = 0; i < hand.length; i++) {
    if (hand[i] === BUILDING) continue;
    if (seen === k) return i;
    if (++seen > 3) return -1;
  }
  return -1;
}

/** §5.5: is hand index `i` (a card, not the building) among the 4 leftmost cards? */
export function inWindow(hand: number[], i: number): boolean {
  let cards = 0;
  for (let j = 0; j < i; j++) if (hand[j] !== BUILDING) cards++;
  return cards < 4;
}
