/**
 * Single-observer information-set Monte Carlo tree search (SO-ISMCTS, Cowling, Powley &
 * Whitehouse 2012), anytime, with heuristic playouts cut off after a few turns.
 *
 * Each iteration samples a fresh determinization of the searching player's view, walks the
 * one shared tree choosing only among the edges legal in that determinization (UCB with
 * availability counts), expands one edge, plays out with the game's heuristic policy and
 * backs the result up. Edges are merged by `SearchGame.key`, so one node stands for an
 * information set rather than one hidden deal.
 *
 * `treeDepth: 1` turns it into determinized flat Monte Carlo with UCB1 at the root (Clash's
 * `normal` level); Orbs' `normal` grows a shallow tree, `hard` a deep one. Tree nodes may
 * keep only the heuristic's best few moves (`maxCandidates`), and the heuristic's own root
 * move gets a small bonus (`policyBonus`) so evaluation noise cannot make the search worse.
 *
 * Budget: an iteration count (deterministic given the seed) with a wall-clock cap.
 */
import { cloneRng, nextU32, randInt, type RngState } from '../../engine/rng';
import type { PlayerId } from '../../engine/types';
import { rootMoves, type Determinizer, type SearchGame } from './game';

export interface SearchParams {
  iterations: number;
  maxMs: number;
  /** Max tree depth (edges from the root); deeper the playout takes over. */
  treeDepth: number;
  /** Playouts stop this many turns after the determinized state's turn, then evaluate. */
  rolloutTurns: number;
  /** Safety cap on playout actions. */
  rolloutActions: number;
  /** UCB exploration constant. */
  exploration: number;
  /** Probability that a playout step ignores the policy and plays uniformly at random. */
  rolloutNoise: number;
  /**
   * Prefer shorter wins (and longer losses): a playout's value is pulled toward ½ by this
   * fraction per turn played after the root. 0 = off. Without it every move scores 1.000
   * once rollouts win anyway, and the search has no reason to win now.
   */
  turnDiscount?: number;
  /**
   * Root-parallel search (Chaslot et al. 2008): this many independent trees, each with
   * `iterations / rootParallel` iterations, their root statistics summed. The app runs the
   * parts on separate worker threads at once (the spare core; each may use all of `maxMs`
   * from the request); tests and the arena run them one after the other with
   * `maxMs / rootParallel` each — the same result either way when the clock does not bite.
   */
  rootParallel?: number;
  /** Tree nodes consider at most this many actions (heuristic order; needs `candidates`). */
  maxCandidates?: number;
  /**
   * Trust in the heuristic at the root: the policy's own move gets this much extra mean
   * reward when the final move is chosen, so the search overrides the heuristic only when it
   * finds a clearly better move (noisy evaluations then cannot make it play worse).
   */
  policyBonus?: number;
}

interface Node<A> {
  /** Player who chose the edge into this node (root: the searching player). */
  player: PlayerId;
  action: A | null;
  visits: number;
  avail: number;
  /** Sum of rewards from `player`'s point of view. */
  reward: number;
  children: Map<string, Node<A>>;
}

export interface SearchResult<A> {
  action: A;
  iterations: number;
  /** The wall-clock cap stopped the search before its iteration budget. */
  cutByClock?: boolean;
  /** Root edges (absent when no search ran: one legal move, or a sure move at the root). */
  edges?: RootEdge<A>[];
  policyKey?: string;
  policyAction?: A;
  /** Root edges: key, visits, mean reward (for logs and tests). */
  stats: { key: string; visits: number; mean: number }[];
}

function newNode<A>(player: PlayerId, action: A | null): Node<A> {
  return { player, action, visits: 0, avail: 0, reward: 0, children: new Map() };
}

/** A copy of the generator, so a side computation does not shift the main sequence. */
function seedRngFrom(rng: RngState): RngState {
  return cloneRng(rng);
}

function now(): number {
  return performance.now();
}

/** Value of `s` for player 0 in [0,1]: the result when over, else the evaluation. */
function terminalValue<S, A>(g: SearchGame<S, A>, s: S): number {
  const o = g.outcome(s);
  if (o === 0) return 1;
  if (o === 1) return 0;
  if (o === 'draw') return 0.5;
  return g.evaluate(s);
}

