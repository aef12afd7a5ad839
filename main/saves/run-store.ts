/**
 * Gauntlet run files, `runs/<id>.json` (kinds/gauntlet-run.ts), on the save store's own file
 * context and per-file queue: a damaged run is moved to damaged/ and listed in problems()
 * like any save, a run from a newer Cardhall is left alone and never overwritten, and every
 * write is atomic. The store (save-store.ts) owns one of these as `runs`.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { readDocumentFile, writeDocumentFile, type FileContext } from './document-file';
import { SaveError } from './errors';
import { isSaveId, newSaveId } from './ids';
import type { KeyedQueue } from './keyed-queue';
import { GauntletRunKind, type RunFileData } from './kinds/gauntlet-run';

export const RUNS_FOLDER = 'runs';

export interface SavedRun extends RunFileData {
  id: string;
}

export class RunStore {
  constructor(
    private readonly ctx: FileContext,
    private readonly queue: KeyedQueue,
  ) {}

  /** Every readable run, newest first (unreadable ones are set aside and reported). */
  async list(): Promise<SavedRun[]> {
    const names = await readdir(join(this.ctx.root, RUNS_FOLDER)).catch(() => [] as string[]);
    const out: SavedRun[] = [];
    for (const name of names.sort()) {
      const id = name.endsWith('.json') ? name.slice(0, -'.json'.length) : '';
      if (!isSaveId(id)) continue;
      const rel = this.rel(id);
      const r = await this.queue.run(rel, () => readDocumentFile(this.ctx, rel, GauntletRunKind));
      if (r.status === 'ok') out.push({ id, ...r.value });
    }
    return out.sort((a, b) => b.startedAt.localeCompare(a.startedAt));
  }

  async get(id: string): Promise<SavedRun> {
    const rel = this.rel(this.checkId(id));
    const r = await this.queue.run(rel, () => readDocumentFile(this.ctx, rel, GauntletRunKind));
    switch (r.status) {
      case 'ok':
        return { id, ...r.value };
      case 'missing':
        throw new SaveError('not-found', `no gauntlet run ${id}`, rel);
      case 'newer':
        throw new SaveError('newer-version', `run ${id} is ${r.problem.detail}`, rel);
      case 'damaged':
        throw new SaveError('damaged', `run ${id} was damaged (${r.problem.detail})`, rel);
    }
  }

  /** Write a run (validated against the schema first); a new run when `id` is undefined. */
  async save(id: string | undefined, data: unknown): Promise<SavedRun> {
    const parsed = GauntletRunKind.parse(data);
    if (!parsed.ok) throw new SaveError('invalid-input', `gauntlet run: ${parsed.detail}`);
    const runId = id === undefined ? newSaveId() : this.checkId(id);
    const rel = this.rel(runId);
    await this.queue.run(rel, () =>
      writeDocumentFile(this.ctx, rel, GauntletRunKind, parsed.value),
    );
    return { id: runId, ...parsed.value };
  }

  private rel(id: string): string {
    return `${RUNS_FOLDER}/${id}.json`;
  }

  private checkId(id: unknown): string {
    if (!isSaveId(id))
      throw new SaveError('invalid-input', `not a valid run id: ${JSON.stringify(id)}`);
    return id;
  }
}
