/**
 * Orbs domain knowledge for the AI: a state evaluation (cut-off playouts) and a fast
 * heuristic policy (playouts, expansion order, the `easy` level).
 *
 * What the policy encodes (orbs.md): convert one card a turn while energy is short, picking
 * the colour the hand needs (4.2); play the best affordable Orbs and objects; use actions
 * and abilities when their effects pay (e.g. a Firebolt that destroys an Orb, 8.2: below 0);
 * bench traps (9, 10); attack with Orbs the opponent's untapped Orbs cannot destroy, or when
 * racing (6); defend with blocks that win, trade evenly or prevent lethal damage (7, 8.3);
 * play Bench Orbs in the Defense Phase to block by surprise (9.2).
 * What an Orb and a list of effects are worth: ./orb-worth.ts, ./effects-worth.ts.
 */
import { randInt, type RngState } from '../../engine/rng';
import type { PlayerId } from '../../engine/types';
import { canPay } from '../../games/orbs/index';
import type { OrbsAction, OrbsState, OrbsTarget } from '../../games/orbs/types';
import { AI_CARDS, apOf, currentHpOf, isOrbInstance } from './cards';
import { effectsWorth, type Aim } from './effects-worth';
import { dropOrbCache, fillOrbCache, orbWorth } from './orb-worth';

function sideScore(s: OrbsState, p: PlayerId): number {
  const pl = s.players[p];
  let v = pl.hp;
  for (const id of pl.play) {
    const c = s.cards[id]!;
    v += isOrbInstance(c) ? orbWorth(s, c) : 2;
  }
  let cap = 0;
  for (let i = 0; i < 7; i++) cap += pl.capacity[i]!;
  v +=
    1.2 * Math.min(cap, 6) + 0.6 * Math.max(0, Math.min(cap, 9) - 6) + 0.1 * Math.max(0, cap - 9);
  v += 0.7 * Math.min(pl.hand.length, 8) + 0.9 * pl.bench.length;
  if (pl.deck.length < 3) v -= 3 * (3 - pl.deck.length);
  // Attacks that will land unless defended.
  const opp = s.players[(1 - p) as PlayerId];
  for (const id of opp.play) {
    const c = s.cards[id]!;
    if (c.attacking && !c.defended) v -= 0.6 * apOf(s, c);
  }
  return v;
}

/** Estimated probability that player 0 wins. */
export function evaluateOrbs(s: OrbsState): number {
  if (s.winner !== null) return s.winner === 'draw' ? 0.5 : s.winner === 0 ? 1 : 0;
  const d = sideScore(s, 0) - sideScore(s, 1);
  return 1 / (1 + Math.exp(-0.13 * d));
}

// ------------------------------------------------------------------ the policy

function aimOf(targets: OrbsTarget[] | undefined): Aim {
  const t = targets?.[0];
  if (!t) return { player: -1, card: -1 };
  return 'player' in t ? { player: t.player, card: -1 } : { player: -1, card: t.card };
}

interface Ctx {
  s: OrbsState;
  me: PlayerId;
  /** Damage coming at `me` now from undefended attackers. */
  incoming: number;
  /** What the opponent's Orbs could hit `me` for next turn. */
  oppThreat: number;
  myPotential: number;
  colourNeed: number[];
  capTotal: number;
  /**
   * AP, Armor and worth of every Orb in play, by instance id, computed once per call: each
   * `apOf` scans the board for auras, and attack/defend scoring needs them for every pair,
   * which made a policy step cost grow with the cube of the board (issue #19 item 6).
   */
  ap: Float64Array;
  arm: Float64Array;
  worth: Float64Array;
}

