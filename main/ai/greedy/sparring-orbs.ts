/**
 * The stronger Orbs sparring player, `sparring` (issue #34 item 4; arena only, never in the
 * menu): today's greedy player (./orbs.ts) with one opponent turn of look-ahead.
 *
 * Each decision rates a few candidate moves — the greedy move, ending the phase, every
 * attack, each distinct conversion, the best plays and defends by one ply — on the same few
 * determinized deals of its seat's view (common random numbers: the moves are compared on
 * the same hidden hands and deck orders). From each candidate the rest of the turn, the
 * opponent's whole reply turn and our next Defense Phase are played with greedy moves on both
 * sides, and the position is judged at the start of our next Main Phase, when the opponent's
 * counterattack has resolved: its lethal and its trades against the defenders we kept home,
 * the traps its sampled Bench springs on our attackers, and (a small term) how many of our
 * hand cards our capacity will pay for — the conversion plan. It decides from the view, the
 * deck list and the seed only, like greedy (orbs.md 3.1); for a seed it is deterministic.
 */
import { seedRng } from '../../engine/rng';
import type { PlayerId } from '../../engine/types';
import { applyQuiet, orbsRules } from '../../games/orbs/index';
import type { OrbsAction, OrbsState, OrbsView } from '../../games/orbs/types';
import type { OrbsKnowledge } from '../types';
import { AI_CARDS, apOf } from '../orbs/cards';
import { orbsDeterminizer } from '../orbs/determinize';
import { hardLookahead } from '../orbs/search-game';
import { greedyOrbsMove, greedyOrbsValue, payableInHand } from './orbs';

/** Tuning of the look-ahead (tests shrink or grow it; the arena uses the defaults). */
export interface SparringOptions {
  /** Determinized deals every candidate is played out on. */
  samples: number;
  /** At most this many plays (cards, abilities, traps benched) by one-ply value. */
  plays: number;
  /** At most this many defends by one-ply value. */
  defends: number;
  /** At most this many conversions (card kinds the hand needs most). */
  converts: number;
  /** At most this many attacks (the strongest attackers). */
  attacks: number;
  /**
   * Where a line stops: at the Main Phase that starts this many player turns later (2: ours
   * again, after the opponent's reply has been defended; 3: the opponent's next, after our
   * next turn's attacks).
   */
  depth: number;
  /** Safety bound on the actions of one look-ahead line. */
  lineActions: number;
  /**
   * Work bound of one decision, in line steps weighted by the cards in play (a greedy step
   * costs about the board's size): once spent, the candidates not yet rated are dropped (in
   * candidate order, so the greedy move is always rated). Counted, not timed: the same move
   * for a seed on any machine. Without it a 40-Orb board took seconds of CPU per decision.
   */
  work: number;
}

export const SPARRING_DEFAULTS: SparringOptions = {
  samples: 3,
  plays: 4,
  defends: 4,
  converts: 3,
  attacks: 6,
  depth: 2,
  lineActions: 400,
  work: 5000,
};

/** A won or lost line, on the material scale (a lethal outweighs any board). */
const DECIDED = 200;
/** The greedy move keeps the decision unless another is better by more than this. */
const GREEDY_EDGE = 0.2;
/** Worth of one hand card that our capacity pays for next turn (the conversion plan). */
const PAYABLE = 0.4;

/** The position for `me` at the end of a look-ahead line. */
export function sparringValue(s: OrbsState, me: PlayerId): number {
  if (s.winner === me) return DECIDED;
  if (s.winner === 'draw') return 0;
  if (s.winner !== null) return -DECIDED;
  return greedyOrbsValue(s, me) + PAYABLE * payableInHand(s, me);
}

/**
 * Greedy moves on both sides until the Main Phase `depth` turns on begins (depth 2: our next,
 * after the opponent's reply turn and the Defense Phase where its attacks land), the game
 * ends, or the bound.
 */
function playLine(s: OrbsState, stopTurn: number, bound: number): number {
  let work = 0;
  for (let n = 0; n < bound && s.winner === null; n++) {
    if (s.phase === 'main' && s.turn >= stopTurn) break;
    work += 1 + s.players[0].play.length + s.players[1].play.length;
    const a = greedyOrbsMove(s, hardLookahead);
    if (!applyQuiet(s, a)) throw new Error(`sparring line: illegal ${JSON.stringify(a)}`);
  }
  return work;
}

const key = (a: OrbsAction | Record<string, unknown>): string => JSON.stringify(a);

/** One-ply material change of `a` (a defend also counts the damage it stops). */
function onePly(s: OrbsState, me: PlayerId, base: number, a: OrbsAction): number | null {
  const t = orbsRules.clone(s);
  if (!applyQuiet(t, a)) return null;
  let v = greedyOrbsValue(t, me) - base;
  if (a.type === 'defend') {
    const at = s.cards[a.against]!;
    if (!at.defended) v += 2; // an undefended attacker's damage, roughly
  }
  if (a.type === 'bench') v += 1 + 0.3 * AI_CARDS[s.cards[a.card]!.def]!.costTotal;
  return v;
}

/** The best `k` of `acts` by one-ply value. */
function topByOnePly(s: OrbsState, me: PlayerId, acts: OrbsAction[], k: number): OrbsAction[] {
  if (acts.length === 0) return acts;
  const base = greedyOrbsValue(s, me);
  const rated: { a: OrbsAction; v: number }[] = [];
  for (const a of acts) {
    const v = onePly(s, me, base, a);
    if (v !== null) rated.push({ a, v });
  }
  rated.sort((p, q) => q.v - p.v);
  return rated.slice(0, k).map((r) => r.a);
}

