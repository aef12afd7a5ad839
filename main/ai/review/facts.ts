/**
 * Position facts behind the review's one-line explanations (the templates in the renderer's
 * catalogues say them in English and Czech). Each fact is read from the real position, not
 * guessed from the numbers:
 * - the best move wins on the spot (a missed win, "lethal");
 * - Clash (clash.md §5.1–5.2, §7.5): the move played leaves the Fort with no more life than
 *   the opponent's unblocked attackers deal next turn;
 * - Orbs (orbs.md §4, §6): the main phase was ended with a card in hand still playable.
 */
import type { PlayerId } from '../../engine/types';
import { BUILDING, CLASH_CARDS, clashRules, cardIndexById } from '../../games/clash/index';
import type { ClashAction, ClashState } from '../../games/clash/types';
import { orbsRules } from '../../games/orbs/index';
import type { OrbsAction, OrbsState } from '../../games/orbs/types';
import type { ReviewFacts } from './types';

/** The best move's estimate from which "you had a winning move" is said even without a one-move win. */
const WINNING = 0.95;

function winsAtOnce<S, A>(
  rules: { clone(s: S): S; apply(s: S, a: A): { ok: boolean }; outcome(s: S): unknown },
  s: S,
  a: A,
  mover: PlayerId,
): boolean {
  const c = rules.clone(s);
  return rules.apply(c, structuredClone(a)).ok && rules.outcome(c) === mover;
}

/** What the opponent's creatures deal to `p`'s building next turn in lanes `p` leaves open. */
function clashThreat(s: ClashState, p: PlayerId): number {
  const opp = s.players[(1 - p) as PlayerId];
  let t = 0;
  for (const l of [0, 1] as const) {
    if (s.players[p].lanes[l].length > 0) continue;
    for (const c of opp.lanes[l]) t += CLASH_CARDS[c.card]!.attack;
  }
  return t;
}

export function clashFacts(
  s: ClashState,
  played: ClashAction,
  best: ClashAction,
  bestMean: number,
): ReviewFacts {
  const mover = s.active;
  const f: ReviewFacts = {};
  if (winsAtOnce(clashRules, s, best, mover) || bestMean >= WINNING) f.bestWinsNow = true;
  if (s.phase === 'summoning' && played.type === 'play' && !('target' in played)) {
    const c = clashRules.clone(s);
    const hand = c.players[mover].hand;
    const fromRight = hand.indexOf(cardIndexById(played.card)) > hand.indexOf(BUILDING);
    if (fromRight && clashRules.apply(c, structuredClone(played)).ok && c.winner === null) {
      const pl = c.players[mover];
      const life = pl.hand.length - 1 - pl.hand.indexOf(BUILDING);
      const threat = clashThreat(c, mover);
      if (pl.fort && threat > 0 && life <= threat) f.fortExposed = { life, threat };
    }
  }
  return f;
}

export function orbsFacts(
  s: OrbsState,
  played: OrbsAction,
  best: OrbsAction,
  bestMean: number,
): ReviewFacts {
  const mover = s.active;
  const f: ReviewFacts = {};
  if (winsAtOnce(orbsRules, s, best, mover) || bestMean >= WINNING) f.bestWinsNow = true;
  if (played.type === 'endPhase' && s.phase === 'main') {
    const canPlay = orbsRules.legalActions(s).some((a) => a.type === 'play' && a.from === 'hand');
    const energy = s.players[mover].energy.reduce((x, y) => x + y, 0);
    if (canPlay && energy > 0) f.wastedEnergy = { energy };
  }
  return f;
}