function makeCtx(s: OrbsState): Ctx {
  const me = s.active;
  const pl = s.players[me];
  const opp = s.players[(1 - me) as PlayerId];
  const { ap: apA, arm: armA, worth: worthA } = fillOrbCache(s);
  let incoming = 0;
  let oppThreat = 0;
  for (const id of opp.play) {
    const c = s.cards[id]!;
    if (!isOrbInstance(c)) continue;
    const ap = apA[id]!;
    if (c.attacking && !c.defended) incoming += ap;
    oppThreat += ap;
  }
  let myPotential = 0;
  for (const id of pl.play) {
    const c = s.cards[id]!;
    if (isOrbInstance(c) && !c.exhausted && !c.fresh) myPotential += apA[id]!;
  }
  const need = [0, 0, 0, 0, 0, 0, 0];
  for (const id of pl.hand) {
    const cost = AI_CARDS[s.cards[id]!.def]!.cost;
    for (let i = 0; i < 6; i++)
      if (cost[i]! > pl.capacity[i]!) need[i]! += cost[i]! - pl.capacity[i]!;
  }
  let capTotal = 0;
  for (let i = 0; i < 7; i++) capTotal += pl.capacity[i]!;
  return {
    s,
    me,
    incoming,
    oppThreat,
    myPotential,
    colourNeed: need,
    capTotal,
    ap: apA,
    arm: armA,
    worth: worthA,
  };
}

function scoreConvert(x: Ctx, id: number): number {
  const { s, me } = x;
  const pl = s.players[me];
  const info = AI_CARDS[s.cards[id]!.def]!;
  if (x.capTotal >= 9 && pl.hand.length <= 4) return -1;
  const colour = info.convertTo;
  // Colour the hand lacks most is worth most; generic helps every cost a little.
  const need =
    colour === 6
      ? 0.6
      : Math.min(
          3,
          x.colourNeed[colour]! -
            (info.cost[colour]! > pl.capacity[colour]!
              ? info.cost[colour]! - pl.capacity[colour]!
              : 0),
        );
  const keep =
    (canPay(pl.energy, info.cost) ? 1.5 : 0) +
    0.2 * info.value +
    (info.costTotal > x.capTotal + 3 ? -1 : 0);
  return 3 + 0.8 * need - 0.6 * keep + (s.phase === 'defense' ? -0.7 : 0);
}

function scorePlay(x: Ctx, a: Extract<OrbsAction, { type: 'play' }>): number {
  const { s, me } = x;
  const c = s.cards[a.card]!;
  const info = AI_CARDS[c.def]!;
  const d = info.def;
  const aim = aimOf(a.targets);
  let trig = 0;
  for (const t of d.triggers ?? [])
    if (t.on === 'play') trig += effectsWorth(s, me, t.effects, aim, a.card);
  if (d.type === 'orb') {
    let v = 3 + 0.6 * info.value + 0.3 * info.costTotal + trig;
    if (s.phase === 'defense') v += x.incoming > 0 ? 1.5 : -0.5;
    return v;
  }
  if (d.type === 'object') return 2.5 + 0.5 * info.costTotal + trig;
  // Actions: worth it when the effects pay for the card.
  const v = trig - 0.35 * info.costTotal - 0.5;
  return v > 0 ? v + 0.5 : v - 0.5;
}

function scoreAttack(x: Ctx, id: number): number {
  const { s, me } = x;
  const a = s.cards[id]!;
  const A = x.ap[id]!;
  if (A <= 0) return -1;
  const H = currentHpOf(a);
  const arm = x.arm[id]!;
  const opp = s.players[(1 - me) as PlayerId];
  // The worst single block the opponent can answer with (§7.1: its unexhausted Orbs): what
  // we lose minus what it loses; not blocked, the attack deals A.
  let worst = A;
  const mine = x.worth[id]!;
  for (const bid of opp.play) {
    const b = s.cards[bid]!;
    if (!isOrbInstance(b) || b.exhausted) continue;
    const dies = x.ap[bid]! - arm > H;
    const killsB = A - x.arm[bid]! > currentHpOf(b);
    const o = (killsB ? x.worth[bid]! : 0) - (dies ? mine : 0);
    if (o < worst) worst = o;
  }
  let v = worst >= 0 ? 1.5 + 0.4 * A + 0.2 * worst : worst > -1 ? 0.2 : -0.6;
  if (x.myPotential > opp.hp) v += 2.5; // racing: lethal if unblocked
  // An attacker stays exhausted through our next Defense Phase: keep blockers when in danger.
  const myHp = s.players[me].hp;
  if (myHp - x.oppThreat < 3 && x.myPotential <= opp.hp) v -= 1.2;
  return v;
}

