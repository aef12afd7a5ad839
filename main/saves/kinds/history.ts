/**
 * Match history, `history.json`: one small entry per finished game, kept even when the
 * replay is deleted. One file (not one per game) because it is read whole for statistics and
 * only written when a game ends; if it is ever damaged it is rebuilt from the replays.
 */
import * as v from 'valibot';
import { schemaKind } from '../document';
import {
  GameIdSchema,
  IsoDateSchema,
  ModeSchema,
  SaveIdSchema,
  SeatsSchema,
  WinnerSchema,
} from './common';

export const HistoryEntrySchema = v.object({
  /** The game's save id; also its replay's id while the replay exists. */
  id: SaveIdSchema,
  game: GameIdSchema,
  mode: ModeSchema,
  seats: SeatsSchema,
  winner: WinnerSchema,
  reason: v.optional(v.pipe(v.string(), v.maxLength(64))),
  /** Hints used in the game (issue #18); absent for games before hints existed. */
  hints: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  actionCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  startedAt: IsoDateSchema,
  finishedAt: IsoDateSchema,
});
export type HistoryEntry = v.InferOutput<typeof HistoryEntrySchema>;

const HistoryDataSchema = v.object({ entries: v.array(HistoryEntrySchema) });
export type HistoryData = v.InferOutput<typeof HistoryDataSchema>;

export const HistoryKind = schemaKind<HistoryData>({
  kind: 'match-history',
  version: 1,
  schema: HistoryDataSchema,
  pretty: false,
});
