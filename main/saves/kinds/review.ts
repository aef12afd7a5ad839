/**
 * Game reviews (`reviews/<replayId>.json`, issue #18): the analysis of a replay, saved beside
 * it so a second opening is instant. One file per replay holding one review per (mode,
 * players) asked for. The review is derived data: a damaged or outdated file is moved aside
 * and the replay is simply analysed again.
 */
import * as v from 'valibot';
import { schemaKind } from '../document';
import { GameIdSchema, SaveIdSchema, SeatSchema } from './common';

const Prob = v.pipe(v.number(), v.minValue(0), v.maxValue(1));
const Step = v.pipe(v.number(), v.integer(), v.minValue(0));
const Short = v.pipe(v.string(), v.maxLength(80));

const MoveLabelSchema = v.object({
  kind: Short,
  card: v.optional(Short),
  lane: v.optional(v.picklist(['upper', 'lower'])),
  target: v.optional(Short),
});

const FactsSchema = v.object({
  bestWinsNow: v.optional(v.boolean()),
  fortExposed: v.optional(v.object({ life: v.number(), threat: v.number() })),
  wastedEnergy: v.optional(v.object({ energy: v.number() })),
  lostCard: v.optional(Short),
});

export const ReviewResultSchema = v.object({
  format: v.literal('review/1'),
  game: GameIdSchema,
  mode: v.picklist(['full', 'fair']),
  players: v.pipe(v.array(SeatSchema), v.minLength(1), v.maxLength(2)),
  iterations: v.pipe(v.number(), v.integer(), v.minValue(1)),
  curve: v.pipe(v.array(Prob), v.maxLength(20_001)),
  decisions: v.pipe(
    v.array(
      v.object({
        step: Step,
        player: SeatSchema,
        turn: v.nullable(v.number()),
        played: MoveLabelSchema,
        preferred: MoveLabelSchema,
        before: Prob,
        after: Prob,
        drop: Prob,
        mark: v.picklist(['best', 'good', 'inaccuracy', 'mistake', 'blunder']),
        facts: FactsSchema,
      }),
    ),
    v.maxLength(20_000),
  ),
  accuracy: v.tuple([v.nullable(v.number()), v.nullable(v.number())]),
  swings: v.pipe(
    v.array(v.object({ step: Step, player: SeatSchema, delta: v.number() })),
    v.maxLength(3),
  ),
  elapsedMs: v.pipe(v.number(), v.minValue(0)),
  actionCount: Step,
});

const ReviewFileSchema = v.object({
  replayId: SaveIdSchema,
  reviews: v.pipe(v.array(ReviewResultSchema), v.maxLength(6)),
});
export type ReviewFileData = v.InferOutput<typeof ReviewFileSchema>;

export const ReviewKind = schemaKind<ReviewFileData>({
  kind: 'replay-review',
  version: 1,
  schema: ReviewFileSchema,
  pretty: false,
});
