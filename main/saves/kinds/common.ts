/** Schema pieces shared by several save kinds. */
import * as v from 'valibot';
import { isJsonValue, JsonValue } from '../json-value';
import { SAVE_ID_PATTERN } from '../ids';

/** A card id from a card list, e.g. `parasite` (Clash) — the pools are data, so only the shape is checked. */
export const CardIdSchema = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$/, 'not a card id'),
);

export const SaveIdSchema = v.pipe(v.string(), v.regex(SAVE_ID_PATTERN, 'not a save id'));

/** An ISO-8601 timestamp as produced by Date.toISOString(). */
export const IsoDateSchema = v.pipe(
  v.string(),
  v.check(
    (s) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/.test(s) && !Number.isNaN(Date.parse(s)),
    'not an ISO date',
  ),
);

/** Engine options/actions: opaque here, but they must be plain JSON to survive a save. */
export const JsonValueSchema = v.custom<JsonValue>(isJsonValue, 'not plain JSON data');

/** Seeds are 32-bit unsigned integers (engine/rng.ts seedRng). */
export const SeedSchema = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(0xffffffff));

export const GameIdSchema = v.picklist(['clash', 'orbs']);

export const SeatSchema = v.picklist([0, 1]);

/** Who plays: against the computer (which seat is the human, what AI level) or two humans at one screen. */
export const ModeSchema = v.variant('kind', [
  v.object({
    kind: v.literal('vs-ai'),
    humanSeat: SeatSchema,
    /** The AI's level as the AI module names it (e.g. "easy", "3"); kept as text so stats can group by it. */
    aiLevel: v.pipe(v.string(), v.minLength(1), v.maxLength(32)),
  }),
  v.object({ kind: v.literal('hotseat') }),
]);
export type GameMode = v.InferOutput<typeof ModeSchema>;

export const PlayerNameSchema = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(40));

/** The deck a seat used, by id and by the name it had then (the deck may be renamed or deleted later). */
export const DeckRefSchema = v.object({
  id: v.optional(SaveIdSchema),
  name: v.pipe(v.string(), v.maxLength(60)),
});

export const SeatInfoSchema = v.object({
  name: PlayerNameSchema,
  deck: v.optional(DeckRefSchema),
});
export type SeatInfo = v.InferOutput<typeof SeatInfoSchema>;

export const SeatsSchema = v.tuple([SeatInfoSchema, SeatInfoSchema]);

export const WinnerSchema = v.union([SeatSchema, v.literal('draw')]);
export type Winner = v.InferOutput<typeof WinnerSchema>;

/** Plain object check used by migrations, which must accept garbage without throwing. */
export function asRecord(x: unknown): Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x)
    ? (x as Record<string, unknown>)
    : {};
}
