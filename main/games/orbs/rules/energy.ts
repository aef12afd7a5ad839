/**
 * Energy: costs, affordability and automatic payment.
 * Implements orbs.md 1.3 (cost notation), 4.2 (convert colour), 4.4 (automatic payment).
 *
 * Energy vectors are `number[7]` in ENERGY_COLOURS order (red … purple, generic); a cost
 * vector uses the same order, its index 6 being the generic part.
 */
import { GENERIC } from '../types';

const LETTERS: Record<string, number> = { R: 0, G: 1, U: 2, Y: 3, B: 4, P: 5 };

/** Parse '2R', '1RB', 'G', '3', '0', '' into a cost vector; null when malformed. */
export function parseCost(text: string): number[] | null {
  const m = /^(\d*)([RGUYBP]*)$/.exec(text);
  if (!m) return null;
  const v = [0, 0, 0, 0, 0, 0, 0];
  v[GENERIC] = m[1] ? Number(m[1]) : 0;
  for (const ch of m[2] ?? '') v[LETTERS[ch]!]! += 1;
  return v;
}

/** Can energy `e` pay cost `c`? (coloured parts from their colour, generic from anything) */
export function canPay(e: number[], c: number[]): boolean {
  let spare = e[6]!;
  for (let i = 0; i < 6; i++) {
    const r = e[i]! - c[i]!;
    if (r < 0) return false;
    spare += r;
  }
  return spare >= c[6]!;
}

function countAffordable(rem: number[], others: number[][]): number {
  let n = 0;
  for (let k = 0; k < others.length; k++) if (canPay(rem, others[k]!)) n++;
  return n;
}

/**
 * §4.4: choose how to pay cost `c` from energy `e` (assumed affordable). `others` are the
 * costs of the other hand cards (copies repeated). Returns the amounts taken per colour.
 *
 * Order of preference: (1) leave the most other hand cards affordable; (2) spend as much
 * generic energy as possible; (3) take the rest of the generic part one unit at a time from
 * the colour with the most energy left (ties in ENERGY_COLOURS order), staying within the
 * ways kept by (1) and (2).
 */
export function choosePayment(e: number[], c: number[], others: number[][]): number[] {
  const paid = [0, 0, 0, 0, 0, 0, 0];
  if (!directPayment(e, c, paid)) searchPayment(e, c, others, paid);
  return paid;
}

/**
 * The §4.4 payment when it needs no comparison with the other hand cards: write it into
 * `paid` and return true. False when there are ways to compare: `paid` then holds the
 * coloured part, and the caller runs `searchPayment` with the other hand costs (gathered only
 * then: the engine's `pay` saves that work on most payments). The one entry of both
 * `choosePayment` and the engine's `pay` (rules/payment.ts), in place, with no allocation.
 */
export function directPayment(e: number[], c: number[], paid: number[]): boolean {
  for (let i = 0; i < 6; i++) paid[i] = c[i]!;
  const g = c[6]!;
  // No generic part, or enough generic energy for all of it: taking it all from generic is
  // the greedy way, and it keeps every other card affordable that any way keeps (a coloured
  // unit pays whatever a generic unit pays, and more), so (1) and (2) pick it.
  if (e[6]! >= g) {
    paid[6] = g;
    return true;
  }
  paid[6] = 0;
  return onlyWay(e, c, paid);
}

/**
 * The §4.4 search, for when `onlyWay` has said there is more than one way to pay the generic
 * part: add the chosen spread to `paid` (its coloured part already there). Callers test
 * `directPayment` first, once, and gather `others` only when this runs.
 */
export function searchPayment(e: number[], c: number[], others: number[][], paid: number[]): void {
  const g = c[6]!;
  const r = R;
  for (let i = 0; i < 6; i++) r[i] = e[i]! - c[i]!;
  r[6] = e[6]!;
  // Cards not affordable even before the generic part is paid never become affordable, so
  // only the others affordable now matter; their count bounds what any way can keep.
  let open: number[][] | null = null;
  for (let k = 0; k < others.length; k++) if (canPay(r, others[k]!)) (open ??= []).push(others[k]!);
  // Fast path: the plain greedy way; if it keeps every such card affordable it is optimal.
  const greedy = greedyWay(r, g, null, WAY);
  if (open !== null) {
    for (let i = 0; i < 7; i++) REST[i] = r[i]! - greedy[i]!;
    if (countAffordable(REST, open) !== open.length) {
      const kept = bestWays(r.slice(), g, open);
      const chosen = greedyWay(r, g, kept, WAY);
      for (let i = 0; i < 7; i++) paid[i]! += chosen[i]!;
      return;
    }
  }
  for (let i = 0; i < 7; i++) paid[i]! += greedy[i]!;
}

