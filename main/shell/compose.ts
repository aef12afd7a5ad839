/**
 * Builds the main-process services and the IPC handler table from what the shell provides
 * (save folder, app info, a way to push to the renderer). Electron (main/index.ts) and the
 * browser host (host/server.ts) both call this, so they run exactly the same code.
 */
import { mkdirSync } from 'node:fs';
import type { AppInfo, PushName, PushPayloadOf } from '../ipc/contract';
import type { WindowControl } from '../ipc/window-handlers';
import { createDispatch, type Dispatch } from '../ipc/dispatch';
import { createHandlers, type Handlers } from '../ipc/handlers';
import {
  createGameSessions,
  type ComputerPlayer,
  type GameRegistry,
  type GameSessions,
} from '../services/game-sessions';
import { openSaveStoreSync } from '../services/open-save-store-sync';
import { createSaveService, type SaveService } from '../services/save-service';
import { pushAfterSaved } from '../services/durable-push';
import { createAiService, type WarmAiService } from '../ai';
import { createAiComputer } from '../services/computer-ai';
import { createWorkerPool, type WorkerPool } from '../ai/worker-pool';
import { createReviewService, type ReviewService } from '../services/review-service';
import { createGauntletService, type GauntletService } from '../services/gauntlet-service';
import { bothObservers } from '../services/both-observers';
import { createDeckLabService } from '../services/deck-lab-service';
import type { AtomicWriter } from '../saves/atomic-write';
import { flushWithin, type FlushOptions, type FlushReport } from '../services/shutdown';
import type { AppLog } from './log/app-log';
import { scrubOutgoing } from '../ipc/scrub';
import { createPuzzleService } from '../services/puzzle-service';
import { checkInWorker } from '../puzzles/check-in-worker';
import { loadPuzzleFolder } from '../puzzles/files';

export interface ServicesConfig {
  dataDir: string;
  appInfo: () => AppInfo;
  registry: GameRegistry;
  /**
   * Send a push to one connection (`to`: the page that owns the game), or to every page of
   * the shell when `to` is undefined (window events, games opened without a connection).
   */
  push: <K extends PushName>(event: K, payload: PushPayloadOf<K>, to?: string) => void;
  /** The desktop window, for `window.setFullscreen`; the browser host has none. */
  window?: WindowControl;
  computerDelayMs?: number;
  /**
   * Who plays computer seats. Default: the AI (main/ai) in a worker thread. Tests pass
   * `randomComputer` (game-sessions.ts) to keep moves synchronous and instant.
   */
  computer?: ComputerPlayer;
  /** The save files' atomic writer (tests slow it down to catch a quit mid-write). */
  saveWriter?: AtomicWriter;
  /** The computer stream's seed for new games (default: node:crypto entropy; e2e fixes it). */
  newComputerSeed?: () => number;
  /**
   * The app log file (shell/log/app-log.ts): save problems, internal errors and AI worker
   * failures go there. Without it (tests) they go to stderr, as before.
   */
  log?: AppLog;
  /** The shipped puzzles' folder (resources/puzzles); absent: no puzzles are offered. */
  puzzleDir?: string;
}

export interface Services {
  dataDir: string;
  sessions: GameSessions;
  /** Saves every game as it is played; settings, replays, history, drafts (dataDir). */
  saves: SaveService;
  /** Gauntlet runs (issue #31): their games are ordinary games of `sessions`. */
  gauntlet: GauntletService;
  handlers: Handlers;
  dispatch: Dispatch;
  /** A page went away (socket closed, page reloaded): close the games it owned (they are saved). */
  releaseConnection(conn: string): void;
  /** Stop computer players and timers at once (tests); queued saves go on in the background. */
  dispose(): void;
  /**
   * Before the process ends: stop the computer players (no new moves), then wait — at most
   * `timeoutMs` — for every queued save, logging what could not be finished.
   */
  shutdown(opts?: FlushOptions): Promise<FlushReport>;
}

