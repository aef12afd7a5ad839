/**
 * The replay index (issue #32 item 8): the replay list's rows, kept in memory and in
 * `replay-index.json` (kinds/replay-index.ts), with the services' row facts beside each
 * summary. A replay never changes once written, so a row is trusted by its id: the folder's
 * names are read on every listing, a name not in the index (copied in by hand) is read once,
 * a name gone is dropped. The store's own writes (finishGame, deleteReplay) keep it current.
 *
 * Written through the store's queue, coalesced (one write however many rows changed since the
 * last), and never in the way: a failed write only means the next start reads the replays.
 */
import type { FileContext } from './document-file';
import { readDocumentFile, writeDocumentFile } from './document-file';
import type { KeyedQueue } from './keyed-queue';
import type { JsonValue } from './json-value';
import type { ReplaySummary } from './records';
import type { ReplayData } from './kinds/game';
import { ReplayIndexKind } from './kinds/replay-index';

export const REPLAY_INDEX_FILE = 'replay-index.json';

export interface ReplayRow {
  summary: ReplaySummary;
  /** Row facts the services stored for it (checked by them), absent until worked out. */
  facts?: JsonValue;
}

export interface ReplayIndexDeps {
  ctx: FileContext;
  queue: KeyedQueue;
  /** The replay ids in the replays folder, sorted. */
  ids(): Promise<string[]>;
  /** One replay read from its file, or null when it cannot be used (reported as a problem). */
  read(id: string): Promise<ReplayData | null>;
}

export function summaryOfReplay(id: string, r: ReplayData): ReplaySummary {
  const { actions, options: _o, ...rest } = r;
  return { id, ...rest, actionCount: actions.length };
}

export class ReplayIndex {
  private rows: Map<string, ReplayRow> | null = null;
  private dirty = false;
  private writeQueued = false;

  constructor(private readonly deps: ReplayIndexDeps) {}

  /** Every replay's row (copies), newest first. */
  async list(): Promise<ReplayRow[]> {
    const rows = (this.rows ??= await this.load());
    const ids = await this.deps.ids();
    const present = new Set(ids);
    let changed = false;
    for (const id of [...rows.keys()]) if (!present.has(id)) changed = rows.delete(id) || changed;
    for (const id of ids) {
      if (rows.has(id)) continue;
      const r = await this.deps.read(id);
      if (r) {
        rows.set(id, { summary: summaryOfReplay(id, r) });
        changed = true;
      }
    }
    if (changed) this.persist();
    return [...rows.values()]
      .map((row) => ({ ...row, summary: { ...row.summary } }))
      .sort((a, b) => b.summary.finishedAt.localeCompare(a.summary.finishedAt));
  }

  /** A replay was written by this store. */
  added(id: string, replay: ReplayData): void {
    if (!this.rows) return;
    this.rows.set(id, { summary: summaryOfReplay(id, replay) });
    this.persist();
  }

  /** A replay was deleted by this store. */
  removed(id: string): void {
    if (this.rows?.delete(id)) this.persist();
  }

  /** Row facts worked out by the services, saved with the rows (one write for the batch). */
  setFacts(facts: Iterable<[string, JsonValue]>): void {
    if (!this.rows) return;
    let changed = false;
    for (const [id, f] of facts) {
      const row = this.rows.get(id);
      if (row) {
        row.facts = f;
        changed = true;
      }
    }
    if (changed) this.persist();
  }

  private async load(): Promise<Map<string, ReplayRow>> {
    const rows = new Map<string, ReplayRow>();
    const r = await this.deps.queue.run(REPLAY_INDEX_FILE, () =>
      readDocumentFile(this.deps.ctx, REPLAY_INDEX_FILE, ReplayIndexKind),
    );
    if (r.status !== 'ok') return rows;
    // Facts are the rules' reading of a replay: another version's rules may read it otherwise.
    const sameRules = r.value.appVersion === this.deps.ctx.appVersion;
    for (const e of r.value.entries) {
      rows.set(e.summary.id, {
        summary: e.summary as ReplaySummary,
        ...(sameRules && e.facts !== undefined ? { facts: e.facts } : {}),
      });
    }
    if (!sameRules) this.dirty = true;
    return rows;
  }

  private persist(): void {
    this.dirty = true;
    if (this.writeQueued) return;
    this.writeQueued = true;
    void this.deps.queue
      .run(REPLAY_INDEX_FILE, async () => {
        this.writeQueued = false;
        if (!this.dirty || !this.rows) return;
        this.dirty = false;
        await writeDocumentFile(this.deps.ctx, REPLAY_INDEX_FILE, ReplayIndexKind, {
          appVersion: this.deps.ctx.appVersion,
          entries: [...this.rows.values()].map((row) => ({
            summary: row.summary,
            ...(row.facts !== undefined ? { facts: row.facts } : {}),
          })),
        });
      })
      .catch(() => {
        // Derived data: the next start reads the replays instead.
        this.dirty = true;
      });
  }
}
