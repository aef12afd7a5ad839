/**
 * The Clash engine seen through the search adapter (../search/game.ts).
 */
import type { RngState } from '../../engine/rng';
import { clashRules } from '../../games/clash/index';
import type { ClashAction, ClashState } from '../../games/clash/types';
import type { SearchGame } from '../search/game';
import { clashPolicy, evaluateClash } from './heuristics';
import { usefulClashActions, winThisTurn } from './turn-moves';
import { greedyClashMove } from '../greedy/clash';

/** Stable across determinizations: cards are named by id, lanes and targets are public. */
export function clashKey(a: ClashAction): string {
  switch (a.type) {
    case 'assault':
      return 'a';
    case 'pick':
      return 'k' + a.card;
    case 'play':
      return 'target' in a
        ? `t${a.card}/${a.target.side}${a.target.lane}${a.target.index}`
        : `p${a.card}/${a.lane}`;
  }
}

export const clashSearchGame: SearchGame<ClashState, ClashAction> = {
  toMove: (s) => (s.winner === null ? s.active : null),
  outcome: (s) => s.winner,
  legalActions: (s) => usefulClashActions(s, clashRules.legalActions(s)),
  applyTrusted(s, a) {
    const r = clashRules.apply(s, a);
    if (!r.ok)
      throw new Error(
        `AI applied an illegal Clash action ${JSON.stringify(a)}: ${r.error.message}`,
      );
  },
  clone: (s) => clashRules.clone(s),
  key: (_s, a) => clashKey(a),
  policy: (s: ClashState, rng: RngState) =>
    clashPolicy(s, usefulClashActions(s, clashRules.legalActions(s)), rng),
  evaluate: evaluateClash,
  turn: (s) => s.turn,
  rootCheck: winThisTurn,
  rootPrior: (s) => greedyClashMove(s, 800),
};
