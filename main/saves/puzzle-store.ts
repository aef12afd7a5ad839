/**
 * The player's puzzle files: `puzzles.json`, the progress of every puzzle played
 * (kinds/puzzle-progress.ts), and `puzzles-imported.json`, the puzzle files imported
 * (kinds/imported-puzzles.ts). On the save store's own file context and per-file queue
 * (save-store.ts owns one as `puzzles`); each update reads, changes and writes its file inside
 * that file's queue, so two attempts ending together both count. A damaged file is set aside
 * and reported, and reads as empty; a newer one is never written.
 */
import { readDocumentFile, writeDocumentFile, type FileContext } from './document-file';
import { SaveError } from './errors';
import type { KeyedQueue } from './keyed-queue';
import {
  PUZZLE_KEY_PATTERN,
  PuzzleProgressKind,
  type PuzzleProgress,
  type PuzzleRecord,
} from './kinds/puzzle-progress';
import {
  ImportedPuzzlesKind,
  MAX_IMPORTED_PUZZLES,
  type ImportedPuzzles,
} from './kinds/imported-puzzles';

export const PUZZLES_FILE = 'puzzles.json';
export const IMPORTED_PUZZLES_FILE = 'puzzles-imported.json';

export class PuzzleStore {
  constructor(
    private readonly ctx: FileContext,
    private readonly queue: KeyedQueue,
  ) {}

  /** Progress of every puzzle played; empty when none (or the file was damaged: moved aside). */
  progress(): Promise<PuzzleProgress> {
    return this.queue.run(PUZZLES_FILE, () => this.readProgress());
  }

  /** One attempt at puzzle `key` ended: solved in `moves` of your moves, or failed. */
  async recordAttempt(key: string, solved: boolean, moves: number): Promise<PuzzleRecord> {
    if (!PUZZLE_KEY_PATTERN.test(key) || !Number.isInteger(moves) || moves < 0)
      throw new SaveError('invalid-input', `invalid puzzle attempt ${JSON.stringify(key)}`);
    return this.queue.run(PUZZLES_FILE, async () => {
      const progress = await this.readProgress();
      const was = progress.puzzles[key] ?? { solved: false, attempts: 0 };
      const next: PuzzleRecord = { ...was, attempts: was.attempts + 1 };
      if (solved) {
        next.solved = true;
        next.bestMoves = Math.max(1, Math.min(was.bestMoves ?? Infinity, moves));
        next.solvedAt ??= this.ctx.now().toISOString();
      }
      const data = { puzzles: { ...progress.puzzles, [key]: next } };
      await writeDocumentFile(this.ctx, PUZZLES_FILE, PuzzleProgressKind, data);
      return next;
    });
  }

  /** The imported puzzle files; empty when none (or the file was damaged: moved aside). */
  imported(): Promise<ImportedPuzzles> {
    return this.queue.run(IMPORTED_PUZZLES_FILE, () => this.readImported());
  }

  /**
   * Keep an imported puzzle (the caller validated it); one with the same game and id replaces
   * the earlier import. Refused past MAX_IMPORTED_PUZZLES, the file untouched.
   */
  async addImported(puzzle: ImportedPuzzles['puzzles'][number]): Promise<void> {
    await this.queue.run(IMPORTED_PUZZLES_FILE, async () => {
      const { puzzles } = await this.readImported();
      const kept = puzzles.filter((p) => !(p.game === puzzle.game && p.id === puzzle.id));
      if (kept.length >= MAX_IMPORTED_PUZZLES)
        throw new SaveError('invalid-input', `at most ${MAX_IMPORTED_PUZZLES} imported puzzles`);
      const data = { puzzles: [...kept, puzzle] };
      await writeDocumentFile(this.ctx, IMPORTED_PUZZLES_FILE, ImportedPuzzlesKind, data);
    });
  }

  private async readProgress(): Promise<PuzzleProgress> {
    const r = await readDocumentFile(this.ctx, PUZZLES_FILE, PuzzleProgressKind);
    return r.status === 'ok' ? r.value : { puzzles: {} };
  }

  private async readImported(): Promise<ImportedPuzzles> {
    const r = await readDocumentFile(this.ctx, IMPORTED_PUZZLES_FILE, ImportedPuzzlesKind);
    return r.status === 'ok' ? r.value : { puzzles: [] };
  }
}
