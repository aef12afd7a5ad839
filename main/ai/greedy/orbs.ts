/**
 * The Orbs greedy sparring player (arena only, never in the menu), of the kind issue #19
 * measures with: greedy conversion (once a turn, the colour the hand needs), the best
 * affordable play by a one-ply look-ahead with its own material count, attacks whose
 * worst-case single block still pays (and that leave enough defenders), and defends that win,
 * trade up, cost nothing, or prevent a lethal hit. It decides from its seat's view and deck
 * list only (one determinization for the look-ahead).
 *
 * Deliberately independent of the searching levels' heuristics (../orbs/heuristics.ts).
 */
import { seedRng } from '../../engine/rng';
import type { PlayerId } from '../../engine/types';
import { applyQuiet, orbsRules } from '../../games/orbs/index';
import type { CardInstance, OrbsAction, OrbsState, OrbsView } from '../../games/orbs/types';
import type { OrbsKnowledge } from '../types';
import {
  AI_CARDS,
  apFrom,
  armorFrom,
  auraSourcesInto,
  currentHpOf,
  isOrbInstance,
} from '../orbs/cards';
import { orbsDeterminizer } from '../orbs/determinize';

/**
 * AP and Armor of Orbs in `s` from the aura sources collected once (the same numbers as
 * `apOf`/`armorOf`, which scan the board per Orb: attack and defend choices rate every
 * attacker against every blocker, which made one move cost the cube of the board).
 */
interface Stats {
  ap(c: CardInstance): number;
  arm(c: CardInstance): number;
}
function statsOf(s: OrbsState): Stats {
  const src = auraSourcesInto(s, []);
  return { ap: (c) => apFrom(src, c), arm: (c) => armorFrom(src, c) };
}

/**
 * `x` with each Orb's numbers computed once: the defend choice rates every defender against
 * every attacker (900 pairs on a 30-Orb board), where recomputing them was most of a
 * playout's time. The material count reads each Orb once and keeps the plain `statsOf`.
 */
function memoStats(x: Stats): Stats {
  const ap = new Map<number, number>();
  const arm = new Map<number, number>();
  return {
    ap(c) {
      let v = ap.get(c.id);
      if (v === undefined) ap.set(c.id, (v = x.ap(c)));
      return v;
    },
    arm(c) {
      let v = arm.get(c.id);
      if (v === undefined) arm.set(c.id, (v = x.arm(c)));
      return v;
    },
  };
}

function worth(x: Stats, c: CardInstance): number {
  return 1 + 1.5 * x.ap(c) + 0.7 * Math.max(0, currentHpOf(c) + 1) + x.arm(c);
}

/** Material count for `me`. */
export function greedyOrbsValue(s: OrbsState, me: PlayerId): number {
  if (s.winner === me) return 1e6;
  if (s.winner === 'draw') return 0;
  if (s.winner !== null) return -1e6;
  let v = 0;
  const st = statsOf(s);
  for (let p = 0 as PlayerId; p < 2; p = (p + 1) as PlayerId) {
    const pl = s.players[p];
    let x = pl.hp;
    for (const id of pl.play) {
      const c = s.cards[id]!;
      x += isOrbInstance(c) ? worth(st, c) : 2.5;
    }
    let cap = 0;
    for (const n of pl.capacity) cap += n;
    x += Math.min(cap, 8) + 0.2 * Math.max(0, cap - 8);
    x += 0.5 * pl.hand.length + 0.5 * pl.bench.length;
    v += p === me ? x : -x;
  }
  return v;
}

/**
 * Hand cards of `me` whose cost the capacity covers (colour by colour, the rest generic): the
 * conversion plan, which the sparring player's and Orbs normal's judgements count.
 */
export function payableInHand(s: OrbsState, me: PlayerId): number {
  const pl = s.players[me];
  let total = 0;
  for (const n of pl.capacity) total += n;
  let k = 0;
  for (const id of pl.hand) {
    const info = AI_CARDS[s.cards[id]!.def]!;
    if (info.costTotal > total) continue;
    let ok = true;
    for (let i = 0; i < 6; i++) if (info.cost[i]! > pl.capacity[i]!) ok = false;
    if (ok) k++;
  }
  return k;
}

