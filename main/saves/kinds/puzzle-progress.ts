/**
 * Puzzle progress, `puzzles.json`: per puzzle (`<game>/<id>`, e.g. `clash/clear-the-way`)
 * whether it was solved, the fewest of your moves a solution took, and how many attempts
 * ended. One small file, read whole for the Puzzles screen; a damaged one is moved aside
 * like any save (document-file.ts) and progress starts again from empty.
 */
import * as v from 'valibot';
import { schemaKind } from '../document';
import { IsoDateSchema } from './common';

export const PUZZLE_KEY_PATTERN = /^(clash|orbs)\/[a-z0-9][a-z0-9-]{0,63}$/;

export const PuzzleRecordSchema = v.object({
  solved: v.boolean(),
  /** Your moves in the shortest solution played (absent until solved). */
  bestMoves: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000))),
  /** Attempts that ended (solved or failed). */
  attempts: v.pipe(v.number(), v.integer(), v.minValue(0)),
  solvedAt: v.optional(IsoDateSchema),
});
export type PuzzleRecord = v.InferOutput<typeof PuzzleRecordSchema>;

const PuzzleProgressSchema = v.object({
  puzzles: v.pipe(
    v.record(
      v.pipe(v.string(), v.regex(PUZZLE_KEY_PATTERN, 'not a puzzle key')),
      PuzzleRecordSchema,
    ),
    v.check((r) => Object.keys(r).length <= 10_000, 'too many puzzles'),
  ),
});
export type PuzzleProgress = v.InferOutput<typeof PuzzleProgressSchema>;

export const PuzzleProgressKind = schemaKind<PuzzleProgress>({
  kind: 'puzzle-progress',
  version: 1,
  schema: PuzzleProgressSchema,
});
