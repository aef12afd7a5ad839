/**
 * The save service: everything a player makes, stored under one root folder.
 *
 *   <root>/settings.json          player settings
 *   <root>/history.json           match history (statistics)
 *   <root>/puzzles.json           puzzle progress (kinds/puzzle-progress.ts, puzzle-store.ts)
 *   <root>/puzzles-imported.json  imported puzzle files (kinds/imported-puzzles.ts, puzzle-store.ts)
 *   <root>/decks/<id>.json        one Orbs deck per file
 *   <root>/drafts/<id>.json       one Clash draft per file
 *   <root>/games/<id>.json        a game in progress (+ <id>.actions.jsonl, action-journal.ts;
 *                                 its hint count: hint-counts.ts)
 *   <root>/replays/<id>.json      a finished game
 *   <root>/reviews/<id>.json      the game review of replay <id> (kinds/review.ts)
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
import { mkdir, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import {
  appendJournalLine,
  deleteJournal,
  journalLine,
  undoLine,
  MAX_JOURNAL_BYTES,
  parseJournal,
  readJournalText,
  removeFile,
} from './action-journal';
import { AtomicWriter, defaultAtomicWriter } from './atomic-write';
import { DocumentKind } from './document';
import {
  assertWritable,
  FileContext,
  fsErrorText,
  readDocumentFile,
  writeDocumentFile,
} from './document-file';
import { SaveError } from './errors';
import { isSaveId, newSaveId } from './ids';
import {
  DeckInputSchema,
  DraftInputSchema,
  GameResultInputSchema,
  NewGameInputSchema,
  validateInput,
} from './inputs';
import { isJsonValue, JsonValue } from './json-value';
import { KeyedQueue } from './keyed-queue';
import { ReplayIndex, type ReplayRow } from './replay-index';
import { ClashDraftKind, DraftData } from './kinds/clash-draft';
import {
  GameHeader,
  GameInProgressKind,
  GameResult,
  MAX_ACTIONS,
  ReplayData,
  ReplayKind,
} from './kinds/game';
import { HistoryEntry, HistoryEntrySchema, HistoryKind } from './kinds/history';
import * as v from 'valibot';
import { ReviewFileData, ReviewKind } from './kinds/review';
import { DeckData, OrbsDeckKind } from './kinds/orbs-deck';
import type { DeckLabFileData } from './kinds/deck-lab';
import { DEFAULT_SETTINGS, Settings, SettingsKind, SettingsPatchSchema } from './kinds/settings';
import { ProblemLog, SaveProblem } from './problems';
import type { PuzzleProgress, PuzzleRecord } from './kinds/puzzle-progress';
import type { ImportedPuzzles } from './kinds/imported-puzzles';
import { moveAside } from './quarantine';
import { computeStats, MatchStats } from './stats';
import { RunStore, RUNS_FOLDER } from './run-store';
import { LabStore, LABS_FOLDER } from './lab-store';
import { PuzzleStore } from './puzzle-store';
import { HintCounts } from './hint-counts';

export const FOLDERS = {
  decks: 'decks',
  drafts: 'drafts',
  games: 'games',
  replays: 'replays',
  reviews: 'reviews',
  runs: RUNS_FOLDER,
  labs: LABS_FOLDER,
} as const;
const SETTINGS_FILE = 'settings.json';
const HISTORY_FILE = 'history.json';
/** Games finished since history.json was last written, one line each (see readHistory). */
const HISTORY_LOG = 'history.log.jsonl';
const HISTORY_COMPACT_EVERY = 64;

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

interface LiveGame {
  header: GameHeader;
  /** All actions: header.actions (as last written) followed by the journal's. */
  actions: JsonValue[];
  /** Journal lines written since the header was last written. */
  journaled: number;
  /** An append failed part-way: rewrite the header before appending again. */
  mustCompact: boolean;
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
  private readonly games = new Map<string, LiveGame>();
  private readonly compactEvery: number;
  private readonly appendLine: (file: string, line: string) => Promise<void>;
  /** The replay list's rows, in memory and in replay-index.json (replay-index.ts). */
  private readonly replayIndex: ReplayIndex;
  /** All history entries (history.json + history.log.jsonl), once read. */
  private historyCache: HistoryEntry[] | null = null;
  /** Gauntlet runs (issue #31), on this store's file context and queue. */
  readonly runs: RunStore;
  /** Deck-lab results, puzzle progress and imported puzzles, hint counts: likewise. */
  private readonly labs: LabStore;
  private readonly puzzles: PuzzleStore;
  private readonly hints: HintCounts;

