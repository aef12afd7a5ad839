/** The baseline computer seat: a uniformly random legal action. */
import { randInt, seedRng } from '../engine/rng';
import type { ComputerPlayer } from './game-session-types';

/** Uniformly random legal action (the baseline, and the fallback where no AI is given). */
export const randomComputer: ComputerPlayer = {
  choose({ rules, state, seed }) {
    const actions = rules.legalActions(state);
    if (actions.length === 0) throw new Error('computer has no legal action');
    return actions[randInt(seedRng(seed), actions.length)];
  },
};
