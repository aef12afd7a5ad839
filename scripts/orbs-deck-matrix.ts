/**
 * `npx tsx scripts/orbs-deck-matrix.ts [--a greedy --b greedy --games 40 --seed 1]
 * [--row DECK[,DECK]] [--swap deck:from:to[:count],…]`: every ordered pair of ready decks
 * (A's deck × B's deck, seats alternated; main/ai/deck-matrix.ts) and A's score per pair and
 * per deck — how much of a level's arena score the deck draw decides, and whether a ready deck
 * is too weak to ship. `--row` plays only those rows (the same games as in the whole matrix);
 * `--swap` screens a change to ready decks (on both sides) before it is made.
 */
import { deckMatrix, parseSwaps, scoreByDeck } from '../main/ai/deck-matrix';
import { levelArg, scriptArgs, wholeArg } from './script-args';

const usage =
  'orbs-deck-matrix.ts [--a L --b L --games N --seed N --row DECK[,DECK] --swap deck:from:to[:n],…]';
const { values } = scriptArgs(
  process.argv.slice(2),
  { a: 'greedy', b: 'greedy', games: '40', seed: '1', row: '', swap: '' },
  usage,
);
const a = levelArg(values.a!, 'a');
const b = levelArg(values.b!, 'b');
const games = wholeArg(values.games!, '--games', 1);
const seed = wholeArg(values.seed!, '--seed');
const rowIds = values.row ? values.row.split(',') : undefined;
const lists = parseSwaps(values.swap!);
const rows = deckMatrix(a, b, games, seed, { rows: rowIds, lists });
if (rows.length === 0) throw new Error(`--row names no ready deck: ${values.row}\nusage: ${usage}`);
const ids = [...new Set(rows.map((r) => r.b))];
const rowDecks = [...new Set(rows.map((r) => r.a))];
const pct = (x: number) => `${Math.round(100 * x)} %`;
console.log(
  `A (${a}) deck ↓ against B (${b}) deck →, A's score, ${games} games per cell, seed ${seed}` +
    (values.swap ? `, decks changed: ${values.swap}` : '') +
    '\n',
);
console.log(`| A's deck | ${ids.join(' | ')} | whole field |`);
console.log(`|---|${ids.map(() => '---|').join('')}---|`);
const by = scoreByDeck(rows);
for (const da of rowDecks)
  console.log(
    `| ${da} | ${ids.map((db) => pct(rows.find((r) => r.a === da && r.b === db)!.score / games)).join(' | ')} | **${pct(by.get(da)!)}** |`,
  );
