/**
 * Problems found while reading saves, collected for the app to show ("2 decks could not be
 * read and were moved to …"). Reading never throws for a bad file: it records a problem here
 * and carries on with the other files.
 */
export type ProblemReason =
  /** The file is empty (0 bytes or only whitespace). */
  | 'empty'
  /** Not valid JSON (e.g. truncated mid-write by another tool, or edited by hand). */
  | 'bad-json'
  /** Valid JSON but not a Cardhall document (no kind/schemaVersion/data envelope). */
  | 'not-a-document'
  /** A Cardhall document of another kind (e.g. a replay in the decks folder). */
  | 'wrong-kind'
  /** The document's data breaks the schema. */
  | 'invalid-data'
  /** Upgrading an older document threw. */
  | 'migration-failed'
  /** The file could not be read at all (permissions, a folder in its place, …). */
  | 'unreadable'
  /** Written by a newer Cardhall: left untouched, not loaded, never overwritten. */
  | 'newer-version'
  /** Loaded, but some fields were invalid and fell back to defaults (settings). */
  | 'fields-reset'
  /** A game's action journal had a torn or damaged tail; the game resumes before that point. */
  | 'journal-repaired'
  /** The rules refuse one of a saved game's actions (e.g. after an update): the original files are set aside, the game resumes before it. */
  | 'actions-refused'
  /** Larger than any save Cardhall writes: set aside unread. */
  | 'too-large'
  /** Not a regular file (a FIFO, a folder, a device) where a save belongs: set aside unread. */
  | 'not-a-file';

export interface SaveProblem {
  /** Path relative to the save root, with forward slashes, e.g. `decks/abc.json`. */
  file: string;
  /** What the file was expected to hold, e.g. `orbs-deck`. */
  kind: string;
  reason: ProblemReason;
  /** English detail for logs and a "details" disclosure in the UI. */
  detail: string;
  /** Where the bad file (or a copy of it) now is, relative to the root; null if left in place. */
  movedTo: string | null;
  /** ISO time the problem was found. */
  at: string;
}

/** Keeps problems in discovery order; the same file+reason is recorded once. */
export class ProblemLog {
  private readonly items: SaveProblem[] = [];
  private readonly seen = new Set<string>();

  report(p: SaveProblem): void {
    const key = `${p.file}\u0000${p.reason}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.items.push(p);
  }

  list(): SaveProblem[] {
    return this.items.map((p) => ({ ...p }));
  }

  clear(): void {
    this.items.length = 0;
    this.seen.clear();
  }
}
