/**
 * The Clash greedy sparring player (arena only, never in the menu): one-ply look-ahead over
 * the whole turn. It tries every sequence of plays it can make this turn (each ending with
 * the assault), scores the position after the assault with a small hand-made evaluation of
 * its own and plays the first action of the best sequence. The draft: the best card by a
 * plain stat count. It decides from its seat's view only (one determinization of the
 * opponent's hidden hand order, which no evaluated quantity depends on).
 *
 * Deliberately independent of the searching levels' heuristics (../clash/heuristics.ts), so
 * it measures them instead of mirroring them.
 */
import { seedRng } from '../../engine/rng';
import type { PlayerId } from '../../engine/types';
import { BUILDING, CLASH_CARDS, clashRules, cardIndexById } from '../../games/clash/index';
import type { ClashAction, ClashState, ClashView } from '../../games/clash/types';
import { clashDeterminizer } from '../clash/determinize';

/** Weights: an attacker facing an empty lane (mover's / other's), life card, Bastion bar per card. */
const W = [2.5, 2, 3, 2];
function life(hand: number[]): number {
  return hand.length - 1 - hand.indexOf(BUILDING);
}

/** Position value for `me`: buildings first (a Bastion is a second bar), then the board. */
export function greedyClashValue(s: ClashState, me: PlayerId): number {
  if (s.winner === me) return 1e6;
  if (s.winner === 'draw') return 0;
  if (s.winner !== null) return -1e6;
  let v = 0;
  for (let p = 0 as PlayerId; p < 2; p = (p + 1) as PlayerId) {
    const pl = s.players[p];
    const other = s.players[(1 - p) as PlayerId];
    let x = W[2]! * life(pl.hand) + (pl.fort ? 0 : W[3]! * pl.hand.length);
    for (let l = 0; l < 2; l++) {
      const q = pl.lanes[l as 0 | 1];
      const open = other.lanes[l as 0 | 1].length === 0;
      for (const c of q) {
        const d = CLASH_CARDS[c.card]!;
        x += 1 + 0.8 * d.attack + 0.5 * ((d.health ?? 0) - c.damage);
        // An attacker facing an empty lane hits the building on its owner's next turn.
        if (open) x += (p === s.active ? W[0]! : W[1]!) * d.attack;
      }
    }
    v += p === me ? x : -x;
  }
  return v;
}

function cardWorth(id: string): number {
  const d = CLASH_CARDS[cardIndexById(id)]!;
  return d.attack + (d.health ?? 2) + 0.7 * d.keywords.length + (d.aura ? 0.7 : 0) - 0.4 * d.cost;
}

const MAX_LEAVES = 4000;

/** Best value reachable this turn from `s` (the mover is `me`), and the first action. */
function bestTurn(
  s: ClashState,
  me: PlayerId,
  maxLeaves = MAX_LEAVES,
): { value: number; first: ClashAction | null } {
  const MAX_LEAVES = maxLeaves;
  let leaves = 0;
  const seen = new Set<string>();
  const walk = (st: ClashState): number => {
    if (st.winner !== null || st.active !== me) return greedyClashValue(st, me);
    const acts = clashRules.legalActions(st);
    let best = -Infinity;
    for (const a of acts) {
      if (a.type !== 'assault' && leaves >= MAX_LEAVES) continue;
      const t = clashRules.clone(st);
      clashRules.apply(t, a);
      if (a.type === 'assault' || t.winner !== null) {
        leaves++;
        best = Math.max(best, greedyClashValue(t, me));
        continue;
      }
      const key = `${t.players[0].hand.join(',')}|${t.players[1].hand.join(',')}|${t.players[me].mana}|${lanesKey(t)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      best = Math.max(best, walk(t));
    }
    return best;
  };
  const acts = clashRules.legalActions(s);
  let first: ClashAction | null = null;
  let value = -Infinity;
  for (const a of acts) {
    const t = clashRules.clone(s);
    clashRules.apply(t, a);
    const v = a.type === 'assault' || t.winner !== null ? greedyClashValue(t, me) : walk(t);
    // Ties: the assault (ends the turn) loses to nothing; otherwise the first found.
    if (v > value + 1e-9) {
      value = v;
      first = a;
    }
  }
  return { value, first };
}

function lanesKey(t: ClashState): string {
  let k = '';
  for (const pl of t.players)
    for (const q of pl.lanes) {
      for (const c of q)
        k += `${c.card}.${c.damage}.${c.isNew ? 1 : 0}.${c.protectionUsed ? 1 : 0},`;
      k += '/';
    }
  return k;
}

export function greedyClash(view: ClashView, me: PlayerId, seed: number): ClashAction {
  return greedyClashMove(clashDeterminizer(view, me).sample(seedRng(seed >>> 0)));
}

/**
 * The greedy move in a full state (the mover's); with a smaller `maxLeaves` it is also the
 * searching levels' root prior (the whole-turn plan a one-action-at-a-time search misses).
 */
export function greedyClashMove(s: ClashState, maxLeaves = MAX_LEAVES): ClashAction {
  const me = s.active;
  const acts = clashRules.legalActions(s);
  if (acts.length === 0) throw new Error('no legal action');
  if (s.phase === 'draft') {
    let best = acts[0]!;
    for (const a of acts)
      if (a.type === 'pick' && best.type === 'pick' && cardWorth(a.card) > cardWorth(best.card))
        best = a;
    return best;
  }
  return bestTurn(s, me, maxLeaves).first ?? acts[0]!;
}
