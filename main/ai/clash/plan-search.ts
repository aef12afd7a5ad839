/**
 * Clash battle search over whole turns (issue #19): the levels' move in the summoning phase.
 *
 * Why whole turns: a Clash turn is a sequence of plays ended by the assault, and what a play
 * is worth depends on the rest of the turn (clash.md §5.1: a card from the life side costs a
 * life point; §7: the assault decides). A search that picks one action at a time and lets a
 * playout policy finish the turn scores the first play by the policy's turn, not by the best
 * one — the greedy sparring player, which looks at whole turns, beat it.
 *
 * 1. Plans: every distinct position the mover can reach this turn, each after its assault
 *    (depth-first over the useful actions, equal positions merged, a leaf cap), in one
 *    determinization — the mover's own moves and their outcome are public facts (§3.5).
 * 2. The best `candidates` plans by the static evaluation are kept (always with the plain
 *    assault, "do nothing more").
 * 3. Each candidate is replayed in `samples` determinizations of the opponent's hidden hand
 *    order (the same samples for every candidate: common random numbers); in each, the
 *    opponent answers with its best whole turn by the same evaluation (two-ply minimax over
 *    turns, a leaf cap per reply). A plan's value is the mean over samples of the position
 *    after the reply.
 * 4. The first action of the best plan is played; the next decision of the same turn searches
 *    again from there (the plan's continuation is among its candidates).
 * 5. Safety first (`safety`, hard; issue #34 item 4): a plan after which the opponent wins on
 *    its next turn in any sampled order of its hidden hand (clash.md §3.5) is "unsafe". When
 *    a safe candidate exists, only safe ones are chosen from, whatever their mean; when none
 *    of the candidates is safe, the other plans are searched, best static value first, for
 *    one that is (a dull block beats a fine board the opponent wins through). The opponent's
 *    win is looked for exactly (`winThisTurn`), not only among its capped reply plans.
 *
 * Budget: `samples` (an iteration count: the same seed gives the same move) with the
 * wall-clock cap as a safety net, checked between replies.
 */
import type { RngState } from '../../engine/rng';
import type { PlayerId } from '../../engine/types';
import { applyLegalAt, clashRules, positionKey } from '../../games/clash/index';
import type { ClashAction, ClashState } from '../../games/clash/types';
import type { Determinizer } from '../search/game';
import type { RootEdge, SearchResult } from '../search/ismcts';
import { evaluateClashWithThreats } from './heuristics';
import { clashKey } from './search-game';
import { usefulClashActions, winThisTurn } from './turn-moves';

export interface PlanParams {
  /** Plans kept after the static ranking. */
  candidates: number;
  /** Determinizations each candidate is answered in (the iteration budget). */
  samples: number;
  /** Leaf cap of the mover's own turn enumeration. */
  myLeaves: number;
  /** Leaf cap of each opponent reply. */
  replyLeaves: number;
  /**
   * 0: a plan is valued by the position after the opponent's reply. Otherwise, leaf cap of
   * the mover's own best next turn after that reply (a third ply, by the static evaluation).
   */
  followLeaves?: number;
  /**
   * Open-lane threat weights of the evaluation (`evaluateClashWithThreats`: player to move,
   * other player); absent = [0, 0], the plain `evaluateClash`.
   */
  threat?: [number, number];
  /** Never leave the opponent a win on its next turn when a plan that does not exists (step 5). */
  safety?: boolean;
  maxMs: number;
}

/** Threat weights of the running search (set by `planSearch`; the search is synchronous). */
let threatW: [number, number] = [0, 0];

/** Value of `s` for `me` in [0, 1]. */
function valueFor(s: ClashState, me: PlayerId): number {
  const v = evaluateClashWithThreats(s, threatW[0], threatW[1]);
  return me === 0 ? v : 1 - v;
}

interface Plan {
  seq: ClashAction[];
  state: ClashState;
  value: number;
}

/** Clock granularity of the turn enumeration (positions entered; see `turnPlans`). */
export const CLOCK_AFTER = 64;
export const CLOCK_EVERY = 16;

/**
 * Every distinct end of `mover`'s turn from `s` (after its assault, or a decided game), with
 * the action sequence; at most `maxLeaves` (the plain assault is always the first).
 */