/** Play out with the heuristic policy (with noise) for a few turns; value for player 0. */
export function playout<S, A>(g: SearchGame<S, A>, s: S, p: SearchParams, rng: RngState): number {
  const stopTurn = g.turn(s) + p.rolloutTurns;
  for (let n = 0; n < p.rolloutActions; n++) {
    if (g.toMove(s) === null || g.turn(s) >= stopTurn) break;
    let a: A;
    if (p.rolloutNoise > 0 && nextU32(rng) / 4294967296 < p.rolloutNoise) {
      const acts = g.legalActions(s);
      a = acts[randInt(rng, acts.length)]!;
    } else {
      a = g.policy(s, rng);
    }
    g.applyTrusted(s, a);
  }
  return terminalValue(g, s);
}

export function ismcts<S, A>(
  g: SearchGame<S, A>,
  det: Determinizer<S>,
  me: PlayerId,
  p: SearchParams,
  rng: RngState,
): SearchResult<A> {
  const start = now();
  const root = newNode<A>(me, null);
  // Root actions from one determinization: the searching player's own legal actions depend
  // only on what it sees, so they are the same in every determinization.
  const first = det.sample(rng);
  const limit = p.maxCandidates ?? 0;
  const movesOf = (s: S): A[] => {
    const acts = g.legalActions(s);
    return limit > 0 && g.candidates && acts.length > limit ? g.candidates(s, acts, limit) : acts;
  };
  const rootActs = rootMoves(g, first, limit);
  if (rootActs.length === 0) throw new Error('no legal action for the player to move');
  if (rootActs.length === 1) return { action: rootActs[0]!, iterations: 0, stats: [] };
  const sure = g.rootCheck?.(first);
  if (sure) return { action: sure, iterations: 0, stats: [] };
  const rootTurn = g.turn(first);
  const policyAction = g.rootPrior
    ? g.rootPrior(first, seedRngFrom(rng))
    : g.policy(first, seedRngFrom(rng));
  const policyKey = g.key(first, policyAction);
  // The root's candidate keys: the pruned list plus the prior (tree nodes below keep the
  // plain pruning). Determinizations agree on the root player's own moves.
  const rootKeys = new Set(rootActs.map((a) => g.key(first, a)));
  rootKeys.add(policyKey);

  let it = 0;
  let cutByClock = false;
  const path: Node<A>[] = [];
  for (; it < p.iterations; it++) {
    // The clock every iteration (~50 ns): on a crowded machine one iteration can take
    // milliseconds, and the cap is what keeps p100 under the level's limit.
    if (it > 0 && now() - start > p.maxMs) {
      cutByClock = true;
      break;
    }
    const s = det.sample(rng);
    let node = root;
    path.length = 0;
    let depth = 0;
    // Selection and expansion.
    while (g.toMove(s) !== null && depth < p.treeDepth) {
      const mover = g.toMove(s)!;
      const acts =
        depth === 0 ? g.legalActions(s).filter((a) => rootKeys.has(g.key(s, a))) : movesOf(s);
      let untried: { key: string; a: A }[] | null = null;
      let best: Node<A> | null = null;
      let bestScore = -Infinity;
      let bestAction: A | null = null;
      for (let i = 0; i < acts.length; i++) {
        const a = acts[i]!;
        const k = g.key(s, a);
        const child = node.children.get(k);
        if (!child) {
          (untried ??= []).push({ key: k, a });
          continue;
        }
        child.avail++;
        const mean = child.reward / child.visits;
        const score = mean + p.exploration * Math.sqrt(Math.log(child.avail) / child.visits);
        if (score > bestScore) {
          bestScore = score;
          best = child;
          bestAction = a;
        }
      }
      if (untried) {
        // Expand: the policy's choice when it is untried (good moves get looked at first).
        let pick = untried[randInt(rng, untried.length)]!;
        const pref = g.policy(s, rng);
        const pk = g.key(s, pref);
        for (const u of untried) if (u.key === pk) pick = u;
        const child = newNode<A>(mover, pick.a);
        child.avail = 1;
        node.children.set(pick.key, child);
        g.applyTrusted(s, pick.a);
        path.push(child);
        node = child;
        depth++;
        break;
      }
      if (!best || bestAction === null) break;
      g.applyTrusted(s, bestAction);
      path.push(best);
      node = best;
      depth++;
    }
    let v0 = playout(g, s, p, rng);
    if (p.turnDiscount)
      v0 = 0.5 + (v0 - 0.5) * Math.pow(1 - p.turnDiscount, Math.max(0, g.turn(s) - rootTurn));
    root.visits++;
    for (const n of path) {
      n.visits++;
      n.reward += n.player === 0 ? v0 : 1 - v0;
    }
  }

  const edges: RootEdge<A>[] = [];
  for (const [key, c] of root.children)
    edges.push({ key, action: c.action as A, visits: c.visits, reward: c.reward });
  const r = chooseRoot(edges, policyKey, policyAction, p.policyBonus ?? 0);
  return { ...r, iterations: it, cutByClock, edges, policyKey, policyAction };
}

