/**
 * What each level may spend (clash and orbs alike, tuned per game in the game's module):
 * `easy` is the heuristic policy alone (< 50 ms), `normal` a small search (≤ 500 ms; Clash: a
 * search over whole turns, below; Orbs: hard's tree at a quarter of its budget),
 * `hard` a deep ISMCTS tree with many more iterations (≤ 2 s), which plans an Orbs turn's
 * sequence of moves together. Budgets are
 * iteration counts — the same seed gives the same move — with a wall-clock cap that only
 * bites on a slow or busy machine (normal 300 ms, hard 1600 ms, checked every iteration),
 * counted from the request (queue, worker round trip and a fresh worker's start included:
 * decide.ts `startedAt`; docs/ai.md "Decision time").
 *
 * Issue #19 (docs/benchmarks.md has the figures against the greedy sparring player):
 * - hard is root-parallel (`rootParallel: 2`): two trees of half the iterations each, merged
 *   at the root; the app's service runs them on two worker threads at the same time (each
 *   may use the whole cap from the request), one thread runs them one after the other (half
 *   the cap each), so a hard decision takes about half the wall time on two cores and the
 *   same result anywhere;
 * - Orbs: both levels trust a root prior (`policyBonus` 0.03), the greedy move;
 * - Orbs hard plays its playouts with the greedy player's moves (`orbsAi.levelGames`,
 *   ./orbs/search-game.ts) at 2 × 500 iterations, about the time of 2 × 1000 heuristic ones:
 *   83 % against greedy on the arena's games 0–199 where heuristic playouts scored 76.3 %
 *   (88.5 % followed for five turns); Orbs normal does too, five turns, in two root-parallel
 *   parts of 80 playouts: 78 % where the heuristic's three-turn playouts scored 66 %;
 * - `turnDiscount` 0.02 makes the search prefer shorter wins;
 * - Clash normal/hard no longer run ISMCTS for their decisions: the battle is a search over
 *   whole turns (./clash/plan-search.ts; the iteration budget buys determinizations, see
 *   `CLASH_PLAN`), after an exact check of the root turn for a win (./clash/turn-moves.ts);
 *   draft picks use measured card values (./clash/draft-pick.ts). The Clash `params` stay the
 *   budgets those are scaled from (and the review's search).
 * - Issue #34 item 4: both Orbs levels' roots add the sparring player's candidates (the greedy
 *   move, ending the phase, the strongest attacks, the needed conversions, the best plays and
 *   defends by one ply: ./orbs/level-root.ts) to the heuristic's best six, and Orbs normal is
 *   hard's tree at 2 × 250 iterations: 194/280 against the sparring player where the paired
 *   flat Monte Carlo it replaces (320 playouts over the same root) scored 167/280 on the same
 *   games (docs/ai.md, "Orbs normal as a small tree").
 * - Orbs hard plays its playouts to the end of the game (no cut-off) at 2 × 400 iterations:
 *   on fresh games 93/100 against greedy and 32/40 against `sparring`, where 2 × 1000
 *   five-turn playouts scored 89/100 and 29/40 (docs/ai.md, "Orbs hard: playouts to the end
 *   of the game").
 */
import type { SearchParams } from './search/ismcts';

export interface LevelParams {
  normal: SearchParams;
  hard: SearchParams;
}

/** Scale the budget (arena quick runs, tests): iterations and time cap alike. */
export function scaled(p: SearchParams, scale: number): SearchParams {
  if (!(scale > 0) || !Number.isFinite(scale))
    throw new Error(`budget scale must be a positive number, got ${scale}`);
  return {
    ...p,
    iterations: Math.max(1, Math.round(p.iterations * scale)),
    maxMs: p.maxMs * scale,
  };
}
