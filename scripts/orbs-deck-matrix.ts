/**
 * `npx tsx scripts/orbs-deck-matrix.ts [--a greedy --b greedy --games 40 --seed 1]`: every
 * ordered pair of ready decks (A's deck × B's deck, seats alternated; main/ai/deck-matrix.ts)
 * and A's score per pair and per deck — how much of a level's arena score the deck draw
 * decides, and whether a ready deck is too weak to ship.
 */
import { deckMatrix, scoreByDeck } from '../main/ai/deck-matrix';
import { levelArg, scriptArgs, wholeArg } from './script-args';

const { values } = scriptArgs(
  process.argv.slice(2),
  { a: 'greedy', b: 'greedy', games: '40', seed: '1' },
  'orbs-deck-matrix.ts [--a L --b L --games N --seed N]',
);
const a = levelArg(values.a!, 'a');
const b = levelArg(values.b!, 'b');
const games = wholeArg(values.games!, '--games', 1);
const seed = wholeArg(values.seed!, '--seed');
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
