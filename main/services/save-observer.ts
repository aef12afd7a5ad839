/**
 * What the save service does when a game moves (the session service's observer hook): a new
 * game is saved before its first action, every applied action is appended to its journal, a
 * take-back cuts the journal, and a game that ends (or is conceded) becomes a replay plus a
 * history entry. Every write goes through the game's queue (save-queue.ts), in order.
 */
import type { PlayerId } from '../engine/types';
import { isPuzzleAttempt } from '../games/start-positions';
import type { SessionObserver, SessionRecord } from './game-sessions';
import type { SaveContext } from './save-context';
import { modeOf, seatInfos } from './save-seats';

/** Write a new game's header (and, for a draft played again, its picks). */
export async function saveNewGame(
  ctx: SaveContext,
  gameId: string,
  record: SessionRecord,
  extra: { draftId?: string; actions?: unknown[] } = {},
): Promise<void> {
  const { store } = ctx;
  const mode = modeOf(record.seats);
  if (!mode) return;
  const decks = record.game === 'orbs' ? await store.listDecks() : [];
  await store.startGame({
    id: gameId,
    game: record.game,
    options: record.options,
    seed: record.seed,
    computerSeed: record.computerSeed,
    mode,
    seats: seatInfos(record.game, record.options, record.seats, decks),
    ...(extra.draftId === undefined ? {} : { draftId: extra.draftId }),
    ...(extra.actions === undefined ? {} : { actions: extra.actions }),
  });
}

/** How a game ended, with the hints used when the player asked for any. */
export function resultOf(
  ctx: SaveContext,
  gameId: string,
  winner: PlayerId | 'draw',
): { winner: PlayerId | 'draw'; hints?: number } {
  const hints = ctx.hintCounts.get(gameId) ?? ctx.deps.hintsUsed?.(gameId) ?? 0;
  return hints > 0 ? { winner, hints } : { winner };
}

export function createSaveObserver(ctx: SaveContext): SessionObserver {
  const { store, queue } = ctx;
  const { tracked } = queue;
  return {
    started(gameId, record) {
      // Computer against computer cannot be described by a save's mode: it is only watched.
      if (!modeOf(record.seats)) return;
      // A puzzle attempt is not a game: not kept under Resume, no replay, no history or stats.
      if (isPuzzleAttempt(record.options)) return;
      const t = queue.track(gameId);
      queue.enqueue(gameId, t, () => saveNewGame(ctx, gameId, record));
    },
    applied(gameId, action, index, outcome) {
      const t = tracked.get(gameId);
      if (!t) return;
      queue.enqueue(gameId, t, () => store.appendAction(gameId, action, index));
      if (outcome !== null) {
        queue.enqueue(gameId, t, () => store.finishGame(gameId, resultOf(ctx, gameId, outcome)));
        void t.chain.then(() => {
          // Kept while writes are still to do: the next flush (quit) tries them again.
          if (tracked.get(gameId) === t && t.todo.length === 0) tracked.delete(gameId);
        });
      }
    },
    takenBack(gameId, remaining) {
      const t = tracked.get(gameId);
      if (t) queue.enqueue(gameId, t, () => store.takeBack(gameId, remaining));
    },
    conceded(gameId, _loser, winner) {
      const t = tracked.get(gameId);
      if (!t) return;
      queue.enqueue(gameId, t, () =>
        store.finishGame(gameId, { ...resultOf(ctx, gameId, winner), reason: 'conceded' }),
      );
      void t.chain.then(() => {
        if (tracked.get(gameId) === t && t.todo.length === 0) tracked.delete(gameId);
      });
    },
  };
}