export function turnPlans(s: ClashState, maxLeaves: number, deadline = Infinity): Plan[] {
  const mover = s.active;
  const out: Plan[] = [];
  const seen = new Set<number>();
  const seq: ClashAction[] = [];
  // The clock is read every CLOCK_EVERY positions entered, after the first CLOCK_AFTER (a
  // search whose clock is already spent still compares a few real plans, not only the
  // assault); once late, every position still gets its assault leaf.
  let nodes = 0;
  let late = false;
  const walk = (st: ClashState): void => {
    if (!late && nodes >= CLOCK_AFTER && nodes % CLOCK_EVERY === 0)
      late = performance.now() > deadline;
    nodes++;
    const all = clashRules.legalActions(st);
    const acts = usefulClashActions(st, all);
    // The assault is the last legal action; do it first so every position has its leaf.
    for (let k = acts.length - 1; k >= 0; k--) {
      const a = acts[k]!;
      // Past the cap or the clock only the assault is tried: every position keeps its leaf.
      if (a.type !== 'assault' && (out.length >= maxLeaves || late)) continue;
      const t = clashRules.clone(st);
      applyLegalAt(t, indexOf(all, a));
      seq.push(a);
      if (a.type === 'assault' || t.winner !== null || t.active !== mover) {
        out.push({ seq: seq.slice(), state: t, value: 0 });
      } else {
        // Position (low 32 bits of the §9.2 key) and mana left: equal ones are merged.
        const key = (positionKey(t) % 4294967296) * 64 + t.players[mover].mana;
        if (!seen.has(key)) {
          seen.add(key);
          walk(t);
        }
      }
      seq.pop();
    }
  };
  walk(s);
  return out;
}

/** Position of `a` in the engine's legal list (`usefulClashActions` keeps the objects). */
function indexOf(all: ClashAction[], a: ClashAction): number {
  for (let i = 0; i < all.length; i++) if (all[i] === a) return i;
  throw new Error('action not in the legal list');
}

function decided(s: ClashState, me: PlayerId): number {
  return s.winner === 'draw' ? 0.5 : s.winner === me ? 1 : 0;
}

/** Set by `replyValue`: the opponent's reply it found wins the game. */
let replyWon = false;

/**
 * The opponent's best answer (its whole turn) to `s`, valued for `me`: the minimum; with
 * `followLeaves`, the position after the reply is valued by `me`'s best next turn.
 */
function replyValue(
  s: ClashState,
  me: PlayerId,
  maxLeaves: number,
  followLeaves: number,
  deadline: number,
): number {
  replyWon = false;
  if (s.winner !== null) return decided(s, me);
  let worst = 1;
  let worstState: ClashState | null = null;
  for (const leaf of turnPlans(s, maxLeaves, deadline)) {
    const v = valueFor(leaf.state, me);
    if (v < worst || worstState === null) {
      worst = v;
      worstState = leaf.state;
    }
    if (worst === 0) break;
  }
  replyWon = worstState !== null && worstState.winner !== null && worstState.winner !== me;
  if (!followLeaves || !worstState || worstState.winner !== null || worstState.active !== me)
    return worst;
  let best = 0;
  for (const leaf of turnPlans(worstState, followLeaves, deadline)) {
    const v = valueFor(leaf.state, me);
    if (v > best) best = v;
    if (best === 1) break;
  }
  return best;
}

/** Whether the player to move in `s` (the opponent, after `me`'s turn) can win this turn. */
function opponentWins(s: ClashState, me: PlayerId, deadline: number): boolean {
  if (s.winner !== null) return s.winner !== me && s.winner !== 'draw';
  return s.active !== me && winThisTurn(s, deadline) !== null;
}

/** Replay `seq` in `s` (a determinization); false when an action is not legal there. */
function replay(s: ClashState, seq: ClashAction[]): boolean {
  for (const a of seq) if (!clashRules.apply(s, a).ok) return false;
  return true;
}

