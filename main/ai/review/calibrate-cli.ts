/**
 * `npm run -s calibrate -- --game clash|orbs --games N --seed S [--iterations I] [--workers W] [--mode full|fair] [--raw] [--fit [--fit-out FILE]] [--map FILE] [--samples FILE]`
 *
 * Prints exactly one line `calibration <game>: ECE 0.0xx, Brier 0.xxx over N games, K estimates`
 * (10-bin expected calibration error of the review's win estimates) followed by a
 * reliability table. `--raw` measures the raw search values (no shipped map); `--fit` also
 * fits an isotonic map on these games and prints it as JSON (put it in calibration-map.json, and
 * measure on other seeds). Reviews run in worker threads (the app's pool), W at once.
 *
 * Bad arguments give one line and exit code 2 before any work (calibrate-args.ts). `--samples`
 * is rewritten after every reviewed game, so a run stopped half-way keeps what it did; a file
 * that cannot be written is one line on stderr (exit code 1), never a lost run: the figures are
 * on stdout either way.
 */
import { writeFileSync } from 'node:fs';
import { createWorkerPool } from '../worker-pool';
import {
  calibrationFigures,
  calibrationLine,
  calibrationSamples,
  MAX_GAME_ACTIONS,
  reliabilityTable,
  type CalibrationSample,
} from './calibrate';
import { parseCalibrateArgs } from './calibrate-args';
import { fitIsotonic, shippedMap } from './calibration';
import type { PositionEval } from './types';

const parsed = parseCalibrateArgs(process.argv.slice(2));
if (!parsed.ok) {
  process.stderr.write(`${parsed.line}\n`);
  process.exit(2);
}
const a = parsed.args;
let exitCode = 0;

/** Write an output file; a failure is one line (the run's figures are on stdout anyway). */
function writeOut(file: string, text: string): void {
  try {
    writeFileSync(file, text);
  } catch (err) {
    if (exitCode === 0)
      process.stderr.write(
        `calibrate: could not write ${file} (${(err as NodeJS.ErrnoException).code ?? 'error'})\n`,
      );
    exitCode = 1;
  }
}

const sampleText = (s: CalibrationSample[]) =>
  JSON.stringify(s.map((x) => [Math.round(x.raw * 1e4) / 1e4, x.won]));

const pool = createWorkerPool({ workers: a.workers });
try {
  const soFar: CalibrationSample[] = [];
  const { samples, finished, unfinished } = await calibrationSamples({
    game: a.game,
    games: a.games,
    seed: a.seed,
    ...(a.iterations ? { iterations: a.iterations } : {}),
    mode: a.mode,
    ...(a.raw ? {} : { map: a.map ?? shippedMap(a.game, a.mode) }),
    run: (job, signal) => pool.run<PositionEval[]>({ kind: 'review', job }, signal),
    parallel: a.workers,
    onGame: (n) => process.stderr.write(`\r${n}/${a.games} games`),
    onGameSamples: (s) => {
      soFar.push(...s);
      if (a.samples) writeOut(a.samples, sampleText(soFar));
    },
  });
  process.stderr.write('\n');
  const f = calibrationFigures(samples);
  process.stdout.write(calibrationLine(a.game, f, finished) + '\n');
  process.stdout.write(reliabilityTable(f) + '\n');
  if (unfinished > 0)
    process.stdout.write(
      `left out: ${unfinished} of ${a.games} games not finished within ${MAX_GAME_ACTIONS} actions\n`,
    );
  if (a.samples) writeOut(a.samples, sampleText(samples));
  if (a.fit) {
    const fitted = fitIsotonic(samples.map((s) => ({ p: s.raw, won: s.won })));
    process.stdout.write(`fitted isotonic map (on raw values): ${JSON.stringify(fitted)}\n`);
    if (a.fitOut) writeOut(a.fitOut, JSON.stringify(fitted));
  }
} finally {
  await pool.dispose();
}
process.exitCode = exitCode;