/** The `k` attacks with the most AP (a cheap order, no copy). */
function strongestAttacks(s: OrbsState, acts: OrbsAction[], k: number): OrbsAction[] {
  if (acts.length <= k) return acts;
  const ap = (a: OrbsAction): number => apOf(s, s.cards[(a as { card: number }).card]!);
  return acts
    .map((a) => ({ a, v: ap(a) }))
    .sort((p, q) => q.v - p.v)
    .slice(0, k)
    .map((r) => r.a);
}

/**
 * One conversion per card kind, at most `k`: the kinds whose colour the hand's costs lack most
 * beyond the capacity (generic cards give generic energy, which every cost can use a little).
 */
function neededConverts(s: OrbsState, acts: OrbsAction[], k: number): OrbsAction[] {
  const pl = s.players[s.active];
  const need = [0, 0, 0, 0, 0, 0, 0.5];
  for (const id of pl.hand) {
    const cost = AI_CARDS[s.cards[id]!.def]!.cost;
    for (let i = 0; i < 6; i++) need[i]! += Math.max(0, cost[i]! - pl.capacity[i]!);
  }
  const byDef = new Map<number, { a: OrbsAction; v: number }>();
  for (const a of acts) {
    const info = AI_CARDS[s.cards[(a as { card: number }).card]!.def]!;
    if (byDef.has(info.index)) continue;
    byDef.set(info.index, { a, v: need[info.convertTo]! - 0.25 * info.value });
  }
  return [...byDef.values()]
    .sort((p, q) => q.v - p.v)
    .slice(0, k)
    .map((r) => r.a);
}

/**
 * The moves worth a look-ahead, the greedy move first: ending the phase, every attack, one
 * conversion per card kind, and the best plays and defends by one ply (a card of the same
 * kind with the same targets plays the same, so copies count once).
 */
export function sparringCandidates(
  s: OrbsState,
  greedy: OrbsAction,
  opt: SparringOptions = SPARRING_DEFAULTS,
): OrbsAction[] {
  const me = s.active;
  const acts = orbsRules.legalActions(s);
  const out: OrbsAction[] = [greedy];
  const seen = new Set<string>();
  const kindKey = (a: OrbsAction): string => {
    if (a.type === 'endPhase') return 'end';
    if (a.type === 'attack' || a.type === 'defend') return key(a);
    const c = s.cards[a.card]!;
    const k = { ...a, card: c.def, from: 'from' in a ? a.from : c.zone } as Record<string, unknown>;
    if (c.zone === 'play') k.card = a.card; // an ability belongs to its Orb
    return key(k);
  };
  seen.add(kindKey(greedy));
  const add = (a: OrbsAction): void => {
    const k = kindKey(a);
    if (seen.has(k)) return;
    seen.add(k);
    out.push(a);
  };
  const plays: OrbsAction[] = [];
  const defends: OrbsAction[] = [];
  const attacks: OrbsAction[] = [];
  const converts: OrbsAction[] = [];
  for (const a of acts) {
    if (a.type === 'endPhase') add(a);
    else if (a.type === 'attack') attacks.push(a);
    else if (a.type === 'convert') converts.push(a);
    else if (a.type === 'defend') defends.push(a);
    else plays.push(a);
  }
  for (const a of strongestAttacks(s, attacks, opt.attacks)) add(a);
  for (const a of neededConverts(s, converts, opt.converts)) add(a);
  for (const a of topByOnePly(s, me, plays, opt.plays)) add(a);
  for (const a of topByOnePly(s, me, defends, opt.defends)) add(a);
  return out;
}

/** The move `sparringOrbs` chooses on these deals (each one the mover's sampled state). */
export function sparringMove(
  deals: OrbsState[],
  opt: SparringOptions = SPARRING_DEFAULTS,
): OrbsAction {
  const s0 = deals[0]!;
  const me = s0.active;
  const greedy = greedyOrbsMove(s0);
  const cands = sparringCandidates(s0, greedy, opt);
  if (cands.length === 1) return greedy;
  let best = greedy;
  let bestV = -Infinity;
  let work = 0;
  for (let i = 0; i < cands.length && work < opt.work; i++) {
    const a = cands[i]!;
    let sum = 0;
    for (const d of deals) {
      const t = orbsRules.clone(d);
      if (!applyQuiet(t, a)) throw new Error(`sparring: illegal candidate ${key(a)}`);
      work += playLine(t, s0.turn + opt.depth, opt.lineActions);
      sum += sparringValue(t, me);
    }
    const v = sum / deals.length + (i === 0 ? GREEDY_EDGE : 0);
    if (v > bestV) {
      bestV = v;
      best = a;
    }
  }
  return best;
}

/** The sparring player's move from its seat's view, deck list and seed (arena seat `sparring`). */
export function sparringOrbs(
  view: OrbsView,
  me: PlayerId,
  knowledge: OrbsKnowledge | undefined,
  seed: number,
  opt: SparringOptions = SPARRING_DEFAULTS,
): OrbsAction {
  const det = orbsDeterminizer(view, me, knowledge);
  const rng = seedRng(seed >>> 0);
  const deals: OrbsState[] = [];
  for (let i = 0; i < opt.samples; i++) deals.push(det.sample(rng));
  return sparringMove(deals, opt);
}
