/**
 * One AI-versus-AI game, synchronously (the arena CLI runs many in worker threads; tests run
 * a few in-thread). Every decision gets only the mover's view (`rules.view`) and what that
 * player knows (its Orbs deck list, its own used abilities), exactly like the app will send;
 * every chosen action is applied through `rules.apply`, so an illegal choice fails loudly.
 */
import { nextU32, seedRng } from '../engine/rng';
import type { PlayerId } from '../engine/types';
import { clashRules } from '../games/clash/index';
import type { ClashPoolChoice } from '../games/clash/types';
import { orbsRules, READY_DECKS } from '../games/orbs/index';
import { decide } from './decide';
import { clashRequest, orbsRequest, type SeatRequest } from './requests';
import { greedyClash } from './greedy/clash';
import { greedyOrbs } from './greedy/orbs';
import { sparringOrbs } from './greedy/sparring-orbs';
import type { AiDecision, AiLevel, GameId, OrbsKnowledge } from './types';
import { AI_LEVELS, SPARRING_LEVELS, type SparringLevel } from './level-names';

/** Arena seats: the app's levels plus the sparring players (not offered in the menu). */
export type ArenaLevel = AiLevel | SparringLevel;
export const ARENA_LEVELS: readonly ArenaLevel[] = [...AI_LEVELS, ...SPARRING_LEVELS];

/** One arena decision: a sparring player, or the app's `decide` for a menu level. */
function arenaDecide(level: ArenaLevel, req: SeatRequest, noTimeCap: boolean): AiDecision {
  if (level === 'sparring') {
    if (req.game !== 'orbs') throw new Error('the sparring player plays Orbs only');
    const t0 = performance.now();
    const knowledge = req.knowledge as OrbsKnowledge | undefined;
    const action = sparringOrbs(req.view as never, req.player, knowledge, req.seed);
    return { action, elapsedMs: performance.now() - t0 };
  }
  if (level !== 'greedy') return decide({ ...req, level }, { noTimeCap });
  const t0 = performance.now();
  const action =
    req.game === 'clash'
      ? greedyClash(req.view as never, req.player, req.seed)
      : greedyOrbs(
          req.view as never,
          req.player,
          req.knowledge as OrbsKnowledge | undefined,
          req.seed,
        );
  return { action, elapsedMs: performance.now() - t0 };
}

export interface ArenaGameSpec {
  game: GameId;
  /** Level of seat 0 and seat 1. */
  levels: [ArenaLevel, ArenaLevel];
  seed: number;
  budgetScale?: number;
  /** Clash draft pool (default 'initiation'). */
  pool?: ClashPoolChoice;
  /**
   * Clash: who picks in the draft for seat 0 and seat 1, when it is not `levels` (the draft
   * pairing: the same battle AI, different pickers).
   */
  draftLevels?: [ArenaLevel, ArenaLevel];
  /** Run every search to its iteration budget (strength independent of the machine's load). */
  noTimeCap?: boolean;
  /** Stop after this many actions (a runaway game counts as a draw). */
  maxActions?: number;
  /** Orbs: the ready-made deck ids of seat 0 and 1 (default: each drawn at random). */
  decks?: [string, string];
  /**
   * Orbs: the card lists of seat 0 and 1 (one id per copy), instead of ready decks — the deck
   * lab plays a player's own deck this way (main/ai/lab). The result then names no deck ids.
   */
  deckLists?: [string[], string[]];
}

export interface ArenaDecisionStat {
  player: PlayerId;
  level: ArenaLevel;
  ms: number;
  iterations: number;
  /** A search that the wall-clock cap stopped before its iteration budget. */
  cut: boolean;
}

export interface ArenaGameResult {
  winner: PlayerId | 'draw';
  actions: number;
  decisions: ArenaDecisionStat[];
  /** Orbs: the ready-made deck ids of seat 0 and 1. */
  decks?: [string, string];
}

/** Derive the seed of one decision from the game seed and the action number. */
function decisionSeed(gameSeed: number, n: number): number {
  const r = seedRng((gameSeed ^ Math.imul(n + 1, 0x9e3779b1)) >>> 0);
  return nextU32(r);
}

/** In-thread only (scripts that study one game): called after every applied action. */
export interface ArenaHooks {
  onAction?: (state: unknown, player: PlayerId, action: unknown, decision: AiDecision) => void;
  /** Orbs: called before each decision with the state and the request the mover gets. */
  beforeAction?: (state: unknown, player: PlayerId, request: SeatRequest) => void;
}

/** One decision an arena game asks for: a seat's level and the request (the mover's view). */
export interface ArenaAsk {
  level: ArenaLevel;
  req: SeatRequest;
}

