/**
 * Running games, generic over the GameRules contract (main/engine/types.ts).
 *
 * Why here and not in the renderer: the main process is the only place a rule is decided.
 * A session keeps the full state; callers only ever get one player's `view` and events as
 * that player sees them (`eventFor`). Each session records seed + options + every applied
 * action, so it can be saved or replayed exactly (main/engine/replay.ts).
 *
 * Who may act: only a human seat, only when `toMove` is that seat. Computer seats move on
 * their own (scheduled, so the UI sees them one at a time) and their moves are pushed to
 * the human seats as `game.update`.
 */
import { stateHash } from '../engine/hash';
import { fail, ok } from '../engine/result';
import type { GameLogResult } from './types';
import type { GameSessions, GameSessionsDeps } from './game-session-types';
import { copy, createSessionContext, getSession } from './session-context';
import { eventsFor, outcomeOf, playerView, pushUpdate, toMoveOf } from './session-view';
import { applyAction } from './session-apply';
import { scheduleComputer } from './computer-turns';
import { restoreSession, startSession } from './session-open';
import { concedeGame, takeBackLast } from './session-undo';

// The service's pieces, one job each: game-session-types.ts (the shapes), session-context.ts
// (what they share), session-open.ts (start, restore), session-view.ts (what a seat sees),
// session-apply.ts (one action), computer-turns.ts (the computer's moves), session-undo.ts
// (take back, concede). Callers import everything from here, as before the split.
export type {
  AnyRules,
  Cancel,
  ComputerMoveRequest,
  ComputerPlayer,
  GameRegistry,
  GameSessions,
  GameSessionsDeps,
  RestoreRequest,
  RestoreResult,
  SessionObserver,
  SessionRecord,
  StartRequest,
} from './game-session-types';
export { randomComputer } from './random-computer';
export { computerSeedFor } from './computer-turns';

export function createGameSessions(deps: GameSessionsDeps): GameSessions {
  const ctx = createSessionContext(deps);

  return {
    start: (req) => startSession(ctx, req),
    restore: (req) => restoreSession(ctx, req),

    outcome(gameId) {
      const s = ctx.sessions.get(gameId);
      return s ? outcomeOf(s) : undefined;
    },

    openElsewhere(gameId, caller) {
      const s = ctx.sessions.get(gameId);
      return !!s && caller !== undefined && s.owner !== undefined && s.owner !== caller;
    },

    stateHash(gameId) {
      const s = ctx.sessions.get(gameId);
      return s ? stateHash(s.state) : null;
    },

    view(gameId, player, caller) {
      const s = getSession(ctx, gameId, caller);
      if ('error' in s) return s.error;
      if (s.record.seats[player].kind !== 'human') {
        return fail(
          'rule',
          `player ${player} is a computer seat; its view is hidden`,
          'computer-seat',
        );
      }
      return ok(playerView(ctx, s, player));
    },

    act(gameId, player, action, caller) {
      const s = getSession(ctx, gameId, caller);
      if ('error' in s) return s.error;
      if (s.record.seats[player].kind !== 'human') {
        return fail('rule', `player ${player} is played by the computer`, 'computer-seat');
      }
      if (s.stalled !== null) return fail('internal', `game stopped: ${s.stalled}`);
      const toMove = toMoveOf(s);
      if (toMove === null) return fail('rule', 'the game is over', 'game-over');
      if (toMove !== player)
        return fail(
          'rule',
          `it is player ${toMove}'s decision, not player ${player}'s`,
          'not-your-turn',
        );
      const applied = applyAction(ctx, s, action);
      if (!applied.ok) return applied.error;
      // In hotseat, the other human seat learns about the action by a push too.
      pushUpdate(ctx, s, player, applied.events, player);
      scheduleComputer(ctx, s);
      return ok({ view: playerView(ctx, s, player), events: eventsFor(s, applied.events, player) });
    },

    takeBack: (gameId, player, caller) => takeBackLast(ctx, gameId, player, caller),
    concede: (gameId, player, caller) => concedeGame(ctx, gameId, player, caller),

    setTakeBackPolicy(policy) {
      ctx.takeBackPolicy = policy;
    },

    close(gameId, caller) {
      const s = getSession(ctx, gameId, caller);
      if ('error' in s) return s.error;
      s.pendingComputer?.();
      ctx.sessions.delete(gameId);
      return ok({ closed: true });
    },

    log(gameId, player, caller) {
      const s = getSession(ctx, gameId, caller);
      if ('error' in s) return s.error;
      if (s.record.seats[player].kind !== 'human') {
        return fail(
          'rule',
          `player ${player} is a computer seat; its log is hidden`,
          'computer-seat',
        );
      }
      const state = s.rules.create(copy(s.record.options), s.record.seed);
      const opening = s.rules.openingEvents
        ? eventsFor(s, s.rules.openingEvents(state), player)
        : [];
      const entries: GameLogResult['entries'] = [];
      for (const action of s.record.actions) {
        const by = s.rules.toMove(state);
        const r = s.rules.apply(state, copy(action));
        // The session accepted every recorded action, so a refusal here is a broken engine.
        if (!r.ok || by === null)
          return fail('internal', `the log could not be rebuilt at action ${entries.length}`);
        entries.push({ by, events: eventsFor(s, r.events, player) });
      }
      return ok(opening.length > 0 ? { entries, opening } : { entries });
    },

    release(owner) {
      let n = 0;
      for (const s of [...ctx.sessions.values()]) {
        if (s.owner !== owner) continue;
        s.pendingComputer?.();
        ctx.sessions.delete(s.id);
        n++;
      }
      return n;
    },

    record(gameId) {
      const s = ctx.sessions.get(gameId);
      return s ? copy(s.record) : null;
    },

    dispose() {
      for (const s of ctx.sessions.values()) s.pendingComputer?.();
      ctx.sessions.clear();
    },
  };
}
