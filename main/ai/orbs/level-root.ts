/**
 * The root moves of Orbs normal's and hard's searches (issue #34 item 4): the heuristic's best
 * few and the moves the sparring player (../greedy/sparring-orbs.ts) would look ahead at — the
 * greedy move, ending the phase, the strongest attacks, one conversion per needed card kind,
 * the best plays and defends by one ply.
 *
 * Why: the heuristic's best (always with ending the phase) leave out attacks, conversions and
 * defends the sparring player weighs, and what beats the levels is that player's two-Orb
 * blocks and counterattacks after they thin their home defence. Arena, seed 1, no cap, the
 * same games: normal's flat search of the time scored 180/320 against `sparring` with these
 * moves where the heuristic's four scored 158/320, hard 46/60 where its best six scored 39/60
 * (docs/ai.md, "Orbs normal with the sparring candidates", "Orbs hard with the sparring
 * candidates").
 */
import type { OrbsAction, OrbsState } from '../../games/orbs/types';
import { greedyOrbsMove } from '../greedy/orbs';
import { sparringCandidates } from '../greedy/sparring-orbs';
import { rankOrbsActions } from './heuristics';
import { orbsKey } from './keys';

/**
 * The heuristic's best `limit` of `acts`, then each sparring candidate that `acts` holds (by
 * key, once; ending the phase is left out where the search adapter does not offer it).
 * Costs one greedy move and the sparring player's one-ply ratings: meant for a search's
 * root, once a search part, not for every tree node.
 */
export function levelRootCandidates(s: OrbsState, acts: OrbsAction[], limit: number): OrbsAction[] {
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
