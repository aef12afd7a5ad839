/**
 * What a seat of a running game is shown: its view with whose decision it is, the outcome
 * (a concession counts), the legal actions and whether a take-back is possible; the events as
 * that seat may see them; and the pushes to the human seats after an action.
 */
import type { Outcome, PlayerId } from '../engine/types';
import { takeBacksAllowed, undoableCount } from './take-back';
import type { PlayerView } from './types';
import type { Session } from './game-session-types';
import type { SessionContext } from './session-context';

/** The engine's outcome, or the winner when a seat conceded. */
export function outcomeOf(s: Session): Outcome {
  return s.conceded !== null ? (s.conceded === 0 ? 1 : 0) : s.rules.outcome(s.state);
}

export function toMoveOf(s: Session): PlayerId | null {
  return s.conceded !== null ? null : s.rules.toMove(s.state);
}

export function humanSeats(s: Session): PlayerId[] {
  return ([0, 1] as const).filter((p) => s.record.seats[p].kind === 'human');
}

/** How many actions `player` may take back right now (0: none). */
export function takeBackCount(ctx: SessionContext, s: Session, player: PlayerId): number {
  if (s.stalled !== null || s.pendingComputer !== null) return 0;
  if (toMoveOf(s) !== player || s.record.seats[player].kind !== 'human') return 0;
  if (!takeBacksAllowed(ctx.takeBackPolicy, s.record.seats)) return 0;
  return undoableCount(s.marks, player);
}

export function playerView(ctx: SessionContext, s: Session, player: PlayerId): PlayerView {
  const toMove = toMoveOf(s);
  const legal = toMove === player && s.stalled === null ? s.rules.legalActions(s.state) : null;
  const selfHarm: number[] = [];
  if (legal && s.rules.hurtsOnlyActor)
    legal.forEach((a, i) => {
      if (s.rules.hurtsOnlyActor!(s.state, a, player)) selfHarm.push(i);
    });
  return {
    gameId: s.id,
    game: s.record.game,
    player,
    view: s.rules.view(s.state, player),
    toMove,
    outcome: outcomeOf(s),
    legalActions: legal,
    actionCount: s.record.actions.length,
    takeBack: takeBackCount(ctx, s, player) > 0,
    ...(s.conceded !== null ? { endReason: 'conceded' as const, conceded: s.conceded } : {}),
    // Only when some action hurts only this player, so views without any stay as before.
    ...(selfHarm.length > 0 ? { selfHarm } : {}),
  };
}

export function eventsFor(s: Session, events: unknown[], player: PlayerId): unknown[] {
  const out: unknown[] = [];
  for (const e of events) {
    const seen = s.rules.eventFor(e, player);
    if (seen !== null) out.push(seen);
  }
  return out;
}

/**
 * Tell every human seat (but `answered`, who gets the action's answer instead) what `by`'s
 * action did, as that seat may see it; only the connection that owns the game hears it.
 */
export function pushUpdate(
  ctx: SessionContext,
  s: Session,
  by: PlayerId,
  events: unknown[],
  answered?: PlayerId,
): void {
  for (const p of humanSeats(s)) {
    if (p === answered) continue;
    ctx.deps.push(
      'game.update',
      { gameId: s.id, by, view: playerView(ctx, s, p), events: eventsFor(s, events, p) },
      s.owner,
    );
  }
}
