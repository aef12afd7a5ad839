/**
 * What the Orbs engine remembers about a state by its identity (the object, not what it
 * holds), so that work already done for that state is not done again:
 *
 * - `listed`: the state whose legal actions legal.ts's buffer holds, so `applyLegalAt` right
 *   after `legalActionCount` does not enumerate again;
 * - the *clean* state: the one the last action left with no Orb dead (orbs.md §8.2), so the
 *   next action's `sweepDead` skips its walk (effects.ts `beginAction`);
 * - the *unshared* cards list: the game `createGame` made last, until it is first cloned, so
 *   `ownCopy` need not copy an instance that no clone can share (state.ts).
 *
 * All three rest on one contract: **an engine state changes only through the engine** — its
 * actions (`apply`, `applyQuiet`, `applyLegalAt`), `createGame` and `cloneState`. Code that
 * edits a state in place by hand (a test writing damage, a setup moving cards) must call
 * `forget(state)` after the edit; otherwise the next action may skip a sweep, act on a stale
 * list or write into an instance a clone shares. Production code builds new states instead
 * (the determinizer, the puzzle and scenario setups), so only tests call it today.
 *
 * Module variables, not state fields: the state keeps its plain shape, clones and saves copy
 * nothing more, and a forgotten mark only costs the work it would have saved.
 */
import type { CardInstance, OrbsState } from '../types';

/** The state whose legal actions legal.ts's buffer holds, if any. */
export let listed: OrbsState | null = null;

export function setListed(state: OrbsState | null): void {
  listed = state;
}

let clean: OrbsState | null = null;

/**
 * Before an action on `state`: was it left clean by the last action? The mark is cleared
 * (the action may deal damage); `markClean` sets it again at the end if it did not.
 */
export function takeClean(state: OrbsState): boolean {
  const was = state === clean;
  clean = null;
  return was;
}

export function markClean(state: OrbsState): void {
  clean = state;
}

let unshared: CardInstance[] | null = null;

/** `state` was just created: its instances are its own (rules/create.ts). */
export function markUnshared(state: OrbsState): void {
  unshared = state.cards;
}

/** No clone shares an instance of this state (it is the newest game, never cloned). */
export function ownsAll(state: OrbsState): boolean {
  return state.cards === unshared;
}

/** `cards` is about to be shared with a clone (rules/state.ts `cloneState`). */
export function noteShared(cards: CardInstance[]): void {
  if (cards === unshared) unshared = null;
}

/** Drop every mark held for `state`: call after editing it in place by hand. */
export function forget(state: OrbsState): void {
  if (listed === state) listed = null;
  if (clean === state) clean = null;
  if (unshared === state.cards) unshared = null;
}
