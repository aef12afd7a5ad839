/**
 * `npm run bench -- ai`: decision time of the computer opponents per level and game.
 *
 * Calls main/ai's synchronous `decide(req)` in this thread (the app runs the same code in a
 * worker thread) on a few dozen positions per game, taken from random games (Clash: draft
 * and battle decisions; Orbs: all ready-made deck pairings), with exactly the request the app
 * sends: the mover's view plus what that player knows. Bounded: a fixed number of positions,
 * and every search level has its own wall-clock cap (main/ai/levels.ts).
 */
import { nextU32, randInt, seedRng } from '../../main/engine/rng';
import type { PlayerId } from '../../main/engine/types';
import { clashRules } from '../../main/games/clash/index';
import { orbsRules, READY_DECKS } from '../../main/games/orbs/index';
import type { OrbsState } from '../../main/games/orbs/types';
import { decide, AI_LEVELS, type AiLevel, type AiRequest } from '../../main/ai/index';
import { ms, summary, verdict } from './stats';

/** Targets of shared/notes/perf.md §4. */
const TARGET_MS: Record<AiLevel, number> = { random: 50, easy: 50, normal: 500, hard: 2000 };

type Position = Omit<AiRequest, 'level' | 'seed'>;

/** Own once-per-turn ability use, which the Orbs view does not show (the player knows it). */
function orbsUsed(s: OrbsState, p: PlayerId): Record<string, number> {
  const used: Record<string, number> = {};
  for (const id of s.players[p].play) used[String(id)] = s.cards[id]!.used;
  return used;
}

/** `count` positions from random games: one every few actions, so early, middle and late turns. */
function clashPositions(count: number, seed: number): Position[] {
  const rng = seedRng(seed);
  const out: Position[] = [];
  while (out.length < count) {
    const s = clashRules.create({}, nextU32(rng));
    const every = 3 + randInt(rng, 5);
    for (let n = 0; clashRules.toMove(s) !== null && out.length < count; n++) {
      const p = clashRules.toMove(s)!;
      if (n % every === every - 1)
        out.push({ game: 'clash', player: p, view: clashRules.view(s, p) });
      const list = clashRules.legalActions(s);
      clashRules.apply(s, list[randInt(rng, list.length)]!);
    }
  }
  return out;
}

function orbsPositions(count: number, seed: number): Position[] {
  const rng = seedRng(seed);
  const out: Position[] = [];
  for (let g = 0; out.length < count; g++) {
    const decks: [string[], string[]] = [
      READY_DECKS[g % READY_DECKS.length]!.cards.slice(),
      READY_DECKS[(g * 5 + 1) % READY_DECKS.length]!.cards.slice(),
    ];
    const s = orbsRules.create({ decks }, nextU32(rng));
    const every = 9 + randInt(rng, 12);
    for (let n = 0; orbsRules.toMove(s) !== null && out.length < count; n++) {
      const p = orbsRules.toMove(s)!;
      if (n % every === every - 1)
        out.push({
          game: 'orbs',
          player: p,
          view: orbsRules.view(s, p),
          knowledge: { deck: decks[p], used: orbsUsed(s, p) },
        });
      const list = orbsRules.legalActions(s);
      orbsRules.apply(s, list[randInt(rng, list.length)]!);
    }
  }
  return out;
}

interface Row {
  game: string;
  level: AiLevel;
  times: number[];
  iterations: number[];
}

export function runAiBench(positionsPerGame = 24): {
  heading: string;
  body: string;
  summary: string;
} {
  const sets: [string, Position[]][] = [
    ['Clash (initiation draft)', clashPositions(positionsPerGame, 0xa11)],
    ['Orbs (ready-made decks)', orbsPositions(positionsPerGame, 0xa12)],
  ];
  // Warm-up (JIT), not counted.
  for (const [, list] of sets)
    for (const level of AI_LEVELS) decide({ ...list[0]!, level, seed: 1, budgetScale: 0.05 });
  const rows: Row[] = [];
  for (const [game, list] of sets) {
    for (const level of AI_LEVELS) {
      const row: Row = { game, level, times: [], iterations: [] };
      list.forEach((pos, i) => {
        const t0 = performance.now();
        const d = decide({ ...pos, level, seed: 1000 + i });
        row.times.push(performance.now() - t0);
        row.iterations.push(d.iterations ?? 0);
      });
      rows.push(row);
      process.stderr.write(`  ai ${game} ${level}: p50 ${ms(summary(row.times).p50)} ms\n`);
    }
  }
  const table = [
    '| Game | Level | Positions | p50 ms | p95 ms | max ms | Target (p95) | Search iterations (mean) |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map((r) => {
      const s = summary(r.times);
      const it = r.iterations.reduce((a, b) => a + b, 0) / r.iterations.length;
      return `| ${r.game} | ${r.level} | ${s.n} | ${ms(s.p50)} | **${ms(s.p95)}** | ${ms(s.max)} | < ${TARGET_MS[r.level]} ms ${verdict(s.p95, TARGET_MS[r.level])} | ${r.level === 'normal' || r.level === 'hard' ? Math.round(it).toLocaleString('en-US') : '—'} |`;
    }),
  ].join('\n');
  const body =
    `${table}\n\n` +
    "`decide(req)` from main/ai, synchronously in the bench thread, with the request the app sends (the mover's view; Orbs: plus its own deck list and used abilities). " +
    'Positions: every few actions of random games (Clash: draft picks and battle turns). Normal and hard search up to an iteration budget with a wall-clock cap (main/ai/levels.ts); ' +
    'on a loaded machine the cap stops them early — fewer iterations, times near the cap — so the iteration column says how much search the time bought. ' +
    'In the app the same code runs in a worker thread, never on the renderer.';
  const sum = rows
    .map(
      (r) =>
        `${r.game} ${r.level}: p50 ${ms(summary(r.times).p50)} ms, p95 ${ms(summary(r.times).p95)} ms`,
    )
    .join('\n');
  return { heading: '## Computer opponents: decision time', body, summary: sum };
}
