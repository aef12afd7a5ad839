/**
 * Games that start from a given position (a puzzle) instead of a fresh deal.
 *
 * Why a wrapper and not a second table path: a puzzle game is an ordinary session whose
 * options are `{ position: <scenario setup> }` (format: ../shared/rules/scenario-format.md).
 * `create` then builds the state with each game's scenario loader — the same code the scenario
 * runner uses — so saves, replays, take-back and the review rebuild it from options + seed +
 * actions like any other game. Options without `position` go to the game untouched.
 */
import type { AnyRules } from '../engine/registry';
import type { GameId } from '../engine/types';
import { buildClashPosition } from './clash/scenario-adapter';
import { loadSetup } from './orbs/scenario-adapter';

/** Options of a game started from a position. */
export interface PositionOptions {
  position: unknown;
  /** The puzzle this game is an attempt at (`<game>/<id>`): not a game for saves or stats. */
  puzzle?: string;
}

/** A puzzle attempt: never saved (no Resume, no replay, no history or statistics row). */
export function isPuzzleAttempt(o: unknown): boolean {
  return isPositionOptions(o) && typeof o.puzzle === 'string';
}

export function isPositionOptions(o: unknown): o is PositionOptions {
  return typeof o === 'object' && o !== null && !Array.isArray(o) && 'position' in o;
}

/** The state of a scenario setup; throws an Error with a clear message on a bad setup. */
export function stateFromSetup(game: GameId, setup: unknown, seed = 1): unknown {
  return game === 'clash' ? buildClashPosition(setup, seed) : loadSetup(setup);
}

/** `rules` that also accept `{ position }` options. */
export function withStartPositions(rules: AnyRules): AnyRules {
  return {
    ...rules,
    create(options: unknown, seed: number): unknown {
      return isPositionOptions(options)
        ? stateFromSetup(rules.id, options.position, seed)
        : rules.create(options, seed);
    },
    normalizeOptions(options: unknown): unknown {
      if (isPositionOptions(options))
        return {
          position: JSON.parse(JSON.stringify(options.position)) as unknown,
          ...(typeof options.puzzle === 'string' ? { puzzle: options.puzzle } : {}),
        };
      return rules.normalizeOptions ? rules.normalizeOptions(options) : options;
    },
  };
}
