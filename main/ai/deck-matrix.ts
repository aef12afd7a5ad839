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
import { READY_DECKS } from '../games/orbs/index';
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

/** Every ordered pair of the given ready decks (all by default), `games` games each. */
export function deckMatrix(
  a: ArenaLevel,
  b: ArenaLevel,
  games: number,
  seed: number,
  deckIds: readonly string[] = READY_DECKS.map((d) => d.id),
): DeckPairResult[] {
  const ids = READY_DECKS.map((d) => d.id).filter((id) => deckIds.includes(id));
  const out: DeckPairResult[] = [];
  let k = 0;
  for (const da of ids)
    for (const db of ids) {
      let score = 0;
      for (let g = 0; g < games; g++, k++) {
        const aSeat = (g % 2) as PlayerId;
        const r = playArenaGame({
          game: 'orbs',
          levels: aSeat === 0 ? [a, b] : [b, a],
          decks: aSeat === 0 ? [da, db] : [db, da],
          seed: (seed * 7919 + k) >>> 0,
          noTimeCap: true,
        });
        score += r.winner === aSeat ? 1 : r.winner === 'draw' ? 0.5 : 0;
      }
      out.push({ a: da, b: db, games, score });
    }
  return out;
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
