/**
 * The games in progress as the store holds them: `games/<id>.json` (a header, kinds/game.ts)
 * plus `games/<id>.actions.jsonl` (its action journal, action-journal.ts), read once into a
 * live copy and kept in memory. Loading repairs what a crash or a bad disk left: a damaged
 * journal is folded into the header up to its last good line and set aside, a huge or
 * non-file journal is set aside unread, and a game whose replay exists is removed, never
 * resumed. Callers run every call for one game on that game's queue (game-store.ts).
 */
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import {
  deleteJournal,
  MAX_JOURNAL_BYTES,
  parseJournal,
  readJournalText,
  removeFile,
} from './action-journal';
import { fsErrorText, readDocumentFile, writeDocumentFile } from './document-file';
import type { FileContext } from './document-file';
import { SaveError } from './errors';
import { FOLDERS } from './folder-files';
import type { JsonValue } from './json-value';
import { type GameHeader, GameInProgressKind } from './kinds/game';
import { moveAside } from './quarantine';
import type { SavedGame } from './records';

export interface LiveGame {
  header: GameHeader;
  /** All actions: header.actions (as last written) followed by the journal's. */
  actions: JsonValue[];
  /** Journal lines written since the header was last written. */
  journaled: number;
  /** An append failed part-way: rewrite the header before appending again. */
  mustCompact: boolean;
}

/** A live game whose header holds all its actions (nothing in the journal). */
export function freshLiveGame(header: GameHeader): LiveGame {
  return { header, actions: [...header.actions], journaled: 0, mustCompact: false };
}

export function gameRel(id: string): string {
  return `${FOLDERS.games}/${id}.json`;
}

export function journalRel(id: string): string {
  return `${FOLDERS.games}/${id}.actions.jsonl`;
}

export class LiveGameFiles {
  private readonly games = new Map<string, LiveGame>();

  constructor(private readonly ctx: FileContext) {}

  /** The live copy of a game, read from disk (and its journal repaired) on first use. */
  async load(id: string): Promise<LiveGame> {
    const cached = this.games.get(id);
    if (cached) return cached;
    const rel = gameRel(id);
    if (await this.isFinished(id)) {
      // Killed between writing the replay and removing the game: finish the removal now, so
      // the game can never be resumed (and its replay rewritten) after its result counted.
      await this.removeFiles(id);
      throw new SaveError('not-found', `game ${id} is finished (see its replay)`, rel);
    }
    const r = await readDocumentFile(this.ctx, rel, GameInProgressKind);
    if (r.status === 'missing') throw new SaveError('not-found', `no game ${id}`, rel);
    if (r.status === 'newer')
      throw new SaveError('newer-version', `game ${id} is ${r.problem.detail}`, rel);
    if (r.status === 'damaged') {
      // Without its header the journal cannot be replayed: keep it next to the damaged header.
      const text = await readJournalText(this.abs(journalRel(id)));
      if (text !== '') await moveAside(this.ctx.root, journalRel(id), this.ctx.now());
      throw new SaveError('damaged', `game ${id} was damaged (${r.problem.detail})`, rel);
    }
    const header = r.value;
    let journalText: string;
    try {
      journalText = await readJournalText(this.abs(journalRel(id)));
    } catch (e) {
      const code = (e as { code?: unknown }).code;
      if (code === 'E2BIG' || code === 'ENOTREG') return this.resumeFromHeader(id, header, e);
      throw new SaveError(
        'io',
        `could not read the actions of game ${id} (${fsErrorText(e)})`,
        journalRel(id),
        { cause: e },
      );
    }
    const journal = parseJournal(journalText, header.actions.length);
    const live: LiveGame = {
      header,
      // `cut`: a take-back reached into the header's actions (a crash before its compaction).
      actions: [
        ...header.actions.slice(0, header.actions.length - (journal.cut ?? 0)),
        ...journal.actions,
      ],
      journaled: journal.actions.length,
      mustCompact: false,
    };
    this.games.set(id, live);
    if (journal.damage !== null) {
      // Fold the good actions into the header first, then set the bad journal aside; a crash
      // in between only repeats this repair.
      const now = this.ctx.now();
      await this.compact(id, live, false);
      const moved = await moveAside(this.ctx.root, journalRel(id), now);
      this.ctx.problems.report({
        file: journalRel(id),
        kind: 'game-journal',
        reason: 'journal-repaired',
        detail: `${journal.damage}; the game resumes after action ${live.actions.length}`,
        movedTo: moved.ok ? moved.movedTo : null,
        at: now.toISOString(),
      });
      if (!moved.ok) await deleteJournal(this.abs(journalRel(id)));
    }
    return live;
  }