function scoreDefend(x: Ctx, did: number, aid: number): number {
  const { s, me } = x;
  const d = s.cards[did]!;
  const a = s.cards[aid]!;
  const apA = x.ap[aid]!;
  const apD = x.ap[did]!;
  const kills = apD - x.arm[aid]! > currentHpOf(a);
  const dies = apA - x.arm[did]! > currentHpOf(d);
  const wA = x.worth[aid]!;
  const wD = x.worth[did]!;
  const prevented = a.defended ? 0 : apA;
  const lethal = x.incoming > s.players[me].hp;
  let v: number;
  if (kills && !dies) v = 4 + wA;
  else if (!dies) v = prevented > 0 ? 2 + 0.5 * prevented : -0.5;
  else if (kills) v = wA >= wD ? 1 + wA - wD + 0.3 * prevented : -0.3;
  else v = -1 - 0.8 * wD;
  if (lethal && prevented > 0) v += 8 + prevented;
  return v;
}

function scoreActivate(x: Ctx, a: Extract<OrbsAction, { type: 'activate' }>): number {
  const { s, me } = x;
  const c = s.cards[a.card]!;
  const ab = AI_CARDS[c.def]!.def.abilities?.[a.ability];
  if (!ab) return -1;
  let v = effectsWorth(s, me, ab.effects, aimOf(a.targets), a.card);
  let cost = 0;
  for (const ch of ab.cost) cost += ch >= '0' && ch <= '9' ? Number(ch) : 1;
  v -= 0.3 * cost;
  if (ab.exhaust && isOrbInstance(c)) v -= 0.8;
  if (ab.sacrifice) v -= isOrbInstance(c) ? orbWorth(s, c) + 1 : 2;
  return v;
}

export function scoreOrbsAction(x: Ctx, a: OrbsAction): number {
  const s = x.s;
  switch (a.type) {
    case 'endPhase':
      return 0;
    case 'convert':
      return scoreConvert(x, a.card);
    case 'play':
      return scorePlay(x, a);
    case 'bench': {
      const info = AI_CARDS[s.cards[a.card]!.def]!;
      return info.def.type === 'trap' ? 2 + 0.3 * info.costTotal : -1;
    }
    case 'attack':
      return scoreAttack(x, a.card);
    case 'defend':
      return scoreDefend(x, a.card, a.against);
    case 'activate':
      return scoreActivate(x, a);
  }
}

/** The heuristic move: best score (random among ties), `endPhase` when nothing beats it. */
export function orbsPolicy(s: OrbsState, acts: OrbsAction[], rng: RngState): OrbsAction {
  const x = makeCtx(s);
  let best = -Infinity;
  let list: OrbsAction[] = [];
  for (const a of acts) {
    const v = scoreOrbsAction(x, a);
    if (v > best + 1e-9) {
      best = v;
      list = [a];
    } else if (Math.abs(v - best) <= 1e-9) list.push(a);
  }
  dropOrbCache(); // the state changes after this move: the cache is stale
  return list[randInt(rng, list.length)]!;
}

/** The `limit` best actions by heuristic score, best first; ending the phase is always kept. */
export function rankOrbsActions(s: OrbsState, acts: OrbsAction[], limit: number): OrbsAction[] {
  const x = makeCtx(s);
  const scored = acts.map((a, i) => ({ a, v: scoreOrbsAction(x, a), i }));
  dropOrbCache();
  scored.sort((p, q) => q.v - p.v || p.i - q.i);
  const out = scored.slice(0, limit).map((e) => e.a);
  if (!out.some((a) => a.type === 'endPhase')) {
    const end = acts.find((a) => a.type === 'endPhase');
    if (end) out[out.length - 1] = end;
  }
  return out;
}