function orbs(s: OrbsState, p: PlayerId): CardInstance[] {
  return s.players[p].play.map((id) => s.cards[id]!).filter(isOrbInstance);
}

const kills = (x: Stats, by: CardInstance, victim: CardInstance): boolean =>
  x.ap(by) - x.arm(victim) > currentHpOf(victim);

function chooseDefend(s: OrbsState, me: PlayerId, acts: OrbsAction[]): OrbsAction | null {
  const pl = s.players[me];
  const x = memoStats(statsOf(s));
  let incoming = 0;
  for (const c of orbs(s, (1 - me) as PlayerId))
    if (c.attacking && !c.defended) incoming += x.ap(c);
  const lethal = incoming > pl.hp;
  let best: OrbsAction | null = null;
  let bestV = 0;
  for (const a of acts) {
    if (a.type !== 'defend') continue;
    const d = s.cards[a.card]!;
    const at = s.cards[a.against]!;
    if (at.defended && !kills(x, d, at)) continue;
    const k = kills(x, d, at);
    const dies = kills(x, at, d);
    let v: number;
    if (k && !dies) v = 10 + worth(x, at);
    else if (!dies) v = at.defended ? 0 : 5 + x.ap(at);
    else if (k) v = worth(x, at) >= worth(x, d) ? 3 + worth(x, at) - worth(x, d) : lethal ? 1 : -1;
    else v = lethal && !at.defended ? 1 + x.ap(at) - 0.1 * worth(x, d) : -1;
    if (v > bestV) {
      bestV = v;
      best = a;
    }
  }
  return best;
}

function chooseConvert(s: OrbsState, me: PlayerId, acts: OrbsAction[]): OrbsAction | null {
  const pl = s.players[me];
  let cap = 0;
  for (const n of pl.capacity) cap += n;
  if (pl.converted || pl.hand.length < 3 || cap >= 9) return null;
  const need = [0, 0, 0, 0, 0, 0, 0];
  for (const id of pl.hand) {
    const cost = AI_CARDS[s.cards[id]!.def]!.cost;
    for (let i = 0; i < 6; i++) need[i]! += Math.max(0, cost[i]! - pl.capacity[i]!);
  }
  let best: OrbsAction | null = null;
  let bestV = -Infinity;
  for (const a of acts) {
    if (a.type !== 'convert') continue;
    const info = AI_CARDS[s.cards[a.card]!.def]!;
    const v =
      (info.convertTo === 6 ? 0.5 : need[info.convertTo]!) -
      0.25 * info.value -
      (info.costTotal > cap + 1 ? -1 : 0);
    if (v > bestV) {
      bestV = v;
      best = a;
    }
  }
  return best;
}

/**
 * Which of the plays a move looks ahead at (the searches bound a playout step's cost with
 * it; see `greedyOrbsMove`). Gets the plays in legal-action order, returns some of them.
 */
export type PlaySelector = (s: OrbsState, plays: OrbsAction[]) => OrbsAction[];

/** The plays (a card played, a trap benched, an ability) the look-ahead rates. */
function lookaheadPlays(s: OrbsState, acts: OrbsAction[]): OrbsAction[] {
  const out: OrbsAction[] = [];
  for (const a of acts) {
    if (a.type === 'play' || a.type === 'activate') out.push(a);
    else if (a.type === 'bench' && AI_CARDS[s.cards[a.card]!.def]!.def.type === 'trap') out.push(a);
  }
  return out;
}

/** Best play/bench/ability by one-ply look-ahead, if it gains anything. */
function choosePlay(
  s: OrbsState,
  me: PlayerId,
  acts: OrbsAction[],
  select: PlaySelector | undefined,
): OrbsAction | null {
  const all = lookaheadPlays(s, acts);
  if (all.length === 0) return null;
  const plays = select ? select(s, all) : all;
  const base = greedyOrbsValue(s, me);
  let best: OrbsAction | null = null;
  let bestV = 0.25;
  for (const a of plays) {
    let bonus = 0;
    if (a.type === 'bench') bonus = 1 + 0.3 * AI_CARDS[s.cards[a.card]!.def]!.costTotal;
    const t = orbsRules.clone(s);
    if (!applyQuiet(t, a)) continue;
    const v = greedyOrbsValue(t, me) - base + bonus;
    if (v > bestV) {
      bestV = v;
      best = a;
    }
  }
  return best;
}

