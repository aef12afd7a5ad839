/**
 * Row facts as the replay index keeps them (issue #32 item 8): written by this app, but read
 * back from a file the player can edit, so checked against this schema before a row uses them
 * (a row that fails is worked out again from its replay).
 */
import * as v from 'valibot';
import type { JsonValue } from '../saves';
import type { RowFacts } from './row-facts';

const Name = v.pipe(v.string(), v.maxLength(200));
const SeatDeckSchema = v.variant('kind', [
  v.object({
    kind: v.literal('draft'),
    savedDraft: v.optional(v.object({ name: v.optional(Name) })),
  }),
  v.object({ kind: v.literal('box'), box: v.pipe(v.number(), v.integer(), v.minValue(0)) }),
  v.object({ kind: v.literal('ready'), name: v.object({ en: Name, cs: Name }) }),
  v.object({ kind: v.literal('own'), name: Name }),
  v.object({ kind: v.literal('custom') }),
]);
const Count = v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0)));

/** What the index stores for a replay: its facts, or that today's rules refuse it. */
const StoredFactsSchema = v.variant('ok', [
  v.object({
    ok: v.literal(true),
    turn: Count,
    damagedAt: Count,
    decks: v.tuple([SeatDeckSchema, SeatDeckSchema]),
  }),
  v.object({ ok: v.literal(false) }),
]);

/** Facts worked out (or null: the rules refuse the replay's options), as the index keeps them. */
export function storedFacts(facts: RowFacts | null): JsonValue {
  return (facts ? { ok: true, ...facts } : { ok: false }) as JsonValue;
}

/** The stored facts back, or undefined when there are none usable (work them out again). */
export function readStoredFacts(stored: JsonValue | undefined): RowFacts | null | undefined {
  if (stored === undefined) return undefined;
  const r = v.safeParse(StoredFactsSchema, stored);
  if (!r.success) return undefined;
  if (!r.output.ok) return null;
  const { ok: _ok, ...facts } = r.output;
  return facts as RowFacts;
}
