/**
 * A game is its options, its seed and its action list. `replay` rebuilds the state from
 * them and stops at the first action the engine rejects (a damaged save or a rules change).
 */
import type { GameRules, RuleError } from './types';

export interface GameRecord<A, O> {
  options: O;
  seed: number;
  actions: A[];
}

export type ReplayResult<S> =
  { ok: true; state: S } | { ok: false; state: S; failedAt: number; error: RuleError };

export function replay<S, A, E, V, O>(
  rules: GameRules<S, A, E, V, O>,
  record: GameRecord<A, O>,
  upTo: number = record.actions.length,
): ReplayResult<S> {
  const state = rules.create(record.options, record.seed);
  const n = Math.min(upTo, record.actions.length);
  for (let i = 0; i < n; i++) {
    const r = rules.apply(state, record.actions[i]!);
    if (!r.ok) return { ok: false, state, failedAt: i, error: r.error };
  }
  return { ok: true, state };
}
