/**
 * Opening a game: a new one from options and a seed (`start`), or a saved one rebuilt from
 * seed + actions (`restore`, stopping at the first action the engine refuses). At the limit of
 * open games the least recently used one is closed first.
 */
import type { GameId } from '../engine/types';
import type { AnyRules } from '../engine/registry';
import { fail, ok } from '../engine/result';
import { canonicalAction } from './canonical-action';
import type { ActionMark } from './take-back';
import type { GameStartResult } from './types';
import type {
  RestoreRequest,
  RestoreResult,
  ServiceResult,
  Session,
  StartRequest,
} from './game-session-types';
import { copy, type SessionContext } from './session-context';
import { barrierOf } from './session-apply';
import { prepareComputer, scheduleComputer } from './computer-turns';

/**
 * Room for one more game: at the limit the least recently used game is closed. Games of
 * pages that went away are closed by `release` already; this catches the rest (a shell that
 * cannot tell, a page that keeps many games). Saved games stay on disk and can be resumed.
 */
function makeRoom(ctx: SessionContext): void {
  while (ctx.sessions.size >= ctx.maxSessions) {
    let oldest: Session | null = null;
    for (const x of ctx.sessions.values()) if (!oldest || x.lastUsed < oldest.lastUsed) oldest = x;
    if (!oldest) return;
    oldest.pendingComputer?.();
    ctx.sessions.delete(oldest.id);
  }
}

/** A new engine state; options the engine refuses are the caller's error, not ours. */
function createState(rules: AnyRules, game: GameId, options: unknown, seed: number) {
  try {
    return ok(rules.create(copy(options), seed));
  } catch (err) {
    return fail(
      'bad-request',
      `bad options for ${game}: ${err instanceof Error ? err.message : String(err)}`,
    );
  }
}

export function startSession(
  ctx: SessionContext,
  req: StartRequest,
): ServiceResult<GameStartResult> {
  const rules = ctx.deps.registry[req.game];
  if (!rules) return fail('not-found', `game ${req.game} is not available`);
  const seed = req.seed ?? ctx.newSeed();
  const created = createState(rules, req.game, req.options, seed);
  if (!created.ok) return created;
  const state = created.value;
  // Stored (and saved, replayed, reviewed) as the engine reads them: nothing else of the request.
  const options = rules.normalizeOptions ? rules.normalizeOptions(copy(req.options)) : req.options;
  makeRoom(ctx);
  const id = ctx.newId();
  const s: Session = {
    id,
    rules,
    state,
    record: {
      game: req.game,
      options: copy(options),
      seed,
      computerSeed: req.computerSeed ?? ctx.newComputerSeed(),
      seats: copy(req.seats),
      actions: [],
    },
    pendingComputer: null,
    stalled: null,
    owner: req.owner,
    lastUsed: ++ctx.clock,
    marks: [],
    conceded: null,
  };
  ctx.sessions.set(id, s);
  ctx.deps.observer?.started(id, copy(s.record));
  prepareComputer(ctx, s);
  scheduleComputer(ctx, s);
  // The seed goes back only if the player typed it: a drawn seed would reveal every deck.
  return ok({
    gameId: id,
    game: req.game,
    ...(req.seed === undefined ? {} : { seed: req.seed }),
    seats: copy(req.seats),
    toMove: rules.toMove(state),
  });
}

export function restoreSession(
  ctx: SessionContext,
  req: RestoreRequest,
): ServiceResult<RestoreResult> {
  const rules = ctx.deps.registry[req.game];
  if (!rules) return fail('not-found', `game ${req.game} is not available`);
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(req.id)) return fail('bad-request', 'bad game id');
  if (ctx.sessions.has(req.id)) return fail('bad-request', `game ${req.id} is already open`);
  makeRoom(ctx);
  const seed = req.seed ?? ctx.newSeed();
  const created = createState(rules, req.game, req.options, seed);
  if (!created.ok) return created;
  let state = created.value;
  const actions: unknown[] = [];
  const marks: ActionMark[] = [];
  let failedAt: number | null = null;
  for (let i = 0; i < req.actions.length; i++) {
    const backup = rules.clone(state);
    const by = rules.toMove(state);
    let applied: { ok: true; events: unknown[] } | null = null;
    // Saves from before canonical recording may hold actions as sent: keep the listed entry.
    const match = canonicalAction(rules.legalActions(state), req.actions[i]);
    const action = match.ok ? match.action : copy(req.actions[i]);
    try {
      const r = rules.apply(state, copy(action));
      if (r.ok) applied = r;
    } catch {
      state = backup;
    }
    if (!applied) {
      failedAt = i;
      break;
    }
    actions.push(action);
    marks.push({
      by: by ?? 0,
      barrier: by === null || barrierOf(ctx.logError, rules, backup, applied.events, state),
    });
  }
  const s: Session = {
    id: req.id,
    rules,
    state,
    record: {
      game: req.game,
      options: copy(req.options),
      seed,
      computerSeed: req.computerSeed ?? ctx.newComputerSeed(),
      seats: copy(req.seats),
      actions,
    },
    pendingComputer: null,
    stalled: null,
    owner: req.owner,
    lastUsed: ++ctx.clock,
    marks,
    conceded: null,
  };
  ctx.sessions.set(req.id, s);
  prepareComputer(ctx, s);
  scheduleComputer(ctx, s);
  // No seed in the answer: a restored game is a running game (its seed stays in main).
  return ok({
    gameId: req.id,
    game: req.game,
    seats: copy(req.seats),
    toMove: rules.toMove(state),
    restored: actions.length,
    failedAt,
  });
}
