/**
 * The Orbs computer opponent: determinizer, search adapter and level budgets.
 */
import type { PlayerId } from '../../engine/types';
import type { OrbsState, OrbsView } from '../../games/orbs/types';
import type { LevelParams } from '../levels';
import type { Determinizer } from '../search/game';
import type { OrbsKnowledge } from '../types';
import { orbsDeterminizer } from './determinize';
import { orbsLevelSearchGame } from './level-game';
import { orbsSearchGame } from './search-game';

export const orbsAi = {
  game: orbsSearchGame,
  // Both levels search with one adapter (./level-game.ts): greedy playouts (docs/ai.md,
  // "Orbs hard: greedy playouts"), the sparring player's candidates added to the heuristic's
  // best six at the root (./level-root.ts); they differ in budget and playout length only
  // (below). `game` stays the heuristic adapter that the review's calibration is fitted to.
  levelGames: { normal: orbsLevelSearchGame, hard: orbsLevelSearchGame },
  determinizer(view: unknown, player: PlayerId, knowledge: unknown): Determinizer<OrbsState> {
    const v = view as OrbsView;
    if (v.viewer !== player)
      throw new Error(`the view is player ${String(v.viewer)}'s, not player ${player}'s`);
    return orbsDeterminizer(v, player, knowledge as OrbsKnowledge | undefined);
  },
  params: {
    normal: {
      // Issue #34 item 4: hard's tree at 2 × 250 (hard: 2 × 400) — a tree that plans the
      // turn's moves together (ISMCTS, greedy five-turn playouts, the sparring player's
      // candidates at the root: ./level-game.ts), two parts of 250 iterations. Against
      // `sparring` it scored 194/280 (69.3 %) on the arena's games 0–179 and 300–399 where
      // the paired flat search it replaces (320 playouts over the heuristic's best four and
      // the same candidates) scored 167/280, +39 / −12 on the same games (docs/ai.md, "Orbs
      // normal as a small tree"). Its decisions cost about twice the flat search's; the
      // 300 ms cap stays.
      iterations: 500,
      maxMs: 300,
      treeDepth: 64,
      rolloutTurns: 5,
      rolloutActions: 250,
      exploration: 0.5,
      rolloutNoise: 0.05,
      maxCandidates: 6,
      policyBonus: 0.03,
      turnDiscount: 0.02,
      rootParallel: 2,
    },
    hard: {
      // Greedy playouts (levelGames): one costs about three heuristic ones. Now: the sparring
      // player's candidates at the root (the best six), 2 × 400 iterations, and playouts run
      // to the end of the game with no cut-off evaluation.
      // How it got here: playouts were first cut after five turns, where the evaluation
      // judged (177/200 against greedy, 88.5 %; three turns had 83 %; docs/ai.md).
      // Issue #34 item 4: the root added the sparring player's candidates (levelGames,
      // ./level-game.ts) and the trees twice the iterations, 2 × 1000 — time the level had
      // unused (p100 695 ms with a second job): 46/60 against `sparring` on games 0–59, where
      // 2 × 500 over the best six scored 39/60 (docs/ai.md, "Orbs hard with the sparring
      // candidates").
      // Then (2026-12-05) playouts to the end of the game, no cut-off evaluation, at
      // 2 × 400 iterations, about the same decision time: on fresh games (arena seed 3) 93/100
      // against greedy where 2 × 1000 five-turn playouts scored 89/100 (+6 / −2 on the same
      // deals), 32/40 against `sparring` where they scored 29/40 (+6 / −3); on seed 1's games
      // 200–279 against `sparring` 50/80 against 47/80 (docs/ai.md, "Orbs hard: playouts to
      // the end of the game").
      iterations: 800,
      maxMs: 1600,
      treeDepth: 64,
      rolloutTurns: 99,
      rolloutActions: 1500,
      exploration: 0.5,
      rolloutNoise: 0.05,
      maxCandidates: 6,
      policyBonus: 0.03,
      turnDiscount: 0.02,
      rootParallel: 2,
    },
  } satisfies LevelParams,
};
