/**
 * `replay-index.json`: one row per replay (its summary, and the row facts the services worked
 * out from it), so the first replay list after a start reads one file instead of every replay
 * and replays no game (issue #32 item 8: 8.2 s with 2,000 replays before). Derived data: if it
 * is missing, damaged or from another app version's rules, it is rebuilt from the replays.
 */
import * as v from 'valibot';
import { schemaKind } from '../document';
import { MAX_ACTIONS, ReplaySchema } from './game';
import { JsonValueSchema, SaveIdSchema } from './common';

export const ReplaySummarySchema = v.object({
  id: SaveIdSchema,
  ...v.omit(ReplaySchema, ['actions', 'options']).entries,
  actionCount: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_ACTIONS)),
});

const ReplayIndexSchema = v.object({
  /** The app version whose rules worked the facts out; another version's facts are redone. */
  appVersion: v.pipe(v.string(), v.maxLength(64)),
  entries: v.array(
    v.object({
      summary: ReplaySummarySchema,
      /** The services' row facts (opaque here; they check their shape when they read them). */
      facts: v.optional(JsonValueSchema),
    }),
  ),
});
export type ReplayIndexData = v.InferOutput<typeof ReplayIndexSchema>;

export const ReplayIndexKind = schemaKind<ReplayIndexData>({
  kind: 'replay-index',
  version: 1,
  schema: ReplayIndexSchema,
  pretty: false,
});
