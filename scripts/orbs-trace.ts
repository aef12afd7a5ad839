/**
 * `npx tsx scripts/orbs-trace.ts GAME [--a hard --b greedy --seed 1 --top 4]`: replay Orbs
 * arena game number GAME (the numbering of `npm run arena`: seats alternated, the same game
 * and decision seeds, no time cap) in-thread and print it turn by turn — at each turn start
 * both sides' HP, energy capacity, hand, Bench and board; then every action with the mover,
 * and for a searching level's decisions the root statistics (visits and mean value of the top
 * moves, the root prior marked `*`) — to study a game the arena reports lost (`--list`).
 *
 * The game is played by the arena's own `playArenaGame` (so it is the arena's game); the
 * root statistics come from re-running the decision's search parts on the same request
 * (`decidePart` + `mergeRoots`: the same result as the decision, budgets are iterations).
 */
import { playArenaGame, type ArenaLevel } from '../main/ai/arena';
import { decidePart } from '../main/ai/decide';
import { orbsAi } from '../main/ai/orbs/index';
import { AI_CARDS, apOf, currentHpOf, isOrbInstance } from '../main/ai/orbs/cards';
import { mergeRoots, type SearchParams } from '../main/ai/search/ismcts';
import type { AiRequest } from '../main/ai/types';
import type { OrbsAction, OrbsState, PlayerId } from '../main/games/orbs/types';
import { levelArg, scriptArgs, wholeArg } from './script-args';

const args = scriptArgs(
  process.argv.slice(2),
  { a: 'hard', b: 'greedy', seed: '1', top: '4' },
  'orbs-trace.ts GAME [--a L --b L --seed N --top K]',
  true,
);
if (args.positionals.length !== 1)
  throw new Error('usage: orbs-trace.ts GAME [--a L --b L --seed N --top K]');
const g = wholeArg(args.positionals[0]!, 'GAME');
const a = levelArg(args.values.a!, 'a');
const b = levelArg(args.values.b!, 'b');
const seed = wholeArg(args.values.seed!, '--seed');
const top = wholeArg(args.values.top!, '--top', 1);
const aSeat = g % 2;
const levels: [ArenaLevel, ArenaLevel] = aSeat === 0 ? [a, b] : [b, a];
const who = (p: number) => (p === aSeat ? `A(${a})` : `B(${b})`);
const COLOURS = 'RGUYBP*';

const nameOf = (s: OrbsState, id: number): string => AI_CARDS[s.cards[id]!.def]!.def.id;
function card(s: OrbsState, id: number): string {
  const c = s.cards[id]!;
  if (!isOrbInstance(c)) return `${nameOf(s, id)}#${id}`;
  const flags = `${c.exhausted ? 'x' : ''}${c.fresh ? 'f' : ''}${c.attacking ? '!' : ''}`;
  return `${nameOf(s, id)}#${id}(${apOf(s, c)}/${currentHpOf(c)}${flags ? ' ' + flags : ''})`;
}
function side(s: OrbsState, p: PlayerId): string {
  const pl = s.players[p];
  const cap = pl.capacity
    .map((n, i) => (n ? `${n}${COLOURS[i]}` : ''))
    .filter(Boolean)
    .join('');
  return [
    `${who(p)} HP ${pl.hp} cap ${cap || '0'} deck ${pl.deck.length}`,
    `     hand [${pl.hand.map((id) => nameOf(s, id)).join(' ')}]`,
    `     bench [${pl.bench.map((id) => nameOf(s, id)).join(' ')}]`,
    `     play {${pl.play.map((id) => card(s, id)).join(' ')}}`,
  ].join('\n');
}
function act(s: OrbsState, x: OrbsAction): string {
  const tg = (t: { player: number } | { card: number } | undefined) =>
    !t ? '' : 'player' in t ? ` → player ${t.player}` : ` → ${card(s, t.card)}`;
  switch (x.type) {
    case 'endPhase':
      return 'end phase';
    case 'convert':
      return `convert ${nameOf(s, x.card)}`;
    case 'bench':
      return `bench ${nameOf(s, x.card)}`;
    case 'play':
      return `play ${nameOf(s, x.card)} from ${x.from}${tg(x.targets?.[0])}`;
    case 'attack':
      return `attack with ${card(s, x.card)}`;
    case 'defend':
      return `defend ${card(s, x.against)} with ${card(s, x.card)}`;
    case 'activate':
      return `activate ${card(s, x.card)}.${x.ability}${tg(x.targets?.[0])}`;
  }
}

let lastTurn = -1;
const r = playArenaGame(
  { game: 'orbs', levels, seed: (seed * 1000003 + g) >>> 0, noTimeCap: true },
  {
    beforeAction(st, p, req) {
      const s = st as OrbsState;
      if (s.turn !== lastTurn) {
        lastTurn = s.turn;
        console.log(`\n== turn ${s.turn}, ${who(s.active)} to play`);
        console.log(side(s, s.active));
        console.log(side(s, (1 - s.active) as PlayerId));
      }
      const level = levels[p];
      if (level !== 'normal' && level !== 'hard') return;
      const full: AiRequest = { ...req, level };
      const params: SearchParams = orbsAi.params[level];
      const k = params.rootParallel ?? 1;
      const parts = Array.from({ length: k }, (_, i) => decidePart(full, i, { noTimeCap: true }));
      const m = k === 1 ? parts[0]! : mergeRoots(parts, params.policyBonus ?? 0);
      if (!m.edges) return;
      const line = m.stats
        .slice(0, top)
        .map((e) => `${e.key === m.policyKey ? '*' : ''}${e.key} ${e.visits}/${e.mean.toFixed(3)}`)
        .join('  ');
      console.log(`     [${s.phase} ${m.iterations} it] ${line}`);
    },
    onAction(st, p, x, d) {
      const s = st as OrbsState;
      console.log(`  ${who(p)} ${act(s, x as OrbsAction)} (${d.elapsedMs.toFixed(0)} ms)`);
    },
  },
);
console.log(`\nwinner: ${r.winner === 'draw' ? 'draw' : who(r.winner)} after ${r.actions} actions`);
