/**
 * Files derived from another save, one per owner: `<folder>/<ownerId>.json`. Replaced by each
 * new result and removed with the owner (a deck's lab result, lab-store.ts; a replay's review,
 * review-store.ts). On the save store's own file context and per-file queue: a damaged file is
 * set aside and reported like any save, and reads as "none"; a newer one is never written.
 */
import { join } from 'node:path';
import { removeFile } from './action-journal';
import type { DocumentKind } from './document';
import { readDocumentFile, writeDocumentFile, type FileContext } from './document-file';
import { SaveError } from './errors';
import { checkId } from './folder-files';
import type { KeyedQueue } from './keyed-queue';

export interface DerivedKind<T> {
  folder: string;
  kind: DocumentKind<T>;
  /** What it is called in error messages ("deck lab", "review"). */
  what: string;
  /** The id of the save a document belongs to (its file name). */
  ownerOf(data: T): unknown;
}

export class DerivedStore<T> {
  constructor(
    private readonly ctx: FileContext,
    private readonly queue: KeyedQueue,
    private readonly derived: DerivedKind<T>,
  ) {}

  /** The document of `ownerId`, or null when there is none (or the file was unusable). */
  async get(ownerId: string): Promise<T | null> {
    const rel = this.rel(ownerId);
    const r = await this.queue.run(rel, () => readDocumentFile(this.ctx, rel, this.derived.kind));
    return r.status === 'ok' ? r.value : null;
  }

  /** Write a document (validated against its kind's schema first). */
  async save(input: unknown): Promise<T> {
    const parsed = this.derived.kind.parse(input);
    if (!parsed.ok) throw new SaveError('invalid-input', `${this.derived.what}: ${parsed.detail}`);
    const data = parsed.value;
    const rel = this.rel(this.derived.ownerOf(data));
    return this.queue.run(rel, async () => {
      await writeDocumentFile(this.ctx, rel, this.derived.kind, data);
      return data;
    });
  }

  /** Remove the document of `ownerId` (its owner was deleted); nothing happens when none. */
  async remove(ownerId: string): Promise<void> {
    const rel = this.rel(ownerId);
    await this.queue.run(rel, () => removeFile(join(this.ctx.root, rel)));
  }

  private rel(ownerId: unknown): string {
    return `${this.derived.folder}/${checkId(ownerId, this.derived.what)}.json`;
  }
}
