/**
 * Fixed-work probe for profiling the Orbs computer where its clock bites: deep in a long game.
 * Greedy plays both seats of an arena game until turn TURN, then Orbs hard (no cap, both
 * root-parallel parts in this thread) makes the next DECISIONS decisions of seat 0; each is
 * printed with the board size and its time. Profile an esbuild bundle of it (unminified, so
 * the profile's line ticks name real lines), as bench/orbs-probe.ts says:
 * `npx esbuild bench/orbs-ai-late-probe.ts --bundle --platform=node --format=esm
 * --outfile=.tmp/late.mjs` then `node --cpu-prof --cpu-prof-dir=.tmp/prof .tmp/late.mjs 5 22 12`
 * (arena seed 5 reaches boards of 16–18 cards by turn 22).
 */
import { arenaGame, greedyDecide } from '../main/ai/arena';
import { decide } from '../main/ai/decide';
import type { AiDecision } from '../main/ai/types';
import type { OrbsState } from '../main/games/orbs/types';

const seed = Number(process.argv[2] ?? 5);
const fromTurn = Number(process.argv[3] ?? 22);
const decisions = Number(process.argv[4] ?? 12);

let state: OrbsState | null = null;
const game = arenaGame(
  { game: 'orbs', levels: ['hard', 'greedy'], seed, noTimeCap: true },
  { beforeAction: (s) => void (state = s as OrbsState) },
);
let made = 0;
let wallMs = 0;
const t0 = process.cpuUsage();
for (let step = game.next(); !step.done && made < decisions;) {
  const s = state!;
  let d: AiDecision;
  if (s.turn >= fromTurn && step.value.req.player === 0) {
    const start = performance.now();
    d = decide({ ...step.value.req, level: 'hard' }, { noTimeCap: true });
    const ms = performance.now() - start;
    wallMs += ms;
    made++;
    const board = s.players[0].play.length + s.players[1].play.length;
    console.log(`turn ${s.turn} ${s.phase}, ${board} cards in play: ${ms.toFixed(0)} ms`);
  } else d = greedyDecide(step.value.req);
  step = game.next(d);
}
const u = process.cpuUsage(t0);
console.log(
  `${made} hard decisions, ${wallMs.toFixed(0)} ms, whole run ${((u.user + u.system) / 1e6).toFixed(2)} s CPU`,
);
