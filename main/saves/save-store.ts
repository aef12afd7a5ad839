/**
 * The save store: everything a player makes, stored under one root folder. This is its shell
 * (the folders, the file context and per-file queue every part shares, the wiring) and its
 * public API; each kind of file has its own module beside it:
 *
 *   <root>/settings.json          player settings (settings-store.ts)
 *   <root>/history.json           match history, + history.log.jsonl (history-store.ts)
 *   <root>/puzzles.json           puzzle progress (kinds/puzzle-progress.ts, puzzle-store.ts)
 *   <root>/puzzles-imported.json  imported puzzle files (kinds/imported-puzzles.ts, puzzle-store.ts)
 *   <root>/decks/<id>.json        one Orbs deck per file (folder-files.ts)
 *   <root>/drafts/<id>.json       one Clash draft per file (folder-files.ts)
 *   <root>/games/<id>.json        a game in progress (+ <id>.actions.jsonl, action-journal.ts;
 *                                 game-store.ts, live-games.ts; its hint count: hint-counts.ts)
 *   <root>/replays/<id>.json      a finished game (folder-files.ts, replay-index.ts)
 *   <root>/reviews/<id>.json      the game review of replay <id> (kinds/review.ts, review-store.ts)
 *   <root>/runs/<id>.json         a gauntlet run (kinds/gauntlet-run.ts, run-store.ts)
 *   <root>/labs/<id>.json         the deck-lab result of deck <id> (kinds/deck-lab.ts, lab-store.ts)
 *   <root>/damaged/…              bad files moved aside (never read)
 *
 * The root is injected (Electron's userData in the app, a command-line folder in the browser
 * host, a temp folder in tests); nothing here imports Electron. Every operation on one file
 * runs through a per-file queue; whole-file writes are atomic (atomic-write.ts). Reads never
 * throw for a bad file: it is moved aside and listed in `problems()`. Calls that take input
 * accept `unknown` and validate it (the renderer is untrusted).
 *
 * Run one SaveStore per root (Electron: requestSingleInstanceLock): at open it deletes
 * temp files left by writes a crash interrupted, which another live instance could be writing.
 */
import { mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { appendJournalLine, removeFile } from './action-journal';
import { AtomicWriter, defaultAtomicWriter } from './atomic-write';
import { FileContext, readDocumentFile, writeDocumentFile } from './document-file';
import { SaveError } from './errors';
import { FolderFiles, FOLDERS } from './folder-files';
import { newSaveId } from './ids';
import { DeckInputSchema, DraftInputSchema, GameResultInputSchema, validateInput } from './inputs';
import type { JsonValue } from './json-value';
import { KeyedQueue } from './keyed-queue';
import type { ReplayRow } from './replay-index';
import { ReplayStore } from './replay-store';
import { ClashDraftKind, DraftData } from './kinds/clash-draft';
import type { GameResult } from './kinds/game';
import type { HistoryEntry } from './kinds/history';
import type { ReviewFileData } from './kinds/review';
import { reviewStore, type ReviewStore } from './review-store';
import { DeckData, OrbsDeckKind } from './kinds/orbs-deck';
import type { DeckLabFileData } from './kinds/deck-lab';
import type { Settings } from './kinds/settings';
import { SettingsStore } from './settings-store';
import { ProblemLog, SaveProblem } from './problems';
import type { PuzzleProgress, PuzzleRecord } from './kinds/puzzle-progress';
import type { ImportedPuzzles } from './kinds/imported-puzzles';
import { computeStats, MatchStats } from './stats';
import { RunStore } from './run-store';
import { labStore, type LabStore } from './lab-store';
import { PuzzleStore } from './puzzle-store';
import { HintCounts } from './hint-counts';
import { GameStore } from './game-store';
import { HistoryStore, historyEntryOf } from './history-store';

export { FOLDERS } from './folder-files';

export type { ClashDraft, OrbsDeck, Replay, ReplaySummary, SavedGame } from './records';
import type { ClashDraft, OrbsDeck, Replay, ReplaySummary, SavedGame } from './records';

export interface SaveStoreOptions {
  root: string;
  /** Written into every document (`appVersion`), for support and for "from a newer version" messages. */
  appVersion: string;
  /** Clock, injectable for tests. */
  now?: () => Date;
  /** The atomic file writer, injectable for tests (e.g. to simulate Windows EPERM). */
  writer?: AtomicWriter;
  /** Fold the action journal into the game file every this many actions (default 64). */
  compactEvery?: number;
  /** Appends one journal line durably (action-journal.ts); tests inject a failing disk. */
  appendLine?: (file: string, line: string) => Promise<void>;
}

/** Temp files of write-file-atomic: `<name>.json.<uint32>`. */
const STALE_TEMP = /\.json\.\d+$/;

export async function openSaveStore(opts: SaveStoreOptions): Promise<SaveStore> {
  await mkdir(opts.root, { recursive: true });
  for (const dir of ['', ...Object.values(FOLDERS)]) {
    const abs = join(opts.root, dir);
    await mkdir(abs, { recursive: true });
    for (const name of await readdir(abs)) {
      if (STALE_TEMP.test(name)) await removeFile(join(abs, name));
    }
  }
  return new SaveStore(opts);
}

export class SaveStore {
  readonly root: string;
  private readonly ctx: FileContext;
  private readonly queue = new KeyedQueue();
  /** Decks and drafts: one document per file (folder-files.ts). */
  private readonly files: FolderFiles;
  /** Finished games and the replay list's index (replay-store.ts). */
  private readonly replays: ReplayStore;
  /** Gauntlet runs (issue #31), on this store's file context and queue. */
  readonly runs: RunStore;
  /** Settings, games in progress, history, reviews, deck-lab results, puzzles, hints: likewise. */
  private readonly settings: SettingsStore;
  private readonly games: GameStore;
  private readonly history: HistoryStore;
  private readonly reviews: ReviewStore;
  private readonly labs: LabStore;
  private readonly puzzles: PuzzleStore;
  private readonly hints: HintCounts;

  /** Use openSaveStore (it creates the folders and clears stale temp files). */
  constructor(opts: SaveStoreOptions) {
    this.root = opts.root;
    const appendLine = opts.appendLine ?? appendJournalLine;
    this.ctx = {
      root: opts.root,
      appVersion: opts.appVersion,
      now: opts.now ?? (() => new Date()),
      problems: new ProblemLog(),
      writer: opts.writer ?? defaultAtomicWriter,
      newer: new Set(),
      checked: new Set(),
      reads: 0,
    };
    this.files = new FolderFiles(this.ctx, this.queue);
    this.replays = new ReplayStore(this.ctx, this.queue);
    this.runs = new RunStore(this.ctx, this.queue);
    this.settings = new SettingsStore(this.ctx, this.queue);
    this.games = new GameStore(this.ctx, this.queue, {
      appendLine,
      ...(opts.compactEvery !== undefined ? { compactEvery: opts.compactEvery } : {}),
    });
    this.history = new HistoryStore(this.ctx, this.queue, {
      appendLine,
      replays: () => this.replays.all(),
    });
    this.reviews = reviewStore(this.ctx, this.queue);
    this.labs = labStore(this.ctx, this.queue);
    this.puzzles = new PuzzleStore(this.ctx, this.queue);
    this.hints = new HintCounts(this.ctx, this.queue, this.games);
  }

  // ---- problems -----------------------------------------------------------------------------

  /** Files that could not be used since the store was opened (deduplicated, oldest first). */
  problems(): SaveProblem[] {
    return this.ctx.problems.list();
  }

  /** After the app has shown them. */
  clearProblems(): void {
    this.ctx.problems.clear();
  }

  /** Resolves once every queued write has finished (for shutdown and tests). */
  flush(): Promise<void> {
    return this.queue.idle();
  }

  /** Files (relative to the root) with work still queued or running; empty once flushed. */
  pendingFiles(): string[] {
    return this.queue.pendingKeys();
  }

  // ---- settings (settings-store.ts) --------------------------------------------------------

  /** Always usable settings: defaults for whatever is missing, invalid or unreadable. */
  getSettings(): Promise<Settings> {
    return this.settings.get();
  }

  /** Apply a partial update; every given field must be valid. Returns the full new settings. */
  updateSettings(patch: unknown): Promise<Settings> {
    return this.settings.update(patch);
  }

  resetSettings(): Promise<Settings> {
    return this.settings.reset();
  }

  // ---- Orbs decks ---------------------------------------------------------------------------

  async listDecks(): Promise<OrbsDeck[]> {
    const decks = await this.files.list(FOLDERS.decks, OrbsDeckKind);
    return decks
      .map(({ id, value }) => ({ id, ...value }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  async getDeck(id: string): Promise<OrbsDeck> {
    return { id, ...(await this.files.get(FOLDERS.decks, id, OrbsDeckKind, 'deck')) };
  }

  /** Create (no id) or overwrite (id) a deck; keeps the creation time of an existing one. */
  async saveDeck(input: unknown): Promise<OrbsDeck> {
    const d = validateInput(DeckInputSchema, input, 'deck');
    const id = d.id ?? newSaveId();
    const rel = `${FOLDERS.decks}/${id}.json`;
    return this.queue.run(rel, async () => {
      const now = this.ctx.now().toISOString();
      const old = await readDocumentFile(this.ctx, rel, OrbsDeckKind);
      const data: DeckData = {
        name: d.name,
        cards: d.cards,
        createdAt: old.status === 'ok' ? old.value.createdAt : now,
        updatedAt: now,
      };
      await writeDocumentFile(this.ctx, rel, OrbsDeckKind, data);
      return { id, ...data };
    });
  }

  async deleteDeck(id: string): Promise<void> {
    await this.files.remove(FOLDERS.decks, id, OrbsDeckKind);
    // Its deck-lab result (derived data) goes with it.
    await this.labs.remove(id);
  }

  // ---- deck-lab results (lab-store.ts) ------------------------------------------------------

  /** The last lab result of a deck, or null when there is none (or the file was unusable). */
  getDeckLab(deckId: string): Promise<DeckLabFileData | null> {
    return this.labs.get(deckId);
  }

  /** Write a deck's lab result (validated against the deck-lab schema first). */
  saveDeckLab(input: unknown): Promise<DeckLabFileData> {
    return this.labs.save(input);
  }

  // ---- Clash drafts -------------------------------------------------------------------------

  async listDrafts(): Promise<ClashDraft[]> {
    const drafts = await this.files.list(FOLDERS.drafts, ClashDraftKind);
    return drafts
      .map(({ id, value }) => ({ id, ...value }))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }

  async getDraft(id: string): Promise<ClashDraft> {
    return { id, ...(await this.files.get(FOLDERS.drafts, id, ClashDraftKind, 'draft')) };
  }

  async saveDraft(input: unknown): Promise<ClashDraft> {
    const { id: given, ...fields } = validateInput(DraftInputSchema, input, 'draft');
    const id = given ?? newSaveId();
    const rel = `${FOLDERS.drafts}/${id}.json`;
    return this.queue.run(rel, async () => {
      const old = await readDocumentFile(this.ctx, rel, ClashDraftKind);
      const data: DraftData = {
        ...fields,
        createdAt: old.status === 'ok' ? old.value.createdAt : this.ctx.now().toISOString(),
      };
      await writeDocumentFile(this.ctx, rel, ClashDraftKind, data);
      return { id, ...data };
    });
  }

  async deleteDraft(id: string): Promise<void> {
    return this.files.remove(FOLDERS.drafts, id, ClashDraftKind);
  }

  // ---- games in progress (game-store.ts, live-games.ts) ------------------------------------

  /** Save a new game before its first action. Refuses an id that already has a game. */
  startGame(input: unknown): Promise<SavedGame> {
    return this.games.start(input);
  }

  /** One more action, on disk when this resolves; see GameStore.append. */
  appendAction(id: string, action: unknown, expectedIndex?: number): Promise<number> {
    return this.games.append(id, action, expectedIndex);
  }

  /** A take-back (issue #35): the game keeps its first `keep` actions (GameStore.takeBack). */
  takeBack(id: string, keep: number): Promise<number> {
    return this.games.takeBack(id, keep);
  }

  /** Games to offer for resuming, most recently played first. */
  listGames(): Promise<SavedGame[]> {
    return this.games.list();
  }

  getGame(id: string): Promise<SavedGame> {
    return this.games.get(id);
  }

  /** The rules refuse action `keep`: set the files aside, keep `keep` actions (GameStore). */
  setAsideRefused(id: string, keep: number, detail: string): Promise<SavedGame> {
    return this.games.setAsideRefused(id, keep, detail);
  }

  /** Delete a game in progress without recording it. */
  abandonGame(id: string): Promise<void> {
    return this.games.abandon(id);
  }

  /** The hints asked for in a game so far, kept in its header (hint-counts.ts). */
  setGameHints(id: string, hints: number): Promise<void> {
    return this.hints.set(id, hints);
  }

  /**
   * The game ended: write its replay, add it to the history, delete the in-progress files (in
   * that order, so a crash in between at worst finishes it again; both steps are idempotent).
   */
  async finishGame(id: string, result: unknown): Promise<Replay> {
    const res: GameResult = validateInput(GameResultInputSchema, result, 'game result');
    const replay = await this.games.finish(id, res, async (replay) => {
      await this.replays.add(id, replay);
      try {
        await this.history.add(historyEntryOf(id, replay));
      } catch (e) {
        // A history.json from a newer Cardhall is left alone (already in problems()); the
        // replay is safe, so the game still counts as finished.
        if (!(e instanceof SaveError && e.code === 'newer-version')) throw e;
      }
    });
    return { id, ...replay };
  }

  // ---- replays (replay-store.ts) -----------------------------------------------------------

  listReplays(): Promise<ReplaySummary[]> {
    return this.replays.list();
  }

  /** The replay list's rows with the row facts stored for them (issue #32 item 8). */
  listReplayRows(): Promise<ReplayRow[]> {
    return this.replays.rows();
  }

  /** Keep row facts the services worked out, so the next start need not work them out again. */
  setReplayFacts(facts: Iterable<[string, JsonValue]>): void {
    this.replays.setFacts(facts);
  }

  /** Document files read since the store was opened (tests: listings come from the index). */
  get documentReads(): number {
    return this.ctx.reads;
  }

  getReplay(id: string): Promise<Replay> {
    return this.replays.get(id);
  }

  /** The history entry stays (statistics do not change when a replay is deleted). */
  async deleteReplay(id: string): Promise<void> {
    await this.replays.remove(id);
    // Its review (derived data) goes with it.
    await this.reviews.remove(id);
  }

  // ---- reviews (review-store.ts) -----------------------------------------------------------

  /** The saved reviews of a replay, or null when there are none (or the file was unusable). */
  getReview(replayId: string): Promise<ReviewFileData | null> {
    return this.reviews.get(replayId);
  }

  /** Write a replay's reviews (validated against the review schema first). */
  saveReview(input: unknown): Promise<ReviewFileData> {
    return this.reviews.save(input);
  }

  // ---- puzzle progress and imported puzzles (puzzle-store.ts) --------------------------------

  /** Progress of every puzzle played; empty when none (or the file was damaged: moved aside). */
  getPuzzleProgress(): Promise<PuzzleProgress> {
    return this.puzzles.progress();
  }

  /** One attempt at puzzle `key` ended: solved in `moves` of your moves, or failed. */
  recordPuzzleAttempt(key: string, solved: boolean, moves: number): Promise<PuzzleRecord> {
    return this.puzzles.recordAttempt(key, solved, moves);
  }

  /** The imported puzzle files; empty when none (or the file was damaged: moved aside). */
  getImportedPuzzles(): Promise<ImportedPuzzles> {
    return this.puzzles.imported();
  }

  /** Keep an imported puzzle (the caller validated it); see PuzzleStore.addImported. */
  addImportedPuzzle(puzzle: ImportedPuzzles['puzzles'][number]): Promise<void> {
    return this.puzzles.addImported(puzzle);
  }

  // ---- history (history-store.ts) ----------------------------------------------------------

  /** Newest first. If history.json was damaged it is rebuilt from the replays. */
  getHistory(): Promise<HistoryEntry[]> {
    return this.history.list();
  }

  async getStats(): Promise<MatchStats> {
    return computeStats(await this.getHistory());
  }
}
