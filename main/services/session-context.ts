/**
 * What every piece of the running-games service shares (game-sessions.ts builds one per
 * service): the open games, the dependencies with their defaults filled in, and the two
 * values that change over the service's life (the use clock and the take-back setting).
 */
import { randomInt, randomUUID } from 'node:crypto';
import { fail } from '../engine/result';
import { DEFAULT_TAKE_BACK_POLICY, type TakeBackPolicy } from './take-back';
import type { ServiceErrorCode } from './types';
import type { Cancel, ComputerPlayer, GameSessionsDeps, Session } from './game-session-types';
import { randomComputer } from './random-computer';

export interface SessionContext {
  readonly deps: GameSessionsDeps;
  readonly sessions: Map<string, Session>;
  readonly computer: ComputerPlayer;
  readonly schedule: (run: () => void, ms: number) => Cancel;
  /** Pace of computer moves, so a human can follow them. */
  readonly delay: number;
  readonly newId: () => string;
  readonly newSeed: () => number;
  readonly newComputerSeed: () => number;
  readonly maxSessions: number;
  readonly logError: (message: string, err: unknown) => void;
  /** Bumped on every use of a game, for eviction (`makeRoom`). */
  clock: number;
  takeBackPolicy: TakeBackPolicy;
}

const defaultSchedule = (run: () => void, ms: number): Cancel => {
  const t = setTimeout(run, ms);
  return () => clearTimeout(t);
};

export function createSessionContext(deps: GameSessionsDeps): SessionContext {
  return {
    deps,
    sessions: new Map<string, Session>(),
    computer: deps.computer ?? randomComputer,
    schedule: deps.schedule ?? defaultSchedule,
    delay: deps.computerDelayMs ?? 400,
    newId: deps.newId ?? (() => `g-${randomUUID()}`),
    newSeed: deps.newSeed ?? (() => randomInt(0, 0xffffffff)),
    newComputerSeed: deps.newComputerSeed ?? (() => randomInt(0, 0xffffffff)),
    maxSessions: deps.maxSessions ?? 32,
    logError: deps.logError ?? ((message, err) => console.error(`[games] ${message}`, err)),
    clock: 0,
    takeBackPolicy: DEFAULT_TAKE_BACK_POLICY,
  };
}

export function copy<T>(x: T): T {
  return structuredClone(x);
}

/** A game another connection owns does not exist for this caller (no peeking by id). */
export function getSession(
  ctx: SessionContext,
  gameId: string,
  caller?: string,
): Session | { error: ReturnType<typeof fail<ServiceErrorCode>> } {
  const s = ctx.sessions.get(gameId);
  if (!s || (caller !== undefined && s.owner !== undefined && s.owner !== caller)) {
    return { error: fail('not-found', `no open game ${gameId}`) };
  }
  s.lastUsed = ++ctx.clock;
  return s;
}
