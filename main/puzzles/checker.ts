/**
 * Proves a puzzle (docs/puzzles.md "How the checker proves a puzzle"):
 * 1. a solution exists within its move limit, against every reply of the computer;
 * 2. doing nothing (ending each step at once) does not solve it;
 * 3. the first legal line (always the first legal action) does not solve it.
 * A fixed `{ level, seed }` computer is proven against every reply too: a line that beats
 * every reply beats that computer, so what the app shows can always be played.
 */
import { stateFromSetup } from '../games/start-positions';
import type { Puzzle } from './format';
import { GAME_HOOKS } from './game-hooks';
import { solve, solveShortest, type LineStep, type MovePolicy } from './solver';

export type CheckResult =
  { ok: true; solution: LineStep[]; nodes: number } | { ok: false; reason: string; nodes: number };

export interface CheckOptions {
  maxNodes?: number;
}

export function puzzleStart(p: Puzzle): { state: unknown; startTurn: number } {
  const state = stateFromSetup(p.game, p.setup);
  return { state, startTurn: (state as { turn: number }).turn };
}

export function checkPuzzle(p: Puzzle, o: CheckOptions = {}): CheckResult {
  const hooks = GAME_HOOKS[p.game];
  const { state, startTurn } = puzzleStart(p);
  let nodes = 0;
  const run = (policy: MovePolicy) => {
    const r = solve(hooks, state, {
      goal: p.goal,
      startTurn,
      movesLeft: p.limit.moves,
      policy,
      ...(o.maxNodes === undefined ? {} : { maxNodes: o.maxNodes }),
    });
    nodes += r.nodes;
    return r;
  };
  // Shortest first (iterative deepening on your moves): the solution shown is the cleanest.
  const found = solveShortest(hooks, state, {
    goal: p.goal,
    startTurn,
    movesLeft: p.limit.moves,
    ...(o.maxNodes === undefined ? {} : { maxNodes: o.maxNodes }),
  });
  nodes += found.nodes;
  if (found.status === 'limit')
    return { ok: false, reason: `no proof within the search limit (${found.nodes} nodes)`, nodes };
  if (found.status === 'unsolvable')
    return {
      ok: false,
      reason: `unsolvable: no line of at most ${p.limit.moves} moves reaches the goal against every reply`,
      nodes,
    };
  for (const [policy, what] of [
    ['pass', 'doing nothing'],
    ['first', 'the first legal line'],
  ] as const) {
    const r = run(policy);
    if (r.status === 'solved') return { ok: false, reason: `trivial: ${what} solves it`, nodes };
    if (r.status === 'limit')
      return {
        ok: false,
        reason: `could not prove that ${what} fails within the search limit`,
        nodes,
      };
  }
  return { ok: true, solution: found.line, nodes };
}
