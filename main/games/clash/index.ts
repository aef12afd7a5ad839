/**
 * Clash of Decks rules engine (clash.md), implementing the shared `GameRules` contract.
 *
 * Public: `clashRules` and the types in ./types. Fast playout helpers for the AI/bench:
 * `legalActionCount`, `legalActionAt`, `applyLegalAt` (same action order as `legalActions`).
 */
import { stateHash } from '../../engine/hash';
import type { ApplyResult, GameRules, Outcome, PlayerId } from '../../engine/types';
import { cloneState } from './rules/clone';
import { createGame, resolveOptions } from './rules/setup';
import {
  legalActionCount as countLegal_,
  legalActions as listLegal,
  locateLegal as locateLegal_,
  newLocated,
  performLocated as performLocated_,
  toAction,
  validate,
} from './rules/moves';
import { eventFor, viewFor } from './view';
import { revealEvent } from './rules/draft';
import { hurtsOnlyActor } from './rules/self-harm';
import { takeBackBarrier } from './rules/take-back';
import { CLASH_CARDS } from './cards';
import {
  BUILDING,
  type ClashAction,
  type ClashEvent,
  type ClashOptions,
  type ClashState,
  type ClashView,
} from './types';

export type * from './types';
export { BUILDING } from './types';
/** The §9.2 position key (rules/repetition.ts); the AI merges equal positions by it. */
export { positionKey } from './rules/repetition';
export {
  CLASH_CARDS,
  cardDef,
  poolCards,
  cardIndexById,
  cardIndexByName,
  cardsOfSet,
  preconstructedDeck,
  KEYWORDS,
  KW,
  OWN_KW,
} from './cards';
export {
  KEYWORD_TEXT,
  SET_LABEL,
  CARD_NAME_CS,
  cardNames,
  keywordName,
  keywordExplanation,
} from './cards/text';
export type { ClashTextLanguage, KeywordText } from './cards/text';

// Imported bindings become getter calls when transpiled to CommonJS (tsx, vitest); local
// copies keep the playout hot path free of them.
const countLegal = countLegal_;
const locateLegal = locateLegal_;
const performLocated = performLocated_;

const scratch = newLocated();

function toMove(state: ClashState): PlayerId | null {
  return state.winner === null ? state.active : null;
}

function apply(state: ClashState, action: ClashAction): ApplyResult<ClashEvent> {
  let error;
  try {
    error = validate(state, action, scratch);
  } catch {
    // Validation only reads; a throw means a hostile object (e.g. a getter that throws).
    return { ok: false, error: { code: 'malformed', message: 'The action could not be read.' } };
  }
  if (error) return { ok: false, error };
  const events: ClashEvent[] = [];
  performLocated(state, scratch, events);
  return { ok: true, events };
}

export const clashRules: GameRules<ClashState, ClashAction, ClashEvent, ClashView, ClashOptions> = {
  id: 'clash',
  create: createGame,
  normalizeOptions: (o) => resolveOptions(o),
  toMove,
  legalActions: listLegal,
  apply,
  view: viewFor,
  eventFor,
  clone: cloneState,
  outcome: (state: ClashState): Outcome => state.winner,
  hurtsOnlyActor,
  openingEvents: (state: ClashState) => openingEvents(state),
  takeBackBarrier,
};

/** Number of legal actions now (0 when the game is over). Allocation-free. */
export function legalActionCount(state: ClashState): number {
  return countLegal(state);
}

/** The k-th legal action, in the order of `legalActions`. */
export function legalActionAt(state: ClashState, k: number): ClashAction {
  if (!locateLegal(state, k, scratch)) throw new RangeError(`no legal action #${k}`);
  return toAction(state, scratch);
}

/**
 * Apply the k-th legal action without building events (pass an array to collect them).
 * For playouts: no validation beyond the range check.
 */
export function applyLegalAt(
  state: ClashState,
  k: number,
  events: ClashEvent[] | null = null,
): void {
  if (!locateLegal(state, k, scratch)) throw new RangeError(`no legal action #${k}`);
  performLocated(state, scratch, events);
}

/**
 * Events that describe a freshly created game (for the game log / first animation):
 * the first draft round revealed, or in preconstructed mode the hands and turn 1.
 */
export function openingEvents(state: ClashState): ClashEvent[] {
  if (state.phase === 'draft' && state.draft && state.draft.picks === 0)
    return [revealEvent(state.draft, 0)];
  if (state.phase === 'summoning' && state.turn === 1 && state.draft === null) {
    const out: ClashEvent[] = [];
    for (const p of [0, 1] as const) {
      const hand = state.players[p].hand
        .filter((c) => c !== BUILDING)
        .map((c) => CLASH_CARDS[c]!.id);
      out.push({
        type: 'handFormed',
        player: p,
        hand,
        size: hand.length,
        buildingIndex: state.players[p].hand.indexOf(BUILDING),
      });
    }
    out.push({
      type: 'turnStarted',
      player: state.active,
      turn: 1,
      mana: state.players[state.active].mana,
    });
    return out;
  }
  return [];
}

/** State hash (engine/hash.ts): equal states give equal hashes. */
export function clashHash(state: ClashState): string {
  return stateHash(state);
}

/** Serialise / restore a state (the state is plain JSON). */
export function serializeClash(state: ClashState): string {
  return JSON.stringify(state);
}
/** Throws an Error with a clear message when the text is not a Clash state. */
export function deserializeClash(text: string): ClashState {
  const s = JSON.parse(text) as Partial<ClashState> | null;
  if (
    !s ||
    typeof s !== 'object' ||
    s.format !== 'clash-state/1' ||
    !Array.isArray(s.players) ||
    !Array.isArray(s.rng)
  ) {
    throw new Error('not a Clash of Decks state (format "clash-state/1")');
  }
  return s as ClashState;
}
