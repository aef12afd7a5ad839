/**
 * `npm run arena`'s arguments, read with `node:util` `parseArgs` in strict mode: an unknown or
 * misspelt option (`--gmes 10`), a missing value or a bad number is an error before any game is
 * played, and `--help` prints the usage instead of starting a 200-game run that rewrites
 * docs/benchmarks.md (what a hand-written reader did before).
 */
import { parseArgs } from 'node:util';
import { ARENA_LEVELS, type ArenaLevel } from './arena';

export const ARENA_USAGE = [
  'usage: npm run arena -- --game clash|orbs --a LEVEL --b LEVEL [--games 200] [--seed 1]',
  '  [--budget-scale 1] [--pool initiation|cardhall|both] [--workers N] [--no-write]',
  '  [--draft-a LEVEL --draft-b LEVEL] [--no-time-cap] [--offset 0] [--list 3,17] [--second-job]',
  `LEVEL: ${ARENA_LEVELS.join(', ')} (defaults: --a hard --b normal, --game clash)`,
  '--no-write: print only, no row in docs/benchmarks.md (a --list run never writes one)',
  '--no-time-cap: every search runs its whole iteration budget',
  '--second-job: one CPU-bound child process spins for the whole run',
].join('\n');

export interface ArenaArgs {
  game: 'clash' | 'orbs';
  a: ArenaLevel;
  b: ArenaLevel;
  draftA: ArenaLevel | null;
  draftB: ArenaLevel | null;
  games: number;
  seed: number;
  scale: number;
  pool: 'initiation' | 'cardhall' | 'both';
  workers: number;
  write: boolean;
  noTimeCap: boolean;
  secondJob: boolean;
  /** First game number (continue a run: games offset..offset+games-1, the same seeds). */
  offset: number;
  /** Only these game numbers (`--list 3,17,40`: replay lost games; overrides --games/--offset). */
  list: number[] | null;
}

export type ParsedArenaArgs = { kind: 'help' } | { kind: 'run'; args: ArenaArgs };

const OPTIONS = {
  game: { type: 'string' },
  a: { type: 'string' },
  b: { type: 'string' },
  'draft-a': { type: 'string' },
  'draft-b': { type: 'string' },
  games: { type: 'string' },
  seed: { type: 'string' },
  'budget-scale': { type: 'string' },
  pool: { type: 'string' },
  workers: { type: 'string' },
  offset: { type: 'string' },
  list: { type: 'string' },
  'no-write': { type: 'boolean' },
  'no-time-cap': { type: 'boolean' },
  'second-job': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** Reads `argv` (without node and the script); `cores` is the default worker count. Throws
 *  an Error whose message ends with the usage when an argument is wrong. */
export function parseArenaArgs(argv: string[], cores: number): ParsedArenaArgs {
  try {
    return read(argv, cores);
  } catch (e) {
    throw new Error(`arena: ${(e as Error).message}\n${ARENA_USAGE}`, { cause: e });
  }
}

function read(argv: string[], cores: number): ParsedArenaArgs {
  const { values: v } = parseArgs({ args: argv, options: OPTIONS, strict: true });
  if (v.help) return { kind: 'help' };
  const game = v.game ?? 'clash';
  if (game !== 'clash' && game !== 'orbs') throw new Error('--game must be clash or orbs');
  const pool = v.pool ?? 'initiation';
  if (pool !== 'initiation' && pool !== 'cardhall' && pool !== 'both')
    throw new Error('--pool must be initiation, cardhall or both');
  const list = v.list === undefined ? null : gameList(v.list);
  return {
    kind: 'run',
    args: {
      game,
      a: level(v.a ?? 'hard', 'a'),
      b: level(v.b ?? 'normal', 'b'),
      draftA: v['draft-a'] === undefined ? null : level(v['draft-a'], 'draft-a'),
      draftB: v['draft-b'] === undefined ? null : level(v['draft-b'], 'draft-b'),
      games: whole(v.games, 200, 'games', 1),
      seed: whole(v.seed, 1, 'seed', 1),
      scale: positive(v['budget-scale'], 1, 'budget-scale'),
      pool,
      workers: whole(v.workers, Math.max(1, cores), 'workers', 1),
      // A hand-picked list of games is not a sample: it never writes a table row.
      write: !v['no-write'] && list === null,
      noTimeCap: v['no-time-cap'] ?? false,
      secondJob: v['second-job'] ?? false,
      offset: whole(v.offset, 0, 'offset', 0),
      list,
    },
  };
}

function level(x: string, name: string): ArenaLevel {
  if (!(ARENA_LEVELS as readonly string[]).includes(x))
    throw new Error(`--${name}: unknown level ${x}; use ${ARENA_LEVELS.join(', ')}`);
  return x as ArenaLevel;
}

function whole(x: string | undefined, d: number, name: string, min: number): number {
  if (x === undefined) return d;
  const n = Number(x);
  if (x.trim() === '' || !Number.isInteger(n) || n < min)
    throw new Error(`--${name} must be a whole number ≥ ${min}, got ${x}`);
  return n;
}

function positive(x: string | undefined, d: number, name: string): number {
  if (x === undefined) return d;
  const n = Number(x);
  if (x.trim() === '' || !Number.isFinite(n) || n <= 0)
    throw new Error(`--${name} must be a positive number, got ${x}`);
  return n;
}

/** `--list 3,17,40` → [3, 17, 40]; a bad entry is an error. */
function gameList(x: string): number[] {
  const out = x.split(',').map((t) => (t.trim() === '' ? NaN : Number(t.trim())));
  if (out.some((g) => !Number.isInteger(g) || g < 0))
    throw new Error('--list must be game numbers separated by commas, e.g. 3,17,40');
  return out;
}
