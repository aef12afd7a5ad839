/**
 * Games in progress: start, one action at a time, take-backs, listing, setting a refused game
 * aside, abandoning and finishing. Each game's calls run on its header's queue, in order; the
 * live copies and the repair on load are live-games.ts. An action is safe once its journal
 * line is fsynced; the header is rewritten every `compactEvery` actions. On the save store's
 * own file context and per-file queue (save-store.ts owns one as `games`).
 */
import { join } from 'node:path';
import {
  appendJournalLine,
  deleteJournal,
  journalLine,
  readJournalText,
  undoLine,
} from './action-journal';
import { assertWritable, fsErrorText, readDocumentFile, writeDocumentFile } from './document-file';
import type { FileContext } from './document-file';
import { SaveError } from './errors';
import { checkId, FOLDERS, idsIn } from './folder-files';
import { newSaveId } from './ids';
import { NewGameInputSchema, validateInput } from './inputs';
import { isJsonValue, type JsonValue } from './json-value';
import type { KeyedQueue } from './keyed-queue';
import { type GameHeader, GameInProgressKind, type GameResult, MAX_ACTIONS } from './kinds/game';
import type { ReplayData } from './kinds/game';
import {
  freshLiveGame,
  gameRel,
  journalRel,
  type LiveGame,
  LiveGameFiles,
  toSavedGame,
} from './live-games';
import { moveAside } from './quarantine';
import type { SavedGame } from './records';

export interface GameStoreOptions {
  /** Fold the action journal into the game file every this many actions (default 64). */
  compactEvery?: number;
  /** Appends one journal line durably (action-journal.ts); tests inject a failing disk. */
  appendLine?: (file: string, line: string) => Promise<void>;
}

export class GameStore {
  private readonly live: LiveGameFiles;
  private readonly compactEvery: number;
  private readonly appendLine: (file: string, line: string) => Promise<void>;

  constructor(
    private readonly ctx: FileContext,
    private readonly queue: KeyedQueue,
    opts: GameStoreOptions = {},
  ) {
    this.live = new LiveGameFiles(ctx);
    this.compactEvery = Math.max(1, opts.compactEvery ?? 64);
    this.appendLine = opts.appendLine ?? appendJournalLine;
  }

  /** The header file of game `id` (relative to the root); throws invalid-input for a bad id. */
  rel(id: string): string {
    return gameRel(checkId(id, 'game'));
  }

  /** The live copy of game `id`, for a caller already on the game's queue (hint-counts.ts). */
  load(id: string): Promise<LiveGame> {
    return this.live.load(id);
  }

  /** Save a new game before its first action. Refuses an id that already has a game. */
  async start(input: unknown): Promise<SavedGame> {
    const { id: given, actions, ...rest } = validateInput(NewGameInputSchema, input, 'new game');
    const id = given ?? newSaveId();
    const rel = gameRel(id);
    return this.queue.run(rel, async () => {
      const existing = await readDocumentFile(this.ctx, rel, GameInProgressKind);
      if (existing.status === 'ok' || existing.status === 'newer') {
        throw new SaveError('invalid-input', `a game with id ${id} already exists`, rel);
      }
      await deleteJournal(this.abs(journalRel(id)));
      const header: GameHeader = {
        ...rest,
        actions: actions ?? [],
        startedAt: this.ctx.now().toISOString(),
      };
      await writeDocumentFile(this.ctx, rel, GameInProgressKind, header);
      return toSavedGame(id, this.live.keep(id, freshLiveGame(header)), header.startedAt);
    });
  }