  /**
   * The journal is far larger than any real game (E2BIG) or no file at all (a FIFO: ENOTREG):
   * set it aside unread; the game resumes from its header.
   */
  private async resumeFromHeader(id: string, header: GameHeader, e: unknown): Promise<LiveGame> {
    const code = (e as { code?: unknown }).code;
    const now = this.ctx.now();
    const moved = await moveAside(this.ctx.root, journalRel(id), now);
    this.ctx.problems.report({
      file: journalRel(id),
      kind: 'game-journal',
      reason: code === 'E2BIG' ? 'too-large' : 'not-a-file',
      detail: `${code === 'E2BIG' ? `more than ${MAX_JOURNAL_BYTES} bytes` : (e as Error).message}; the game resumes after action ${header.actions.length}`,
      movedTo: moved.ok ? moved.movedTo : null,
      at: now.toISOString(),
    });
    if (!moved.ok)
      throw new SaveError(
        'io',
        `could not set the actions of game ${id} aside (${moved.error})`,
        journalRel(id),
      );
    return this.keep(id, freshLiveGame(header));
  }

  /** Hold `live` as game `id`'s live copy (a new or re-saved game). */
  keep(id: string, live: LiveGame): LiveGame {
    this.games.set(id, live);
    return live;
  }

  /** Forget game `id`'s live copy (its files were moved away); the next load reads the disk. */
  forget(id: string): void {
    this.games.delete(id);
  }

  /** Rewrite the header with every action and (unless told not to) empty the journal. */
  async compact(id: string, live: LiveGame, dropJournal = true): Promise<void> {
    const header: GameHeader = { ...live.header, actions: [...live.actions] };
    await writeDocumentFile(this.ctx, gameRel(id), GameInProgressKind, header);
    live.header = header;
    live.journaled = 0;
    // Only once the old journal is gone: a torn line left in it must not precede new lines.
    if (dropJournal) await deleteJournal(this.abs(journalRel(id)));
    live.mustCompact = false;
  }

  async removeFiles(id: string): Promise<void> {
    // Header first (one unlink): a journal alone is never loaded (startGame deletes it before a
    // new header), whereas a header left without its journal would be a valid, SHORTER game
    // that could be played on (issue #32: a kill here brought a finished game back).
    this.games.delete(id);
    await removeFile(this.abs(gameRel(id)));
    await deleteJournal(this.abs(journalRel(id)));
  }

  /** The newest write to the game's header or journal, or `fallback` when neither exists. */
  async lastSavedAt(id: string, fallback: string): Promise<string> {
    const times = await Promise.all(
      [gameRel(id), journalRel(id)].map((rel) =>
        stat(this.abs(rel)).then(
          (s) => s.mtimeMs,
          () => 0,
        ),
      ),
    );
    const t = Math.max(...times);
    return t > 0 ? new Date(t).toISOString() : fallback;
  }

  /** A game whose replay is written is over, whatever files of it a kill left behind. */
  private async isFinished(id: string): Promise<boolean> {
    return stat(this.abs(`${FOLDERS.replays}/${id}.json`)).then(
      (s) => s.isFile(),
      () => false,
    );
  }

  private abs(rel: string): string {
    return join(this.ctx.root, rel);
  }
}

export function toSavedGame(id: string, live: LiveGame, lastSavedAt: string): SavedGame {
  return { id, ...live.header, actions: [...live.actions], lastSavedAt };
}
