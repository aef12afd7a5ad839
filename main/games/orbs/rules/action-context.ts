/**
 * The context of one action being applied: scratch data shared by the rules modules (the
 * engine is synchronous and never re-entered), the event log the public API collects, and the
 * card refs events name. Split from effects.ts so that every rules module can emit without
 * importing the effect vocabulary. Implements no rule of its own.
 */
import type { CardRef, OrbsEvent, OrbsState } from '../types';
import { COMPILED } from '../cards/pool';
import { markClean, takeClean } from './state-identity';

/**
 * Per-apply scratch data. The engine is synchronous and never re-entered, so one shared
 * object avoids an allocation per action (hot path for AI playouts).
 */
export const ctx = {
  log: null as OrbsEvent[] | null,
  decked: [false, false] as [boolean, boolean],
  cancelled: false,
  /**
   * False only when no Orb in play can be dead (§8.2: damage above its HP), so `sweepDead`
   * has nothing to find and skips its walk (it ran 88 times a random game and found a dead
   * Orb 7.5 times). Set by whatever can make an Orb dead: damage dealt to an Orb, an object
   * becoming an Orb, a damaged card entering play; cleared by a sweep that finds nothing.
   */
  hurt: true,
};

/**
 * Before an action (actions.ts `applyAction`, legal.ts `applyLegalAt`): the state the last
 * action left clean is still clean (./state-identity.ts: states change only through the
 * engine); any other (a new game, a clone, a scenario's setup) is swept as before.
 */
export function beginAction(state: OrbsState): void {
  ctx.hurt = !takeClean(state);
}

/** After an action: remember the state if it is known to hold no dead Orb. */
export function endAction(state: OrbsState): void {
  if (!ctx.hurt) markClean(state);
}

export function emit(e: OrbsEvent): void {
  ctx.log!.push(e);
}

/**
 * A card as events name it. A ref is fully determined by the instance id and its definition,
 * and events are read-only data, so there is one frozen ref per (definition, id), shared by
 * every event and game: the public API no longer allocates one per card an event names.
 */
const REFS: CardRef[][] = [];

export function ref(state: OrbsState, id: number): CardRef {
  const def = state.cards[id]!.def;
  const row = (REFS[def] ??= []);
  return row[id] ?? (row[id] = Object.freeze({ id, cardId: COMPILED[def]!.def.id }));
}

/** Chosen target of a card or ability: a player (0/1) or a card id; -1 = none. */
export interface Chosen {
  player: number;
  card: number;
}
export const NO_TARGET: Chosen = { player: -1, card: -1 };
