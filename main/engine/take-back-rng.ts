/**
 * The safety net both games' take-back rules share: an action that moved the state's own
 * random generator used luck (a shuffle, a random discard, a random first player), so it is a
 * barrier even if no event names it. Pure; compares the four sfc32 words (engine/rng.ts).
 */
import type { RngState } from './rng';

export function rngMoved(before: RngState, after: RngState): boolean {
  return (
    before[0] !== after[0] ||
    before[1] !== after[1] ||
    before[2] !== after[2] ||
    before[3] !== after[3]
  );
}
