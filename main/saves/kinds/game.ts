/**
 * Games in progress (`games/<id>.json`, see action-journal.ts for the actions) and finished
 * games as replays (`replays/<id>.json`). A game is options + seed + actions (engine/replay.ts),
 * so a replay is the same record plus how it ended; a replay is also a bug report.
 */
import * as v from 'valibot';
import { schemaKind } from '../document';
import {
  GameIdSchema,
  IsoDateSchema,
  JsonValueSchema,
  ModeSchema,
  SaveIdSchema,
  SeatsSchema,
  SeedSchema,
  WinnerSchema,
} from './common';

/** Upper bound on one game's action list; far above any real game, it stops runaway files. */
export const MAX_ACTIONS = 20_000;

const GameFields = {
  game: GameIdSchema,
  options: JsonValueSchema,
  seed: SeedSchema,
  /**
   * Seed of the computer's own random stream (fresh entropy, never derived from `seed`), so a
   * resumed game and a replay ask the AI the same questions. Absent in saves made before it.
   */
  computerSeed: v.optional(SeedSchema),
  mode: ModeSchema,
  seats: SeatsSchema,
  /** The Clash draft this game was played from (for "play this draft again"). */
  draftId: v.optional(SaveIdSchema),
  startedAt: IsoDateSchema,
};

export const GameHeaderSchema = v.object({
  ...GameFields,
  /** Hints the player asked for so far (issue #32 item 9: kept across a quit); absent = none. */
  hints: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_ACTIONS))),
  /** Actions folded into this file at the last compaction; later ones are in the journal. */
  actions: v.pipe(v.array(JsonValueSchema), v.maxLength(MAX_ACTIONS)),
});
export type GameHeader = v.InferOutput<typeof GameHeaderSchema>;

export const GameInProgressKind = schemaKind<GameHeader>({
  kind: 'game-in-progress',
  version: 1,
  schema: GameHeaderSchema,
  pretty: false,
});

export const ResultSchema = v.object({
  winner: WinnerSchema,
  /** Why it ended, as the engine says it (e.g. "fort-destroyed", "concede"). */
  reason: v.optional(v.pipe(v.string(), v.maxLength(64))),
  /** Hints the player asked for during the game (issue #18); absent in older files = none counted. */
  hints: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
});
export type GameResult = v.InferOutput<typeof ResultSchema>;

export const ReplaySchema = v.object({
  ...GameFields,
  actions: v.pipe(v.array(JsonValueSchema), v.maxLength(MAX_ACTIONS)),
  result: ResultSchema,
  finishedAt: IsoDateSchema,
});
export type ReplayData = v.InferOutput<typeof ReplaySchema>;

export const ReplayKind = schemaKind<ReplayData>({
  kind: 'replay',
  version: 1,
  schema: ReplaySchema,
  pretty: false,
});
