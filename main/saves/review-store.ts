/**
 * Game reviews, `reviews/<replayId>.json` (kinds/review.ts): derived from a replay, so one per
 * replay, replaced by every new review of it and removed with the replay. On the save store's
 * own file context and per-file queue (save-store.ts owns one as `reviews`): a damaged file is
 * set aside and reported like any save, and reads as "no review"; a newer one is never written.
 */
import { join } from 'node:path';
import { removeFile } from './action-journal';
import { readDocumentFile, writeDocumentFile, type FileContext } from './document-file';
import { SaveError } from './errors';
import { checkId, FOLDERS } from './folder-files';
import type { KeyedQueue } from './keyed-queue';
import { ReviewKind, type ReviewFileData } from './kinds/review';

export class ReviewStore {
  constructor(
    private readonly ctx: FileContext,
    private readonly queue: KeyedQueue,
  ) {}

  /** The saved reviews of a replay, or null when there are none (or the file was unusable). */
  async get(replayId: string): Promise<ReviewFileData | null> {
    const rel = this.rel(replayId);
    const r = await this.queue.run(rel, () => readDocumentFile(this.ctx, rel, ReviewKind));
    return r.status === 'ok' ? r.value : null;
  }

  /** Write a replay's reviews (validated against the review schema first). */
  async save(input: unknown): Promise<ReviewFileData> {
    const parsed = ReviewKind.parse(input);
    if (!parsed.ok) throw new SaveError('invalid-input', `review: ${parsed.detail}`);
    const data = parsed.value;
    const rel = this.rel(data.replayId);
    return this.queue.run(rel, async () => {
      await writeDocumentFile(this.ctx, rel, ReviewKind, data);
      return data;
    });
  }

  /** Remove a replay's reviews (the replay was deleted); nothing happens when there are none. */
  async remove(replayId: string): Promise<void> {
    const rel = `${FOLDERS.reviews}/${replayId}.json`;
    await this.queue.run(rel, () => removeFile(join(this.ctx.root, rel)));
  }

  private rel(replayId: unknown): string {
    return `${FOLDERS.reviews}/${checkId(replayId, 'review')}.json`;
  }
}
