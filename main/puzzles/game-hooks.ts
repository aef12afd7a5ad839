/**
 * What the puzzle solver needs to know of each game beyond the GameRules contract: which
 * action ends your turn at once ("doing nothing"), which moves are worth trying, and whether
 * your Bastion still stands. Clash reuses the AI's filter of no-effect incantations
 * (main/ai/clash/turn-moves.ts), so the search does not branch on casts that change nothing.
 */
import { usefulClashActions } from '../ai/clash/turn-moves';
import type { AnyRules } from '../engine/registry';
import type { GameId, PlayerId } from '../engine/types';
import { clashRules } from '../games/clash/index';
import type { ClashAction, ClashState } from '../games/clash/types';
import { orbsRules } from '../games/orbs/index';
import type { OrbsAction } from '../games/orbs/types';

/** The fields both games' states share that the goals read. */
export interface PuzzleState {
  turn: number;
  active: PlayerId;
  winner: PlayerId | 'draw' | null;
}

export interface GameHooks {
  rules: AnyRules;
  /** The action that ends the current step without doing anything (Clash: the assault; Orbs: end the phase). */
  isPass(action: unknown): boolean;
  /** The moves the solver tries, in the rules' order (pointless ones left out). */
  moves(state: unknown): unknown[];
  /** Clash: `player`'s building still shows its Bastion side; Orbs: always true. */
  bastionStands(state: unknown, player: PlayerId): boolean;
}

const clashHooks: GameHooks = {
  rules: clashRules as unknown as AnyRules,
  isPass: (a) => (a as ClashAction).type === 'assault',
  moves: (s) => usefulClashActions(s as ClashState, clashRules.legalActions(s as ClashState)),
  bastionStands: (s, p) => !(s as ClashState).players[p].fort,
};

const orbsHooks: GameHooks = {
  rules: orbsRules as unknown as AnyRules,
  isPass: (a) => (a as OrbsAction).type === 'endPhase',
  moves: (s) => orbsRules.legalActions(s as never),
  bastionStands: () => true,
};

export const GAME_HOOKS: Record<GameId, GameHooks> = { clash: clashHooks, orbs: orbsHooks };
