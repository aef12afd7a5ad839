/**
 * The computer's turns in a running game: scheduled at a human's pace, asked through the
 * ComputerPlayer (at once or from a worker), applied like a human's action and pushed to the
 * human seats. A computer that fails or answers with a refused action stalls the game.
 */
import type { PlayerId } from '../engine/types';
import { nextU32, seedRng } from '../engine/rng';
import type { ComputerLevel } from './types';
import type { Session } from './game-session-types';
import { copy, type SessionContext } from './session-context';
import { applyAction } from './session-apply';
import { pushUpdate, toMoveOf } from './session-view';

/**
 * The seed of the computer's decision after `actionIndex` actions: a function of the
 * computer seed and the position only, so a resumed or replayed game asks the AI exactly the
 * same questions with the same randomness, however often a decision was retried or aborted.
 */
export function computerSeedFor(computerSeed: number, actionIndex: number): number {
  const r = seedRng((computerSeed ^ Math.imul(actionIndex + 1, 0x9e3779b1)) >>> 0);
  return nextU32(r);
}

export function scheduleComputer(ctx: SessionContext, s: Session): void {
  if (s.pendingComputer || s.stalled !== null) return;
  const toMove = toMoveOf(s);
  if (toMove === null) return;
  const seat = s.record.seats[toMove];
  if (seat.kind !== 'computer') return;
  const cancelTimer = ctx.schedule(() => {
    s.pendingComputer = null;
    if (ctx.sessions.get(s.id) !== s) return; // closed meanwhile
    runComputerMove(ctx, s, toMove, seat.level);
  }, ctx.delay);
  s.pendingComputer = cancelTimer;
}

/** Ask the computer; a synchronous answer is applied at once, a promised one when it comes. */
function runComputerMove(
  ctx: SessionContext,
  s: Session,
  player: PlayerId,
  level: ComputerLevel,
): void {
  if (toMoveOf(s) !== player) return;
  const controller = new AbortController();
  const actionCount = s.record.actions.length;
  let answer: unknown;
  try {
    answer = ctx.computer.choose({
      game: s.record.game,
      options: copy(s.record.options),
      player,
      level,
      view: s.rules.view(s.state, player),
      seed: computerSeedFor(s.record.computerSeed, actionCount),
      rules: s.rules,
      state: s.rules.clone(s.state),
      signal: controller.signal,
    });
  } catch (err) {
    computerFailed(ctx, s, err);
    return;
  }
  if (!(answer instanceof Promise)) {
    finishComputerMove(ctx, s, player, answer);
    return;
  }
  s.pendingComputer = () => controller.abort();
  answer.then(
    (action) => {
      if (ctx.sessions.get(s.id) !== s || controller.signal.aborted) return;
      s.pendingComputer = null;
      // The game moved on meanwhile (cannot happen for a computer's own turn; be safe).
      if (s.record.actions.length !== actionCount) return scheduleComputer(ctx, s);
      finishComputerMove(ctx, s, player, action);
    },
    (err: unknown) => {
      if (ctx.sessions.get(s.id) !== s || controller.signal.aborted) return;
      s.pendingComputer = null;
      computerFailed(ctx, s, err);
    },
  );
}

function computerFailed(ctx: SessionContext, s: Session, err: unknown): void {
  s.stalled = 'computer could not choose an action';
  ctx.logError(`computer failed in ${s.id}`, err);
}

function finishComputerMove(
  ctx: SessionContext,
  s: Session,
  player: PlayerId,
  action: unknown,
): void {
  const applied = applyAction(ctx, s, action);
  if (!applied.ok) {
    // The engine's wording may name a card in the computer's hidden hand: only the codes
    // go into the answer and the log (issue #32 item 6).
    const { code, ruleCode } = applied.error.error;
    const why = ruleCode ? `${code}/${ruleCode}` : code;
    s.stalled = `computer action rejected (${why})`;
    ctx.logError(`computer action rejected in ${s.id}`, { code: 'rule', message: why });
    return;
  }
  pushUpdate(ctx, s, player, applied.events);
  scheduleComputer(ctx, s);
}

export function prepareComputer(ctx: SessionContext, s: Session): void {
  if (!s.record.seats.some((seat) => seat.kind === 'computer')) return;
  try {
    ctx.computer.prepare?.();
  } catch {
    // Only the first move is slower.
  }
}
