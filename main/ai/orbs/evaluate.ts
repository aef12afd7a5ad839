/**
 * The fitted Orbs position evaluation: a logistic model of "the player to move wins" on the
 * features of ./features.ts (orbs.md 2.2, 4, 5, 6.1, 7.1, 8, 9, 10, 11.1 — see there), with
 * weights measured by scripts/orbs-eval-fit.ts from self-play games and stored in
 * ./eval-weights.json. Finished games are exact (8.3).
 *
 * Why fitted (issue #19): the hand-set `evaluateOrbs` (./heuristics.ts) limited the searches —
 * more playouts did not help and shorter playouts were much worse with it.
 */
import WEIGHTS from './eval-weights.json';
import { applyQuiet, orbsRules } from '../../games/orbs/index';
import type { OrbsState } from '../../games/orbs/types';
import { greedyOrbsMove } from '../greedy/orbs';
import { FEATURE_NAMES, orbsFeatures } from './features';

export interface OrbsEvalWeights {
  bias: number;
  /** One weight per feature, by name (FEATURE_NAMES); a missing name is an error. */
  weights: Record<string, number>;
}

/** The weights in feature order, checked against the feature list. */
export function weightVector(w: OrbsEvalWeights): Float64Array {
  const out = new Float64Array(FEATURE_NAMES.length);
  FEATURE_NAMES.forEach((name, i) => {
    const v = w.weights[name];
    if (typeof v !== 'number' || !Number.isFinite(v))
      throw new Error(`Orbs evaluation weights lack a number for feature ${name}`);
    out[i] = v;
  });
  return out;
}

const W = weightVector(WEIGHTS as OrbsEvalWeights);
const BIAS = (WEIGHTS as OrbsEvalWeights).bias;
const buf = new Float64Array(FEATURE_NAMES.length);

/** Log-odds that the player to move in `s` wins (game not over). */
export function moverLogit(s: OrbsState, w: Float64Array = W, bias: number = BIAS): number {
  const x = orbsFeatures(s, buf);
  let z = bias;
  for (let i = 0; i < x.length; i++) z += w[i]! * x[i]!;
  return z;
}

/**
 * The position once the Defense Phase in progress is over (5.3: undefended attackers hit;
 * 7.3 battles), its defends chosen as the greedy player chooses them: pending attacks are
 * what a linear model of counts judges worst (whether an attack pays depends on the blocks),
 * so the model is fitted, and asked, at the start of a Main Phase. `s` is not changed.
 */
export function settleDefense(s: OrbsState): OrbsState {
  if (s.winner !== null || s.phase !== 'defense') return s;
  const t = orbsRules.clone(s);
  for (let n = 0; n < 40 && t.winner === null && t.phase === 'defense'; n++)
    if (!applyQuiet(t, greedyOrbsMove(t))) throw new Error('greedy chose an illegal defend');
  return t;
}

/** Estimated probability that player 0 wins (the scale `evaluateOrbs` and the search use). */
export function evaluateOrbsFitted(s0: OrbsState): number {
  const s = settleDefense(s0);
  if (s.winner !== null) return s.winner === 'draw' ? 0.5 : s.winner === 0 ? 1 : 0;
  const p = 1 / (1 + Math.exp(-moverLogit(s)));
  return s.active === 0 ? p : 1 - p;
}
