/**
 * Match history (the statistics' source): `history.json` holds the entries folded in at the
 * last compaction; each later game adds one fsynced line to `history.log.jsonl` (the journal
 * format of action-journal.ts), so finishing a game never rewrites the whole history. Every
 * HISTORY_COMPACT_EVERY lines the log is folded into history.json (atomic) and deleted; lines
 * already in history.json are skipped, so a crash between the two steps loses nothing. A
 * damaged history.json is rebuilt from the replays, which hold every finished game.
 *
 * On the save store's own file context and per-file queue (save-store.ts owns one as
 * `history`); everything runs on history.json's queue.
 */
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import * as v from 'valibot';
import { deleteJournal, journalLine, parseJournal, readJournalText } from './action-journal';
import { assertWritable, readDocumentFile, writeDocumentFile } from './document-file';
import type { FileContext } from './document-file';
import type { JsonValue } from './json-value';
import type { KeyedQueue } from './keyed-queue';
import type { ReplayData } from './kinds/game';
import { type HistoryEntry, HistoryEntrySchema, HistoryKind } from './kinds/history';

export const HISTORY_FILE = 'history.json';
/** Games finished since history.json was last written, one line each. */
export const HISTORY_LOG = 'history.log.jsonl';
const HISTORY_COMPACT_EVERY = 64;

export interface HistorySources {
  /** Appends one journal line durably (action-journal.ts); tests inject a failing disk. */
  appendLine(file: string, line: string): Promise<void>;
  /** Every readable replay, to rebuild a damaged history.json from. */
  replays(): Promise<{ id: string; value: ReplayData }[]>;
}

export class HistoryStore {
  /** All history entries (history.json + history.log.jsonl), once read. */
  private cache: HistoryEntry[] | null = null;
  /** The two files' mtime and size when the cache was filled (see read). */
  private cacheStamp = '';
  /** Lines in history.log.jsonl. */
  private logLines = 0;

  constructor(
    private readonly ctx: FileContext,
    private readonly queue: KeyedQueue,
    private readonly sources: HistorySources,
  ) {}

  /** Newest first. If history.json was damaged it is rebuilt from the replays. */
  async list(): Promise<HistoryEntry[]> {
    const entries = await this.queue.run(HISTORY_FILE, () => this.read());
    return [...entries].sort((a, b) => b.finishedAt.localeCompare(a.finishedAt));
  }

  /** Add a finished game's entry (once: an entry already there is left as it is). */
  add(entry: HistoryEntry): Promise<void> {
    return this.queue.run(HISTORY_FILE, async () => {
      const entries = await this.read();
      if (entries.some((e) => e.id === entry.id)) return;
      await assertWritable(this.ctx, HISTORY_FILE, HistoryKind);
      try {
        await this.sources.appendLine(
          this.abs(HISTORY_LOG),
          journalLine(entries.length, entry as unknown as JsonValue),
        );
      } catch {
        // Part of a line may be on disk: fold everything into history.json instead.
        this.cache = null;
        await writeDocumentFile(this.ctx, HISTORY_FILE, HistoryKind, {
          entries: [...entries, entry],
        });
        await deleteJournal(this.abs(HISTORY_LOG));
        this.cache = [...entries, entry];
        this.logLines = 0;
        this.cacheStamp = await this.stamp();
        return;
      }
      entries.push(entry);
      if (++this.logLines >= HISTORY_COMPACT_EVERY) {
        await writeDocumentFile(this.ctx, HISTORY_FILE, HistoryKind, { entries: [...entries] });
        await deleteJournal(this.abs(HISTORY_LOG));
        this.logLines = 0;
      }
      this.cacheStamp = await this.stamp();
    });
  }

  private async read(): Promise<HistoryEntry[]> {
    // Two stats instead of a parse: the cache holds while nobody else wrote the files.
    const stamp = await this.stamp();
    if (this.cache && stamp === this.cacheStamp) return this.cache;
    this.cache = null;
    const entries = await this.readFiles();
    this.cacheStamp = await this.stamp();
    return entries;
  }

  private async stamp(): Promise<string> {
    const parts = await Promise.all(
      [HISTORY_FILE, HISTORY_LOG].map((rel) =>
        stat(this.abs(rel)).then(
          (x) => `${x.mtimeMs}:${x.size}`,
          () => '-',
        ),
      ),
    );
    return parts.join('|');
  }

  private async readFiles(): Promise<HistoryEntry[]> {
    const r = await readDocumentFile(this.ctx, HISTORY_FILE, HistoryKind);
    if (r.status === 'damaged') {
      // The replays hold every finished game, those of the log included.
      const rebuilt = (await this.sources.replays()).map(({ id, value }) =>
        historyEntryOf(id, value),
      );
      await writeDocumentFile(this.ctx, HISTORY_FILE, HistoryKind, { entries: rebuilt });
      await deleteJournal(this.abs(HISTORY_LOG));
      this.logLines = 0;
      return (this.cache = rebuilt);
    }
    if (r.status !== 'ok') return r.status === 'newer' ? [] : (this.cache = await this.withLog([]));
    return (this.cache = await this.withLog(r.value.entries));
  }

  private async withLog(base: HistoryEntry[]): Promise<HistoryEntry[]> {
    const log = parseJournal(
      await readJournalText(this.abs(HISTORY_LOG)).catch(() => ''),
      base.length,
    );
    const out = [...base];
    for (const a of log.actions) {
      const e = v.safeParse(HistoryEntrySchema, a);
      if (e.success && !out.some((x) => x.id === e.output.id)) out.push(e.output);
    }
    this.logLines = log.actions.length;
    return out;
  }

  private abs(rel: string): string {
    return join(this.ctx.root, rel);
  }
}

/** The history entry of a finished game, from its replay. */
export function historyEntryOf(id: string, r: ReplayData): HistoryEntry {
  return {
    id,
    game: r.game,
    mode: r.mode,
    seats: r.seats,
    winner: r.result.winner,
    ...(r.result.reason !== undefined ? { reason: r.result.reason } : {}),
    ...(r.result.hints !== undefined ? { hints: r.result.hints } : {}),
    actionCount: r.actions.length,
    startedAt: r.startedAt,
    finishedAt: r.finishedAt,
  };
}