export function planSearch(
  first: ClashState,
  det: Determinizer<ClashState>,
  me: PlayerId,
  p: PlanParams,
  rng: RngState,
): SearchResult<ClashAction> {
  const start = performance.now();
  threatW = p.threat ?? [0, 0];
  // The own enumeration may use a third of the clock; the replies get the rest.
  const plans = turnPlans(first, p.myLeaves, start + p.maxMs / 3);
  if (plans.length === 0) throw new Error('no legal action for the player to move');
  // A plan that wins now is played (the shortest): no reply can change it.
  let win: Plan | null = null;
  for (const pl of plans)
    if (pl.state.winner === me && (!win || pl.seq.length < win.seq.length)) win = pl;
  if (win) return { action: win.seq[0]!, iterations: 0, cutByClock: false, stats: [] };
  for (const pl of plans) pl.value = valueFor(pl.state, me);
  // The assault alone is plans[0]; the rest by static value, best first.
  const assault = plans[0]!;
  const rest = plans.slice(1).sort((a, b) => b.value - a.value);
  const cands = [assault, ...rest.slice(0, Math.max(0, p.candidates - 1))];
  // Ties in the first action are common (the same first play, different continuations).
  const sums = new Float64Array(cands.length);
  const round = new Float64Array(cands.length);
  // Safety (step 5): rounds in which the opponent's answer to a candidate won the game.
  const lost = new Uint16Array(cands.length);
  const roundLost = new Uint8Array(cands.length);
  const bases: ClashState[] = [];
  let done = 0;
  let cutByClock = false;
  // The clock before every reply (one can take milliseconds on a busy machine); a round cut
  // short is dropped, so every candidate is valued on the same determinizations.
  rounds: for (let d = 0; d < p.samples; d++) {
    const base = det.sample(rng);
    for (let i = 0; i < cands.length; i++) {
      if (performance.now() - start > p.maxMs) {
        cutByClock = true;
        break rounds;
      }
      const s = clashRules.clone(base);
      const ok = replay(s, cands[i]!.seq);
      round[i] = ok
        ? replyValue(s, me, p.replyLeaves, p.followLeaves ?? 0, start + p.maxMs)
        : cands[i]!.value;
      roundLost[i] = ok && p.safety && (replyWon || opponentWins(s, me, start + p.maxMs)) ? 1 : 0;
    }
    // A reply cut by the clock saw only part of its turns: the round is dropped.
    if (performance.now() - start > p.maxMs) {
      cutByClock = true;
      break;
    }
    for (let i = 0; i < cands.length; i++) {
      sums[i] = sums[i]! + round[i]!;
      lost[i] = lost[i]! + roundLost[i]!;
    }
    bases.push(base);
    done++;
  }
  // Step 5: no candidate is safe: look further down the plans for one that is.
  let rescue: Plan | null = null;
  if (p.safety && done > 0 && lost.every((l) => l > 0))
    rescue = safePlan(rest.slice(cands.length - 1), bases, me, start + p.maxMs);
  // Cut before one whole round: the static values decide.
  if (done === 0) for (let i = 0; i < cands.length; i++) sums[i] = cands[i]!.value;
  const n = Math.max(1, done);
  // The rescued plan (step 5) joins the candidates as the only safe one, valued statically.
  const all = rescue ? [...cands, rescue] : cands;
  const allSums = rescue ? [...sums, rescue.value * n] : [...sums];
  const allLost = rescue ? [...lost, 0] : [...lost];
  // Step 5: with safety on, each edge carries the rounds lost after its safest plan, so the
  // root-parallel parts can be merged safely (`mergeRoots`, `chooseRoot` in ../search/ismcts).
  const safety = p.safety === true && done > 0;
  const anySafe = safety && allLost.some((l) => l === 0);
  const byKey = new Map<string, RootEdge<ClashAction>>();
  let bestKey = '';
  let bestMean = -Infinity;
  for (let i = 0; i < all.length; i++) {
    const a = all[i]!.seq[0]!;
    const key = clashKey(a);
    const mean = allSums[i]! / n;
    const l = allLost[i]!;
    const e = byKey.get(key);
    if (!e)
      byKey.set(key, {
        key,
        action: a,
        visits: n,
        reward: mean * n,
        ...(safety ? { lost: l } : {}),
      });
    else {
      e.reward = Math.max(e.reward, mean * n);
      if (safety) e.lost = Math.min(e.lost ?? l, l);
    }
    if (anySafe && l > 0) continue;
    if (mean > bestMean + 1e-12) {
      bestMean = mean;
      bestKey = key;
    }
  }
  const edges = [...byKey.values()];
  const best = byKey.get(bestKey)!;
  const policy = cands[Math.min(1, cands.length - 1)]!.seq[0]!;
  return {
    action: best.action,
    iterations: done,
    cutByClock,
    edges,
    policyKey: clashKey(policy),
    policyAction: policy,
    stats: edges
      .map((e) => ({ key: e.key, visits: e.visits, mean: e.reward / e.visits }))
      .sort((a, b) => b.mean - a.mean),
  };
}

/**
 * Step 5's further search: the first of `plans` (best static value first) after which the
 * opponent wins in none of `bases` (the determinizations the candidates were answered in),
 * or null when none is found before the clock. Each plan is dropped at its first loss.
 */
function safePlan(plans: Plan[], bases: ClashState[], me: PlayerId, deadline: number): Plan | null {
  for (const pl of plans) {
    if (performance.now() > deadline) return null;
    let safe = true;
    for (const base of bases) {
      const s = clashRules.clone(base);
      if (!replay(s, pl.seq) || opponentWins(s, me, deadline)) {
        safe = false;
        break;
      }
    }
    // A search cut by the clock proves nothing.
    if (safe && performance.now() <= deadline) return pl;
  }
  return null;
}
