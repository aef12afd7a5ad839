/**
 * Paired determinized flat Monte Carlo (common random numbers): each sample draws one
 * determinization and one playout seed, and every root candidate is played out from that
 * same deal with that same seed. The candidates' means then differ by what the move changes,
 * not by who drew better cards, so a few dozen samples separate moves that independent
 * playouts (plain flat Monte Carlo, ./ismcts.ts with `treeDepth: 1`) cannot tell apart.
 *
 * Why (issue #19): Orbs normal with 160 independent playouts over five root moves scored
 * about what the greedy move alone scores against the greedy sparring player — the noise of
 * ~32 independent playouts per move (±0.09) is larger than most differences between moves.
 *
 * Budget: `iterations` counts playouts (samples × candidates), as in ismcts; the clock is
 * checked before every playout.
 */
import { cloneRng, nextU32, seedRng, type RngState } from '../../engine/rng';
import type { PlayerId } from '../../engine/types';
import { rootMoves, type Determinizer, type SearchGame } from './game';
import { chooseRoot, playout, type RootEdge, type SearchParams, type SearchResult } from './ismcts';

export function pairedFlat<S, A>(
  g: SearchGame<S, A>,
  det: Determinizer<S>,
  me: PlayerId,
  p: SearchParams,
  rng: RngState,
): SearchResult<A> {
  const start = performance.now();
  const first = det.sample(rng);
  const rootActs = rootMoves(g, first, p.maxCandidates ?? 0);
  if (rootActs.length === 0) throw new Error('no legal action for the player to move');
  if (rootActs.length === 1) return { action: rootActs[0]!, iterations: 0, stats: [] };
  const sure = g.rootCheck?.(first);
  if (sure) return { action: sure, iterations: 0, stats: [] };
  const rootTurn = g.turn(first);
  const policyAction = g.rootPrior
    ? g.rootPrior(first, cloneRng(rng))
    : g.policy(first, cloneRng(rng));
  const policyKey = g.key(first, policyAction);
  const edges = new Map<string, RootEdge<A>>();
  for (const a of [...rootActs, policyAction]) {
    const k = g.key(first, a);
    if (!edges.has(k)) edges.set(k, { key: k, action: a, visits: 0, reward: 0 });
  }
  const list = [...edges.values()];
  let it = 0;
  let cutByClock = false;
  while (it < p.iterations) {
    if (it > 0 && performance.now() - start > p.maxMs) {
      cutByClock = true;
      break;
    }
    const s = det.sample(rng);
    const seed = nextU32(rng);
    // The root player's own moves look the same in every determinization: find each
    // candidate among this deal's legal actions by its key.
    const here = new Map<string, A>();
    for (const a of g.legalActions(s)) {
      const k = g.key(s, a);
      if (!here.has(k)) here.set(k, a);
    }
    for (const e of list) {
      const a = here.get(e.key);
      if (a === undefined) continue;
      // The clock between playouts too: on a crowded machine one sample of five playouts
      // can take longer than the whole budget left (a cut sample is left unpaired).
      if (it > 0 && performance.now() - start > p.maxMs) {
        cutByClock = true;
        break;
      }
      const t = g.clone(s);
      g.applyTrusted(t, a);
      let v0 = playout(g, t, p, seedRng(seed));
      if (p.turnDiscount)
        v0 = 0.5 + (v0 - 0.5) * Math.pow(1 - p.turnDiscount, Math.max(0, g.turn(t) - rootTurn));
      e.visits++;
      e.reward += me === 0 ? v0 : 1 - v0;
      it++;
    }
  }
  const r = chooseRoot(list, policyKey, policyAction, p.policyBonus ?? 0);
  return { ...r, iterations: it, cutByClock, edges: list, policyKey, policyAction };
}
