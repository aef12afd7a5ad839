/**
 * How much the ready-made deck decides an Orbs game (orbs.md 12.2: the decks that ship with
 * the app): every ordered pair of ready decks played between two arena levels, seats
 * alternated, each game from its own seed. Used by `scripts/orbs-deck-matrix.ts` (the
 * figures in docs/benchmarks.md) and by `deck-matrix.test.ts` (no ready deck is hopeless).
 *
 * Why it matters (issue #19): the arena deals each seat a random ready deck, so a deck that
 * loses most of its games whoever plays it caps every level's score against the greedy
 * player; and a player who picks that deck in the lobby has a poor game.
 */
import { nextU32, seedRng } from '../engine/rng';
import { READY_DECKS, orbsRules } from '../games/orbs/index';
import type { OrbsState, PlayerId } from '../games/orbs/types';
import { arenaDecide, type ArenaLevel } from './arena';

export interface DeckPairResult {
  /** A's deck and B's deck. */
  a: string;
  b: string;
  games: number;
  /** A's score: wins plus half the draws. */
  score: number;
}

function usedOf(s: OrbsState, p: PlayerId): Record<string, number> {
  const u: Record<string, number> = {};
  for (const id of s.players[p].play) u[String(id)] = s.cards[id]!.used;
  return u;
}

/** One game: A (level `a`, deck `da`) in seat `aSeat` against B; A's score. */
function playPair(
  a: ArenaLevel,
  b: ArenaLevel,
  da: readonly string[],
  db: readonly string[],
  aSeat: PlayerId,
  seed: number,
  maxActions: number,
): number {
  const rng = seedRng(seed >>> 0);
  const levels: [ArenaLevel, ArenaLevel] = aSeat === 0 ? [a, b] : [b, a];
  const decks: [string[], string[]] = aSeat === 0 ? [[...da], [...db]] : [[...db], [...da]];
  const s = orbsRules.create({ decks }, nextU32(rng));
  for (let n = 0; n < maxActions; n++) {
    const p = orbsRules.toMove(s);
    if (p === null) break;
    const req = {
      game: 'orbs' as const,
      player: p,
      view: orbsRules.view(s, p),
      knowledge: { deck: decks[p], used: usedOf(s, p) },
      seed: nextU32(rng),
      budgetScale: 1,
    };
    const d = arenaDecide(levels[p], req, true);
    const r = orbsRules.apply(s, d.action as never);
    if (!r.ok) throw new Error(`illegal Orbs action by ${levels[p]}: ${r.error.message}`);
  }
  return s.winner === aSeat ? 1 : s.winner === null ? 0.5 : 0;
}

/** Every ordered pair of the given ready decks (all by default), `games` games each. */
export function deckMatrix(
  a: ArenaLevel,
  b: ArenaLevel,
  games: number,
  seed: number,
  deckIds: readonly string[] = READY_DECKS.map((d) => d.id),
  maxActions = 3000,
): DeckPairResult[] {
  const decks = READY_DECKS.filter((d) => deckIds.includes(d.id));
  const out: DeckPairResult[] = [];
  let k = 0;
  for (const da of decks)
    for (const db of decks) {
      let score = 0;
      for (let g = 0; g < games; g++, k++)
        score += playPair(
          a,
          b,
          da.cards,
          db.cards,
          (g % 2) as PlayerId,
          seed * 7919 + k,
          maxActions,
        );
      out.push({ a: da.id, b: db.id, games, score });
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
