/**
 * The save root's folders, and the few things every "one document per file" folder needs
 * (decks, drafts, games, replays, reviews): a checked id, the ids in a folder, read one, list
 * all, delete one. Each read or delete runs on that file's queue of the store (KeyedQueue) and
 * through document-file.ts, so a damaged file is set aside and a newer one never deleted.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { removeFile } from './action-journal';
import type { DocumentKind } from './document';
import { assertWritable, readDocumentFile, type FileContext } from './document-file';
import { SaveError } from './errors';
import { isSaveId } from './ids';
import type { KeyedQueue } from './keyed-queue';
import { RUNS_FOLDER } from './run-store';

export const FOLDERS = {
  decks: 'decks',
  drafts: 'drafts',
  games: 'games',
  replays: 'replays',
  reviews: 'reviews',
  runs: RUNS_FOLDER,
  labs: 'labs',
} as const;

/** `id` when it is a valid save id (safe as a file name), else invalid-input naming `what`. */
export function checkId(id: unknown, what: string): string {
  if (!isSaveId(id))
    throw new SaveError('invalid-input', `not a valid ${what} id: ${JSON.stringify(id)}`);
  return id;
}

/** The ids of the `<id>.json` files in a folder of the root, sorted; none if it is missing. */
export async function idsIn(root: string, folder: string): Promise<string[]> {
  const names = await readdir(join(root, folder)).catch(() => [] as string[]);
  return names
    .filter((n) => n.endsWith('.json'))
    .map((n) => n.slice(0, -'.json'.length))
    .filter(isSaveId)
    .sort();
}

/** The files of a folder (in the store's folder-file shape) and the queue they run on. */
export class FolderFiles {
  constructor(
    private readonly ctx: FileContext,
    private readonly queue: KeyedQueue,
  ) {}

  /** Every readable document in `folder` (unreadable ones are set aside and reported). */
  async list<T>(folder: string, kind: DocumentKind<T>): Promise<{ id: string; value: T }[]> {
    const out: { id: string; value: T }[] = [];
    for (const id of await idsIn(this.ctx.root, folder)) {
      const rel = `${folder}/${id}.json`;
      const r = await this.queue.run(rel, () => readDocumentFile(this.ctx, rel, kind));
      if (r.status === 'ok') out.push({ id, value: r.value });
    }
    return out;
  }

  /** Document `id` of `folder`; not-found, newer-version or damaged (named `what`) otherwise. */
  async get<T>(folder: string, id: string, kind: DocumentKind<T>, what: string): Promise<T> {
    const rel = `${folder}/${checkId(id, what)}.json`;
    const r = await this.queue.run(rel, () => readDocumentFile(this.ctx, rel, kind));
    switch (r.status) {
      case 'ok':
        return r.value;
      case 'missing':
        throw new SaveError('not-found', `no ${what} ${id}`, rel);
      case 'newer':
        throw new SaveError('newer-version', `${what} ${id} is ${r.problem.detail}`, rel);
      case 'damaged':
        throw new SaveError('damaged', `${what} ${id} was damaged (${r.problem.detail})`, rel);
    }
  }

  /** Delete document `id` of `folder`; refused for a file from a newer Cardhall. */
  async remove<T>(folder: string, id: string, kind: DocumentKind<T>): Promise<void> {
    const rel = `${folder}/${checkId(id, folder)}.json`;
    return this.queue.run(rel, async () => {
      await assertWritable(this.ctx, rel, kind);
      await removeFile(join(this.ctx.root, rel));
    });
  }
}