  /**
   * Save one more action; resolves once it is on disk. `expectedIndex` (the number of actions
   * before this one) guards against double submits: a mismatch is refused.
   * Returns the new number of actions.
   */
  async append(id: string, action: unknown, expectedIndex?: number): Promise<number> {
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
    const rel = this.rel(id);
    return this.queue.run(rel, async () => {
      const live = await this.live.load(id);
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
      if (live.mustCompact) await this.live.compact(id, live);
      try {
        await this.appendLine(this.abs(journalRel(id)), journalLine(index, saved));
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
        await this.live.compact(id, live).catch(() => undefined);
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
    const rel = this.rel(id);
    return this.queue.run(rel, async () => {
      const live = await this.live.load(id);
      const count = live.actions.length - keep;
      if (!Number.isInteger(keep) || keep < 0 || count <= 0)
        throw new SaveError(
          'invalid-input',
          `cannot keep ${JSON.stringify(keep)} of the game's ${live.actions.length} actions`,
          rel,
        );
      if (live.mustCompact) await this.live.compact(id, live);
      try {
        await this.appendLine(this.abs(journalRel(id)), undoLine(live.actions.length, count));
      } catch (e) {
        live.mustCompact = true;
        throw new SaveError('io', `could not save the take-back (${fsErrorText(e)})`, rel, {
          cause: e,
        });
      }
      live.actions = live.actions.slice(0, keep);
      // The undo line must be the journal's last: the next append compacts first if this fails.
      await this.live.compact(id, live).catch(() => {
        live.mustCompact = true;
      });
      return live.actions.length;
    });
  }

  /** Games to offer for resuming, most recently played first. */
  async list(): Promise<SavedGame[]> {
    const out: SavedGame[] = [];
    for (const id of await idsIn(this.ctx.root, FOLDERS.games)) {
      try {
        out.push(await this.get(id));
      } catch (e) {
        if (!(e instanceof SaveError)) throw e; // bad files are already in problems()
      }
    }
    return out.sort((a, b) => b.lastSavedAt.localeCompare(a.lastSavedAt));
  }

  async get(id: string): Promise<SavedGame> {
    const rel = this.rel(id);
    return this.queue.run(rel, async () => {
      const live = await this.live.load(id);
      return toSavedGame(id, live, await this.live.lastSavedAt(id, live.header.startedAt));
    });
  }

  /**
   * The rules refuse action `keep` of a saved game (a damaged journal, changed rules): move its
   * original files to damaged/ (reported like every damaged file), then save the game again
   * with its first `keep` actions, so it goes on from just before the refused one.
   */
  async setAsideRefused(id: string, keep: number, detail: string): Promise<SavedGame> {
    const rel = this.rel(id);
    return this.queue.run(rel, async () => {
      const live = await this.live.load(id);
      const now = this.ctx.now();
      const moved = await moveAside(this.ctx.root, rel, now);
      if (!moved.ok)
        throw new SaveError('io', `could not set game ${id} aside: ${moved.error}`, rel);
      if ((await readJournalText(this.abs(journalRel(id)))) !== '')
        await moveAside(this.ctx.root, journalRel(id), now);
      this.ctx.problems.report({
        file: rel,
        kind: 'game-in-progress',
        reason: 'actions-refused',
        detail,
        movedTo: moved.movedTo,
        at: now.toISOString(),
      });
      this.live.forget(id);
      this.ctx.checked.delete(rel);
      const header: GameHeader = {
        ...live.header,
        actions: live.actions.slice(0, Math.max(0, keep)),
      };
      await writeDocumentFile(this.ctx, rel, GameInProgressKind, header);
      return toSavedGame(id, this.live.keep(id, freshLiveGame(header)), now.toISOString());
    });
  }

  /** Delete a game in progress without recording it. */
  async abandon(id: string): Promise<void> {
    const rel = this.rel(id);
    return this.queue.run(rel, async () => {
      await assertWritable(this.ctx, rel, GameInProgressKind);
      await this.live.removeFiles(id);
    });
  }

  /**
   * The game ended with `result`: `record` keeps its replay (and history entry), then the
   * in-progress files are deleted (in that order, so a crash in between at worst finishes it
   * again; both steps are idempotent). Resolves to the replay.
   */
  async finish(
    id: string,
    result: GameResult,
    record: (replay: ReplayData) => Promise<void>,
  ): Promise<ReplayData> {
    const rel = this.rel(id);
    return this.queue.run(rel, async () => {
      const live = await this.live.load(id);
      const replay: ReplayData = {
        ...live.header,
        actions: live.actions,
        result,
        finishedAt: this.ctx.now().toISOString(),
      };
      await record(replay);
      await this.live.removeFiles(id);
      return replay;
    });
  }

  private abs(rel: string): string {
    return join(this.ctx.root, rel);
  }
}

/** Keys that mean something to JavaScript objects: never part of a saved action. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function hasPrototypeKey(x: JsonValue): boolean {
  if (Array.isArray(x)) return x.some(hasPrototypeKey);
  if (typeof x !== 'object' || x === null) return false;
  return Object.keys(x).some((k) => PROTOTYPE_KEYS.has(k) || hasPrototypeKey(x[k]!));
}