/** One root edge of a finished search (root-parallel searches merge these by key). */
export interface RootEdge<A> {
  key: string;
  action: A;
  visits: number;
  /** Sum of rewards from the searching player's point of view. */
  reward: number;
  /**
   * Searches that check safety (Clash hard, plan-search.ts step 5): the sampled rounds in
   * which the opponent won on its next turn after this move's safest plan. When some edge
   * has 0, edges with more are never chosen. Absent: not checked.
   */
  lost?: number;
}

/**
 * The root edge with the best mean among well-visited ones (the policy's move gets a
 * bonus); its stored action is legal in reality (the player's own moves are visible).
 */
export function chooseRoot<A>(
  edges: RootEdge<A>[],
  policyKey: string,
  policyAction: A,
  policyBonus: number,
): { action: A; stats: SearchResult<A>['stats'] } {
  let best: RootEdge<A> | null = null;
  let bestValue = -Infinity;
  const anySafe = edges.some((c) => c.lost === 0);
  let maxVisits = 0;
  for (const c of edges) if (!anySafe || c.lost === 0) maxVisits = Math.max(maxVisits, c.visits);
  const stats: SearchResult<A>['stats'] = [];
  for (const c of edges) {
    const mean = c.visits ? c.reward / c.visits : 0;
    stats.push({ key: c.key, visits: c.visits, mean });
    if (anySafe && (c.lost ?? 0) > 0) continue;
    if (c.visits < 0.2 * maxVisits) continue;
    const value = mean + (c.key === policyKey ? policyBonus : 0) + 1e-9 * c.visits;
    if (value > bestValue) {
      bestValue = value;
      best = c;
    }
  }
  stats.sort((a, b) => b.visits - a.visits);
  return { action: best?.action ?? policyAction, stats };
}

/** Root-parallel search: the parts' root edges summed by key, then the usual choice. */
export function mergeRoots<A>(parts: SearchResult<A>[], policyBonus: number): SearchResult<A> {
  const first = parts[0]!;
  const byKey = new Map<string, RootEdge<A>>();
  let iterations = 0;
  let cut = false;
  for (const r of parts) {
    iterations += r.iterations;
    cut ||= r.cutByClock ?? false;
    for (const e of r.edges ?? []) {
      const m = byKey.get(e.key);
      if (m) {
        m.visits += e.visits;
        m.reward += e.reward;
        if (e.lost !== undefined) m.lost = (m.lost ?? 0) + e.lost;
      } else byKey.set(e.key, { ...e });
    }
  }
  // A part that returned without searching (one legal move, a sure win) decides alone.
  const sure = parts.find((r) => !r.edges);
  if (sure) return { action: sure.action, iterations, stats: [], cutByClock: cut };
  const edges = [...byKey.values()];
  const r = chooseRoot(edges, first.policyKey!, first.policyAction as A, policyBonus);
  return {
    ...r,
    iterations,
    cutByClock: cut,
    edges,
    policyKey: first.policyKey,
    policyAction: first.policyAction,
  };
}
