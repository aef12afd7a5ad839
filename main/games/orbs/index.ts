/**
 * Orbs rules engine: `orbsRules` implements the game-agnostic GameRules contract
 * (main/engine/types.ts) for orbs.md. Plain-data state, seeded, deterministic.
 */
import type { ApplyResult, GameRules } from '../../engine/types';
import type {
  OrbsAction,
  OrbsEvent,
  OrbsOptions,
  OrbsState,
  OrbsView,
  Outcome,
  PlayerId,
} from './types';
import { applyAction } from './rules/actions';
import { createGame } from './rules/create';
import { ctx } from './rules/action-context';
import { legalActions } from './rules/legal';
export { legalActionCount, applyLegalAt, targetsFor } from './rules/legal';
import { cloneState } from './rules/state';
import { eventFor, viewFor } from './view';
import { hurtsOnlyActor } from './rules/self-harm';
import { takeBackBarrier } from './rules/take-back';

export * from './types';
export { validateDeck } from './decks/validate';
export { READY_DECKS } from './decks/ready';
export { cardText, cardName, orbTypeName } from './cards/text';
export { ORBS_CARDS, ORBS_DECK_CARDS, cardDefById } from './cards/pool';
export { parseCost, canPay } from './rules/energy';
export { freshInstance } from './rules/state';

/** Apply without building events (AI playouts, benchmarks). Same rules, same result. */
export function applyQuiet(state: OrbsState, action: OrbsAction): boolean {
  ctx.log = null;
  ctx.decked[0] = ctx.decked[1] = false;
  return applyAction(state, action) === null;
}

/**
 * Events that describe a freshly created game (for a replay's first step): turn 1 starts while
 * the game is created (orbs.md 5.1), before any action, so no action's events carry it.
 */
export function openingEvents(state: OrbsState): OrbsEvent[] {
  if (state.turn !== 1) return [];
  return [
    { type: 'turnStarted', player: state.active, turn: 1 },
    { type: 'phaseChanged', player: state.active, phase: 'defense' },
  ];
}

export const orbsRules: GameRules<OrbsState, OrbsAction, OrbsEvent, OrbsView, OrbsOptions> = {
  id: 'orbs',
  create: createGame,
  normalizeOptions: (o) => ({
    decks: [o.decks[0].slice(), o.decks[1].slice()],
    ...(o.first === undefined ? {} : { first: o.first }),
  }),
  toMove(state: OrbsState): PlayerId | null {
    return state.winner === null ? state.active : null;
  },
  legalActions,
  apply(state: OrbsState, action: OrbsAction): ApplyResult<OrbsEvent> {
    const events: OrbsEvent[] = [];
    ctx.log = events;
    ctx.decked[0] = ctx.decked[1] = false;
    let error;
    try {
      error = applyAction(state, action);
    } catch (e) {
      // Validation runs before any change, so input that makes it throw (a hostile object)
      // is rejected like any other bad action; an engine bug surfaces the same way.
      error = {
        code: 'badAction',
        message: `the action could not be read: ${e instanceof Error ? e.message : String(e)}`,
      };
    } finally {
      ctx.log = null;
    }
    return error ? { ok: false, error } : { ok: true, events };
  },
  view: viewFor,
  eventFor,
  clone: cloneState,
  outcome(state: OrbsState): Outcome {
    return state.winner;
  },
  hurtsOnlyActor,
  openingEvents,
  takeBackBarrier,
};
