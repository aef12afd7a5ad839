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
  apWith,
  armorWith,
  auraTableInto,
  currentHpOf,
  isOrbInstance,
  newAuraTable,
  type AuraTable,
} from '../orbs/cards';
import { orbsDeterminizer } from '../orbs/determinize';

/**
 * AP and Armor of Orbs in `s` from the auras folded once (the same numbers as
 * `apOf`/`armorOf`, which scan the board per Orb: attack and defend choices rate every
 * attacker against every blocker, which made one move cost the cube of the board; and the
 * material count rates every Orb of both boards after each look-ahead play).
 */
interface Stats {
  ap(c: CardInstance): number;
  arm(c: CardInstance): number;
}
/** `t`, reused: each caller holds one table of its own and fills it once per call. */
function statsOf(s: OrbsState, t: AuraTable): Stats {
  auraTableInto(s, t);
  return { ap: (c) => apWith(t, c), arm: (c) => armorWith(t, c) };
}

function worth(x: Stats, c: CardInstance): number {
  return 1 + 1.5 * x.ap(c) + 0.7 * Math.max(0, currentHpOf(c) + 1) + x.arm(c);
}

/** The material count's auras (it calls nothing that fills them again while it reads them). */
const VALUE_AURAS = newAuraTable();

/** Material count for `me`. */
export function greedyOrbsValue(s: OrbsState, me: PlayerId): number {
  if (s.winner === me) return 1e6;
  if (s.winner === 'draw') return 0;
  if (s.winner !== null) return -1e6;
  let v = 0;
  const t = auraTableInto(s, VALUE_AURAS);
  for (let p = 0 as PlayerId; p < 2; p = (p + 1) as PlayerId) {
    const pl = s.players[p];
    let x = pl.hp;
    const play = pl.play;
    for (let k = 0; k < play.length; k++) {
      const c = s.cards[play[k]!]!;
      // `worth`, written out on the table (the same terms in the same order).
      x += isOrbInstance(c)
        ? 1 + 1.5 * apWith(t, c) + 0.7 * Math.max(0, currentHpOf(c) + 1) + armorWith(t, c)
        : 2.5;
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

const DEFEND_AURAS = newAuraTable();
function chooseDefend(s: OrbsState, me: PlayerId, acts: OrbsAction[]): OrbsAction | null {
  const pl = s.players[me];
  const x = statsOf(s, DEFEND_AURAS);
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

/** Buffers of `chooseAttack` (emptied with pop(): writing `length` is a runtime call in V8). */
const THREAT: number[] = [];
const READY: number[] = [];
const B_AP: number[] = [];
const B_ARM: number[] = [];
const B_HP: number[] = [];
const B_WORTH: number[] = [];
const BLOCKERS: CardInstance[] = [];
const ATTACK_AURAS = newAuraTable();
const clear = (xs: unknown[]): void => {
  while (xs.length > 0) xs.pop();
};
const descending = (p: number, q: number): number => q - p;

/** Sum of `xs` sorted from the largest, from index `from` on (AP: integers, any order). */
function sumFrom(xs: number[], from: number): number {
  let sum = 0;
  for (let i = Math.max(0, from); i < xs.length; i++) sum += xs[i]!;
  return sum;
}

function chooseAttack(s: OrbsState, me: PlayerId, acts: OrbsAction[]): OrbsAction | null {
  const opp = (1 - me) as PlayerId;
  const x = statsOf(s, ATTACK_AURAS);
  clear(THREAT);
  clear(READY);
  clear(BLOCKERS);
  for (const id of s.players[opp].play) {
    const c = s.cards[id]!;
    if (!isOrbInstance(c)) continue;
    THREAT.push(x.ap(c));
    if (!c.exhausted) BLOCKERS.push(c);
  }
  // Their threat next turn against the Orbs that stay home.
  THREAT.sort(descending);
  let home = 0;
  for (const id of s.players[me].play) {
    const c = s.cards[id]!;
    if (!isOrbInstance(c) || c.exhausted) continue;
    home++;
    if (!c.fresh) READY.push(x.ap(c));
  }
  // One fewer home if this one attacks: all but the home − 1 largest threats get through.
  // With none home every threat counts twice: so the player has always judged it (its
  // decisions, and so the arena's rows against it, stay as they were).
  const left = home === 0 ? 2 * sumFrom(THREAT, 0) : sumFrom(THREAT, home - 1);
  // Lethal now: attackers their blockers cannot all stop.
  READY.sort(descending);
  const lethal = sumFrom(READY, BLOCKERS.length) > s.players[opp].hp;
  // Not lethal and too little left at home: no attack qualifies (skip rating them).
  if (!lethal && left >= s.players[me].hp) return null;
  // Each blocker's AP, Armor, HP and worth once (not once per attacker).
  clear(B_AP);
  clear(B_ARM);
  clear(B_HP);
  clear(B_WORTH);
  for (const b of BLOCKERS) {
    B_AP.push(x.ap(b));
    B_ARM.push(x.arm(b));
    B_HP.push(currentHpOf(b));
    B_WORTH.push(worth(x, b));
  }
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
    for (let i = 0; i < B_AP.length; i++) {
      const o = (apA - B_ARM[i]! > B_HP[i]! ? B_WORTH[i]! : 0) - (B_AP[i]! - armA > hpA ? wA : 0);
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
