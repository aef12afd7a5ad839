/**
 * A seeded random player (used by the benchmark and the property tests): picks a uniformly
 * random legal action. Every turn draws a card, so random games end by HP or by decking.
 */
import type { OrbsAction, OrbsState } from '../types';
import type { RngState } from '../../../engine/rng';
import { randInt } from '../../../engine/rng';
import { legalActions } from './legal';

export function randomLegalAction(state: OrbsState, rng: RngState): OrbsAction | null {
  const acts = legalActions(state);
  if (acts.length === 0) return null;
  return acts[randInt(rng, acts.length)]!;
}
