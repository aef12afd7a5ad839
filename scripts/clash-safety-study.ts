/**
 * `npx tsx scripts/clash-safety-study.ts [--a hard --b normal --from 0 --to 40]`: plays the
 * games with game seeds from..to-1 in-thread (`playArenaGame`, seats alternated, no time cap),
 * and, at the end of each of A's
 * turns after which B can win at once, looks for a turn A could have played instead that
 * leaves B no win in any of 60 sampled orders of B's hand (issue #34 item 4). Prints one JSON
 * line per such turn (the start position and the safe line) and a count per game on stderr.
 * The positions of main/ai/clash/safety.test.ts come from this.
 */
import { playArenaGame, type ArenaLevel } from '../main/ai/arena';
import { BUILDING, clashRules } from '../main/games/clash/index';
import type { ClashState } from '../main/games/clash/types';
import { turnPlans } from '../main/ai/clash/plan-search';
import { winThisTurn } from '../main/ai/clash/turn-moves';
import { seedRng, shuffleInPlace } from '../main/engine/rng';

const argv = process.argv.slice(2);
const get = (n: string, d: string): string => {
  const i = argv.indexOf(`--${n}`);
  return i >= 0 ? argv[i + 1]! : d;
};
const a = get('a', 'hard') as ArenaLevel;
const b = get('b', 'normal') as ArenaLevel;
const from = Number(get('from', '0'));
const to = Number(get('to', '40'));

/** In how many of `n` sampled orders of the mover's hand (building in place) the mover wins now. */
function winningOrders(s: ClashState, n: number): number {
  const p = s.active;
  const hand = s.players[p].hand;
  const at = hand.indexOf(BUILDING);
  const rng = seedRng(7);
  let wins = 0;
  for (let i = 0; i < n; i++) {
    const t = clashRules.clone(s);
    const order = shuffleInPlace(
      rng,
      hand.filter((c) => c !== BUILDING),
    );
    order.splice(at, 0, BUILDING);
    t.players[p].hand = order;
    if (winThisTurn(t) !== null) wins++;
  }
  return wins;
}

/** A line of `me`'s turn from `start` that wins, or leaves no win in any sampled order. */
function safeLine(start: ClashState, me: 0 | 1): unknown[] | null {
  for (const pl of turnPlans(start, 20_000)) {
    if (pl.state.winner === me) return pl.seq;
    if (pl.state.winner !== null) continue; // lost or drawn by its own play
    if (winningOrders(pl.state, 60) === 0) return pl.seq;
  }
  return null;
}

let found = 0;
let unsafeTurns = 0;
for (let g = from; g < to; g++) {
  const seatA = (g % 2) as 0 | 1;
  let start: ClashState | null = null;
  let prev = -1;
  const res = playArenaGame(
    { game: 'clash', levels: seatA === 0 ? [a, b] : [b, a], seed: g, noTimeCap: true },
    {
      onAction: (st) => {
        const s = st as ClashState;
        if (s.phase !== 'summoning') return void (prev = -1);
        if (s.active === seatA && prev !== seatA) start = clashRules.clone(s);
        const aEnded = start && s.active !== seatA && prev === seatA && s.winner === null;
        if (aEnded && winThisTurn(s) !== null) {
          unsafeTurns++;
          const line = safeLine(start!, seatA);
          if (line) {
            found++;
            const { players, turn, active } = start!;
            console.log(
              JSON.stringify({ game: g, seatA, safe: line, start: { players, turn, active } }),
            );
          }
        }
        prev = s.active;
      },
    },
  );
  console.error(
    `game ${g}: winner ${res.winner} (A seat ${seatA}); avoidable ${found} of ${unsafeTurns}`,
  );
}
