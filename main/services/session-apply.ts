/**
 * Applying one action to a running game, and whether it is a take-back barrier. Only the
 * engine's own listed action is applied and recorded (canonical-action.ts); whatever goes
 * wrong, the game is left exactly as before.
 */
import type { AnyRules } from '../engine/registry';
import { fail } from '../engine/result';
import { canonicalAction, MAX_ACTION_CHARS } from './canonical-action';
import type { ServiceErrorCode } from './types';
import type { Session } from './game-session-types';
import { copy, type SessionContext } from './session-context';

/** Whether an applied action is a take-back barrier (no rule in the engine: all are). */
export function barrierOf(
  logError: SessionContext['logError'],
  rules: AnyRules,
  before: unknown,
  events: unknown[],
  after: unknown,
): boolean {
  if (!rules.takeBackBarrier) return true;
  try {
    return rules.takeBackBarrier(before, events, after);
  } catch (err) {
    logError('the take-back rule failed; the action counts as a barrier', err);
    return true;
  }
}

/**
 * Apply one action; on rejection or a throw the state is exactly as before. What is applied
 * and recorded is the engine's own matching entry of `legalActions` (canonical-action.ts),
 * never the payload as sent. A backup clone guards against an engine that throws half-way
 * through (the contract forbids it, but a crashing engine must not leave a corrupt game).
 */
export function applyAction(
  ctx: SessionContext,
  s: Session,
  sent: unknown,
):
  | { ok: true; events: unknown[] }
  | { ok: false; error: ReturnType<typeof fail<ServiceErrorCode>> } {
  let text: string | undefined;
  try {
    text = JSON.stringify(sent);
  } catch {
    text = undefined;
  }
  if (text === undefined)
    return { ok: false, error: fail('bad-request', 'an action must be plain JSON data') };
  if (text.length > MAX_ACTION_CHARS) {
    return {
      ok: false,
      error: fail(
        'too-large',
        `an action may have at most ${MAX_ACTION_CHARS} characters of JSON, this one has ${text.length}`,
      ),
    };
  }
  const match = canonicalAction(s.rules.legalActions(s.state), sent);
  if (!match.ok) {
    // Not a listed action: the engine says why on a copy (the UI translates its error
    // code); the game itself is not touched.
    let result;
    try {
      result = s.rules.apply(s.rules.clone(s.state), copy(sent));
    } catch {
      return { ok: false, error: fail('bad-request', 'not an action this game understands') };
    }
    if (!result.ok)
      return { ok: false, error: fail('rule', result.error.message, result.error.code) };
    if (match.reason === 'ambiguous')
      return {
        ok: false,
        error: fail('bad-request', 'the action matches more than one legal action'),
      };
    ctx.logError(
      `engine ${s.record.game} accepts an action its legalActions does not list`,
      text.slice(0, 200),
    );
    return { ok: false, error: fail('rule', 'not a legal action now', 'not-legal') };
  }
  const action = match.action;
  const by = s.rules.toMove(s.state);
  const backup = s.rules.clone(s.state);
  let result;
  try {
    result = s.rules.apply(s.state, copy(action));
  } catch (err) {
    s.state = backup;
    ctx.logError(`engine ${s.record.game} threw on a legal action`, err);
    return { ok: false, error: fail('internal', 'the rules engine failed on this action') };
  }
  if (!result.ok)
    return { ok: false, error: fail('rule', result.error.message, result.error.code) };
  s.record.actions.push(copy(action));
  s.marks.push({
    by: by ?? 0,
    barrier: by === null || barrierOf(ctx.logError, s.rules, backup, result.events, s.state),
  });
  ctx.deps.observer?.applied(
    s.id,
    copy(action),
    s.record.actions.length - 1,
    s.rules.outcome(s.state),
  );
  return { ok: true, events: result.events };
}
