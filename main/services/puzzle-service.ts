/**
 * Puzzles in the app (docs/puzzles.md): the list with progress, a puzzle game started as an
 * ordinary session from the puzzle's position (main/games/start-positions.ts: options
 * `{ position }`), its goal judged by the same function the checker proves it with
 * (main/puzzles/goals.ts), a hint and a "play the next solution move" from the solver.
 *
 * The computer seat plays the puzzle's `{ level, seed }`; an "every reply" puzzle gets the
 * normal level (any reply loses to the proven line, so the level only changes how it looks).
 */
import type { GameId, PlayerId } from '../engine/types';
import type { GameRegistry, GameSessions } from './game-sessions';
import type { GameStartResult, GameUpdate } from './types';
import type { Puzzle, PuzzleGoal } from '../puzzles/format';
import type {
  PuzzleFileView,
  PuzzleHint,
  PuzzleImportResult,
  PuzzleList,
  PuzzleStatus,
  PuzzleSummary,
} from './puzzle-types';

export type { PuzzleHint, PuzzleList, PuzzleStatus, PuzzleSummary };
import type { PuzzleProgress, PuzzleRecord } from '../saves/kinds/puzzle-progress';
import { GAME_HOOKS, type PuzzleState } from '../puzzles/game-hooks';
import { goalStatus } from '../puzzles/goals';
import { solveShortest } from '../puzzles/solver';
import { describeMove } from '../puzzles/describe';
import { parsePuzzle, parsePuzzleText } from '../puzzles/format';
import { checkHere, type PuzzleChecker } from '../puzzles/check-in-worker';
import { clashSetupOf } from '../games/clash/scenario-setup';
import type { ClashState } from '../games/clash/types';
import { orbsSetupOf } from '../games/orbs/scenario-setup';
import type { OrbsState } from '../games/orbs/types';

/** Each game's position → setup (the inverse of its scenario loader), seen from the mover. */
const SETUP_OF: Record<GameId, (state: unknown) => unknown> = {
  clash: (s) => clashSetupOf(s as ClashState, (s as ClashState).active),
  orbs: (s) => orbsSetupOf(s as OrbsState, (s as OrbsState).active),
};

export class PuzzleServiceError extends Error {
  constructor(
    readonly code: 'not-found' | 'bad-request' | 'rule',
    message: string,
  ) {
    super(message);
    this.name = 'PuzzleServiceError';
  }
}

export interface PuzzleServiceDeps {
  sessions: GameSessions;
  registry: GameRegistry;
  progress: {
    get(): Promise<PuzzleProgress>;
    record(key: string, solved: boolean, moves: number): Promise<PuzzleRecord>;
  };
  push: (event: 'game.update', payload: GameUpdate, to: string | undefined) => void;
  /** The shipped puzzles (read once, at the first call that needs them). */
  load: () => { puzzles: Puzzle[]; problems: string[] };
  /** Node budget of a hint's search (default 200 000). */
  hintNodes?: number;
  /** The player's imported puzzle files (save folder, kinds/imported-puzzles.ts). */
  imported?: {
    get(): Promise<{ puzzles: unknown[] }>;
    add(puzzle: Puzzle): Promise<void>;
  };
  /** Node budget of the checker on an imported file (default 400 000, as `npm run puzzles`). */
  importNodes?: number;
  /**
   * Runs the checker on an import or a save: the app gives it a worker (checkInWorker), so a
   * big check never holds main's thread; default in this thread (tests).
   */
  check?: PuzzleChecker;
  /** A saved replay (save-store getReplay), for "save as puzzle". */
  replay?: (replayId: string) => Promise<{
    game: GameId;
    options: unknown;
    seed: number;
    actions: readonly unknown[];
  }>;
}

/** "Save as puzzle": the position after `step` actions of a replay, the goal the player chose. */
export interface FromReplayRequest {
  replayId: string;
  step: number;
  goal: PuzzleGoal;
  moves: number;
}

export interface PuzzleService {
  list(game: GameId): Promise<PuzzleList>;
  start(key: string, owner: string | undefined): Promise<GameStartResult & { key: string }>;
  status(gameId: string, caller: string | undefined): Promise<PuzzleStatus>;
  hint(gameId: string, caller: string | undefined): PuzzleHint;
  /** Play the solver's next move for you (the "show the solution" stepper). */
  step(gameId: string, caller: string | undefined): PuzzleHint;
  /** A puzzle (shipped or imported) as a `puzzle/1` file to share. */
  exportFile(key: string): Promise<PuzzleFileView>;
  /**
   * Validate a puzzle file (format, then the checker: solvable, not solved by doing nothing or
   * by the first legal line) and keep it among the imported ones; a refused file changes
   * nothing and says why.
   */
  importText(text: string): Promise<PuzzleImportResult>;
  /**
   * Make a puzzle of a replay's position (the player to move there becomes you): checked like
   * an imported file and kept among the imported ones, or refused with the checker's reason.
   * Both games (clashSetupOf, orbsSetupOf); a position a setup cannot state is refused.
   */
  fromReplay(req: FromReplayRequest): Promise<PuzzleImportResult>;
}

