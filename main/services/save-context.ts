/**
 * What the pieces of the save service share (save-service.ts builds one): the store, the
 * games' rules, the write queue, the hint counts of open games and the session service once
 * it is attached.
 */
import type { GameId } from '../engine/types';
import type { SaveStore } from '../saves';
import type { AnyRules, GameRegistry, GameSessions } from './game-sessions';
import type { SaveQueue } from './save-queue';
import { SaveServiceError } from './save-service-error';
import type { SaveServiceDeps } from './save-service-types';

export interface SaveContext {
  readonly deps: SaveServiceDeps;
  readonly store: SaveStore;
  readonly registry: GameRegistry;
  readonly queue: SaveQueue;
  readonly logError: (message: string, err: unknown) => void;
  readonly now: () => Date;
  /** Hints asked for per open game; saved in its header, so a quit does not reset them. */
  readonly hintCounts: Map<string, number>;
  /** The session service, once attached (null before). */
  sessions: GameSessions | null;
}

export function needSessions(ctx: SaveContext): GameSessions {
  if (!ctx.sessions) throw new Error('save service used before attach(sessions)');
  return ctx.sessions;
}

export function rulesOf(ctx: SaveContext, game: GameId): AnyRules {
  const rules = ctx.registry[game];
  if (!rules) throw new SaveServiceError('not-found', `game ${game} is not available`);
  return rules;
}

/** Another page's open game does not exist for this caller (no taking over, no deleting). */
export function notElsewhere(s: GameSessions, saveId: string, caller: string | undefined): void {
  if (s.openElsewhere(saveId, caller))
    throw new SaveServiceError('not-found', `no saved game ${saveId}`);
}