  /** Use openSaveStore (it creates the folders and clears stale temp files). */
  constructor(opts: SaveStoreOptions) {
    this.root = opts.root;
    this.compactEvery = Math.max(1, opts.compactEvery ?? 64);
    this.appendLine = opts.appendLine ?? appendJournalLine;
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
    this.replayIndex = new ReplayIndex({
      ctx: this.ctx,
      queue: this.queue,
      ids: () => this.idsIn(FOLDERS.replays),
      read: async (id) => {
        const rel = `${FOLDERS.replays}/${id}.json`;
        const r = await this.queue.run(rel, () => readDocumentFile(this.ctx, rel, ReplayKind));
        return r.status === 'ok' ? r.value : null;
      },
    });
    this.runs = new RunStore(this.ctx, this.queue);
    this.labs = new LabStore(this.ctx, this.queue);
    this.puzzles = new PuzzleStore(this.ctx, this.queue);
    this.hints = new HintCounts(this.ctx, this.queue, {
      rel: (id) => this.gameRel(this.checkId(id, 'game')),
      load: (id) => this.loadGame(id),
    });
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

  // ---- settings -----------------------------------------------------------------------------

  /** Always usable settings: defaults for whatever is missing, invalid or unreadable. */
  async getSettings(): Promise<Settings> {
    return this.queue.run(SETTINGS_FILE, () => this.readSettings());
  }

  /** Apply a partial update; every given field must be valid. Returns the full new settings. */
  async updateSettings(patch: unknown): Promise<Settings> {
    const p = validateInput(SettingsPatchSchema, patch, 'settings');
    return this.queue.run(SETTINGS_FILE, async () => {
      const next: Settings = { ...(await this.readSettings()) };
      for (const [k, val] of Object.entries(p))
        if (val !== undefined) (next as Record<string, unknown>)[k] = val;
      await writeDocumentFile(this.ctx, SETTINGS_FILE, SettingsKind, next);
      return next;
    });
  }

  async resetSettings(): Promise<Settings> {
    return this.queue.run(SETTINGS_FILE, async () => {
      const next: Settings = { ...DEFAULT_SETTINGS };
      await writeDocumentFile(this.ctx, SETTINGS_FILE, SettingsKind, next);
      return next;
    });
  }

  private async readSettings(): Promise<Settings> {
    const r = await readDocumentFile(this.ctx, SETTINGS_FILE, SettingsKind);
    return r.status === 'ok' ? r.value : { ...DEFAULT_SETTINGS };
  }

  // ---- Orbs decks ---------------------------------------------------------------------------

  async listDecks(): Promise<OrbsDeck[]> {
    const decks = await this.listFolder(FOLDERS.decks, OrbsDeckKind);
    return decks
      .map(({ id, value }) => ({ id, ...value }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  async getDeck(id: string): Promise<OrbsDeck> {
    return { id, ...(await this.getOne(FOLDERS.decks, id, OrbsDeckKind, 'deck')) };
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
    await this.deleteOne(FOLDERS.decks, id, OrbsDeckKind);
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
    const drafts = await this.listFolder(FOLDERS.drafts, ClashDraftKind);
    return drafts
      .map(({ id, value }) => ({ id, ...value }))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }

  async getDraft(id: string): Promise<ClashDraft> {
    return { id, ...(await this.getOne(FOLDERS.drafts, id, ClashDraftKind, 'draft')) };
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
    return this.deleteOne(FOLDERS.drafts, id, ClashDraftKind);
  }

  // ---- games in progress --------------------------------------------------------------------

  /** Save a new game before its first action. Refuses an id that already has a game. */
  async startGame(input: unknown): Promise<SavedGame> {
    const { id: given, actions, ...rest } = validateInput(NewGameInputSchema, input, 'new game');
    const id = given ?? newSaveId();
    const rel = this.gameRel(id);
    return this.queue.run(rel, async () => {
      const existing = await readDocumentFile(this.ctx, rel, GameInProgressKind);
      if (existing.status === 'ok' || existing.status === 'newer') {
        throw new SaveError('invalid-input', `a game with id ${id} already exists`, rel);
      }
      await deleteJournal(this.abs(this.journalRel(id)));
      const header: GameHeader = {
        ...rest,
        actions: actions ?? [],
        startedAt: this.ctx.now().toISOString(),
      };
      await writeDocumentFile(this.ctx, rel, GameInProgressKind, header);
      const live: LiveGame = {
        header,
        actions: [...header.actions],
        journaled: 0,
        mustCompact: false,
      };
      this.games.set(id, live);
      return this.toSavedGame(id, live, header.startedAt);
    });
  }

  /**
   * Save one more action; resolves once it is on disk. `expectedIndex` (the number of actions
   * before this one) guards against double submits: a mismatch is refused.
   * Returns the new number of actions.
   */
  async appendAction(id: string, action: unknown, expectedIndex?: number): Promise<number> {
    if (!isJsonValue(action))
      throw new SaveError('invalid-input', 'an action must be plain JSON data');
    if (hasPrototypeKey(action))
      throw new SaveError(
        'invalid-input',
        'an action may not have __proto__, constructor or prototype fields',
      );
    if (expectedIndex !== undefined && !(Number.isInteger(expectedIndex) && expectedIndex >= 0)) {
      throw new SaveError('invalid-input', `not an action index: ${JSON.stringify(expectedIndex)}`);
    }
    // Our own copy: the caller may reuse or mutate its action object afterwards.
    const saved = structuredClone(action);
    const rel = this.gameRel(this.checkId(id, 'game'));
    return this.queue.run(rel, async () => {
      const live = await this.loadGame(id);
      const index = live.actions.length;
      if (expectedIndex !== undefined && expectedIndex !== index) {
        throw new SaveError(
          'out-of-sequence',
          `action ${expectedIndex} given, the game has ${index} actions`,
          rel,
        );
      }
      if (index >= MAX_ACTIONS)
        throw new SaveError('invalid-input', `a game may have at most ${MAX_ACTIONS} actions`, rel);
      if (live.mustCompact) await this.compact(id, live);
      try {
        await this.appendLine(this.abs(this.journalRel(id)), journalLine(index, saved));
      } catch (e) {
        // Part of a line may be on disk; the next append starts from a rewritten header.
        live.mustCompact = true;
        throw new SaveError('io', `could not save the action (${fsErrorText(e)})`, rel, {
          cause: e,
        });
      }
      live.actions.push(saved);
      live.journaled++;
      if (live.journaled >= this.compactEvery) {
        // Best effort: the action is already safe in the journal; a failed compaction is simply
        // tried again after the next action.
        await this.compact(id, live).catch(() => undefined);
      }
      return live.actions.length;
    });
  }

  /**
   * A take-back (issue #35): the game keeps its first `keep` actions. The undo is journaled
   * first (fsynced), then the header is rewritten with the shorter list and the journal
   * emptied; a crash in between reads the undo line and lands on the same position.
   */
  async takeBack(id: string, keep: number): Promise<number> {
    const rel = this.gameRel(this.checkId(id, 'game'));
    return this.queue.run(rel, async () => {
      const live = await this.loadGame(id);
      const count = live.actions.length - keep;
      if (!Number.isInteger(keep) || keep < 0 || count <= 0)
        throw new SaveError(
          'invalid-input',
          `cannot keep ${JSON.stringify(keep)} of the game's ${live.actions.length} actions`,
          rel,
        );
      if (live.mustCompact) await this.compact(id, live);
      try {
        await this.appendLine(this.abs(this.journalRel(id)), undoLine(live.actions.length, count));
      } catch (e) {
        live.mustCompact = true;
        throw new SaveError('io', `could not save the take-back (${fsErrorText(e)})`, rel, {
          cause: e,
        });
      }
      live.actions = live.actions.slice(0, keep);
      // The undo line must be the journal's last: the next append compacts first if this fails.
      await this.compact(id, live).catch(() => {
        live.mustCompact = true;
      });
      return live.actions.length;
    });
  }

  /** Games to offer for resuming, most recently played first. */
  async listGames(): Promise<SavedGame[]> {
    const out: SavedGame[] = [];
    for (const id of await this.idsIn(FOLDERS.games)) {
      try {
        out.push(await this.getGame(id));
      } catch (e) {
        if (!(e instanceof SaveError)) throw e; // bad files are already in problems()
      }
    }
    return out.sort((a, b) => b.lastSavedAt.localeCompare(a.lastSavedAt));
  }

  async getGame(id: string): Promise<SavedGame> {
    const rel = this.gameRel(this.checkId(id, 'game'));
    return this.queue.run(rel, async () => {
      const live = await this.loadGame(id);
      return this.toSavedGame(id, live, await this.lastSavedAt(id, live.header.startedAt));
    });
  }

  /**
   * The rules refuse action `keep` of a saved game (a damaged journal, changed rules): move its
   * original files to damaged/ (reported like every damaged file), then save the game again
   * with its first `keep` actions, so it goes on from just before the refused one.
   */
  async setAsideRefused(id: string, keep: number, detail: string): Promise<SavedGame> {
    const rel = this.gameRel(this.checkId(id, 'game'));
    return this.queue.run(rel, async () => {
      const live = await this.loadGame(id);
      const now = this.ctx.now();
      const moved = await moveAside(this.root, rel, now);
      if (!moved.ok)
        throw new SaveError('io', `could not set game ${id} aside: ${moved.error}`, rel);
      if ((await readJournalText(this.abs(this.journalRel(id)))) !== '')
        await moveAside(this.root, this.journalRel(id), now);
      this.ctx.problems.report({
        file: rel,
        kind: 'game-in-progress',
        reason: 'actions-refused',
        detail,
        movedTo: moved.movedTo,
        at: now.toISOString(),
      });
      this.games.delete(id);
      this.ctx.checked.delete(rel);
      const header: GameHeader = {
        ...live.header,
        actions: live.actions.slice(0, Math.max(0, keep)),
      };
      await writeDocumentFile(this.ctx, rel, GameInProgressKind, header);
      const cut: LiveGame = {
        header,
        actions: [...header.actions],
        journaled: 0,
        mustCompact: false,
      };
      this.games.set(id, cut);
      return this.toSavedGame(id, cut, now.toISOString());
    });
  }

  /** Delete a game in progress without recording it. */
  async abandonGame(id: string): Promise<void> {
    const rel = this.gameRel(this.checkId(id, 'game'));
    return this.queue.run(rel, async () => {
      await assertWritable(this.ctx, rel, GameInProgressKind);
      await this.removeGameFiles(id);
    });
  }

  /**
   * The game ended: write its replay, add it to the history, delete the in-progress files (in
   * that order, so a crash in between at worst finishes it again; both steps are idempotent).
   */
  async finishGame(id: string, result: unknown): Promise<Replay> {
    const res: GameResult = validateInput(GameResultInputSchema, result, 'game result');
    const rel = this.gameRel(this.checkId(id, 'game'));
    return this.queue.run(rel, async () => {
      const live = await this.loadGame(id);
      const replay: ReplayData = {
        ...live.header,
        actions: live.actions,
        result: res,
        finishedAt: this.ctx.now().toISOString(),
      };
      const replayRel = `${FOLDERS.replays}/${id}.json`;
      await this.queue.run(replayRel, () =>
        writeDocumentFile(this.ctx, replayRel, ReplayKind, replay),
      );
      this.replayIndex.added(id, replay);
      try {
        await this.addToHistory(historyEntryOf(id, replay));
      } catch (e) {
        // A history.json from a newer Cardhall is left alone (already in problems()); the
        // replay is safe, so the game still counts as finished.
        if (!(e instanceof SaveError && e.code === 'newer-version')) throw e;
      }
      await this.removeGameFiles(id);
      return { id, ...replay };
    });
  }

  // ---- replays ------------------------------------------------------------------------------

  async listReplays(): Promise<ReplaySummary[]> {
    return (await this.replayIndex.list()).map((row) => row.summary);
  }

  /** The replay list's rows with the row facts stored for them (issue #32 item 8). */
  listReplayRows(): Promise<ReplayRow[]> {
    return this.replayIndex.list();
  }

  /** Keep row facts the services worked out, so the next start need not work them out again. */
  setReplayFacts(facts: Iterable<[string, JsonValue]>): void {
    this.replayIndex.setFacts(facts);
  }

  /** Document files read since the store was opened (tests: listings come from the index). */
  get documentReads(): number {
    return this.ctx.reads;
  }

  async getReplay(id: string): Promise<Replay> {
    return { id, ...(await this.getOne(FOLDERS.replays, id, ReplayKind, 'replay')) };
  }

  /** The history entry stays (statistics do not change when a replay is deleted). */
  async deleteReplay(id: string): Promise<void> {
    await this.deleteOne(FOLDERS.replays, id, ReplayKind);
    this.replayIndex.removed(id);
    // Its review (derived data) goes with it.
    const rel = `${FOLDERS.reviews}/${id}.json`;
    await this.queue.run(rel, () => removeFile(this.abs(rel)));
  }

  // ---- reviews (derived from a replay; see kinds/review.ts) ---------------------------------

  /** The saved reviews of a replay, or null when there are none (or the file was unusable). */
  async getReview(replayId: string): Promise<ReviewFileData | null> {
    const rel = `${FOLDERS.reviews}/${this.checkId(replayId, 'review')}.json`;
    const r = await this.queue.run(rel, () => readDocumentFile(this.ctx, rel, ReviewKind));
    return r.status === 'ok' ? r.value : null;
  }

  /** Write a replay's reviews (validated against the review schema first). */
  async saveReview(input: unknown): Promise<ReviewFileData> {
    const parsed = ReviewKind.parse(input);
    if (!parsed.ok) throw new SaveError('invalid-input', `review: ${parsed.detail}`);
    const data = parsed.value;
    const rel = `${FOLDERS.reviews}/${this.checkId(data.replayId, 'review')}.json`;
    return this.queue.run(rel, async () => {
      await writeDocumentFile(this.ctx, rel, ReviewKind, data);
      return data;
    });
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

  // ---- history ------------------------------------------------------------------------------

  /** Newest first. If history.json was damaged it is rebuilt from the replays. */
  async getHistory(): Promise<HistoryEntry[]> {
    const entries = await this.queue.run(HISTORY_FILE, () => this.readHistory());
    return [...entries].sort((a, b) => b.finishedAt.localeCompare(a.finishedAt));
  }

  async getStats(): Promise<MatchStats> {
    return computeStats(await this.getHistory());
  }

  /**
   * history.json holds the entries folded in at the last compaction; each later game adds one
   * fsynced line to history.log.jsonl (the journal format of action-journal.ts), so finishing
   * a game never rewrites the whole history. Every HISTORY_COMPACT_EVERY lines the log is
   * folded into history.json (atomic) and deleted; lines already in history.json are skipped,
   * so a crash between the two steps loses nothing.
   */
  private async readHistory(): Promise<HistoryEntry[]> {
    // Two stats instead of a parse: the cache holds while nobody else wrote the files.
    const stamp = await this.historyStamp();
    if (this.historyCache && stamp === this.historyCacheStamp) return this.historyCache;
    this.historyCache = null;
    const entries = await this.readHistoryFiles();
    this.historyCacheStamp = await this.historyStamp();
    return entries;
  }

  private historyCacheStamp = '';

  private async historyStamp(): Promise<string> {
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

  private async readHistoryFiles(): Promise<HistoryEntry[]> {
    const r = await readDocumentFile(this.ctx, HISTORY_FILE, HistoryKind);
    if (r.status === 'damaged') {
      // The replays hold every finished game, those of the log included.
      const rebuilt = (await this.listFolder(FOLDERS.replays, ReplayKind)).map(({ id, value }) =>
        historyEntryOf(id, value),
      );
      await writeDocumentFile(this.ctx, HISTORY_FILE, HistoryKind, { entries: rebuilt });
      await deleteJournal(this.abs(HISTORY_LOG));
      this.historyLogLines = 0;
      return (this.historyCache = rebuilt);
    }
    if (r.status !== 'ok')
      return r.status === 'newer' ? [] : (this.historyCache = await this.withHistoryLog([]));
    return (this.historyCache = await this.withHistoryLog(r.value.entries));
  }

  private historyLogLines = 0;

  private async withHistoryLog(base: HistoryEntry[]): Promise<HistoryEntry[]> {
    const log = parseJournal(
      await readJournalText(this.abs(HISTORY_LOG)).catch(() => ''),
      base.length,
    );
    const out = [...base];
    for (const a of log.actions) {
      const e = v.safeParse(HistoryEntrySchema, a);
      if (e.success && !out.some((x) => x.id === e.output.id)) out.push(e.output);
    }
    this.historyLogLines = log.actions.length;
    return out;
  }

  private addToHistory(entry: HistoryEntry): Promise<void> {
    return this.queue.run(HISTORY_FILE, async () => {
      const entries = await this.readHistory();
      if (entries.some((e) => e.id === entry.id)) return;
      await assertWritable(this.ctx, HISTORY_FILE, HistoryKind);
      try {
        await this.appendLine(
          this.abs(HISTORY_LOG),
          journalLine(entries.length, entry as unknown as JsonValue),
        );
      } catch {
        // Part of a line may be on disk: fold everything into history.json instead.
        this.historyCache = null;
        await writeDocumentFile(this.ctx, HISTORY_FILE, HistoryKind, {
          entries: [...entries, entry],
        });
        await deleteJournal(this.abs(HISTORY_LOG));
        this.historyCache = [...entries, entry];
        this.historyLogLines = 0;
        this.historyCacheStamp = await this.historyStamp();
        return;
      }
      entries.push(entry);
      if (++this.historyLogLines >= HISTORY_COMPACT_EVERY) {
        await writeDocumentFile(this.ctx, HISTORY_FILE, HistoryKind, { entries: [...entries] });
        await deleteJournal(this.abs(HISTORY_LOG));
        this.historyLogLines = 0;
      }
      this.historyCacheStamp = await this.historyStamp();
    });
  }

  // ---- helpers ------------------------------------------------------------------------------

  private abs(rel: string): string {
    return join(this.root, rel);
  }

  private gameRel(id: string): string {
    return `${FOLDERS.games}/${id}.json`;
  }

  private journalRel(id: string): string {
    return `${FOLDERS.games}/${id}.actions.jsonl`;
  }

  private checkId(id: unknown, what: string): string {
    if (!isSaveId(id))
      throw new SaveError('invalid-input', `not a valid ${what} id: ${JSON.stringify(id)}`);
    return id;
  }

  private async idsIn(folder: string): Promise<string[]> {
    const names = await readdir(this.abs(folder)).catch(() => [] as string[]);
    return names
      .filter((n) => n.endsWith('.json'))
      .map((n) => n.slice(0, -'.json'.length))
      .filter(isSaveId)
      .sort();
  }

  private async listFolder<T>(
    folder: string,
    kind: DocumentKind<T>,
  ): Promise<{ id: string; value: T }[]> {
    const out: { id: string; value: T }[] = [];
    for (const id of await this.idsIn(folder)) {
      const rel = `${folder}/${id}.json`;
      const r = await this.queue.run(rel, () => readDocumentFile(this.ctx, rel, kind));
      if (r.status === 'ok') out.push({ id, value: r.value });
    }
    return out;
  }

  private async getOne<T>(
    folder: string,
    id: string,
    kind: DocumentKind<T>,
    what: string,
  ): Promise<T> {
    const rel = `${folder}/${this.checkId(id, what)}.json`;
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

  private async deleteOne<T>(folder: string, id: string, kind: DocumentKind<T>): Promise<void> {
    const rel = `${folder}/${this.checkId(id, folder)}.json`;
    return this.queue.run(rel, async () => {
      await assertWritable(this.ctx, rel, kind);
      await removeFile(this.abs(rel));
    });
  }

  /** The live copy of a game, read from disk (and its journal repaired) on first use. */
  private async loadGame(id: string): Promise<LiveGame> {
    const cached = this.games.get(id);
    if (cached) return cached;
    const rel = this.gameRel(id);
    if (await this.isFinished(id)) {
      // Killed between writing the replay and removing the game: finish the removal now, so
      // the game can never be resumed (and its replay rewritten) after its result counted.
      await this.removeGameFiles(id);
      throw new SaveError('not-found', `game ${id} is finished (see its replay)`, rel);
    }
    const r = await readDocumentFile(this.ctx, rel, GameInProgressKind);
    if (r.status === 'missing') throw new SaveError('not-found', `no game ${id}`, rel);
    if (r.status === 'newer')
      throw new SaveError('newer-version', `game ${id} is ${r.problem.detail}`, rel);
    if (r.status === 'damaged') {
      // Without its header the journal cannot be replayed: keep it next to the damaged header.
      const text = await readJournalText(this.abs(this.journalRel(id)));
      if (text !== '') await moveAside(this.root, this.journalRel(id), this.ctx.now());
      throw new SaveError('damaged', `game ${id} was damaged (${r.problem.detail})`, rel);
    }
    const header = r.value;
    let journalText: string;
    try {
      journalText = await readJournalText(this.abs(this.journalRel(id)));
    } catch (e) {
      const code = (e as { code?: unknown }).code;
      if (code === 'E2BIG' || code === 'ENOTREG') {
        // Far larger than any real game, or no file at all (a FIFO): set aside unread; the
        // game resumes from its header.
        const now = this.ctx.now();
        const moved = await moveAside(this.root, this.journalRel(id), now);
        this.ctx.problems.report({
          file: this.journalRel(id),
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
            this.journalRel(id),
          );
        const live: LiveGame = {
          header,
          actions: [...header.actions],
          journaled: 0,
          mustCompact: false,
        };
        this.games.set(id, live);
        return live;
      }
      throw new SaveError(
        'io',
        `could not read the actions of game ${id} (${fsErrorText(e)})`,
        this.journalRel(id),
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
      const moved = await moveAside(this.root, this.journalRel(id), now);
      this.ctx.problems.report({
        file: this.journalRel(id),
        kind: 'game-journal',
        reason: 'journal-repaired',
        detail: `${journal.damage}; the game resumes after action ${live.actions.length}`,
        movedTo: moved.ok ? moved.movedTo : null,
        at: now.toISOString(),
      });
      if (!moved.ok) await deleteJournal(this.abs(this.journalRel(id)));
    }
    return live;
  }

  /** The hints asked for in a game so far, kept in its header (hint-counts.ts). */
  setGameHints(id: string, hints: number): Promise<void> {
    return this.hints.set(id, hints);
  }

  /** Rewrite the header with every action and (unless told not to) empty the journal. */
  private async compact(id: string, live: LiveGame, dropJournal = true): Promise<void> {
    const header: GameHeader = { ...live.header, actions: [...live.actions] };
    await writeDocumentFile(this.ctx, this.gameRel(id), GameInProgressKind, header);
    live.header = header;
    live.journaled = 0;
    // Only once the old journal is gone: a torn line left in it must not precede new lines.
    if (dropJournal) await deleteJournal(this.abs(this.journalRel(id)));
    live.mustCompact = false;
  }

  private async removeGameFiles(id: string): Promise<void> {
    // Header first (one unlink): a journal alone is never loaded (startGame deletes it before a
    // new header), whereas a header left without its journal would be a valid, SHORTER game
    // that could be played on (issue #32: a kill here brought a finished game back).
    this.games.delete(id);
    await removeFile(this.abs(this.gameRel(id)));
    await deleteJournal(this.abs(this.journalRel(id)));
  }

  /** A game whose replay is written is over, whatever files of it a kill left behind. */
  private async isFinished(id: string): Promise<boolean> {
    return stat(this.abs(`${FOLDERS.replays}/${id}.json`)).then(
      (s) => s.isFile(),
      () => false,
    );
  }

  private async lastSavedAt(id: string, fallback: string): Promise<string> {
    const times = await Promise.all(
      [this.gameRel(id), this.journalRel(id)].map((rel) =>
        stat(this.abs(rel)).then(
          (s) => s.mtimeMs,
          () => 0,
        ),
      ),
    );
    const t = Math.max(...times);
    return t > 0 ? new Date(t).toISOString() : fallback;
  }

  private toSavedGame(id: string, live: LiveGame, lastSavedAt: string): SavedGame {
    return { id, ...live.header, actions: [...live.actions], lastSavedAt };
  }
}

/** Keys that mean something to JavaScript objects: never part of a saved action. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function hasPrototypeKey(x: JsonValue): boolean {
  if (Array.isArray(x)) return x.some(hasPrototypeKey);
  if (typeof x !== 'object' || x === null) return false;
  return Object.keys(x).some((k) => PROTOTYPE_KEYS.has(k) || hasPrototypeKey(x[k]!));
}

function historyEntryOf(id: string, r: ReplayData): HistoryEntry {
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
