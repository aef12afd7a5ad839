/**
 * Ending or undoing on a player's word: take back the last action (take-back.ts decides when it
 * is allowed; the game is rebuilt from seed + the actions before it), or concede (issue #35).
 */
import type { PlayerId } from '../engine/types';
import { fail, ok } from '../engine/result';
import { takeBacksAllowed } from './take-back';
import type { GameActResult } from './types';
import type { ServiceResult } from './game-session-types';
import { copy, getSession, type SessionContext } from './session-context';
import { humanSeats, playerView, pushUpdate, takeBackCount, toMoveOf } from './session-view';

export function takeBackLast(
  ctx: SessionContext,
  gameId: string,
  player: PlayerId,
  caller?: string,
): ServiceResult<GameActResult> {
  const s = getSession(ctx, gameId, caller);
  if ('error' in s) return s.error;
  if (s.record.seats[player].kind !== 'human')
    return fail('rule', `player ${player} is played by the computer`, 'computer-seat');
  if (!takeBacksAllowed(ctx.takeBackPolicy, s.record.seats))
    return fail('rule', 'take-backs are turned off for this game', 'take-back-off');
  if (takeBackCount(ctx, s, player) === 0)
    return fail('rule', 'nothing can be taken back now', 'take-back-barrier');
  // Rebuild from seed + the actions before the last one: the engines are deterministic,
  // so this is exactly the position the player saw before it (no hidden card was drawn
  // since: the rule stops at every draw, trap, shuffle and turn start).
  const keep = s.record.actions.slice(0, -1);
  let state: unknown;
  try {
    state = s.rules.create(copy(s.record.options), s.record.seed);
    for (const a of keep) {
      if (!s.rules.apply(state, copy(a)).ok) throw new Error('a recorded action was refused');
    }
  } catch (err) {
    ctx.logError(`take-back could not rebuild ${s.id}`, err);
    return fail('internal', 'the game could not be rebuilt before the last action');
  }
  s.state = state;
  s.record.actions = keep;
  s.marks.pop();
  ctx.deps.observer?.takenBack?.(s.id, keep.length);
  pushUpdate(ctx, s, player, [], player);
  return ok({ view: playerView(ctx, s, player), events: [] });
}

export function concedeGame(
  ctx: SessionContext,
  gameId: string,
  player: PlayerId,
  caller?: string,
): ServiceResult<GameActResult> {
  const s = getSession(ctx, gameId, caller);
  if ('error' in s) return s.error;
  if (s.record.seats[player].kind !== 'human')
    return fail('rule', `player ${player} is played by the computer`, 'computer-seat');
  const toMove = toMoveOf(s);
  if (toMove === null) return fail('rule', 'the game is over', 'game-over');
  // Hotseat: the player at the screen is the one whose decision it is.
  if (humanSeats(s).length === 2 && toMove !== player)
    return fail(
      'rule',
      `it is player ${toMove}'s decision, not player ${player}'s`,
      'not-your-turn',
    );
  s.pendingComputer?.();
  s.pendingComputer = null;
  s.conceded = player;
  const winner: PlayerId = player === 0 ? 1 : 0;
  ctx.deps.observer?.conceded?.(s.id, player, winner);
  pushUpdate(ctx, s, player, [], player);
  return ok({ view: playerView(ctx, s, player), events: [] });
}
