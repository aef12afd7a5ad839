/**
 * A new game from options and a seed.
 * Implements orbs.md 2.1 (decks checked), 2.2 (18 HP, no energy), 2.3 (random first player,
 * shuffle, draw 7; the first player skips the first draw, so 7 and 8 cards).
 */
import type { OrbsOptions, OrbsState, PlayerId } from '../types';
import { randInt, seedRng, shuffleInPlace } from '../../../engine/rng';
import { defIndexById } from '../cards/pool';
import { validateDeck } from '../decks/validate';
import { ctx } from './action-context';
import { newInstance, newPlayer } from './state';
import { markUnshared } from './state-identity';
import { startTurn } from './turn';

/**
 * Validated decks, remembered by list identity with a copy of their contents: a benchmark or
 * an AI creating thousands of games from the same lists validates each list once.
 */
const validated = new WeakMap<object, { copy: string[]; defs: number[] }>();

/** The opening hand size (§2.3). */
const OPENING_HAND = 7;

function sameIds(a: string[], b: unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function deckDefs(list: unknown, p: number): number[] {
  if (Array.isArray(list)) {
    const hit = validated.get(list);
    if (hit && sameIds(hit.copy, list)) return hit.defs;
  }
  const problems = validateDeck(list);
  if (problems.length)
    throw new Error(
      `deck of player ${p} is not legal: ${problems.map((x) => x.message).join('; ')}`,
    );
  const ids = list as string[];
  const entry = { copy: ids.slice(), defs: ids.map((cardId) => defIndexById(cardId)!) };
  validated.set(ids, entry);
  return entry.defs;
}

export function createGame(options: OrbsOptions, seed: number): OrbsState {
  if (!options || !Array.isArray(options.decks) || options.decks.length !== 2) {
    throw new Error('Orbs options need `decks`: two lists of card ids');
  }
  const defLists = [deckDefs(options.decks[0], 0), deckDefs(options.decks[1], 1)];
  if (options.first !== undefined && options.first !== 0 && options.first !== 1)
    throw new Error('`first` must be 0 or 1');
  const state: OrbsState = {
    rng: seedRng(seed),
    turn: 1,
    active: 0,
    phase: 'defense',
    winner: null,
    players: [newPlayer(), newPlayer()],
    cards: [],
    benchCounter: 0,
  };
  const first: PlayerId = options.first ?? (randInt(state.rng, 2) as PlayerId);
  // Shuffle the card definitions first, then number the instances in deck order: an id then
  // says nothing about which card it is (ids appear in events the opponent sees, §3.1).
  // The opening hands (§2.3: 7 each) are the top 7 of each deck, dealt as the instances are
  // made: the same ids, order and zones as drawing them, without copying each drawn card
  // (`ownCopy`: nothing is shared before the state exists). A deck has at least 50 cards
  // (validateDeck), so the deal never runs out.
  for (let p = 0 as PlayerId; p < 2; p = (p + 1) as PlayerId) {
    const defs = defLists[p]!.slice();
    shuffleInPlace(state.rng, defs);
    const pl = state.players[p];
    for (let k = 0; k < defs.length; k++) {
      const c = newInstance(state, defs[k]!, p, k < OPENING_HAND ? 'hand' : 'deck');
      (k < OPENING_HAND ? pl.hand : pl.deck).push(c.id);
    }
    pl.deck.reverse(); // the top last (types.ts)
  }
  markUnshared(state);
  ctx.log = null;
  ctx.hurt = true;
  ctx.decked[0] = ctx.decked[1] = false;
  startTurn(state, first, false);
  return state;
}
