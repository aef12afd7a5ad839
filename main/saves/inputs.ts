/**
 * What the app may pass to the save service. The renderer is untrusted (apps.md §3), so the
 * IPC layer may hand these `unknown` payloads straight to the service: each is validated here
 * and invalid input is refused with SaveError('invalid-input') before anything is written.
 */
import * as v from 'valibot';
import { DraftDataSchema } from './kinds/clash-draft';
import {
  GameIdSchema,
  JsonValueSchema,
  ModeSchema,
  SaveIdSchema,
  SeatsSchema,
  SeedSchema,
} from './kinds/common';
import { MAX_ACTIONS, ResultSchema } from './kinds/game';
import { DeckCardsSchema, DeckNameSchema } from './kinds/orbs-deck';
import { SaveError } from './errors';

export const DeckInputSchema = v.object({
  /** Omit to create a new deck; give to overwrite (or create with a fixed id, e.g. a shipped deck). */
  id: v.optional(SaveIdSchema),
  name: DeckNameSchema,
  cards: DeckCardsSchema,
});
export type DeckInput = v.InferInput<typeof DeckInputSchema>;

const { createdAt: _createdAt, ...draftFields } = DraftDataSchema.entries;
export const DraftInputSchema = v.object({ id: v.optional(SaveIdSchema), ...draftFields });
export type DraftInput = v.InferInput<typeof DraftInputSchema>;

export const NewGameInputSchema = v.object({
  id: v.optional(SaveIdSchema),
  game: GameIdSchema,
  options: JsonValueSchema,
  seed: SeedSchema,
  /** Seed of the computer's own random stream (fresh entropy, game-sessions.ts). */
  computerSeed: v.optional(SeedSchema),
  mode: ModeSchema,
  seats: SeatsSchema,
  draftId: v.optional(SaveIdSchema),
  /** Actions already taken, e.g. the draft picks when a saved draft is played again. */
  actions: v.optional(v.pipe(v.array(JsonValueSchema), v.maxLength(MAX_ACTIONS))),
});
export type NewGameInput = v.InferInput<typeof NewGameInputSchema>;

export const GameResultInputSchema = ResultSchema;
export type GameResultInput = v.InferInput<typeof GameResultInputSchema>;

export function validateInput<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
  what: string,
): v.InferOutput<S> {
  const r = v.safeParse(schema, input);
  if (!r.success) throw new SaveError('invalid-input', `invalid ${what}: ${v.summarize(r.issues)}`);
  return r.output;
}
