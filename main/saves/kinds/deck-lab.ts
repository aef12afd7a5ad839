/**
 * Deck-lab results (`labs/<deckId>.json`, issue #31 item 3): the last "test this deck" run of
 * a saved Orbs deck, kept beside the deck rather than inside it, so a run never rewrites the
 * deck file and a damaged result costs only the result. `deckHash` (main/ai/lab/deck-lab.ts)
 * names the cards that were tested: once the deck changes, the result is shown as stale.
 * Derived data: a damaged or outdated file is moved aside (the deck simply has no result);
 * deleting the deck deletes it.
 *
 * v1 (current): { deckId, result: LabResult }
 */
import * as v from 'valibot';
import { schemaKind } from '../document';
import { MENU_LEVELS } from '../../ai/level-names';
import { IsoDateSchema, SaveIdSchema } from './common';

const Rate = v.pipe(v.number(), v.minValue(0), v.maxValue(1));
const Count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000));

const PairingSchema = v.pipe(
  v.object({
    opponent: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,40}$/, 'not a ready deck id')),
    games: Count,
    wins: Count,
    losses: Count,
    draws: Count,
    rate: Rate,
    low: Rate,
    high: Rate,
  }),
  v.check((p) => p.wins + p.losses + p.draws === p.games, 'wins, losses and draws do not add up'),
  v.check((p) => p.low <= p.rate && p.rate <= p.high, 'the rate lies outside its interval'),
);

export const LabResultSchema = v.object({
  format: v.literal('deck-lab/1'),
  deckHash: v.pipe(v.string(), v.regex(/^[0-9a-f]{1,32}$/, 'not a deck hash')),
  level: v.picklist(MENU_LEVELS),
  gamesPerPairing: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000)),
  pairings: v.pipe(v.array(PairingSchema), v.minLength(1), v.maxLength(20)),
  elapsedMs: v.pipe(v.number(), v.minValue(0)),
  finishedAt: IsoDateSchema,
});

const DeckLabFileSchema = v.object({ deckId: SaveIdSchema, result: LabResultSchema });
export type DeckLabFileData = v.InferOutput<typeof DeckLabFileSchema>;

export const DeckLabKind = schemaKind<DeckLabFileData>({
  kind: 'deck-lab',
  version: 1,
  schema: DeckLabFileSchema,
  pretty: false,
});
