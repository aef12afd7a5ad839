/**
 * The search adapter of Orbs normal and hard (`orbsAi.levelGames`; issue #19, issue #34 item
 * 4): greedy playouts and the heuristic's best six in the tree (./search-game.ts
 * `orbsGreedySearchGame`), and at the root the wider set of ./level-root.ts — the heuristic's
 * best six and the sparring player's candidates. The levels differ in their parameters only
 * (./index.ts): normal 2 × 250 iterations with playouts cut after five turns, hard 2 × 400
 * with playouts to the end of the game.
 *
 * Root only: the list costs a greedy move and the sparring player's one-ply ratings, too much
 * for every tree node. Normal was a paired flat search over that root until the same tree at a
 * quarter of hard's budget beat it on the same games (docs/ai.md, "Orbs normal as a small
 * tree").
 */
import type { OrbsAction, OrbsState } from '../../games/orbs/types';
import type { SearchGame } from '../search/game';
import { levelRootCandidates } from './level-root';
import { orbsGreedySearchGame } from './search-game';

export const orbsLevelSearchGame: SearchGame<OrbsState, OrbsAction> = {
  ...orbsGreedySearchGame,
  rootCandidates: levelRootCandidates,
};
