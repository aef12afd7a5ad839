/**
 * Orbs engine benchmark (`npm run bench -- orbs`): full random games on one thread with the
 * ready-made decks, random legal actions (a uniformly random legal action each step; every
 * turn draws, so games end by HP or by decking), plus state copies per second.
 */
import { nextU32, randInt, seedRng, type RngState } from '../main/engine/rng';
import { applyLegalAt, legalActionCount, orbsRules, READY_DECKS } from '../main/games/orbs/index';
import type { OrbsState } from '../main/games/orbs/types';
import { publicApiPlayout, timeClones, timeGames, type GameBenchResult } from './game-loop';

export type OrbsBenchResult = GameBenchResult;

const decksFor = (n: number): [string[], string[]] => {
  const a = n % READY_DECKS.length;
  const b = Math.floor(n / READY_DECKS.length) % READY_DECKS.length;
  return [READY_DECKS[a]!.cards as string[], READY_DECKS[b]!.cards as string[]];
};

/** Play one random game to the end through the fast path; returns the number of actions. */
export function randomPlayout(state: OrbsState, rng: RngState, maxActions = 100_000): number {
  let n = 0;
  for (;;) {
    const count = legalActionCount(state);
    if (count === 0) return n;
    applyLegalAt(state, randInt(rng, count));
    if (++n >= maxActions) throw new Error('game did not end');
  }
}

function bench(label: string, seconds: number, publicApi: boolean): OrbsBenchResult {
  const rng = seedRng(publicApi ? 999 : 12345);
  return timeGames(label, seconds, 50, (game) => {
    const s = orbsRules.create({ decks: decksFor(game) }, nextU32(rng));
    const actions = publicApi ? publicApiPlayout(orbsRules, s, rng) : randomPlayout(s, rng);
    return { actions, turns: s.turn };
  });
}

/** Clones per second (wall, per CPU-second) of mid-game states (turn ≥ 8 of random games); best of 3. */
export function benchClones(seconds: number): { wall: number; cpu: number } {
  const rng = seedRng(777);
  const samples: OrbsState[] = [];
  while (samples.length < 64) {
    const s = orbsRules.create({ decks: decksFor(samples.length) }, nextU32(rng));
    while (legalActionCount(s) > 0 && s.turn < 8)
      applyLegalAt(s, randInt(rng, legalActionCount(s)));
    if (s.winner === null) samples.push(s);
  }
  return timeClones(samples, (s) => orbsRules.clone(s), seconds);
}

function warmUp(): void {
  const rng = seedRng(1);
  for (let g = 0; g < 3000; g++)
    randomPlayout(orbsRules.create({ decks: decksFor(g) }, nextU32(rng)), rng);
  for (let g = 0; g < 500; g++) {
    const s = orbsRules.create({ decks: decksFor(g) }, nextU32(rng));
    for (;;) {
      const list = orbsRules.legalActions(s);
      if (list.length === 0) break;
      orbsRules.apply(s, list[randInt(rng, list.length)]!);
    }
  }
}

const fmt = (x: number): string => Math.round(x).toLocaleString('en-US');

export function runOrbsBench(seconds = 3): { heading: string; body: string; summary: string } {
  // Warm up by work, not by time: on a busy machine half a second may be too little for the JIT.
  warmUp();
  const rows = [
    bench('ready-made decks (all 36 pairings), fast path', seconds, false),
    bench('ready-made decks, public API (legalActions + apply with events)', seconds, true),
  ];
  const clones = benchClones(Math.min(seconds, 2));
  const table = [
    '| Mode | Full random games/s (wall) | Games per CPU-second | Actions/s | Actions/game | Turns/game | Games run |',
    '|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.label} | **${fmt(r.gamesPerSecond)}** | ${fmt(r.gamesPerCpuSecond)} | ${fmt(r.actionsPerSecond)} | ${r.actionsPerGame.toFixed(1)} | ${r.turnsPerGame.toFixed(1)} | ${fmt(r.games)} |`,
    ),
  ].join('\n');
  const body =
    `${table}\n\nState copies (\`orbsRules.clone\` of mid-game states): **${fmt(clones.wall)}/s** (${fmt(clones.cpu)} per CPU-second).\n\n` +
    'A full random game = `create` (shuffle both 50-card decks, draw 7 each) + random legal actions until a player is below 0 HP or must draw from an empty deck. ' +
    'Fast path: `legalActionCount` + `applyLegalAt` (same rules, no events, no action objects); the second row runs the same kind of games through the public ' +
    "`legalActions` + `apply`. Target ≥ 3,000 games/s, aim 10,000. Games per CPU-second divides by this process's own CPU time, " +
    'so it stays meaningful when other jobs share the cores (wall-clock games/s then drops).';
  const summary =
    rows
      .map(
        (r) =>
          `${r.label}: ${fmt(r.gamesPerSecond)} games/s (${fmt(r.gamesPerCpuSecond)} per CPU-second), ${fmt(r.actionsPerSecond)} actions/s`,
      )
      .join('\n') + `\nclones: ${fmt(clones.wall)}/s`;
  return { heading: '## Orbs engine', body, summary };
}

/** Standalone variant (returns only the markdown section). */
export async function benchOrbs(): Promise<string> {
  const r = runOrbsBench(Number(process.env.BENCH_SECONDS ?? 3));
  return `${r.heading}\n\n${r.body}`;
}
