/**
 * Orbs hard's search adapter (issue #34 item 4): the greedy five-turn playouts and the
 * heuristic's best six in the tree (./search-game.ts `orbsGreedySearchGame`), and at the
 * root normal's wider set — the heuristic's best six and the sparring player's candidates
 * (./normal-root.ts `normalRootCandidates`).
 *
 * Why: what beats hard is the sparring player's two-Orb blocks and counterattacks after hard
 * attacks and thins its home defence; its candidates (ending the phase, every strong attack,
 * the conversions and defends it weighs) give hard's tree those alternatives to compare.
 * Root only: the list costs a greedy move and the sparring player's one-ply ratings, too much
 * for every tree node. With 2 × 1000 iterations (./index.ts): 46/60 against `sparring` where
 * today's hard scored 39/60 on the same games (docs/ai.md, "Orbs hard with the sparring
 * candidates").
 */
import type { OrbsAction, OrbsState } from '../../games/orbs/types';
import type { SearchGame } from '../search/game';
import { normalRootCandidates } from './normal-root';
import { orbsGreedySearchGame } from './search-game';

export const orbsHardSearchGame: SearchGame<OrbsState, OrbsAction> = {
  ...orbsGreedySearchGame,
  rootCandidates: normalRootCandidates,
};
