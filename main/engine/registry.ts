/**
 * Which games an app offers: game id → rules engine. The type lives beside the GameRules
 * contract so the engines' registry (main/games/registry.ts) and the services that run games
 * (main/services/game-sessions.ts) both depend on it downwards.
 */
import type { GameId, GameRules } from './types';

// Method-shorthand parameters in GameRules are bivariant, so every concrete engine fits this.
export type AnyRules = GameRules<unknown, unknown, unknown, unknown, unknown>;
export type GameRegistry = Partial<Record<GameId, AnyRules>>;
