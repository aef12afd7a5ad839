/**
 * `npm run -s calibrate -- --game clash|orbs --games N --seed S [--iterations I] [--workers W] [--mode full|fair] [--raw] [--fit [--fit-out FILE]] [--map FILE] [--samples FILE]`
 *
 * Prints exactly one line `calibration <game>: ECE 0.0xx, Brier 0.xxx over N games, K estimates`
 * (10-bin expected calibration error of the review's win estimates) followed by a
 * reliability table. `--raw` measures the raw search values (no shipped map); `--fit` also
 * fits an isotonic map on these games and prints it as JSON (put it in calibration-map.json, and
 * measure on other seeds). Reviews run in worker threads (the app's pool), W at once.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { createWorkerPool } from '../worker-pool';
import {
  calibrationFigures,
  calibrationLine,
  calibrationSamples,
  MAX_GAME_ACTIONS,
  reliabilityTable,
} from './calibrate';
import { fitIsotonic, shippedMap, type CalibrationMap } from './calibration';
import type { PositionEval } from './types';

const { values } = parseArgs({
  options: {
    game: { type: 'string' },
    games: { type: 'string', default: '20' },
    seed: { type: 'string', default: '1' },
    iterations: { type: 'string' },
    workers: { type: 'string', default: '2' },
    raw: { type: 'boolean', default: false },
    /** full (default) or fair: which review is measured. */
    mode: { type: 'string', default: 'full' },
    fit: { type: 'boolean', default: false },
    /** Write the raw samples (JSON) here, to fit maps again without replaying. */
    samples: { type: 'string' },
    /** With --fit: write the fitted map (JSON) here. */
    'fit-out': { type: 'string' },
    /** Apply the map in this JSON file instead of the shipped one. */
    map: { type: 'string' },
  },
});

function fail(message: string): never {
  process.stderr.write(`calibrate: ${message}\n`);
  process.exit(2);
}

const game = values.game;
if (game !== 'clash' && game !== 'orbs') fail('--game must be clash or orbs');
const games = Number(values.games);
const seed = Number(values.seed);
const workers = Number(values.workers);
if (!Number.isInteger(games) || games < 1) fail('--games must be a positive integer');
if (!Number.isInteger(seed) || seed < 0) fail('--seed must be a non-negative integer');
if (!Number.isInteger(workers) || workers < 1) fail('--workers must be a positive integer');
const iterations = values.iterations === undefined ? undefined : Number(values.iterations);
if (iterations !== undefined && !(Number.isInteger(iterations) && iterations > 0))
  fail('--iterations must be a positive integer');

const mode = values.mode;
if (mode !== 'full' && mode !== 'fair') fail('--mode must be full or fair');

const pool = createWorkerPool({ workers });
try {
  const { samples, finished, unfinished } = await calibrationSamples({
    game,
    games,
    seed,
    ...(iterations ? { iterations } : {}),
    mode,
    ...(values.raw
      ? {}
      : {
          map: values.map
            ? (JSON.parse(readFileSync(values.map, 'utf8')) as CalibrationMap)
            : shippedMap(game, mode),
        }),
    run: (job, signal) => pool.run<PositionEval[]>({ kind: 'review', job }, signal),
    parallel: workers,
    onGame: (n) => process.stderr.write(`\r${n}/${games} games`),
  });
  process.stderr.write('\n');
  const f = calibrationFigures(samples);
  process.stdout.write(calibrationLine(game, f, finished) + '\n');
  process.stdout.write(reliabilityTable(f) + '\n');
  if (unfinished > 0)
    process.stdout.write(
      `left out: ${unfinished} of ${games} games not finished within ${MAX_GAME_ACTIONS} actions\n`,
    );
  if (values.samples)
    writeFileSync(
      values.samples,
      JSON.stringify(samples.map((s) => [Math.round(s.raw * 1e4) / 1e4, s.won])),
    );
  if (values.fit) {
    const fitted = fitIsotonic(samples.map((s) => ({ p: s.raw, won: s.won })));
    process.stdout.write(`fitted isotonic map (on raw values): ${JSON.stringify(fitted)}\n`);
    if (values['fit-out']) writeFileSync(values['fit-out'], JSON.stringify(fitted));
  }
} finally {
  await pool.dispose();
}