export function createServices(configIn: ServicesConfig): Services {
  mkdirSync(configIn.dataDir, { recursive: true });
  // Every push leaves through the one scrubber, as every answer does (dispatch.ts).
  const config: ServicesConfig = {
    ...configIn,
    push: (event, payload, to) => configIn.push(event, scrubOutgoing(payload), to),
  };
  const log = config.log;
  // Only the error and a fixed message are logged, never a payload (no hidden card, no seed).
  const logError = log ? (message: string, err: unknown) => log.error(message, err) : undefined;
  const onWorkerFailure = log
    ? (err: Error, retried: boolean) =>
        log.error(
          retried
            ? 'AI worker died; retrying its job on a new one'
            : 'AI worker died again; the job failed',
          err,
        )
    : undefined;
  const workerLog = onWorkerFailure ? { onWorkerFailure } : {};
  // The AI workers start when the first game with a computer seat opens (warmed while the
  // player looks at the table), or at the first decision.
  let ai: WarmAiService | null = null;
  const computer =
    config.computer ??
    createAiComputer({
      decide: (req, signal) => (ai ??= createAiService(workerLog)).decide(req, signal),
      warm: () => (ai ??= createAiService(workerLog)).warm(),
      dispose: async () => {},
    });
  const store = openSaveStoreSync({
    root: config.dataDir,
    appVersion: config.appInfo().version,
    ...(config.saveWriter ? { writer: config.saveWriter } : {}),
  });
  // Review and hints: their own pool of two workers (started on first use), so a long review
  // never delays the computer opponent's moves.
  let reviewPool: WorkerPool | null = null;
  let review: ReviewService | null = null;
  const saves = createSaveService({
    store,
    registry: config.registry,
    ...(logError ? { logError: (m: string, e: unknown) => logError(`[saves] ${m}`, e) } : {}),
    onReplayDeleted: (id) => review?.forgetReplay(id),
  });
  const gauntlet = createGauntletService({
    store,
    saves,
    sessions: () => sessions,
    ...(logError ? { logError: (m: string, e: unknown) => logError(`[gauntlet] ${m}`, e) } : {}),
  });
  const sessions = createGameSessions({
    registry: config.registry,
    // A move reaches the page only once it is saved (a kill never takes back a shown move).
    push: pushAfterSaved(saves, config.push),
    // The save service first: a finished game's replay is queued before its run reads it.
    observer: bothObservers(saves.observer, gauntlet.observer),
    computer,
    ...(config.computerDelayMs === undefined ? {} : { computerDelayMs: config.computerDelayMs }),
    ...(config.newComputerSeed ? { newComputerSeed: config.newComputerSeed } : {}),
    ...(logError ? { logError: (m: string, e: unknown) => logError(`[games] ${m}`, e) } : {}),
  });
  saves.attach(sessions);
  // The take-back setting (settings.json) is main's to apply: sessions answer every view with
  // whether a take-back is allowed now. Read once at start, then on every settings change.
  void saves.getSettings().then(
    (s) => sessions.setTakeBackPolicy(s.takeBacks),
    () => undefined,
  );
  const updateSettings = saves.updateSettings;
  saves.updateSettings = async (patch) => {
    const next = await updateSettings(patch);
    sessions.setTakeBackPolicy(next.takeBacks);
    return next;
  };
  review = createReviewService({
    store,
    pool: () => (reviewPool ??= createWorkerPool({ workers: 2, ...workerLog })),
    sessions,
    settled: (id) => saves.settled(id),
    // Hints are counted with the game's save (kept across a quit, issue #32 item 9).
    countHint: (id) => saves.countHint(id),
    // Only the page that asked for a review hears of it (issue #32).
    push: (p, to) => config.push(p.event, p.payload as never, to),
  });
  // The puzzle checker on an import or a "save as puzzle": a worker of its own (started on
  // first use), so a check that searches its whole budget never freezes the app.
  let puzzlePool: WorkerPool | null = null;
  const puzzles = createPuzzleService({
    check: checkInWorker(() => (puzzlePool ??= createWorkerPool({ workers: 1, ...workerLog }))),
    sessions,
    registry: config.registry,
    progress: {
      get: () => store.getPuzzleProgress(),
      record: (key, solved, moves) => store.recordPuzzleAttempt(key, solved, moves),
    },
    imported: {
      get: () => store.getImportedPuzzles(),
      // A parsed puzzle is plain JSON (it was read from JSON text).
      add: (p) => store.addImportedPuzzle(p as never),
    },
    replay: (id) => store.getReplay(id),
    push: pushAfterSaved(saves, config.push),
    load: () => {
      const r = config.puzzleDir
        ? loadPuzzleFolder(config.puzzleDir)
        : { puzzles: [], problems: [] };
      for (const line of r.problems) (log ? log.warn : console.warn)(`[puzzles] ${line}`);
      return r;
    },
  });
  // The deck lab: one worker of its own (started on first use), so a long test of a deck
  // delays neither the computer's moves nor a review, and leaves a core to the page.
  let labPool: WorkerPool | null = null;
  const lab = createDeckLabService({
    store,
    pool: () => (labPool ??= createWorkerPool({ workers: 1, ...workerLog })),
    // Only the page that started a deck test hears of it.
    push: (p, to) => config.push(p.event, p.payload as never, to),
  });
  const handlers = createHandlers({
    appInfo: config.appInfo,
    registry: config.registry,
    sessions,
    dataDir: config.dataDir,
    saves,
    review,
    puzzles,
    gauntlet,
    lab,
    ...(config.window ? { window: config.window } : {}),
  });
  const dispose = () => {
    sessions.dispose();
    review?.dispose();
    lab.dispose();
    void labPool?.dispose();
    void ai?.dispose();
    void reviewPool?.dispose();
    void puzzlePool?.dispose();
  };
  return {
    dataDir: config.dataDir,
    sessions,
    saves,
    gauntlet,
    handlers,
    dispatch: createDispatch(
      handlers,
      logError ? { logError: (channel, err) => logError(`[ipc] ${channel} failed`, err) } : {},
    ),
    releaseConnection: (conn) => {
      sessions.release(conn);
      review?.release(conn);
      lab.release(conn);
    },
    dispose,
    async shutdown(opts) {
      dispose();
      return flushWithin(saves, {
        ...(log ? { log: (line: string) => log.warn(line) } : {}),
        ...opts,
      });
    },
  };
}
