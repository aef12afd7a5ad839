/**
 * What a review copies out of a stored replay, checked again before it runs (issue #32
 * item 7): a replay file is the player's to edit, and the review sends its options and
 * actions to a worker for every chunk of positions (a forged 31 MB replay took the host to
 * 1.07 GB). So every field the review copies has a size bound, and the options are the ones
 * today's rules make of them (normalizeOptions), as game.start stores them.
 */
import type { AnyRules } from '../engine/registry';
import { MAX_ACTIONS } from '../saves/kinds/game';
import { MAX_ACTION_CHARS } from './canonical-action';

export const REVIEW_LIMITS = {
  /** A real game's options are a few KB (two Orbs deck lists); far above that is forged. */
  optionsChars: 64 * 1024,
  /** One action, as a game accepts it (canonical-action.ts). */
  actionChars: MAX_ACTION_CHARS,
  /** All actions together: 20,000 actions of a real game are well under 2 MB. */
  actionsChars: 2 * 1024 * 1024,
  actions: MAX_ACTIONS,
} as const;

export type ReviewInput =
  | { ok: true; options: unknown; actions: unknown[] }
  | { ok: false; ruleCode: 'replay-too-large' | 'replay-broken'; message: string };

const chars = (x: unknown): number => JSON.stringify(x)?.length ?? 0;

/** The replay's options and actions for a review, or why it is refused. */
export function reviewInput(
  rules: Pick<AnyRules, 'normalizeOptions'>,
  replay: { options: unknown; actions: readonly unknown[] },
): ReviewInput {
  const tooLarge = (what: string): ReviewInput => ({
    ok: false,
    ruleCode: 'replay-too-large',
    message: `this replay is larger than any game Cardhall saves (${what})`,
  });
  if (replay.actions.length > REVIEW_LIMITS.actions) return tooLarge('too many actions');
  if (chars(replay.options) > REVIEW_LIMITS.optionsChars) return tooLarge('its options');
  let total = 0;
  for (let i = 0; i < replay.actions.length; i++) {
    const n = chars(replay.actions[i]);
    if (n > REVIEW_LIMITS.actionChars) return tooLarge(`action ${i}`);
    total += n;
    if (total > REVIEW_LIMITS.actionsChars) return tooLarge('its actions');
  }
  let options: unknown;
  try {
    options = rules.normalizeOptions
      ? rules.normalizeOptions(structuredClone(replay.options) as never)
      : structuredClone(replay.options);
  } catch {
    return {
      ok: false,
      ruleCode: 'replay-broken',
      message: "the rules refuse this replay's options",
    };
  }
  return { ok: true, options, actions: replay.actions.map((a) => structuredClone(a)) };
}
