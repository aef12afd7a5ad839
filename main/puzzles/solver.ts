/**
 * The puzzle solver: a bounded, deterministic AND-OR search over the real engine.
 *
 * Your decisions (player 0) are OR nodes: one move that reaches the goal is enough. The
 * computer's decisions are AND nodes: every legal reply must still lose to you ("every
 * reply"; a puzzle's hidden cards are all known from its setup, so replies can be listed).
 * Equal positions with the same moves left are searched once (state hash). The search stops
 * at `maxNodes` applied actions and answers `limit` — never a guess — so the same puzzle
 * always gets the same answer on any machine.
 */
import { stateHash } from '../engine/hash';
import type { PlayerId } from '../engine/types';
import type { GameHooks, PuzzleState } from './game-hooks';
import type { PuzzleGoal } from './format';
import { goalStatus } from './goals';

/** How your moves are chosen: any (search), only ending the step at once, or the first legal one. */
export type MovePolicy = 'search' | 'pass' | 'first';

export interface SolveOptions {
  goal: PuzzleGoal;
  /** The game turn the puzzle started on (goals count from it). */
  startTurn: number;
  /** Your actions still allowed. */
  movesLeft: number;
  policy?: MovePolicy;
  /** Applied actions at most (default 400 000). */
  maxNodes?: number;
}

export interface LineStep {
  player: PlayerId;
  action: unknown;
}

export type SolveResult =
  | { status: 'solved'; line: LineStep[]; nodes: number }
  | { status: 'unsolvable'; nodes: number }
  | { status: 'limit'; nodes: number };

class NodeLimit extends Error {}

export function solve(hooks: GameHooks, root: unknown, opts: SolveOptions): SolveResult {
  const { rules } = hooks;
  const policy = opts.policy ?? 'search';
  const maxNodes = opts.maxNodes ?? 400_000;
  const memo = new Map<string, boolean>();
  /** Your winning move per position (for the line and the hint). */
  const best = new Map<string, unknown>();
  let nodes = 0;

  const yourMoves = (s: unknown): unknown[] => {
    if (policy === 'search') return hooks.moves(s);
    const all = rules.legalActions(s);
    if (policy === 'first') return all.slice(0, 1);
    const pass = all.find((a) => hooks.isPass(a));
    return pass === undefined ? all.slice(0, 1) : [pass];
  };

  const child = (s: unknown, a: unknown): unknown => {
    if (++nodes > maxNodes) throw new NodeLimit();
    const t = rules.clone(s);
    const r = rules.apply(t, a);
    if (!r.ok) throw new Error(`the engine refused its own legal action: ${r.error.message}`);
    return t;
  };

  const wins = (s: unknown, movesLeft: number): boolean => {
    const status = goalStatus(hooks, opts.goal, opts.startTurn, s, movesLeft);
    if (status !== 'open') return status === 'solved';
    const key = `${stateHash(s)}|${movesLeft}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let result: boolean;
    if ((s as PuzzleState).active === 0) {
      result = false;
      for (const a of yourMoves(s)) {
        if (wins(child(s, a), movesLeft - 1)) {
          best.set(key, a);
          result = true;
          break;
        }
      }
    } else {
      // Every reply, including ones that look pointless (a cast at one's own creature may
      // buy a life in Clash): the computer may pick any of them.
      result = true;
      for (const a of rules.legalActions(s)) {
        if (!wins(child(s, a), movesLeft)) {
          result = false;
          break;
        }
      }
    }
    memo.set(key, result);
    return result;
  };

  try {
    if (!wins(root, opts.movesLeft)) return { status: 'unsolvable', nodes };
  } catch (e) {
    if (e instanceof NodeLimit) return { status: 'limit', nodes: maxNodes };
    throw e;
  }
  return { status: 'solved', line: principalLine(hooks, root, opts, best), nodes };
}

/**
 * The solution as one line to show: your proven moves, and for the computer the first reply
 * that does something (a refuted reply is as good as any for showing the idea).
 */
function principalLine(
  hooks: GameHooks,
  root: unknown,
  opts: SolveOptions,
  best: Map<string, unknown>,
): LineStep[] {
  const { rules } = hooks;
  const line: LineStep[] = [];
  let s = rules.clone(root);
  let movesLeft = opts.movesLeft;
  for (let guard = 0; guard < 500; guard++) {
    if (goalStatus(hooks, opts.goal, opts.startTurn, s, movesLeft) !== 'open') break;
    const player = (s as PuzzleState).active;
    let action: unknown;
    if (player === 0) {
      action = best.get(`${stateHash(s)}|${movesLeft}`);
      movesLeft--;
    } else {
      const replies = rules.legalActions(s);
      action = replies.find((a) => !hooks.isPass(a)) ?? replies[0];
    }
    if (action === undefined) break;
    const t = rules.clone(s);
    if (!rules.apply(t, action).ok) break;
    line.push({ player, action });
    s = t;
  }
  return line;
}

/** The shortest solution (iterative deepening on your moves): the cleanest line to show. */
export function solveShortest(hooks: GameHooks, root: unknown, opts: SolveOptions): SolveResult {
  let nodes = 0;
  let last: SolveResult = { status: 'unsolvable', nodes: 0 };
  for (let m = 1; m <= opts.movesLeft; m++) {
    last = solve(hooks, root, { ...opts, movesLeft: m });
    nodes += last.nodes;
    if (last.status !== 'unsolvable') return { ...last, nodes };
  }
  return { ...last, nodes };
}
