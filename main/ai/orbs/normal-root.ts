/**
 * Orbs normal's root moves (issue #34 item 4): the heuristic's best four and the moves the
 * sparring player (../greedy/sparring-orbs.ts) would look ahead at — the greedy move, ending
 * the phase, the strongest attacks, one conversion per needed card kind, the best plays and
 * defends by one ply.
 *
 * Why: normal's root means lie close together, so which moves it compares often decides the
 * game, and the heuristic's four (always with ending the phase) leave out attacks, conversions
 * and defends the sparring player weighs. Arena, seed 1, no cap, the same games: 180/320
 * against `sparring` where the heuristic's four scored 158/320, and 166/200 against greedy
 * where they scored 155/200 — with twice the playouts (320), so that a move still gets about
 * as many paired samples (docs/ai.md, "Orbs levels against the sparring player, second try"
 * and "Orbs normal with the sparring candidates").
 */
import type { OrbsAction, OrbsState } from '../../games/orbs/types';
import type { SearchGame } from '../search/game';
import { greedyOrbsMove } from '../greedy/orbs';
import { sparringCandidates } from '../greedy/sparring-orbs';
import { rankOrbsActions } from './heuristics';
import { orbsKey } from './keys';
import { orbsGreedySearchGame } from './search-game';

/**
 * The heuristic's best `limit` of `acts`, then each sparring candidate that `acts` holds (by
 * key, once; ending the phase is left out where the search adapter does not offer it).
 * Costs one greedy move and the sparring player's one-ply ratings: meant for a search's
 * root, once a search part, not for every tree node.
 */
export function normalRootCandidates(
  s: OrbsState,
  acts: OrbsAction[],
  limit: number,
): OrbsAction[] {
  const offered = new Map<string, OrbsAction>();
  for (const a of acts) {
    const k = orbsKey(s, a);
    if (!offered.has(k)) offered.set(k, a);
  }
  const out = new Map<string, OrbsAction>();
  for (const a of rankOrbsActions(s, acts, limit)) out.set(orbsKey(s, a), a);
  // The sparring player's candidates come from all legal moves (orbsRules), `acts` from the
  // adapter's (no ending while a permanent is playable): keep only what the search offers.
  for (const a of sparringCandidates(s, greedyOrbsMove(s))) {
    const k = orbsKey(s, a);
    const mine = offered.get(k);
    if (mine !== undefined && !out.has(k)) out.set(k, mine);
  }
  return [...out.values()];
}

/**
 * Normal's adapter (`orbsAi.levelGames.normal`): greedy five-turn playouts as hard's
 * (./search-game.ts `orbsGreedySearchGame`), root moves by `normalRootCandidates`. Normal's
 * search is flat (`treeDepth: 1`, paired), so `candidates` runs at the root only.
 */
export const orbsNormalSearchGame: SearchGame<OrbsState, OrbsAction> = {
  ...orbsGreedySearchGame,
  candidates: normalRootCandidates,
};
