/**
 * A new game — clash.md §3.1 (shuffle, random first picker of round 1), §3.2 (16 cards out of
 * the game), §10.1 (pool choice), §10.2 (preconstructed decks: no draft, each player's 8 cards
 * shuffled into the hand, random first player with 6 mana).
 *
 * Pool 'both': the initiation cards and the Cardhall set are shuffled together and the draft
 * reveals the first 16 (the draft always reveals 16 cards in 4 rounds).
 */
import { randInt, seedRng, shuffleInPlace } from '../../../engine/rng';
import { poolCards, preconstructedDeck } from '../cards';
import { DRAFT_SIZE, formHands } from './draft';
import { startTurn } from './turn';
import type { ClashDeckChoice, ClashOptions, ClashResolvedOptions, ClashState } from '../types';
import type { PlayerId } from '../../../engine/types';

const POOLS = ['initiation', 'cardhall', 'both'];
const DECKS: readonly unknown[] = [1, 2, 3, 4, 'random'];

/** Fill defaults and check the options; throws an Error with a clear message when invalid. */
export function resolveOptions(o: ClashOptions | undefined | null): ClashResolvedOptions {
  const opts = o ?? {};
  if (typeof opts !== 'object') throw new Error('Clash options must be an object');
  const mode = opts.mode ?? 'draft';
  if (mode !== 'draft' && mode !== 'preconstructed')
    throw new Error(`unknown Clash mode ${String(mode)}`);
  const pool = opts.pool ?? 'initiation';
  if (!POOLS.includes(pool)) throw new Error(`unknown Clash pool ${String(pool)}`);
  const decks = opts.decks ?? ['random', 'random'];
  if (
    !Array.isArray(decks) ||
    decks.length !== 2 ||
    !DECKS.includes(decks[0]) ||
    !DECKS.includes(decks[1])
  ) {
    throw new Error('Clash decks must be two of 1, 2, 3, 4, "random"');
  }
  if (decks[0] === decks[1] && decks[0] !== 'random')
    throw new Error('the two players need different decks');
  const handSeed = opts.handSeed;
  if (
    handSeed !== undefined &&
    !(Number.isInteger(handSeed) && handSeed >= 0 && handSeed <= 0xffffffff)
  )
    throw new Error('Clash handSeed must be an integer from 0 to 4294967295');
  const out: ClashResolvedOptions = { mode, pool, decks: [decks[0]!, decks[1]!] };
  if (handSeed !== undefined) out.handSeed = handSeed;
  return out;
}

export function emptyState(options: ClashResolvedOptions, seed: number): ClashState {
  const player = () => ({
    hand: [] as number[],
    fort: false,
    mana: 0,
    lanes: [[], []] as [[], []],
    drafted: [] as number[],
  });
  return {
    format: 'clash-state/1',
    options,
    rng: seedRng(seed),
    phase: 'draft',
    turn: 0,
    active: 0,
    winner: null,
    positions: [],
    players: [player(), player()],
    draft: null,
  };
}

export function createGame(o: ClashOptions, seed: number): ClashState {
  const options = resolveOptions(o);
  const state = emptyState(options, seed);
  const rng = state.rng;
  if (options.mode === 'draft') {
    const cards = shuffleInPlace(rng, poolCards(options.pool));
    const firstPicker = randInt(rng, 2) as PlayerId;
    state.draft = { pool: cards.slice(0, DRAFT_SIZE), picks: 0, takenMask: 0, firstPicker };
    state.active = firstPicker;
    return state;
  }
  const chosen = chooseDecks(options.decks, rng);
  state.players[0].drafted = preconstructedDeck(chosen[0]);
  state.players[1].drafted = preconstructedDeck(chosen[1]);
  formHands(state, null);
  startTurn(state, randInt(rng, 2) as PlayerId, 1, null);
  return state;
}

function chooseDecks(
  decks: [ClashDeckChoice, ClashDeckChoice],
  rng: ClashState['rng'],
): [number, number] {
  let a = decks[0];
  let b = decks[1];
  if (a === 'random') {
    const free = [1, 2, 3, 4].filter((d) => d !== b);
    a = free[randInt(rng, free.length)] as 1 | 2 | 3 | 4;
  }
  if (b === 'random') {
    const free = [1, 2, 3, 4].filter((d) => d !== a);
    b = free[randInt(rng, free.length)] as 1 | 2 | 3 | 4;
  }
  return [a, b];
}