/**
 * The game loop without its decider: yields every decision it needs and gets the answer back
 * (`next(decision)`), so the same games run synchronously (`playArenaGame`, `decide` in this
 * thread) or through the app's worker service (bench/app/ai.ts, `playArenaGameWith`).
 */
export function* arenaGame(
  spec: ArenaGameSpec,
  hooks: ArenaHooks = {},
): Generator<ArenaAsk, ArenaGameResult, AiDecision> {
  const maxActions = spec.maxActions ?? 5000;
  const decisions: ArenaDecisionStat[] = [];
  const rng = seedRng(spec.seed >>> 0);
  const gameSeed = nextU32(rng);
  if (spec.game === 'clash') {
    const s = clashRules.create({ mode: 'draft', pool: spec.pool ?? 'initiation' }, gameSeed);
    let n = 0;
    for (; n < maxActions; n++) {
      const p = clashRules.toMove(s);
      if (p === null) break;
      const req = clashRequest(s, p, decisionSeed(spec.seed, n), spec.budgetScale ?? 1);
      const level = s.phase === 'draft' && spec.draftLevels ? spec.draftLevels[p] : spec.levels[p];
      const d = yield { level, req };
      decisions.push({
        player: p,
        level,
        ms: d.elapsedMs,
        iterations: d.iterations ?? 0,
        cut: d.cutByClock ?? false,
      });
      const r = clashRules.apply(s, d.action as never);
      if (!r.ok)
        throw new Error(
          `illegal Clash action by ${level}: ${JSON.stringify(d.action)} — ${r.error.message}`,
        );
      hooks.onAction?.(s, p, d.action, d);
    }
    return { winner: s.winner ?? 'draw', actions: n, decisions };
  }
  const ready = (i: 0 | 1) => {
    if (!spec.decks) return READY_DECKS[nextU32(rng) % READY_DECKS.length]!;
    const d = READY_DECKS.find((r) => r.id === spec.decks![i]);
    if (!d) throw new Error(`no ready deck ${spec.decks[i]}`);
    return d;
  };
  const lists = spec.deckLists;
  const a = lists ? null : ready(0);
  const b = lists ? null : ready(1);
  const decks: [string[], string[]] = lists
    ? [lists[0].slice(), lists[1].slice()]
    : [a!.cards.slice(), b!.cards.slice()];
  const s = orbsRules.create({ decks }, gameSeed);
  let n = 0;
  for (; n < maxActions; n++) {
    const p = orbsRules.toMove(s);
    if (p === null) break;
    const req = orbsRequest(s, p, decks[p], decisionSeed(spec.seed, n), spec.budgetScale ?? 1);
    hooks.beforeAction?.(s, p, req);
    const d = yield { level: spec.levels[p], req };
    decisions.push({
      player: p,
      level: spec.levels[p],
      ms: d.elapsedMs,
      iterations: d.iterations ?? 0,
      cut: d.cutByClock ?? false,
    });
    const r = orbsRules.apply(s, d.action as never);
    if (!r.ok)
      throw new Error(
        `illegal Orbs action by ${spec.levels[p]}: ${JSON.stringify(d.action)} — ${r.error.message}`,
      );
    hooks.onAction?.(s, p, d.action, d);
  }
  const w = s.winner;
  const winner = w === null ? 'draw' : w;
  return a && b
    ? { winner, actions: n, decisions, decks: [a.id, b.id] }
    : { winner, actions: n, decisions };
}

/** One arena game in this thread: every decision by `decide` (or the greedy player). */
export function playArenaGame(spec: ArenaGameSpec, hooks: ArenaHooks = {}): ArenaGameResult {
  const g = arenaGame(spec, hooks);
  for (let step = g.next(); ;) {
    if (step.done) return step.value;
    step = g.next(arenaDecide(step.value.level, step.value.req, spec.noTimeCap ?? false));
  }
}

/**
 * One arena game whose decisions come from `decideAsk` (e.g. the app's worker service for the
 * menu levels, `greedyDecide` for the greedy seat).
 */
export async function playArenaGameWith(
  spec: ArenaGameSpec,
  decideAsk: (ask: ArenaAsk) => Promise<AiDecision>,
): Promise<ArenaGameResult> {
  const g = arenaGame(spec);
  for (let step = g.next(); ;) {
    if (step.done) return step.value;
    step = g.next(await decideAsk(step.value));
  }
}

/** The greedy sparring player's move (not a menu level: it never goes to the AI service). */
export function greedyDecide(req: SeatRequest): AiDecision {
  return arenaDecide('greedy', req, false);
}

/** A sparring player's move (`greedy` or `sparring`; never through the AI service). */
export function sparringDecide(level: SparringLevel, req: SeatRequest): AiDecision {
  return arenaDecide(level, req, false);
}
