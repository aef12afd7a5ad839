/**
 * Command-line options of the Orbs study scripts (orbs-trace, orbs-deck-matrix,
 * orbs-unused-energy), read with `node:util` `parseArgs` so an unknown option, a missing
 * value or a level that does not exist is a clear error instead of a silent default.
 */
import { parseArgs } from 'node:util';
import { ARENA_LEVELS, type ArenaLevel } from '../main/ai/arena';

export interface ScriptArgs {
  /** `--name value` options as given (strings), defaults filled in. */
  values: Record<string, string>;
  positionals: string[];
}

/** Parses `argv` with string options `defaults` (name → default value); `usage` heads errors. */
export function scriptArgs(
  argv: string[],
  defaults: Record<string, string>,
  usage: string,
  positionals = false,
): ScriptArgs {
  try {
    const options = Object.fromEntries(
      Object.entries(defaults).map(([k, v]) => [k, { type: 'string' as const, default: v }]),
    );
    const r = parseArgs({ args: argv, options, allowPositionals: positionals, strict: true });
    return { values: r.values as Record<string, string>, positionals: r.positionals };
  } catch (e) {
    throw new Error(`${(e as Error).message}\nusage: ${usage}`, { cause: e });
  }
}

/** An arena level by name (`--a`, `--b`). */
export function levelArg(v: string, name: string): ArenaLevel {
  if (!(ARENA_LEVELS as readonly string[]).includes(v))
    throw new Error(`--${name} must be one of ${ARENA_LEVELS.join(', ')}, got ${v}`);
  return v as ArenaLevel;
}

/** A whole number ≥ `min` (`--games`, `--seed`, a game number). */
export function wholeArg(v: string, name: string, min = 0): number {
  const n = Number(v);
  if (!Number.isInteger(n) || n < min)
    throw new Error(`${name} must be a whole number ≥ ${min}, got ${v}`);
  return n;
}
