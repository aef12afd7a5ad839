/**
 * Handlers of the review channels (review-contract.ts): each calls the review service
 * (main/app/review-service.ts) and turns its refusals into the contract's typed errors.
 */
import type { PlayerId } from '../engine/types';
import { ReviewServiceError, type ReviewService } from '../services/review-service';
import type { ReviewMode } from '../ai/review/types';
import { fail, type IpcResult } from './contract';
import { guard } from './saves-handlers';
import type { ReviewChannelName } from './review-channels';

async function reviewGuard<T>(run: () => Promise<T>): Promise<IpcResult<T>> {
  try {
    return await guard(run);
  } catch (err) {
    if (err instanceof ReviewServiceError) return fail(err.code, err.message, err.ruleCode);
    throw err;
  }
}

export function createReviewHandlers(review: ReviewService | undefined) {
  const need = (): ReviewService => {
    if (!review) throw new ReviewServiceError('not-found', 'review is not available');
    return review;
  };
  return {
    'review.available': (arg: { replayId: string }) =>
      reviewGuard(async () => ({ available: await need().available(arg.replayId) })),
    'review.start': (arg: {
      replayId: string;
      mode: ReviewMode;
      players?: PlayerId[] | undefined;
    }) => reviewGuard(() => need().start(arg)),
    'review.cancel': (arg: { jobId: string }) =>
      reviewGuard(async () => ({ cancelled: need().cancel(arg.jobId) })),
    'hint.get': (arg: { gameId: string; player: PlayerId }) =>
      reviewGuard(() => need().hint(arg.gameId, arg.player)),
  } satisfies Record<ReviewChannelName, (arg: never) => Promise<IpcResult<unknown>>>;
}