function chooseAttack(s: OrbsState, me: PlayerId, acts: OrbsAction[]): OrbsAction | null {
  const opp = (1 - me) as PlayerId;
  const x = statsOf(s);
  const blockers = orbs(s, opp).filter((b) => !b.exhausted);
  const mine = orbs(s, me);
  // Their threat next turn against the Orbs that stay home.
  const threat = orbs(s, opp)
    .map((c) => x.ap(c))
    .sort((p, q) => q - p);
  const home = mine.filter((c) => !c.exhausted).length;
  let left = 0;
  for (let i = home - 1; i < threat.length; i++) if (i >= 0) left += threat[i]!; // one fewer home if this one attacks
  if (home === 0) for (const t of threat) left += t;
  // Lethal now: attackers their blockers cannot all stop.
  const ready = mine
    .filter((c) => !c.exhausted && !c.fresh)
    .map((c) => x.ap(c))
    .sort((p, q) => q - p);
  const unblocked = ready.slice(blockers.length).reduce((p, q) => p + q, 0);
  const lethal = unblocked > s.players[opp].hp;
  // Not lethal and too little left at home: no attack qualifies (skip rating them).
  if (!lethal && left >= s.players[me].hp) return null;
  // Each blocker's AP, Armor, HP and worth once (not once per attacker).
  const bAp = blockers.map((b) => x.ap(b));
  const bArm = blockers.map((b) => x.arm(b));
  const bHp = blockers.map((b) => currentHpOf(b));
  const bWorth = blockers.map((b) => worth(x, b));
  let best: OrbsAction | null = null;
  let bestV = -Infinity;
  for (const a of acts) {
    if (a.type !== 'attack') continue;
    const A = s.cards[a.card]!;
    const apA = x.ap(A);
    if (apA <= 0) continue;
    const armA = x.arm(A);
    const hpA = currentHpOf(A);
    const wA = worth(x, A);
    let worst = apA; // not blocked: damage to the player
    for (let i = 0; i < blockers.length; i++) {
      const o = (apA - bArm[i]! > bHp[i]! ? bWorth[i]! : 0) - (bAp[i]! - armA > hpA ? wA : 0);
      worst = Math.min(worst, o);
    }
    if (!lethal && (worst < 0 || left >= s.players[me].hp)) continue;
    if (worst + apA > bestV) {
      bestV = worst + apA;
      best = a;
    }
  }
  return best;
}

export function greedyOrbs(
  view: OrbsView,
  me: PlayerId,
  knowledge: OrbsKnowledge | undefined,
  seed: number,
): OrbsAction {
  return greedyOrbsMove(orbsDeterminizer(view, me, knowledge).sample(seedRng(seed >>> 0)));
}

/**
 * The greedy move in a full state (the mover's), also the searching levels' root prior.
 * `select` narrows the plays it looks ahead at: each look-ahead copies the whole state, so on
 * a wide board (a hand of targeted spells, a row of abilities) one move would cost a copy per
 * play — the sparring player rates them all; hard's playouts pass a bound.
 */
export function greedyOrbsMove(s: OrbsState, select?: PlaySelector): OrbsAction {
  const me = s.active;
  const acts = orbsRules.legalActions(s);
  if (acts.length === 0) throw new Error('no legal action');
  const end = acts.find((a) => a.type === 'endPhase') ?? acts[0]!;
  if (s.phase === 'defense') return chooseDefend(s, me, acts) ?? end;
  return (
    chooseConvert(s, me, acts) ??
    choosePlay(s, me, acts, select) ??
    chooseAttack(s, me, acts) ??
    end
  );
}
