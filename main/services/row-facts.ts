/**
 * What a saved-game row says beyond the save's header (issue #16 item 3): each seat's deck or
 * draft, the turn reached, and whether a saved action was refused. Worked out here in main
 * from the saved options, seed and actions, so the renderer only puts the facts into words
 * (both languages) and never needs the seed.
 *
 * The deck of a seat:
 * - Clash draft games: `draft` (with the saved draft's name when it was played from one);
 * - Clash box decks: the box deck number 1–4, read from the cards the engine dealt (a
 *   "random" choice is only known once the game is created from its seed);
 * - Orbs: the ready-made deck (its name in both languages), the player's own saved deck (its
 *   name when the game started), or a custom card list — from the save's seat info.
 */
import type { AnyRules } from '../engine/registry';
import type { GameId, PlayerId } from '../engine/types';
import { cardDef } from '../games/clash';
import type { ClashState } from '../games/clash/types';
import { READY_DECKS } from '../games/orbs/decks/ready';
import type { GameMode, JsonValue, SeatInfo } from '../saves';
import { turnOf } from './replay-stepper';
import type { SeatDeck } from './types';

export type { SeatDeck };

export interface RowFacts {
  /** The game's own turn counter after the last saved action; null if the engine has none. */
  turn: number | null;
  /** The engine refused the saved action at this index: the game resumes before it. */
  damagedAt: number | null;
  decks: [SeatDeck, SeatDeck];
}

/** The parts of a saved game or replay the facts come from. */
export interface RowSource {
  id: string;
  game: GameId;
  options: JsonValue;
  seed: number;
  mode: GameMode;
  seats: readonly SeatInfo[];
  actions: readonly JsonValue[];
  draftId?: string | undefined;
}

/** A saved draft's name by id, when the game was played from one (undefined: unnamed or gone). */
export type DraftNames = ReadonlyMap<string, string | undefined>;

function clashDecks(state: ClashState, src: RowSource, drafts: DraftNames): [SeatDeck, SeatDeck] {
  if (state.options.mode === 'draft') {
    const named = src.draftId !== undefined && drafts.has(src.draftId);
    const name = named ? drafts.get(src.draftId!) : undefined;
    const d: SeatDeck = named
      ? { kind: 'draft', savedDraft: name === undefined ? {} : { name } }
      : { kind: 'draft' };
    return [d, d];
  }
  const box = (p: PlayerId): SeatDeck => {
    const first = state.players[p].drafted[0];
    const n = first === undefined ? null : cardDef(first).preconstructedDeck;
    return n === null ? { kind: 'custom' } : { kind: 'box', box: n };
  };
  return [box(0), box(1)];
}

function orbsDeck(seat: SeatInfo | undefined): SeatDeck {
  const deck = seat?.deck;
  if (!deck) return { kind: 'custom' };
  const ready = deck.id?.startsWith('ready-')
    ? READY_DECKS.find((d) => `ready-${d.id}`.slice(0, 64) === deck.id)
    : undefined;
  if (ready) return { kind: 'ready', name: { en: ready.name.en, cs: ready.name.cs } };
  if (deck.id !== undefined) return { kind: 'own', name: deck.name };
  return { kind: 'custom' };
}

/** Never throws: a state this module cannot read (another engine's shape) has unknown decks. */
function decksOf(state: unknown, src: RowSource, drafts: DraftNames): [SeatDeck, SeatDeck] {
  if (src.game === 'orbs') return [orbsDeck(src.seats[0]), orbsDeck(src.seats[1])];
  try {
    return clashDecks(state as ClashState, src, drafts);
  } catch {
    return [{ kind: 'custom' }, { kind: 'custom' }];
  }
}

/**
 * Rebuilds the game from its seed and actions (stopping at the first refused one) and reads
 * the facts. Throws what the engine throws for options it refuses; the caller decides.
 */
export function rowFacts(rules: AnyRules, src: RowSource, drafts: DraftNames): RowFacts {
  const state = rules.create(structuredClone(src.options), src.seed);
  const decks = decksOf(state, src, drafts);
  let damagedAt: number | null = null;
  for (let i = 0; i < src.actions.length; i++) {
    if (!rules.apply(state, structuredClone(src.actions[i])).ok) {
      damagedAt = i;
      break;
    }
  }
  const perspective: PlayerId = src.mode.kind === 'vs-ai' ? src.mode.humanSeat : 0;
  return { turn: turnOf(rules.view(state, perspective)), damagedAt, decks };
}
