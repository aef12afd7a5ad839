/**
 * Game reviews, `reviews/<replayId>.json` (kinds/review.ts): derived from a replay, so one per
 * replay, replaced by every new review of it and removed with the replay (derived-store.ts).
 * save-store.ts owns one as `reviews`.
 */
import type { FileContext } from './document-file';
import { DerivedStore } from './derived-store';
import { FOLDERS } from './folder-files';
import type { KeyedQueue } from './keyed-queue';
import { ReviewKind, type ReviewFileData } from './kinds/review';

export type ReviewStore = DerivedStore<ReviewFileData>;

export function reviewStore(ctx: FileContext, queue: KeyedQueue): ReviewStore {
  return new DerivedStore(ctx, queue, {
    folder: FOLDERS.reviews,
    kind: ReviewKind,
    what: 'review',
    ownerOf: (d) => d.replayId,
  });
}
