/**
 * How much the ready-made deck decides an Orbs game (orbs.md 12.2: the decks that ship with
 * the app): every ordered pair of ready decks played between two arena levels, seats
 * alternated, each game an arena game (`playArenaGame`, no time cap) with the decks given.
 * Used by `scripts/orbs-deck-matrix.ts` (the figures in docs/benchmarks.md) and by
 * `deck-matrix.test.ts` (no ready deck is hopeless).
 *
 * Why it matters (issue #19): the arena deals each seat a random ready deck, so a deck that
 * loses most of its games whoever plays it caps every level's score against the greedy
 * player; and a player who picks that deck in the lobby has a poor game.
 */
import { READY_DECKS, validateDeck } from '../games/orbs/index';
import type { PlayerId } from '../games/orbs/types';
import { playArenaGame, type ArenaLevel } from './arena';

export interface DeckPairResult {
  /** A's deck and B's deck. */
  a: string;
  b: string;
  games: number;
  /** A's score: wins plus half the draws. */
  score: number;
}

/** What a matrix plays beyond the defaults (every ready deck, as shipped). */
export interface DeckMatrixOptions {
  /** The ready decks that take part (default: all, in READY_DECKS order). */
  decks?: readonly string[];
  /**
   * A's decks, the matrix's rows (default: every deck taking part). A row played alone is the
   * same games as that row of the whole matrix: a game's seed comes from its cell's place in
   * the whole matrix, not from how many games ran before it.
   */
  rows?: readonly string[];
  /** Card lists that replace ready decks of these ids, on both sides (`swapCards`). */
  lists?: Readonly<Record<string, readonly string[]>>;
}

/** Every ordered pair of the chosen ready decks, `games` games each. */
export function deckMatrix(
  a: ArenaLevel,
  b: ArenaLevel,
  games: number,
  seed: number,
  opts: DeckMatrixOptions = {},
): DeckPairResult[] {
  const ids = READY_DECKS.map((d) => d.id).filter((id) => !opts.decks || opts.decks.includes(id));
  const rows = ids.filter((id) => !opts.rows || opts.rows.includes(id));
  const cards = (id: string) =>
    (opts.lists?.[id] ?? READY_DECKS.find((d) => d.id === id)!.cards).slice();
  const out: DeckPairResult[] = [];
  for (const da of rows)
    for (const db of ids) {
      let k = (ids.indexOf(da) * ids.length + ids.indexOf(db)) * games;
      let score = 0;
      for (let g = 0; g < games; g++, k++) {
        const aSeat = (g % 2) as PlayerId;
        const pair: [string[], string[]] =
          aSeat === 0 ? [cards(da), cards(db)] : [cards(db), cards(da)];
        const r = playArenaGame({
          game: 'orbs',
          levels: aSeat === 0 ? [a, b] : [b, a],
          deckLists: pair,
          seed: (seed * 7919 + k) >>> 0,
          noTimeCap: true,
        });
        score += r.winner === aSeat ? 1 : r.winner === 'draw' ? 0.5 : 0;
      }
      out.push({ a: da, b: db, games, score });
    }
  return out;
}

/**
 * A ready deck's list with up to `count` copies of card `from` replaced by `to` (all copies
 * when `count` is omitted), for screening a change to a ready deck before it is made
 * (`scripts/orbs-deck-matrix.ts --swap`). Throws when the deck has no `from` or the result
 * is not a legal deck (orbs.md 2.1), so a screen never measures a deck the app could not ship.
 */
export function swapCards(
  cards: readonly string[],
  from: string,
  to: string,
  count = Infinity,
): string[] {
  if (!cards.includes(from)) throw new Error(`the deck has no ${from}`);
  let left = count;
  const out = cards.map((c) => (c === from && left-- > 0 ? to : c));
  const problems = validateDeck(out);
  if (problems.length > 0) throw new Error(problems.map((p) => p.message).join('; '));
  return out;
}

/**
 * `--swap` of the deck-matrix script: comma-separated `deck:from:to[:count]` edits of ready
 * decks, applied in order; returns the changed decks' lists by deck id.
 */
export function parseSwaps(text: string): Record<string, string[]> {
  const lists: Record<string, string[]> = {};
  for (const item of text.split(',').filter((x) => x.trim() !== '')) {
    const [deck, from, to, n, ...rest] = item.trim().split(':');
    const ready = READY_DECKS.find((d) => d.id === deck);
    if (!ready || !from || !to || rest.length > 0)
      throw new Error(`--swap wants deck:from:to[:count] with a ready deck id, got ${item}`);
    const count = n === undefined ? Infinity : Number(n);
    if (!Number.isInteger(count) && count !== Infinity) throw new Error(`bad count in ${item}`);
    if (count < 1) throw new Error(`bad count in ${item}`);
    lists[deck!] = swapCards(lists[deck!] ?? ready.cards, from, to, count);
  }
  return lists;
}

/** A's score with each deck over the whole field (every B deck, the mirror included). */
export function scoreByDeck(rows: readonly DeckPairResult[]): Map<string, number> {
  const sum = new Map<string, [number, number]>();
  for (const r of rows) {
    const t = sum.get(r.a) ?? [0, 0];
    sum.set(r.a, [t[0] + r.score, t[1] + r.games]);
  }
  return new Map([...sum].map(([d, [s, n]]) => [d, s / n]));
}
