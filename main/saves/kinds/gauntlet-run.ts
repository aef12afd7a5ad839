/**
 * Gauntlet runs (issue #31), `runs/<id>.json`: one file per run, rewritten (atomically) after
 * every game of it, kept when the run ends (the history screen lists finished runs). The run's
 * rules and transitions are main/gauntlet/run.ts; this is only the file's shape.
 *
 * v1 (current): { game, deck?, status, games[], current, startedAt, finishedAt? }
 */
import * as v from 'valibot';
import { AI_LEVELS } from '../../ai/level-names';
import { schemaKind } from '../document';
import { PlainNameSchema } from './plain-name';
import { CardIdSchema, GameIdSchema, IsoDateSchema, SaveIdSchema } from './common';

const LevelSchema = v.picklist(AI_LEVELS);
/** A ready deck's id (main/games/orbs/decks/ready.ts); the service checks it is a known one. */
const ReadyIdSchema = v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,40}$/, 'not a ready deck id'));

export const RunDeckSchema = v.object({
  name: v.pipe(PlainNameSchema, v.minLength(1), v.maxLength(60)),
  ready: v.optional(ReadyIdSchema),
  id: v.optional(SaveIdSchema),
  cards: v.pipe(v.array(CardIdSchema), v.minLength(1), v.maxLength(1000)),
});

const Count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000));

const PlayedGameSchema = v.object({
  gameId: SaveIdSchema,
  opponent: v.optional(ReadyIdSchema),
  level: LevelSchema,
  result: v.picklist(['won', 'lost', 'draw']),
  abandoned: v.optional(v.boolean()),
  // Added within version 1 (optional; a run written before has none): the game's figures.
  stats: v.optional(
    v.object({
      turns: Count,
      played: Count,
      dealt: Count,
      taken: Count,
    }),
  ),
});

export const RunDataSchema = v.pipe(
  v.object({
    game: GameIdSchema,
    deck: v.optional(RunDeckSchema),
    status: v.picklist(['playing', 'won', 'lost', 'abandoned']),
    games: v.pipe(v.array(PlayedGameSchema), v.maxLength(100)),
    current: v.nullable(
      v.object({ gameId: SaveIdSchema, opponent: v.optional(ReadyIdSchema), level: LevelSchema }),
    ),
    startedAt: IsoDateSchema,
    finishedAt: v.optional(IsoDateSchema),
  }),
  v.check((r) => r.game !== 'orbs' || r.deck !== undefined, 'an Orbs run needs its deck'),
  v.check(
    (r) => r.status === 'playing' || r.current === null,
    'a finished run has no current game',
  ),
);
export type RunFileData = v.InferOutput<typeof RunDataSchema>;

export const GauntletRunKind = schemaKind<RunFileData>({
  kind: 'gauntlet-run',
  version: 1,
  schema: RunDataSchema,
});
