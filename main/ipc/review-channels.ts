/**
 * Names of the game-review and hint channels and pushes (issue #18; main/app/review-service.ts).
 * No dependencies, like channels.ts, which spreads these lists in.
 */
export const REVIEW_CHANNELS = [
  'review.available',
  'review.start',
  'review.cancel',
  'hint.get',
] as const;
export const REVIEW_PUSHES = ['review.progress', 'review.done', 'review.failed'] as const;

export type ReviewChannelName = (typeof REVIEW_CHANNELS)[number];
export type ReviewPushName = (typeof REVIEW_PUSHES)[number];
