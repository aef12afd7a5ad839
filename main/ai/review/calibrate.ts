/**
 * The calibrate command's work (issue #18 §3): play computer-against-computer games at mixed
 * levels, review each one as the app does (full state, the app's iterations), and compare
 * every estimate "the player to move wins with probability p" with who won.
 */
import { nextU32, seedRng } from '../../engine/rng';
import type { GameId, PlayerId } from '../../engine/types';
import type { AiLevel } from '../types';
import {
  calibrate,
  calibrationFigures,
  IDENTITY_MAP,
  type CalibrationFigures,
  type CalibrationMap,
} from './calibration';
import { REVIEW_ITERATIONS, runReview, type ReviewRunner } from './run';
import { playRecordedGame } from './selfplay';
import type { ReviewMode } from './types';

/** Seat levels are drawn from this list (normal at a reduced budget keeps games quick). */
const LEVELS: AiLevel[] = ['random', 'easy', 'easy', 'normal'];

export interface CalibrationRun {
  game: GameId;
  games: number;
  seed: number;
  iterations?: number;
  mode?: ReviewMode;
  /** Map applied to the raw values (default: identity, i.e. the raw search values). */
  map?: CalibrationMap;
  run: ReviewRunner;
  /** Up to this many games reviewed at once. */
  parallel?: number;
  onGame?: (done: number) => void;
  /** A game's samples as soon as it is reviewed (the CLI writes partial results as it goes). */
  onGameSamples?: (samples: CalibrationSample[]) => void;
}

/** Games not finished within this many actions are left out (no winner to compare with). */
export const MAX_GAME_ACTIONS = 600;

export interface CalibrationSample {
  /** Raw estimate that the mover wins. */
  raw: number;
  p: number;
  won: number;
}

export async function calibrationSamples(
  c: CalibrationRun,
): Promise<{ samples: CalibrationSample[]; finished: number; unfinished: number }> {
  const rng = seedRng(c.seed >>> 0);
  const specs = Array.from({ length: c.games }, () => ({
    levels: [LEVELS[nextU32(rng) % LEVELS.length]!, LEVELS[nextU32(rng) % LEVELS.length]!] as [
      AiLevel,
      AiLevel,
    ],
    seed: nextU32(rng),
  }));
  const map = c.map ?? IDENTITY_MAP;
  const out: CalibrationSample[] = [];
  let next = 0;
  let done = 0;
  let unfinished = 0;
  const lane = async () => {
    for (;;) {
      const i = next++;
      if (i >= specs.length) return;
      const s = specs[i]!;
      const g = playRecordedGame(c.game, s.levels, s.seed, 0.3, MAX_GAME_ACTIONS);
      if (g.outcome === null) {
        unfinished++;
        c.onGame?.(++done);
        continue;
      }
      const r = await runReview(
        {
          game: c.game,
          options: g.options,
          seed: g.seed,
          actions: g.actions,
          players: [0, 1],
          mode: c.mode ?? 'full',
          iterations: c.iterations ?? REVIEW_ITERATIONS[c.game],
          aiSeed: s.seed,
          map: IDENTITY_MAP,
        },
        c.run,
      );
      const mine: CalibrationSample[] = [];
      for (const d of r.decisions) {
        const raw = d.before;
        const won = g.outcome === 'draw' ? 0.5 : g.outcome === d.player ? 1 : 0;
        mine.push({ raw, p: calibrate(raw, map), won });
      }
      out.push(...mine);
      c.onGameSamples?.(mine);
      c.onGame?.(++done);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, c.parallel ?? 1) }, lane));
  return { samples: out, finished: c.games - unfinished, unfinished };
}

export function calibrationLine(game: GameId, f: CalibrationFigures, games: number): string {
  return `calibration ${game}: ECE ${f.ece.toFixed(3)}, Brier ${f.brier.toFixed(3)} over ${games} games, ${f.count} estimates`;
}

export function reliabilityTable(f: CalibrationFigures): string {
  const rows = ['bin        count  predicted  observed'];
  for (const b of f.bins) {
    rows.push(
      `${b.lo.toFixed(1)}–${b.hi.toFixed(1)}  ${String(b.count).padStart(7)}  ${b.count ? b.meanPredicted.toFixed(3) : '  -  '}      ${b.count ? b.observed.toFixed(3) : '  -'}`,
    );
  }
  return rows.join('\n');
}

export { calibrationFigures };
export type { PlayerId };
