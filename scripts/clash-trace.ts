/**
 * `npx tsx scripts/clash-trace.ts GAME [--a hard --b greedy --seed 1]`: replay arena game
 * number GAME (the numbering of `npm run arena`, seats alternated, no time cap) in-thread and
 * print it turn by turn — each action, then both players' hands (life right of the building),
 * lanes and the decision's time — to study a game the arena reports lost (`--list`).
 */
import { playArenaGame, type ArenaLevel } from '../main/ai/arena';
import { BUILDING, CLASH_CARDS } from '../main/games/clash/index';
import type { ClashState } from '../main/games/clash/types';

const argv = process.argv.slice(2);
const get = (n: string, d: string): string => {
  const i = argv.indexOf(`--${n}`);
  return i >= 0 ? argv[i + 1]! : d;
};
const g = Number(argv[0]);
if (!Number.isInteger(g) || g < 0) throw new Error('usage: clash-trace.ts GAME [--a L --b L]');
const a = get('a', 'hard') as ArenaLevel;
const b = get('b', 'greedy') as ArenaLevel;
const seed = Number(get('seed', '1'));
const aSeat = g % 2;
const name = (c: number) => (c === BUILDING ? '|' : CLASH_CARDS[c]!.id);
const who = (p: number) => (p === aSeat ? `A(${a})` : `B(${b})`);
function side(s: ClashState, p: 0 | 1): string {
  const pl = s.players[p];
  const lanes = pl.lanes
    .map((q) => q.map((c) => `${name(c.card)}${c.damage ? `-${c.damage}` : ''}`).join(','))
    .join(' / ');
  return `${who(p)} ${pl.fort ? 'FORT' : 'bastion'} hand[${pl.hand.map(name).join(' ')}] lanes{${lanes}}`;
}
const r = playArenaGame(
  {
    game: 'clash',
    levels: aSeat === 0 ? [a, b] : [b, a],
    seed: (seed * 1000003 + g) >>> 0,
    noTimeCap: true,
  },
  {
    onAction(st, p, act, d) {
      const s = st as ClashState;
      const x = act as { type: string };
      if (s.phase === 'draft') {
        console.log(`draft ${who(p)} ${JSON.stringify(act)}`);
        return;
      }
      console.log(
        `t${s.turn} ${who(p)} ${JSON.stringify(act)} (${d.elapsedMs.toFixed(0)} ms, ${d.iterations ?? 0} it)`,
      );
      if (x.type === 'assault' || s.winner !== null)
        console.log(`   ${side(s, 0)}\n   ${side(s, 1)}`);
    },
  },
);
console.log(`winner: ${r.winner === 'draw' ? 'draw' : who(r.winner)} after ${r.actions} actions`);
