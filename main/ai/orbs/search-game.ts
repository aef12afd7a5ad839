/**
 * The Orbs engine seen through the search adapter (../search/game.ts).
 */
import type { RngState } from '../../engine/rng';
import { applyQuiet, orbsRules } from '../../games/orbs/index';
import type { OrbsAction, OrbsState } from '../../games/orbs/types';
import type { SearchGame } from '../search/game';
import { AI_CARDS } from './cards';
import { orbsKey } from './keys';
import { greedyOrbsMove, type PlaySelector } from '../greedy/orbs';
import { evaluateOrbs, orbsPolicy, rankOrbsActions } from './heuristics';

export { orbsKey };

/**
 * Issue #19 item 6: hard ended Main Phases with energy unused while an Orb or object could
 * still be played — in a search whose playouts win or lose anyway, ending the turn scores
 * the same as playing. Playing a permanent you can afford is never worse than ending the
 * turn with the energy lost (§4.3), so ending is not offered while one is playable.
 */
export function searchActions(s: OrbsState): OrbsAction[] {
  const acts = orbsRules.legalActions(s);
  if (s.phase !== 'main') return acts;
  let permanent = false;
  for (const a of acts) {
    if (a.type === 'play') {
      const t = AI_CARDS[s.cards[a.card]!.def]!.def.type;
      if (t === 'orb' || t === 'object') {
        permanent = true;
        break;
      }
    }
  }
  return permanent ? acts.filter((a) => a.type !== 'endPhase') : acts;
}

/** The search adapter of normal (and of the game review): the fast heuristic policy. */
export const orbsSearchGame: SearchGame<OrbsState, OrbsAction> = {
  toMove: (s) => (s.winner === null ? s.active : null),
  outcome: (s) => s.winner,
  legalActions: searchActions,
  applyTrusted(s, a) {
    if (!applyQuiet(s, a))
      throw new Error(`AI applied an illegal Orbs action ${JSON.stringify(a)}`);
  },
  clone: (s) => orbsRules.clone(s),
  key: orbsKey,
  policy: (s: OrbsState, rng: RngState) => orbsPolicy(s, orbsRules.legalActions(s), rng),
  rootPrior: (s: OrbsState) => greedyOrbsMove(s),
  evaluate: evaluateOrbs,
  turn: (s) => s.turn,
  candidates: rankOrbsActions,
};

/**
 * The searching levels' adapter (issue #19; `orbsAi.levelGames`): the greedy player's move as
 * the playout and expansion policy (`greedyOrbsMove`, one-ply look-ahead for plays,
 * worst-case blocks for attacks). Why: as a player the heuristic policy scores 18 % against
 * the greedy sparring player, the greedy move 48 %, so playouts of greedy moves judge a
 * position as two sensible players would go on from it. A greedy playout step costs about
 * three heuristic ones, so hard has half the iterations (2 × 500 take about the time 2 × 1000
 * did). Arena, seed 1, no cap, against greedy: hard 166/200 (83 %) where the heuristic
 * playouts scored 76.3 %, and followed for five turns instead of three 177/200 (88.5 %);
 * normal gained nothing at three turns (261 vs 263 of 400) but much at five: 156/200 (78 %)
 * where heuristic three-turn playouts scored 132/200 (docs/ai.md, "Orbs hard: greedy
 * playouts", "Orbs normal: greedy five-turn playouts on two workers"). The review keeps the
 * heuristic adapter (`orbsSearchGame`): its calibration is fitted to it.
 */
export const orbsGreedySearchGame: SearchGame<OrbsState, OrbsAction> = {
  ...orbsSearchGame,
  policy: (s: OrbsState) => greedyOrbsMove(s, hardLookahead),
};

/**
 * At most this many plays a hard playout step looks ahead at (issue #19 item 6). Each
 * look-ahead copies the state, so without a bound a step on a wide board (30 Orbs a side with
 * abilities: 117 legal moves) cost 11.7 ms and one playout 139 ms, and a long game's
 * searches stopped at the clock after a few dozen iterations; with the bound (and the greedy
 * defend choice reading each Orb's AP and Armor from the aura table, aura-table.ts) 66 ms,
 * two to three heuristic playouts as on small boards (timed with two arena runs on the
 * machine: ratios, not figures). In 40 greedy self-play games 7.3 % of Main Phase steps had
 * more than 8 plays (up to 65); the bounded step chose another move in 29 of 3707 (0.8 %).
 */
export const HARD_LOOKAHEAD = 8;

/** The heuristic's best `HARD_LOOKAHEAD` plays (a cheap score each, no copy). */
export const hardLookahead: PlaySelector = (s, plays) =>
  plays.length > HARD_LOOKAHEAD ? rankOrbsActions(s, plays, HARD_LOOKAHEAD) : plays;
