/**
 * `npx tsx scripts/orbs-deck-matrix.ts [--a greedy --b greedy --games 40 --seed 1]`: every
 * ordered pair of ready decks (A's deck × B's deck, seats alternated; main/ai/deck-matrix.ts)
 * and A's score per pair and per deck — how much of a level's arena score the deck draw
 * decides, and whether a ready deck is too weak to ship.
 */
import { deckMatrix, scoreByDeck } from '../main/ai/deck-matrix';
import type { ArenaLevel } from '../main/ai/arena';

const argv = process.argv.slice(2);
const get = (n: string, d: string): string => {
  const i = argv.indexOf(`--${n}`);
  return i >= 0 ? argv[i + 1]! : d;
};
const a = get('a', 'greedy') as ArenaLevel;
const b = get('b', 'greedy') as ArenaLevel;
const games = Number(get('games', '40'));
const seed = Number(get('seed', '1'));
const rows = deckMatrix(a, b, games, seed);
const ids = [...new Set(rows.map((r) => r.a))];
const pct = (x: number) => `${Math.round(100 * x)} %`;
console.log(
  `A (${a}) deck ↓ against B (${b}) deck →, A's score, ${games} games per cell, seed ${seed}\n`,
);
console.log(`| A's deck | ${ids.join(' | ')} | whole field |`);
console.log(`|---|${ids.map(() => '---|').join('')}---|`);
const by = scoreByDeck(rows);
for (const da of ids)
  console.log(
    `| ${da} | ${ids.map((db) => pct(rows.find((r) => r.a === da && r.b === db)!.score / games)).join(' | ')} | **${pct(by.get(da)!)}** |`,
  );
