/**
 * Orbs decks: one file per deck, `decks/<id>.json`, the id being the file name.
 *
 * Why one file per deck: a damaged file costs one deck, not the collection; saving one deck
 * rewrites a few hundred bytes; two decks can be saved at once without waiting on each
 * other; a deck file can be copied between machines on its own. Deck legality (50+ cards,
 * at most 4 copies, orbs.md 2.1) is the deck builder's business: a half-built deck is saved too.
 *
 * v1 (Cardhall 0.0.x): { name, cards: string[] (one entry per copy), created: epoch ms }
 * v2 (current):        { name, cards: [{ id, count }] sorted by id, createdAt, updatedAt }
 */
import * as v from 'valibot';
import { PlainNameSchema } from './plain-name';
import { schemaKind } from '../document';
import { asRecord, CardIdSchema, IsoDateSchema } from './common';

export const MAX_COPIES_STORED = 99;

export const DeckNameSchema = v.pipe(
  PlainNameSchema,
  v.minLength(1, 'the deck needs a name'),
  v.maxLength(60),
);

export const DeckCardsSchema = v.pipe(
  v.array(
    v.object({
      id: CardIdSchema,
      count: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_COPIES_STORED)),
    }),
  ),
  v.maxLength(1000),
  v.check(
    (cards) => new Set(cards.map((c) => c.id)).size === cards.length,
    'a card id is listed twice',
  ),
  v.transform((cards) => [...cards].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))),
);
export type DeckCards = v.InferOutput<typeof DeckCardsSchema>;

const DeckDataV2 = v.object({
  name: DeckNameSchema,
  cards: DeckCardsSchema,
  createdAt: IsoDateSchema,
  updatedAt: IsoDateSchema,
});
export type DeckData = v.InferOutput<typeof DeckDataV2>;

/** v1 → v2: the flat copy list becomes counts; the epoch-ms creation time becomes ISO dates. */
export function migrateDeckV1toV2(input: unknown): unknown {
  const d = asRecord(input);
  const counts = new Map<string, number>();
  if (Array.isArray(d.cards)) {
    for (const id of d.cards) {
      if (typeof id !== 'string') throw new Error('a card entry is not a string');
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
  }
  const created =
    typeof d.created === 'number' && Number.isFinite(d.created) ? new Date(d.created) : new Date(0);
  const iso = Number.isNaN(created.getTime()) ? new Date(0).toISOString() : created.toISOString();
  return {
    name: d.name,
    cards: [...counts].map(([id, count]) => ({ id, count })),
    createdAt: iso,
    updatedAt: iso,
  };
}

export const OrbsDeckKind = schemaKind<DeckData>({
  kind: 'orbs-deck',
  version: 2,
  schema: DeckDataV2,
  migrations: [migrateDeckV1toV2],
});