interface Running {
  puzzle: Puzzle;
  startTurn: number;
  recorded: PuzzleRecord | null;
  recording: Promise<PuzzleRecord> | null;
}

const keyOf = (p: Puzzle): string => `${p.game}/${p.id}`;

export function createPuzzleService(deps: PuzzleServiceDeps): PuzzleService {
  let loaded: { byKey: Map<string, Puzzle>; problems: string[] } | null = null;
  const running = new Map<string, Running>();

  function shipped() {
    if (!loaded) {
      const { puzzles, problems } = deps.load();
      loaded = { byKey: new Map(puzzles.map((p) => [keyOf(p), p])), problems };
    }
    return loaded;
  }

  /** The imported puzzles that still read as puzzles; the others are listed as problems. */
  async function imported(): Promise<{ byKey: Map<string, Puzzle>; problems: string[] }> {
    const byKey = new Map<string, Puzzle>();
    const problems: string[] = [];
    if (!deps.imported) return { byKey, problems };
    for (const raw of (await deps.imported.get()).puzzles) {
      const r = parsePuzzle(raw);
      if (r.ok) byKey.set(keyOf(r.puzzle), r.puzzle);
      else problems.push(`imported ${(raw as { id?: unknown }).id as string}: ${r.error}`);
    }
    return { byKey, problems };
  }

  /** A shipped puzzle, else an imported one. */
  async function find(key: string): Promise<Puzzle | undefined> {
    return shipped().byKey.get(key) ?? (await imported()).byKey.get(key);
  }

  function game(gameId: string, caller: string | undefined): Running {
    const r = running.get(gameId);
    if (
      !r ||
      deps.sessions.outcome(gameId) === undefined ||
      deps.sessions.openElsewhere(gameId, caller)
    )
      throw new PuzzleServiceError('not-found', `no puzzle game ${gameId}`);
    return r;
  }

  /** The game's state now and your moves so far, rebuilt from its record. */
  function position(gameId: string, r: Running): { state: unknown; movesUsed: number } {
    const record = deps.sessions.record(gameId);
    const rules = deps.registry[r.puzzle.game];
    if (!record || !rules) throw new PuzzleServiceError('not-found', `no puzzle game ${gameId}`);
    const state = rules.create(structuredClone(record.options), record.seed);
    let movesUsed = 0;
    for (const a of record.actions) {
      if (rules.toMove(state) === 0) movesUsed++;
      rules.apply(state, structuredClone(a));
    }
    return { state, movesUsed };
  }

  function statusOf(gameId: string, r: Running) {
    const { state, movesUsed } = position(gameId, r);
    let status = goalStatus(
      GAME_HOOKS[r.puzzle.game],
      r.puzzle.goal,
      r.startTurn,
      state,
      r.puzzle.limit.moves - movesUsed,
    );
    // A concession ends the game in the engine's stead.
    if (status === 'open' && deps.sessions.outcome(gameId) === 1) status = 'failed';
    return { state, movesUsed, status };
  }

  function nextMove(gameId: string, caller: string | undefined) {
    const r = game(gameId, caller);
    const { state, movesUsed, status } = statusOf(gameId, r);
    if (status !== 'open') return { hint: { found: false, reason: 'over' } as const };
    if ((state as PuzzleState).active !== 0)
      return { hint: { found: false, reason: 'not-your-move' } as const };
    const solved = solveShortest(GAME_HOOKS[r.puzzle.game], state, {
      goal: r.puzzle.goal,
      startTurn: r.startTurn,
      movesLeft: r.puzzle.limit.moves - movesUsed,
      maxNodes: deps.hintNodes ?? 200_000,
    });
    if (solved.status !== 'solved' || solved.line.length === 0)
      return { hint: { found: false, reason: 'no-solution' } as const };
    const action = solved.line[0]!.action;
    return {
      action,
      hint: { found: true, words: describeMove(r.puzzle.game, state, action) } as const,
    };
  }

  /** Check a parsed puzzle like `npm run puzzles -- --check` and keep it; or say why not. */
  async function keep(parsed: ReturnType<typeof parsePuzzle>): Promise<PuzzleImportResult> {
    if (!deps.imported) throw new PuzzleServiceError('not-found', 'puzzles are not available');
    if (!parsed.ok) return { ok: false, error: parsed.error };
    const puzzle = parsed.puzzle;
    if (shipped().byKey.has(keyOf(puzzle)))
      return { ok: false, error: `id: ${puzzle.id} is a puzzle the app ships already` };
    // The same proof as `npm run puzzles -- --check`: nothing unsolvable or trivial is kept.
    const checked = await (deps.check ?? checkHere)(puzzle, deps.importNodes ?? 400_000);
    if (!checked.ok) return { ok: false, error: checked.reason };
    await deps.imported.add(puzzle);
    return { ok: true, key: keyOf(puzzle), game: puzzle.game, title: puzzle.title };
  }

  return {
    async list(gameId) {
      const { byKey, problems } = shipped();
      const mine = await imported();
      const progress = await deps.progress.get();
      const puzzles = [
        ...[...byKey.values()].map((p) => ({ p, imported: false })),
        ...[...mine.byKey.values()].map((p) => ({ p, imported: true })),
      ]
        .filter(({ p }) => p.game === gameId)
        .map(({ p, imported }): PuzzleSummary => {
          const rec = progress.puzzles[keyOf(p)];
          return {
            key: keyOf(p),
            id: p.id,
            game: p.game,
            tier: p.tier,
            title: p.title,
            description: p.description,
            goal: p.goal,
            moves: p.limit.moves,
            everyReply: p.computer === 'every-reply',
            imported,
            progress: {
              solved: rec?.solved ?? false,
              bestMoves: rec?.bestMoves ?? null,
              attempts: rec?.attempts ?? 0,
            },
          };
        });
      return { puzzles, problems: [...problems, ...mine.problems] };
    },

    async start(key, owner) {
      const puzzle = await find(key);
      if (!puzzle) throw new PuzzleServiceError('not-found', `no puzzle ${key}`);
      const fixed = puzzle.computer === 'every-reply' ? null : puzzle.computer;
      const r = deps.sessions.start({
        game: puzzle.game,
        // `puzzle` marks an attempt: the save service leaves it out (no Resume, replay, history).
        options: { position: puzzle.setup, puzzle: keyOf(puzzle) },
        seed: 1,
        computerSeed: fixed?.seed ?? 1,
        seats: [{ kind: 'human' }, { kind: 'computer', level: fixed?.level ?? 'normal' }],
        owner,
      });
      if (!r.ok) throw new PuzzleServiceError('bad-request', r.error.message);
      const startTurn = (
        deps.registry[puzzle.game]!.create({ position: puzzle.setup }, 1) as PuzzleState
      ).turn;
      running.set(r.value.gameId, { puzzle, startTurn, recorded: null, recording: null });
      // The seed is ours, not the player's: it is not echoed back.
      const { seed: _seed, ...rest } = r.value;
      return { ...rest, key };
    },

    async status(gameId, caller) {
      const r = game(gameId, caller);
      const { movesUsed, status } = statusOf(gameId, r);
      if (status !== 'open' && !r.recording)
        r.recording = deps.progress.record(keyOf(r.puzzle), status === 'solved', movesUsed);
      const record = r.recording ? await r.recording : null;
      return { key: keyOf(r.puzzle), status, movesUsed, moves: r.puzzle.limit.moves, record };
    },

    hint(gameId, caller) {
      return nextMove(gameId, caller).hint;
    },

    step(gameId, caller) {
      const next = nextMove(gameId, caller);
      if (!next.hint.found) return next.hint;
      const acted = deps.sessions.act(gameId, 0, next.action, caller);
      if (!acted.ok) throw new PuzzleServiceError('rule', acted.error.message);
      // The page did not send this action: it learns of it like of the computer's moves.
      deps.push(
        'game.update',
        { gameId, by: 0 as PlayerId, view: acted.value.view, events: acted.value.events },
        caller,
      );
      return next.hint;
    },

    async exportFile(key) {
      const puzzle = await find(key);
      if (!puzzle) throw new PuzzleServiceError('not-found', `no puzzle ${key}`);
      return {
        fileName: `${puzzle.game}-${puzzle.id}.puzzle.json`,
        text: `${JSON.stringify(puzzle, null, 2)}\n`,
      };
    },

    importText(text) {
      return keep(parsePuzzleText(text));
    },

    async fromReplay(req) {
      if (!deps.replay) throw new PuzzleServiceError('not-found', 'replays are not available');
      const replay = await deps.replay(req.replayId);
      if (req.step > replay.actions.length)
        throw new PuzzleServiceError(
          'bad-request',
          `the replay has ${replay.actions.length} steps`,
        );
      const rules = deps.registry[replay.game];
      if (!rules) throw new PuzzleServiceError('bad-request', `unknown game ${replay.game}`);
      const state = rules.create(structuredClone(replay.options), replay.seed) as PuzzleState;
      for (const a of replay.actions.slice(0, req.step)) rules.apply(state, structuredClone(a));
      let setup;
      try {
        setup = SETUP_OF[replay.game](state);
      } catch (e) {
        return { ok: false, error: e instanceof Error ? e.message : String(e) };
      }
      const tag = req.replayId
        .toLowerCase()
        .replace(/[^a-z0-9]/g, '')
        .slice(-10);
      return keep(
        parsePuzzle({
          format: 'puzzle/1',
          id: `replay-${tag || 'game'}-${req.step}`,
          game: replay.game,
          tier: 'think',
          title: { en: `A replay, turn ${state.turn}`, cs: `Ze záznamu, ${state.turn}. tah` },
          description: {
            en: 'A position saved from a replay: you play the side that was to move.',
            cs: 'Pozice uložená ze záznamu hry: hraješ za stranu, která byla na tahu.',
          },
          setup,
          goal: req.goal,
          computer: 'every-reply',
          limit: { moves: req.moves },
        }),
      );
    },
  };
}
