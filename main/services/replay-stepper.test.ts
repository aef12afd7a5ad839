/**
 * The replay stepper against the plain replay (engine/replay.ts): any step, reached in any
 * order across its checkpoints, is the same state; a refused action is reported, not hidden.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CHECKPOINT_EVERY, ReplayBrokenError, ReplayStepper } from './replay-stepper';
import { countingRules } from '../engine/testing/counting-game';
import { replay } from '../engine/replay';
import { stateHash } from '../engine/hash';

const record = (() => {
  const actions = Array.from({ length: 150 }, (_, i) => ({ add: (i % 3) + 1 }));
  return { options: { target: 1000 }, seed: 11, actions };
})();

describe('replay stepper', () => {
  it('gives the same state as a replay from the start, whatever order steps are asked in', () => {
    expect(record.actions.length).toBeGreaterThan(4 * CHECKPOINT_EVERY);
    const stepper = new ReplayStepper(countingRules, record);
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: record.actions.length }), {
          minLength: 1,
          maxLength: 25,
        }),
        (steps) => {
          for (const step of steps) {
            const at = stepper.at(step);
            expect(stateHash(at.state)).toBe(stateHash(replay(countingRules, record, step).state));
            expect(at.events).toHaveLength(step === 0 ? 0 : 1);
            expect(at.actor).toBe(step === 0 ? null : (step - 1) % 2);
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('clamps steps outside the game and indexes turns', () => {
    const stepper = new ReplayStepper(countingRules, record);
    expect(stepper.at(-5).step).toBe(0);
    expect(stepper.at(10_000).step).toBe(record.actions.length);
    // The counting game's view has no turn counter: no turns, and no failure.
    expect(stepper.turns()).toEqual([]);
  });

  it('reports the first refused action', () => {
    const bad = { ...record, actions: [{ add: 1 }, { add: 7 }, { add: 1 }] };
    const stepper = new ReplayStepper(countingRules, bad);
    expect(stepper.at(1).step).toBe(1);
    expect(() => stepper.at(3)).toThrow(ReplayBrokenError);
    let error: unknown = null;
    try {
      stepper.at(2);
    } catch (e) {
      error = e;
    }
    expect(error).toMatchObject({ failedAt: 1, ruleCode: 'bad-amount' });
  });
});
