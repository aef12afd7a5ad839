/**
 * Clash of Decks engine benchmark: full random games (draft + battle) on one thread, random
 * legal actions through the fast playout API, plus state copies per second.
 */
import { nextU32, randInt as randInt_, seedRng } from '../main/engine/rng';
import {
  applyLegalAt as applyLegalAt_,
  clashRules,
  legalActionCount as legalActionCount_,
} from '../main/games/clash/index';
import type { ClashOptions, ClashState } from '../main/games/clash/types';
import {
  bestOf3,
  publicApiPlayout,
  timeClones,
  timeGames,
  type GameBenchResult,
} from './game-loop';

// Local copies: imported bindings are getter calls under tsx's CommonJS transpilation.
const applyLegalAt = applyLegalAt_;
const legalActionCount = legalActionCount_;
const randInt = randInt_;

export type ClashBenchResult = GameBenchResult;

/** Play one random game to the end; returns the number of actions. */
export function randomPlayout(
  state: ClashState,
  rng: [number, number, number, number],
  maxActions = 100_000,
): number {
  let n = 0;
  for (;;) {
    const count = legalActionCount(state);
    if (count === 0) return n;
    applyLegalAt(state, randInt(rng, count));
    if (++n >= maxActions) throw new Error('game did not end');
  }
}

export function benchGames(
  label: string,
  options: ClashOptions,
  seconds: number,
): ClashBenchResult {
  return bestOf3((sec) => {
    const rng = seedRng(12345);
    return timeGames(label, sec, 200, () => {
      const s = clashRules.create(options, nextU32(rng));
      return { actions: randomPlayout(s, rng), turns: s.turn };
    });
  }, seconds);
}

/** The same games through the public API: `legalActions` + `apply` (validation + events). */
export function benchPublicApi(seconds: number): ClashBenchResult {
  return bestOf3((sec) => {
    const rng = seedRng(999);
    return timeGames(
      'public API (legalActions + apply with events), initiation draft',
      sec,
      50,
      () => {
        const s = clashRules.create({}, nextU32(rng));
        return { actions: publicApiPlayout(clashRules, s, rng), turns: s.turn };
      },
    );
  }, seconds);
}

/** Clones per second (wall, per CPU-second) of mid-game states (turn ≥ 6 of random games); best of 3. */
export function benchClones(seconds: number): { wall: number; cpu: number } {
  const rng = seedRng(777);
  const samples: ClashState[] = [];
  while (samples.length < 64) {
    const s = clashRules.create({}, nextU32(rng));
    while (legalActionCount(s) > 0 && s.turn < 6)
      applyLegalAt(s, randInt(rng, legalActionCount(s)));
    if (s.winner === null) samples.push(s);
  }
  return timeClones(samples, (s) => clashRules.clone(s), seconds);
}

const fmt = (x: number): string => Math.round(x).toLocaleString('en-US');

export function runClashBench(seconds = 3): { heading: string; body: string; summary: string } {
  benchGames('warm-up', {}, 0.5);
  const rows = [
    benchGames('draft, initiation pool', {}, seconds),
    benchGames('draft, both pools', { pool: 'both' }, seconds),
    benchGames('preconstructed decks', { mode: 'preconstructed' }, seconds),
    benchPublicApi(seconds),
  ];
  const clones = benchClones(seconds);
  const table = [
    '| Mode | Full random games/s (wall) | Games per CPU-second | Actions/s (wall) | Actions/game | Turns/game | Games run |',
    '|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.label} | **${fmt(r.gamesPerSecond)}** | ${fmt(r.gamesPerCpuSecond)} | ${fmt(r.actionsPerSecond)} | ${r.actionsPerGame.toFixed(1)} | ${r.turnsPerGame.toFixed(1)} | ${fmt(r.games)} |`,
    ),
  ].join('\n');
  const body =
    `${table}\n\nState copies (\`clashRules.clone\` of mid-game states): **${fmt(clones.wall)}/s** wall-clock, ${fmt(clones.cpu)} per CPU-second.\n\n` +
    'A full random game = `create` (shuffle, draft pool) + every draft pick + battle to a destroyed Fort, each action chosen uniformly among `legalActionCount` ' +
    'and applied with `applyLegalAt` (no events, no validation). Each figure is the best of 3 rounds (by games per CPU-second, which divides by the own CPU time of the process and so stays meaningful when other jobs share the cores; wall-clock figures then drop). The last row runs the same kind of games through the public `legalActions` + `apply`. Target ≥ 10,000 games/s, stretch 50,000 (shared/notes/perf.md §4).';
  const summary =
    rows
      .map(
        (r) =>
          `${r.label}: ${fmt(r.gamesPerSecond)} games/s (${fmt(r.gamesPerCpuSecond)} per CPU-s), ${fmt(r.actionsPerSecond)} actions/s`,
      )
      .join('\n') + `\nclones: ${fmt(clones.wall)}/s (${fmt(clones.cpu)} per CPU-s)`;
  return { heading: '## Clash of Decks engine', body, summary };
}
