/**
 * Handlers of the review channels (review-contract.ts): each calls the review service
 * (main/app/review-service.ts) and turns its refusals into the contract's typed errors.
 */
import type { PlayerId } from '../engine/types';
import { ReviewServiceError, type ReviewService } from '../services/review-service';
import type { ReviewMode } from '../ai/review/types';
import { fail, type IpcResult } from './contract';
import { guard } from './saves-handlers';
import type { CallContext } from './call-context';
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
    'review.start': (
      arg: {
        replayId: string;
        mode: ReviewMode;
        players?: PlayerId[] | undefined;
      },
      ctx?: CallContext,
    ) => reviewGuard(() => need().start(arg, ctx?.conn)),
    'review.cancel': (arg: { jobId: string }, ctx?: CallContext) =>
      reviewGuard(async () => ({ cancelled: need().cancel(arg.jobId, ctx?.conn) })),
    'hint.get': (arg: { gameId: string; player: PlayerId }, ctx?: CallContext) =>
      reviewGuard(() => need().hint(arg.gameId, arg.player, ctx?.conn)),
  } satisfies Record<ReviewChannelName, (arg: never) => Promise<IpcResult<unknown>>>;
}
