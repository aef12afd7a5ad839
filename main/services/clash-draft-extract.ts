/**
 * "Save this draft": the draft part of a Clash game (clash.md §3.1–3.2) as a saved draft —
 * options, seed and the pick actions (enough to replay it), plus the revealed pool, each
 * player's picks and the first picker (to list it without running the engine).
 */
import { clashRules, openingEvents } from '../games/clash';
import type { ClashAction, ClashEvent, ClashOptions, ClashState } from '../games/clash/types';
import type { PlayerId } from '../engine/types';
import type { JsonValue } from '../saves';

export interface ExtractedDraft {
  options: JsonValue;
  seed: number;
  actions: JsonValue[];
  pool: string[];
  picks: [string[], string[]];
  firstPicker: PlayerId;
}

export type DraftExtractError = 'no-draft' | 'draft-not-finished' | 'draft-refused';

export function extractClashDraft(record: {
  options: unknown;
  seed: number;
  actions: readonly unknown[];
}): { ok: true; draft: ExtractedDraft } | { ok: false; code: DraftExtractError; message: string } {
  let state: ClashState;
  try {
    state = clashRules.create(structuredClone(record.options) as ClashOptions, record.seed);
  } catch (e) {
    return {
      ok: false,
      code: 'draft-refused',
      message: `the game's options are not valid Clash options: ${(e as Error).message}`,
    };
  }
  if (state.phase !== 'draft' || state.draft === null)
    return { ok: false, code: 'no-draft', message: 'this game was played without a draft' };
  const firstPicker = state.draft.firstPicker;
  const pool: string[] = [];
  const picks: [string[], string[]] = [[], []];
  const note = (events: readonly ClashEvent[]) => {
    for (const e of events) {
      if (e.type === 'roundRevealed') pool.push(...e.cards);
      else if (e.type === 'picked') picks[e.player].push(e.card);
    }
  };
  note(openingEvents(state));
  const actions: JsonValue[] = [];
  for (const action of record.actions) {
    if (state.phase !== 'draft') break;
    const r = clashRules.apply(state, structuredClone(action) as ClashAction);
    if (!r.ok)
      return {
        ok: false,
        code: 'draft-refused',
        message: `draft pick ${actions.length} was refused: ${r.error.message}`,
      };
    actions.push(structuredClone(action) as JsonValue);
    note(r.events);
  }
  if (state.phase === 'draft')
    return { ok: false, code: 'draft-not-finished', message: 'the draft is not finished yet' };
  return {
    ok: true,
    draft: {
      options: withoutHandSeed(record.options),
      seed: record.seed,
      actions,
      pool,
      picks,
      firstPicker,
    },
  };
}

/**
 * The options a draft keeps: a game that was itself a draft played again has a `handSeed`
 * (its hand orders); the draft must not carry it into the next rematch (issue #32).
 */
export function withoutHandSeed(options: unknown): JsonValue {
  const copy = structuredClone(options) as JsonValue;
  if (copy !== null && typeof copy === 'object' && !Array.isArray(copy)) delete copy.handSeed;
  return copy;
}
