/**
 * Imported puzzles, `puzzles-imported.json`: the puzzle files a player imported (issue #31),
 * each kept whole as its `puzzle/1` JSON object, newest last. Main checked each one with the
 * format and the checker before it was added; this kind checks only the shape it stores (the
 * puzzle service reads every entry through parsePuzzle again, so a hand-edited entry that no
 * longer loads is listed as a problem, not played). A damaged file is moved aside like any
 * save (document-file.ts) and the list starts again from empty.
 */
import * as v from 'valibot';
import { schemaKind } from '../document';
import { isJsonValue } from '../json-value';
import { GameIdSchema, JsonValueSchema } from './common';

/** Most puzzles kept (a puzzle file is a few KB). */
export const MAX_IMPORTED_PUZZLES = 500;

export const ImportedPuzzleSchema = v.looseObject({
  format: v.literal('puzzle/1'),
  id: v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'not a puzzle id')),
  game: GameIdSchema,
  setup: JsonValueSchema,
});

const ImportedPuzzlesSchema = v.object({
  puzzles: v.pipe(
    v.array(
      v.pipe(
        ImportedPuzzleSchema,
        v.check((p) => isJsonValue(p), 'not plain JSON data'),
      ),
    ),
    v.maxLength(MAX_IMPORTED_PUZZLES, 'too many puzzles'),
  ),
});
export type ImportedPuzzles = v.InferOutput<typeof ImportedPuzzlesSchema>;

export const ImportedPuzzlesKind = schemaKind<ImportedPuzzles>({
  kind: 'imported-puzzles',
  version: 1,
  schema: ImportedPuzzlesSchema,
});
