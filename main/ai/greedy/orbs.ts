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
import { AI_CARDS, apOf, armorOf, currentHpOf, isOrbInstance } from '../orbs/cards';
import { orbsDeterminizer } from '../orbs/determinize';

function worth(s: OrbsState, c: CardInstance): number {
  return 1 + 1.5 * apOf(s, c) + 0.7 * Math.max(0, currentHpOf(c) + 1) + armorOf(s, c);
}

/** Material count for `me`. */
export function greedyOrbsValue(s: OrbsState, me: PlayerId): number {
  if (s.winner === me) return 1e6;
  if (s.winner === 'draw') return 0;
  if (s.winner !== null) return -1e6;
  let v = 0;
  for (let p = 0 as PlayerId; p < 2; p = (p + 1) as PlayerId) {
    const pl = s.players[p];
    let x = pl.hp;
    for (const id of pl.play) {
      const c = s.cards[id]!;
      x += isOrbInstance(c) ? worth(s, c) : 2.5;
    }
    let cap = 0;
    for (const n of pl.capacity) cap += n;
    x += Math.min(cap, 8) + 0.2 * Math.max(0, cap - 8);
    x += 0.5 * pl.hand.length + 0.5 * pl.bench.length;
    v += p === me ? x : -x;
  }
  return v;
}

function orbs(s: OrbsState, p: PlayerId): CardInstance[] {
  return s.players[p].play.map((id) => s.cards[id]!).filter(isOrbInstance);
}

const kills = (s: OrbsState, by: CardInstance, victim: CardInstance): boolean =>
  apOf(s, by) - armorOf(s, victim) > currentHpOf(victim);

function chooseDefend(s: OrbsState, me: PlayerId, acts: OrbsAction[]): OrbsAction | null {
  const pl = s.players[me];
  let incoming = 0;
  for (const c of orbs(s, (1 - me) as PlayerId))
    if (c.attacking && !c.defended) incoming += apOf(s, c);
  const lethal = incoming > pl.hp;
  let best: OrbsAction | null = null;
  let bestV = 0;
  for (const a of acts) {
    if (a.type !== 'defend') continue;
    const d = s.cards[a.card]!;
    const at = s.cards[a.against]!;
    if (at.defended && !kills(s, d, at)) continue;
    const k = kills(s, d, at);
    const dies = kills(s, at, d);
    let v: number;
    if (k && !dies) v = 10 + worth(s, at);
    else if (!dies) v = at.defended ? 0 : 5 + apOf(s, at);
    else if (k) v = worth(s, at) >= worth(s, d) ? 3 + worth(s, at) - worth(s, d) : lethal ? 1 : -1;
    else v = lethal && !at.defended ? 1 + apOf(s, at) - 0.1 * worth(s, d) : -1;
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

/** Best play/bench/ability by one-ply look-ahead, if it gains anything. */
function choosePlay(s: OrbsState, me: PlayerId, acts: OrbsAction[]): OrbsAction | null {
  const base = greedyOrbsValue(s, me);
  let best: OrbsAction | null = null;
  let bestV = 0.25;
  for (const a of acts) {
    if (a.type !== 'play' && a.type !== 'bench' && a.type !== 'activate') continue;
    let bonus = 0;
    if (a.type === 'bench') {
      const info = AI_CARDS[s.cards[a.card]!.def]!;
      if (info.def.type !== 'trap') continue;
      bonus = 1 + 0.3 * info.costTotal;
    }
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
  const blockers = orbs(s, opp).filter((b) => !b.exhausted);
  const mine = orbs(s, me);
  // Their threat next turn against the Orbs that stay home.
  const threat = orbs(s, opp)
    .map((c) => apOf(s, c))
    .sort((x, y) => y - x);
  const home = mine.filter((c) => !c.exhausted).length;
  let left = 0;
  for (let i = home - 1; i < threat.length; i++) if (i >= 0) left += threat[i]!; // one fewer home if this one attacks
  if (home === 0) for (const t of threat) left += t;
  // Lethal now: attackers their blockers cannot all stop.
  const ready = mine
    .filter((c) => !c.exhausted && !c.fresh)
    .map((c) => apOf(s, c))
    .sort((x, y) => y - x);
  const unblocked = ready.slice(blockers.length).reduce((x, y) => x + y, 0);
  const lethal = unblocked > s.players[opp].hp;
  let best: OrbsAction | null = null;
  let bestV = -Infinity;
  for (const a of acts) {
    if (a.type !== 'attack') continue;
    const A = s.cards[a.card]!;
    if (apOf(s, A) <= 0) continue;
    let worst = apOf(s, A); // not blocked: damage to the player
    for (const b of blockers) {
      const o = (kills(s, A, b) ? worth(s, b) : 0) - (kills(s, b, A) ? worth(s, A) : 0);
      worst = Math.min(worst, o);
    }
    if (!lethal && (worst < 0 || left >= s.players[me].hp)) continue;
    if (worst + apOf(s, A) > bestV) {
      bestV = worst + apOf(s, A);
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

/** The greedy move in a full state (the mover's), also the searching levels' root prior. */
export function greedyOrbsMove(s: OrbsState): OrbsAction {
  const me = s.active;
  const acts = orbsRules.legalActions(s);
  if (acts.length === 0) throw new Error('no legal action');
  const end = acts.find((a) => a.type === 'endPhase') ?? acts[0]!;
  if (s.phase === 'defense') return chooseDefend(s, me, acts) ?? end;
  return chooseConvert(s, me, acts) ?? choosePlay(s, me, acts) ?? chooseAttack(s, me, acts) ?? end;
}
