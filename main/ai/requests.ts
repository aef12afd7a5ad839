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
 * Own once-per-turn ability use. The Orbs view carries it as well and the determinizer reads
 * the view's first (orbs/determinize.ts); the copy here is what the player itself remembers.
 */
export function orbsUsed(s: OrbsState, p: PlayerId): Record<string, number> {
  const used: Record<string, number> = {};
  for (const id of s.players[p].play) used[String(id)] = s.cards[id]!.used;
  return used;
}

/** Orbs: `p`'s view, its own deck list and ability use as knowledge. */
export function orbsRequest(
  s: OrbsState,
  p: PlayerId,
  deck: string[],
  seed: number,
  budgetScale?: number,
): SeatRequest & {
  game: 'orbs';
  view: OrbsView;
  knowledge: OrbsKnowledge & { used: Record<string, number> };
} {
  return {
    game: 'orbs',
    player: p,
    view: orbsRules.view(s, p),
    knowledge: { deck, used: orbsUsed(s, p) },
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
