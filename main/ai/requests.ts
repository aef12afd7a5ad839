/**
 * The decision request a seat gets from a full state, built in one place: the arena, the
 * review's self-play, the worker warm-up and the AI tests all ask the AI the way the app's
 * computer seat does (main/services/computer-ai.ts) — the mover's view, and in Orbs its own
 * deck list — never the state itself.
 */
import type { PlayerId } from '../engine/types';
import { clashRules } from '../games/clash/index';
import type { ClashState, ClashView } from '../games/clash/types';
import { orbsRules } from '../games/orbs/index';
import type { OrbsState, OrbsView } from '../games/orbs/types';
import type { AiRequest, OrbsKnowledge } from './types';

/** A request without its level: the caller picks the level per seat. */
export type SeatRequest = Omit<AiRequest, 'level'>;

/**
 * Orbs: `p`'s view and its own deck list as knowledge. (Ability use this turn is public and
 * the view carries it on every card in play, so the knowledge holds no copy of it.)
 */
export function orbsRequest(
  s: OrbsState,
  p: PlayerId,
  deck: string[],
  seed: number,
  budgetScale?: number,
): SeatRequest & {
  game: 'orbs';
  view: OrbsView;
  knowledge: OrbsKnowledge & { deck: string[] };
} {
  return {
    game: 'orbs',
    player: p,
    view: orbsRules.view(s, p),
    knowledge: { deck },
    seed,
    ...(budgetScale === undefined ? {} : { budgetScale }),
  };
}

/** Clash: `p`'s view (Clash has no knowledge beyond it). */
export function clashRequest(
  s: ClashState,
  p: PlayerId,
  seed: number,
  budgetScale?: number,
): SeatRequest & { game: 'clash'; view: ClashView } {
  return {
    game: 'clash',
    player: p,
    view: clashRules.view(s, p),
    seed,
    ...(budgetScale === undefined ? {} : { budgetScale }),
  };
}
