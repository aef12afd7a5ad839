/**
 * The review part of the IPC contract (issue #18): argument schemas (valibot, checked by
 * dispatch.ts before any handler runs), result and push types. contract.ts spreads these in.
 */
import * as v from 'valibot';
import type { HintResult, ReviewStartResult } from '../services/types';
import type { ReviewResult } from '../ai/review/types';
import type { ReviewChannelName, ReviewPushName } from './review-channels';
import { channel, type ChannelSpec as Spec, push, type PushSpec } from './channel-spec';

export type { HintResult, ReviewStartResult, ReviewResult };
export type { MoveLabel, ReviewDecision, ReviewFacts, Mark, ReviewMode } from '../ai/review/types';

const IdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'not an id'));
const PlayerSchema = v.union([v.literal(0), v.literal(1)]);

export interface ReviewProgress {
  jobId: string;
  done: number;
  total: number;
}
export interface ReviewDone {
  jobId: string;
  replayId: string;
  result: ReviewResult;
}
export interface ReviewFailed {
  jobId: string;
  replayId: string;
  message: string;
  cancelled: boolean;
}

export const reviewContract = {
  'review.available': channel<{ available: boolean }>()(
    v.strictObject({ replayId: IdSchema }),
    "Whether a game can be reviewed: true once its replay is saved (waits for the game's saves); false for a game without one (computer against computer, or a game whose save failed), which is offered no Review button.",
  ),
  'review.start': channel<ReviewStartResult>()(
    v.strictObject({
      /** A replay id; a game just finished has the same id as its replay. */
      replayId: IdSchema,
      mode: v.picklist(['full', 'fair']),
      /** Whose decisions; default the human in a game against the computer, both in hotseat. */
      players: v.optional(v.pipe(v.array(PlayerSchema), v.minLength(1), v.maxLength(2))),
    }),
    'Review a finished game: answers a saved review at once, or a job id whose progress and result are pushed (review.progress, review.done, review.failed).',
  ),
  'review.cancel': channel<{ cancelled: boolean }>()(
    v.strictObject({ jobId: IdSchema }),
    'Stop a running review (its workers are stopped).',
  ),
  'hint.get': channel<HintResult>()(
    v.strictObject({ gameId: IdSchema, player: PlayerSchema }),
    "The move the normal-level computer would play in the human's seat, from that player's own view (games against the computer only); counted in the game's record.",
  ),
} satisfies { [K in ReviewChannelName]: Spec<v.GenericSchema, unknown> };

export const reviewPushes = {
  'review.progress': push<ReviewProgress>('A running review searched `done` of `total` positions.'),
  'review.done': push<ReviewDone>('A review finished (and was saved beside the replay).'),
  'review.failed': push<ReviewFailed>('A review stopped: cancelled, or an error.'),
} satisfies { [K in ReviewPushName]: PushSpec<unknown> };
