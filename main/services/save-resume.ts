/**
 * Resuming a saved game: the session is rebuilt from seed + actions (engine/replay.ts
 * semantics: it stops at the first action the engine refuses, and the save is cut there).
 * Everything that can refuse is checked before an open copy of the game is closed.
 */
import type { GameId } from '../engine/types';
import type { GameStartResult } from './types';
import { needSessions, notElsewhere, rulesOf, type SaveContext } from './save-context';
import { resultOf } from './save-observer';
import { SaveServiceError } from './save-service-error';
import { seatsOf } from './save-seats';

export async function resumeSavedGame(
  ctx: SaveContext,
  saveId: string,
  owner?: string,
): Promise<GameStartResult> {
  const { store, registry, queue } = ctx;
  const { tracked } = queue;
  const s = needSessions(ctx);
  notElsewhere(s, saveId, owner);
  const pending = tracked.get(saveId);
  if (pending && pending.todo.length > 0) {
    // Moves acknowledged with a save warning are only in the live game: write them first,
    // or rebuilding from the disk would lose them. Refused (game left open) if it still fails.
    queue.enqueue(saveId, pending);
    await pending.chain;
    if (pending.todo.length > 0) {
      throw new SaveServiceError(
        'save',
        `game ${saveId} cannot be saved right now; it stays open`,
        'save-failing',
      );
    }
  }
  // Check before closing anything: a resume that is refused (no such save — e.g. a game
  // already finished —, a newer version, an unknown computer level, options this version
  // refuses) leaves the open game exactly as it was.
  await tracked.get(saveId)?.chain;
  let saved = await store.getGame(saveId);
  const seats = seatsOf(saved.mode);
  if (!seats)
    throw new SaveServiceError(
      'bad-request',
      `saved game ${saveId} has a computer level this version does not know`,
    );
  try {
    rulesOf(ctx, saved.game).create(structuredClone(saved.options), saved.seed);
  } catch (err) {
    if (err instanceof SaveServiceError) throw err;
    throw new SaveServiceError(
      'bad-request',
      `saved game ${saveId} has options this version refuses`,
    );
  }
  if (s.outcome(saveId) !== undefined && s.outcome(saveId) !== null) {
    throw new SaveServiceError('rule', `game ${saveId} is over`, 'game-over');
  }
  if (s.record(saveId)) {
    // Still open here (e.g. the page was reloaded): close it — which stops its computer —
    // and rebuild it from the save like any other, once its queued writes are on disk.
    s.close(saveId);
    await tracked.get(saveId)?.chain;
    saved = await store.getGame(saveId);
  }
  const r = s.restore({
    id: saveId,
    game: saved.game,
    options: saved.options,
    seed: saved.seed,
    computerSeed: saved.computerSeed,
    seats,
    actions: saved.actions,
    owner,
  });
  if (!r.ok) throw new SaveServiceError(r.error.code, r.error.message, r.error.ruleCode);
  ctx.hintCounts.set(saveId, saved.hints ?? 0);
  const { restored, failedAt, ...started } = r.value;
  if (!tracked.has(saveId)) {
    const t = queue.track(saveId);
    if (failedAt !== null) {
      // The engine refused a saved action (a damaged journal or changed rules): the game
      // goes on from just before it, so the save is cut to match the session.
      // The original files go to damaged/ first (reported like any damaged file).
      const detail = `action ${failedAt} is refused by the current rules; the game resumes after action ${restored}`;
      queue.enqueue(saveId, t, () => store.setAsideRefused(saveId, restored, detail));
      await t.chain;
      queue.fail(
        saveId,
        new Error(
          `action ${failedAt} of the saved game was refused by the rules; the game resumes after action ${restored}`,
        ),
      );
    }
    if (r.value.toMove === null && s.record(saveId)) {
      // Saved at its last action but not yet recorded as finished (a crash in between).
      const outcome = registry[saved.game]?.outcome(
        replayState(ctx, saved.game, saved.options, saved.seed, saved.actions.slice(0, restored)),
      );
      if (outcome !== undefined && outcome !== null)
        queue.enqueue(saveId, t, () => store.finishGame(saveId, resultOf(ctx, saveId, outcome)));
    }
  }
  return started;
}

function replayState(
  ctx: SaveContext,
  game: GameId,
  options: unknown,
  seed: number,
  actions: readonly unknown[],
): unknown {
  const rules = rulesOf(ctx, game);
  const state = rules.create(structuredClone(options), seed);
  for (const a of actions) rules.apply(state, structuredClone(a));
  return state;
}
