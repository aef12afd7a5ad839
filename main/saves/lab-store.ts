/**
 * Deck-lab results, `labs/<deckId>.json` (kinds/deck-lab.ts): derived from a deck, so one per
 * deck, replaced by every new test of it and removed with the deck. On the save store's own
 * file context and per-file queue (save-store.ts owns one as `labs`): a damaged result is set
 * aside and reported like any save, and reads as "no result"; a newer one is never written.
 */
import { join } from 'node:path';
import { removeFile } from './action-journal';
import { readDocumentFile, writeDocumentFile, type FileContext } from './document-file';
import { SaveError } from './errors';
import { isSaveId } from './ids';
import type { KeyedQueue } from './keyed-queue';
import { DeckLabKind, type DeckLabFileData } from './kinds/deck-lab';

export const LABS_FOLDER = 'labs';

export class LabStore {
  constructor(
    private readonly ctx: FileContext,
    private readonly queue: KeyedQueue,
  ) {}

  /** The last lab result of a deck, or null when there is none (or the file was unusable). */
  async get(deckId: string): Promise<DeckLabFileData | null> {
    const rel = this.rel(deckId);
    const r = await this.queue.run(rel, () => readDocumentFile(this.ctx, rel, DeckLabKind));
    return r.status === 'ok' ? r.value : null;
  }

  /** Write a deck's lab result (validated against the deck-lab schema first). */
  async save(input: unknown): Promise<DeckLabFileData> {
    const parsed = DeckLabKind.parse(input);
    if (!parsed.ok) throw new SaveError('invalid-input', `deck lab: ${parsed.detail}`);
    const data = parsed.value;
    const rel = this.rel(data.deckId);
    return this.queue.run(rel, async () => {
      await writeDocumentFile(this.ctx, rel, DeckLabKind, data);
      return data;
    });
  }

  /** Remove a deck's result (its deck was deleted); nothing happens when there is none. */
  async remove(deckId: string): Promise<void> {
    const rel = this.rel(deckId);
    await this.queue.run(rel, () => removeFile(join(this.ctx.root, rel)));
  }

  private rel(deckId: unknown): string {
    if (!isSaveId(deckId))
      throw new SaveError('invalid-input', `not a valid deck lab id: ${JSON.stringify(deckId)}`);
    return `${LABS_FOLDER}/${deckId}.json`;
  }
}
