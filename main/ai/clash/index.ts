/**
 * The Clash computer opponent: determinizer, search adapter and level budgets.
 *
 * normal/hard: draft picks by measured card values (./draft-pick.ts), battle decisions by the
 * whole-turn plan search (./plan-search.ts, `CLASH_PLAN`) after the exact win-this-turn check.
 * `params` (ISMCTS) remain the budgets those searches are scaled from.
 */
import { cloneRng, type RngState } from '../../engine/rng';
import type { PlayerId } from '../../engine/types';
import type { ClashAction, ClashState, ClashView } from '../../games/clash/types';
import type { LevelParams } from '../levels';
import type { Determinizer } from '../search/game';
import type { SearchParams, SearchResult } from '../search/ismcts';
import { clashRules } from '../../games/clash/index';
import { clashDeterminizer } from './determinize';
import { draftPick } from './draft-pick';
import { planSearch, type PlanParams } from './plan-search';
import { clashSearchGame } from './search-game';
import { winThisTurn } from './turn-moves';

/**
 * Plan search per level. `iterationsPerSample`: the level's iteration budget (scaled, and
 * split between root-parallel parts) buys one determinization per this many iterations.
 */
/**
 * Hard's open-lane threat weights (player to move, other) at the plan search's cut-off
 * (`evaluateClashWithThreats`): screened on hard's 8 lost games of arena games 0–49 and
 * 80–109 against greedy (8/8 won; [0.5, 0.25]: 7/8), docs/ai.md.
 */
const THREAT_HARD: [number, number] = [0.9, 0.5];

export const CLASH_PLAN: Record<
  'normal' | 'hard',
  Omit<PlanParams, 'samples' | 'maxMs'> & { iterationsPerSample: number }
> = {
  normal: {
    candidates: 8,
    myLeaves: 1500,
    replyLeaves: 400,
    followLeaves: 400,
    iterationsPerSample: 100,
  },
  hard: {
    candidates: 12,
    myLeaves: 3000,
    replyLeaves: 1000,
    followLeaves: 1000,
    threat: THREAT_HARD,
    safety: true,
    iterationsPerSample: 150,
  },
};

export const clashAi = {
  game: clashSearchGame,
  determinizer(view: unknown, player: PlayerId, _knowledge: unknown): Determinizer<ClashState> {
    const v = view as ClashView;
    if (v.viewer !== player)
      throw new Error(`the view is player ${String(v.viewer)}'s, not player ${player}'s`);
    return clashDeterminizer(v, player);
  },
  search(
    det: Determinizer<ClashState>,
    player: PlayerId,
    level: 'normal' | 'hard',
    params: SearchParams,
    rng: RngState,
  ): SearchResult<ClashAction> | null {
    // The clock of this decision starts here: the win check's time comes out of the plan
    // search's share (it used to come on top: capped hard decisions reached 2.3 s).
    const t0 = performance.now();
    // A probe on a copy of the generator: the draft falls back to ISMCTS unshifted.
    const probe = det.sample(cloneRng(rng));
    if (probe.winner !== null || probe.active !== player) return null;
    if (probe.phase === 'draft')
      return { action: draftPick(probe, clashRules.legalActions(probe)), iterations: 0, stats: [] };
    // The exact win check may use a quarter of the clock (the plan search finds wins too).
    const sure = winThisTurn(probe, performance.now() + params.maxMs / 4);
    if (sure) return { action: sure, iterations: 0, stats: [] };
    const c = CLASH_PLAN[level];
    return planSearch(
      probe,
      det,
      player,
      {
        candidates: c.candidates,
        myLeaves: c.myLeaves,
        replyLeaves: c.replyLeaves,
        followLeaves: c.followLeaves ?? 0,
        ...(c.threat ? { threat: c.threat } : {}),
        ...(c.safety ? { safety: true } : {}),
        samples: Math.max(1, Math.round(params.iterations / c.iterationsPerSample)),
        maxMs: Math.max(1, params.maxMs - (performance.now() - t0)),
      },
      rng,
    );
  },
  params: {
    normal: {
      iterations: 1000,
      maxMs: 300,
      treeDepth: 1,
      rolloutTurns: 6,
      rolloutActions: 400,
      exploration: 0.7,
      rolloutNoise: 0.1,
      turnDiscount: 0.02,
      policyBonus: 0.1,
    },
    hard: {
      iterations: 6000,
      maxMs: 1600,
      treeDepth: 64,
      rolloutTurns: 6,
      rolloutActions: 400,
      exploration: 0.7,
      rolloutNoise: 0.1,
      turnDiscount: 0.02,
      policyBonus: 0.03,
      rootParallel: 2,
    },
  } satisfies LevelParams,
};
