/**
 * `npx tsx scripts/orbs-unused-energy.ts [--a hard --b greedy --games 20 --seed 1 --offset 0]`
 * (issue #19 item 6): in arena games (the numbering of `npm run arena`, no time cap), count
 * A's Main Phases that ended while A could still pay for a card in hand — split into Orbs and
 * objects (which `searchActions` never lets the search skip) and actions (which may rightly be
 * held: a Firebolt with no target worth it).
 */
import { playArenaGame } from '../main/ai/arena';
import { orbsRules } from '../main/games/orbs/index';
import { AI_CARDS } from '../main/ai/orbs/cards';
import type { OrbsAction, OrbsState, PlayerId } from '../main/games/orbs/types';
import { levelArg, scriptArgs, wholeArg } from './script-args';

const { values } = scriptArgs(
  process.argv.slice(2),
  { a: 'hard', b: 'greedy', games: '20', seed: '1', offset: '0' },
  'orbs-unused-energy.ts [--a L --b L --games N --seed N --offset K]',
);
const a = levelArg(values.a!, 'a');
const b = levelArg(values.b!, 'b');
const games = wholeArg(values.games!, '--games', 1);
const seed = wholeArg(values.seed!, '--seed');
const offset = wholeArg(values.offset!, '--offset');
let turns = 0;
let withPermanent = 0;
let withAction = 0;
/** Action cards held at those ends, by card id. */
const held = new Map<string, number>();
for (let g = offset; g < offset + games; g++) {
  const aSeat = (g % 2) as PlayerId;
  let pending: { permanent: boolean; action: boolean; ids: Set<string> } | null = null;
  playArenaGame(
    {
      game: 'orbs',
      levels: aSeat === 0 ? [a, b] : [b, a],
      seed: (seed * 1000003 + g) >>> 0,
      noTimeCap: true,
    },
    {
      beforeAction(state, p) {
        const s = state as OrbsState;
        pending = null;
        if (p !== aSeat || s.phase !== 'main') return;
        let permanent = false;
        let action = false;
        const ids = new Set<string>();
        for (const x of orbsRules.legalActions(s)) {
          if (x.type !== 'play' || s.cards[x.card]!.zone !== 'hand') continue;
          const t = AI_CARDS[s.cards[x.card]!.def]!.def.type;
          if (t === 'orb' || t === 'object') permanent = true;
          else {
            action = true;
            ids.add(AI_CARDS[s.cards[x.card]!.def]!.def.id);
          }
        }
        pending = { permanent, action, ids };
      },
      onAction(_state, p, act) {
        if (p !== aSeat || !pending || (act as OrbsAction).type !== 'endPhase') return;
        turns++;
        if (pending.permanent) withPermanent++;
        else if (pending.action) {
          withAction++;
          for (const id of pending.ids) held.set(id, (held.get(id) ?? 0) + 1);
        }
      },
    },
  );
  process.stderr.write(`\r${g - offset + 1}/${games} games`);
}
process.stderr.write('\n');
console.log(
  `${a} vs ${b}, games ${offset}–${offset + games - 1}: ${turns} Main Phases ended by ${a}; ` +
    `with an Orb or object in hand still affordable: ${withPermanent}; ` +
    `with only an action card affordable: ${withAction}` +
    (held.size
      ? ` (held: ${[...held]
          .sort((x, y) => y[1] - x[1])
          .map(([id, n]) => `${id} ${n}`)
          .join(', ')})`
      : ''),
);