/**
 * When the generic part of cost `c` (assumed affordable from `e`, with more generic than `e`
 * holds) can be paid one way only, write that payment into `paid` (its coloured part already
 * there) and return true: exactly enough energy left (spend all of it), or one pool holding
 * any (take it all from there). The greedy way of `choosePayment` is then that way, so there
 * is nothing to compare, and the caller need not gather the other hand costs. In random games
 * these are about 4 in 5 of the payments that would otherwise search.
 */
export function onlyWay(e: number[], c: number[], paid: number[]): boolean {
  const g = c[6]!;
  let left = e[6]!;
  let pools = e[6]! > 0 ? 1 : 0;
  for (let i = 0; i < 6; i++) {
    const x = e[i]! - c[i]!;
    left += x;
    if (x > 0) pools++;
  }
  if (left !== g && pools !== 1) return false;
  for (let i = 0; i < 7; i++) {
    const x = i < 6 ? e[i]! - c[i]! : e[6]!;
    paid[i]! += left === g ? x : x > 0 ? g : 0;
  }
  return true;
}

const R = [0, 0, 0, 0, 0, 0, 0];
const REST = [0, 0, 0, 0, 0, 0, 0];
/** Scratch for bestWays: the energy a way leaves. */
const LEFT = [0, 0, 0, 0, 0, 0, 0];

/** Every way to spread the generic part `g` over the pools `r` that keeps the most other cards affordable, then spends the most generic energy. */
function bestWays(r: number[], g: number, others: number[][]): number[][] {
  const ways: number[][] = [];
  const x = [0, 0, 0, 0, 0, 0, 0];
  spread(r, x, 0, g, ways);
  let best = -1;
  let kept: number[][] = [];
  const rest = LEFT;
  for (const w of ways) {
    for (let i = 0; i < 7; i++) rest[i] = r[i]! - w[i]!;
    const s = countAffordable(rest, others);
    if (s > best) {
      best = s;
      kept = [w];
    } else if (s === best) kept.push(w);
  }
  let maxGen = -1;
  for (const w of kept) if (w[6]! > maxGen) maxGen = w[6]!;
  return kept.filter((w) => w[6] === maxGen);
}

function spread(r: number[], x: number[], i: number, left: number, ways: number[][]): void {
  if (i === 6) {
    if (left <= r[6]!) {
      x[6] = left;
      ways.push(x.slice());
    }
    return;
  }
  const max = Math.min(left, r[i]!);
  for (let k = 0; k <= max; k++) {
    x[i] = k;
    spread(r, x, i + 1, left - k, ways);
  }
  x[i] = 0;
}

/**
 * Generic energy first, then unit by unit from the fullest colour, within `allowed` ways.
 * Writes the way into `w` (module scratch: choosePayment copies it into its result before the
 * next call), so the per-payment search allocates nothing here.
 */
function greedyWay(r: number[], g: number, allowed: number[][] | null, w: number[]): number[] {
  for (let i = 0; i < 6; i++) w[i] = 0;
  let left = g;
  w[6] = allowed ? allowed[0]![6]! : Math.min(left, r[6]!);
  left -= w[6]!;
  while (left > 0) {
    let pick = -1;
    let most = -1;
    for (let i = 0; i < 6; i++) {
      const have = r[i]! - w[i]!;
      if (have <= 0 || have <= most) continue;
      if (allowed && !someReachable(allowed, w, i)) continue;
      pick = i;
      most = have;
    }
    if (pick < 0) break; // cannot happen for an affordable cost
    w[pick]! += 1;
    left--;
  }
  return w;
}

/** Does any way of `allowed` stay reachable after one more unit of colour `i`? (no closure) */
function someReachable(allowed: number[][], w: number[], i: number): boolean {
  for (let k = 0; k < allowed.length; k++) {
    const a = allowed[k]!;
    if (a[i]! >= w[i]! + 1 && consistent(a, w, i)) return true;
  }
  return false;
}

const WAY = [0, 0, 0, 0, 0, 0, 0];

/** Is way `a` reachable from the partial way `w` after adding one unit to colour `i`? */
function consistent(a: number[], w: number[], i: number): boolean {
  for (let k = 0; k < 6; k++) if (a[k]! < w[k]! + (k === i ? 1 : 0)) return false;
  return true;
}
