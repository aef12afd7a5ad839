/**
 * Finished games, `replays/<id>.json` (kinds/game.ts), and the replay list's index
 * (`replay-index.json`, replay-index.ts) kept by these writes: a listing reads the index, not
 * every replay. A replay is written once, when its game ends (save-store.ts finishGame), and
 * only deleted by the player. On the save store's own file context and per-file queue
 * (save-store.ts owns one as `replays`).
 */
import { readDocumentFile, writeDocumentFile, type FileContext } from './document-file';
import { FolderFiles, FOLDERS, idsIn } from './folder-files';
import type { JsonValue } from './json-value';
import type { KeyedQueue } from './keyed-queue';
import { ReplayKind, type ReplayData } from './kinds/game';
import type { Replay, ReplaySummary } from './records';
import { ReplayIndex, type ReplayRow } from './replay-index';

export class ReplayStore {
  /** The replay list's rows, in memory and in replay-index.json (replay-index.ts). */
  private readonly index: ReplayIndex;
  private readonly files: FolderFiles;

  constructor(
    private readonly ctx: FileContext,
    private readonly queue: KeyedQueue,
  ) {
    this.files = new FolderFiles(ctx, queue);
    this.index = new ReplayIndex({
      ctx,
      queue,
      ids: () => idsIn(ctx.root, FOLDERS.replays),
      read: async (id) => {
        const rel = this.rel(id);
        const r = await this.queue.run(rel, () => readDocumentFile(this.ctx, rel, ReplayKind));
        return r.status === 'ok' ? r.value : null;
      },
    });
  }

  /** The summaries of the replay list, from the index. */
  async list(): Promise<ReplaySummary[]> {
    return (await this.index.list()).map((row) => row.summary);
  }

  /** The replay list's rows with the row facts stored for them (issue #32 item 8). */
  rows(): Promise<ReplayRow[]> {
    return this.index.list();
  }

  /** Keep row facts the services worked out, so the next start need not work them out again. */
  setFacts(facts: Iterable<[string, JsonValue]>): void {
    this.index.setFacts(facts);
  }

  /** Every readable replay, whole (to rebuild a damaged history from). */
  all(): Promise<{ id: string; value: ReplayData }[]> {
    return this.files.list(FOLDERS.replays, ReplayKind);
  }

  async get(id: string): Promise<Replay> {
    return { id, ...(await this.files.get(FOLDERS.replays, id, ReplayKind, 'replay')) };
  }

  /** Write the replay of finished game `id` (its id is already checked) and index it. */
  async add(id: string, replay: ReplayData): Promise<void> {
    const rel = this.rel(id);
    await this.queue.run(rel, () => writeDocumentFile(this.ctx, rel, ReplayKind, replay));
    this.index.added(id, replay);
  }

  async remove(id: string): Promise<void> {
    await this.files.remove(FOLDERS.replays, id, ReplayKind);
    this.index.removed(id);
  }

  private rel(id: string): string {
    return `${FOLDERS.replays}/${id}.json`;
  }
}
