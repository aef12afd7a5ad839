/**
 * `npm run calibrate`'s arguments, checked before any game is played (issue #32 item 9: 11 of
 * 24 bad argument sets ended in a stack trace, and an output file that could not be written
 * lost the finished work). Every bad set gives one line, `calibrate: <what> (usage: …)`; the
 * output files are checked for writability first, and the map file is read and checked here.
 */
import { accessSync, constants, existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { CalibrationMap } from './calibration';

export const CALIBRATE_USAGE =
  'npm run -s calibrate -- --game clash|orbs [--games N] [--seed S] [--iterations I] [--workers W] [--mode full|fair] [--raw] [--fit [--fit-out FILE]] [--map FILE] [--samples FILE]';

export interface CalibrateArgs {
  game: 'clash' | 'orbs';
  games: number;
  seed: number;
  iterations?: number;
  workers: number;
  mode: 'full' | 'fair';
  raw: boolean;
  fit: boolean;
  samples?: string;
  fitOut?: string;
  map?: CalibrationMap;
}

export type ParsedCalibrateArgs = { ok: true; args: CalibrateArgs } | { ok: false; line: string };

const whole = (text: string, min: number, max: number): number | null =>
  /^\d{1,10}$/.test(text) && Number(text) >= min && Number(text) <= max ? Number(text) : null;

/** Where a file may be written: its folder exists and is writable (and so is the file, if any). */
function writable(path: string): string | null {
  const abs = resolve(path);
  try {
    if (existsSync(abs)) {
      if (!statSync(abs).isFile()) return `${path} is not a file`;
      accessSync(abs, constants.W_OK);
    } else accessSync(dirname(abs), constants.W_OK);
    return null;
  } catch {
    return `${path} cannot be written`;
  }
}

function isMap(x: unknown): x is CalibrationMap {
  if (!x || typeof x !== 'object') return false;
  const m = x as { x?: unknown; y?: unknown };
  return (
    Array.isArray(m.x) &&
    Array.isArray(m.y) &&
    m.x.length === m.y.length &&
    m.x.length >= 2 &&
    [...m.x, ...m.y].every((v) => typeof v === 'number' && v >= 0 && v <= 1)
  );
}

export function parseCalibrateArgs(argv: string[]): ParsedCalibrateArgs {
  const bad = (what: string): ParsedCalibrateArgs => ({
    ok: false,
    line: `calibrate: ${what} (usage: ${CALIBRATE_USAGE})`,
  });
  let values;
  try {
    values = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        game: { type: 'string' },
        games: { type: 'string', default: '20' },
        seed: { type: 'string', default: '1' },
        iterations: { type: 'string' },
        workers: { type: 'string', default: '2' },
        raw: { type: 'boolean', default: false },
        mode: { type: 'string', default: 'full' },
        fit: { type: 'boolean', default: false },
        samples: { type: 'string' },
        'fit-out': { type: 'string' },
        map: { type: 'string' },
      },
    }).values;
  } catch (err) {
    // Node's own words for an unknown option or a missing value, without its stack.
    return bad((err as Error).message.split('\n')[0]!.replace(/\.$/, ''));
  }
  const game = values.game;
  if (game !== 'clash' && game !== 'orbs') return bad('--game must be clash or orbs');
  const games = whole(values.games, 1, 100_000);
  if (games === null) return bad('--games must be a whole number from 1 to 100000');
  const seed = whole(values.seed, 0, 0xffffffff);
  if (seed === null) return bad('--seed must be a whole number from 0 to 4294967295');
  const workers = whole(values.workers, 1, 64);
  if (workers === null) return bad('--workers must be a whole number from 1 to 64');
  let iterations: number | undefined;
  if (values.iterations !== undefined) {
    const n = whole(values.iterations, 1, 1_000_000);
    if (n === null) return bad('--iterations must be a whole number from 1 to 1000000');
    iterations = n;
  }
  const mode = values.mode;
  if (mode !== 'full' && mode !== 'fair') return bad('--mode must be full or fair');
  if (values['fit-out'] !== undefined && !values.fit) return bad('--fit-out needs --fit');
  for (const out of [values.samples, values['fit-out']]) {
    const why = out === undefined ? null : writable(out);
    if (why) return bad(why);
  }
  let map: CalibrationMap | undefined;
  if (values.map !== undefined) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(values.map, 'utf8'));
    } catch {
      return bad(`--map ${values.map} cannot be read as JSON`);
    }
    if (!isMap(parsed)) return bad(`--map ${values.map} is not a calibration map ({x: [], y: []})`);
    map = parsed;
  }
  return {
    ok: true,
    args: {
      game,
      games,
      seed,
      ...(iterations !== undefined ? { iterations } : {}),
      workers,
      mode,
      raw: values.raw,
      fit: values.fit,
      ...(values.samples !== undefined ? { samples: values.samples } : {}),
      ...(values['fit-out'] !== undefined ? { fitOut: values['fit-out'] } : {}),
      ...(map ? { map } : {}),
    },
  };
}
