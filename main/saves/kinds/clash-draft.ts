/**
 * Clash drafts, `drafts/<id>.json`: enough to show the draft and to "play this draft again".
 *
 * The replayable part is options + seed + the draft actions (engine/replay.ts rebuilds the
 * state after the draft from them). `pool`, `picks` and `firstPicker` repeat what the draft
 * produced (clash.md 3.1–3.2) so a list of drafts can be shown without running the engine.
 */
import * as v from 'valibot';
import { PlainNameSchema } from './plain-name';
import { schemaKind } from '../document';
import {
  CardIdSchema,
  IsoDateSchema,
  JsonValueSchema,
  SaveIdSchema,
  SeatSchema,
  SeedSchema,
} from './common';

const CardList = v.pipe(v.array(CardIdSchema), v.maxLength(64));

export const DraftDataSchema = v.object({
  name: v.optional(v.pipe(PlainNameSchema, v.maxLength(60))),
  options: JsonValueSchema,
  seed: SeedSchema,
  /** The draft picks as engine actions, in order. */
  actions: v.pipe(v.array(JsonValueSchema), v.maxLength(1000)),
  /** Cards revealed during the draft, in reveal order. */
  pool: CardList,
  /** Cards each player took, in pick order. */
  picks: v.tuple([CardList, CardList]),
  firstPicker: SeatSchema,
  createdAt: IsoDateSchema,
  /** The game this draft came from, if any. */
  fromGameId: v.optional(SaveIdSchema),
});
export type DraftData = v.InferOutput<typeof DraftDataSchema>;

export const ClashDraftKind = schemaKind<DraftData>({
  kind: 'clash-draft',
  version: 1,
  schema: DraftDataSchema,
});
