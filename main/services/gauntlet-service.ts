/**
 * The gauntlet (issue #31 item 2): runs of games against the computer, kept in
 * `runs/<id>.json` (main/saves/run-store.ts) and moved on by the pure transitions of
 * main/gauntlet/run.ts.
 *
 * A gauntlet game is an ordinary game: it is started through the game sessions
 * (game-sessions.ts), so the save service saves it after every action, makes it a replay and a
 * history entry when it ends, and it can be resumed like any saved game. The run only holds its
 * id (`current`). When that game ends — the sessions' observer says so, and every read of the
 * run checks again — its result is read from the replay the save service wrote and recorded in
 * the run, which is saved at once. So a run survives a kill at any moment: at worst the result
 * of a finished game is recorded on the next read, from its replay.
 */
import type { PlayerId } from '../engine/types';
import { READY_DECKS, validateDeck } from '../games/orbs';
import {
  abandonRun,
  beginGame,
  breakdown,
  figures,
  newRun,
  nextGame,
  ORBS_LADDER,
  ORBS_LEVELS,
  recordResult,
  totalStats,
  type GameResult,
  type PlayedGameStats,
  type RunData,
  type RunDeck,
  type RunGame,
} from '../gauntlet/run';
import { isSaveError, type SaveStore } from '../saves';
import type { SavedRun } from '../saves/run-store';
import type { GameSessions, SessionObserver } from './game-sessions';
import { SaveServiceError, type SaveService } from './save-service';
import type { RunOverview, RunPlayResult, RunStartInput, RunView } from './gauntlet-types';
import { runPlan, runRecord } from '../gauntlet/plan';
import { gameStats } from './gauntlet-game-stats';

/** The human's seat in every gauntlet game. */
const HUMAN: PlayerId = 0;

export interface GauntletServiceDeps {
  store: SaveStore;
  saves: Pick<SaveService, 'settled' | 'resume'>;
  sessions: () => GameSessions;
  now?: () => Date;
  logError?: (message: string, err: unknown) => void;
}

export interface GauntletService {
  /** Tell it about finished games: give this to the sessions next to the save service's. */
  readonly observer: Pick<SessionObserver, 'applied' | 'conceded'>;
  start(input: RunStartInput): Promise<RunView>;
  /** The run of `game` being played, with a finished current game recorded; or null. */
  current(game: RunGame): Promise<RunView | null>;
  /** The road a run of `game` takes and the player's record over its finished runs. */
  overview(game: RunGame): Promise<Omit<RunOverview, 'run'>>;
  /** Runs that ended (won, lost, abandoned), newest first. */
  finished(): Promise<RunView[]>;
  /** Continue the run's current game, or start its next one (`owner`: the page). */
  play(runId: string, owner?: string): Promise<RunPlayResult>;
  abandon(runId: string): Promise<RunView>;
  /** Resolves when every run write started so far is done (tests, shutdown). */
  idle(): Promise<void>;
}

export function createGauntletService(deps: GauntletServiceDeps): GauntletService {
  const { store } = deps;
  const now = () => (deps.now ?? (() => new Date()))().toISOString();
  const logError = deps.logError ?? ((m, e) => console.error(`[gauntlet] ${m}`, e));
  /** One read-modify-write of a run at a time, in order. */
  let chain: Promise<unknown> = Promise.resolve();
  function locked<T>(work: () => Promise<T>): Promise<T> {
    const next = chain.then(work, work);
    chain = next.catch(() => undefined);
    return next;
  }

  function view(r: SavedRun | (RunData & { id: string })): RunView {
    const run = r as RunData & { id: string };
    return {
      runId: run.id,
      game: run.game,
      status: run.status,
      deck: run.deck
        ? {
            name: run.deck.name,
            ...(run.deck.ready !== undefined ? { ready: run.deck.ready } : {}),
            ...(run.deck.id !== undefined ? { id: run.deck.id } : {}),
          }
        : null,
      games: run.games.map((g) => ({ ...g, ...(g.stats ? { stats: { ...g.stats } } : {}) })),
      totals: totalStats(run),
      current: run.current ? { ...run.current } : null,
      next: run.current ? null : nextGame(run),
      figures: figures(run),
      ladder:
        run.game === 'orbs'
          ? ORBS_LADDER.map((opponent, i) => ({ opponent, level: ORBS_LEVELS[i]! }))
          : [],
      breakdown: breakdown(run),
      startedAt: run.startedAt,
      ...(run.finishedAt !== undefined ? { finishedAt: run.finishedAt } : {}),
    };
  }

  async function save(id: string, run: RunData): Promise<SavedRun> {
    return store.runs.save(id, run);
  }

  /**
   * How the run's current game stands: still to play, or ended with a result (from its
   * replay). A game that is gone without a replay (abandoned from the saved games, or its file
   * set aside as damaged) counts as not won.
   */
  async function currentOutcome(
    gameId: string,
  ): Promise<
    { playing: true } | { result: GameResult; abandoned: boolean; stats?: PlayedGameStats | null }
  > {
    await deps.saves.settled(gameId);
    try {
      const replay = await store.getReplay(gameId);
      const w = replay.result.winner;
      return {
        result: w === 'draw' ? 'draw' : w === HUMAN ? 'won' : 'lost',
        abandoned: false,
        stats: gameStats(replay),
      };
    } catch (err) {
      if (!isSaveError(err) || err.code !== 'not-found') throw err;
    }
    try {
      await store.getGame(gameId);
      return { playing: true };
    } catch (err) {
      if (!isSaveError(err) || (err.code !== 'not-found' && err.code !== 'damaged')) throw err;
      return { result: 'lost', abandoned: true };
    }
  }

  /** Record the current game's result if it has ended (and save the run). */
  async function reconcile(r: SavedRun): Promise<SavedRun> {
    if (r.status !== 'playing' || !r.current) return r;
    const o = await currentOutcome(r.current.gameId);
    if ('playing' in o) return r;
    const { id, ...data } = r;
    return save(
      id,
      recordResult(
        data as RunData,
        r.current.gameId,
        o.result,
        now(),
        o.abandoned,
        ('stats' in o && o.stats) || undefined,
      ),
    );
  }

  async function playingRun(game: RunGame): Promise<SavedRun | null> {
    const runs = await store.runs.list();
    return runs.find((r) => r.game === game && r.status === 'playing') ?? null;
  }

  async function deckFor(input: RunStartInput & { game: 'orbs' }): Promise<RunDeck> {
    if (input.deck.kind === 'ready') {
      const id = input.deck.id;
      const ready = READY_DECKS.find((d) => d.id === id);
      if (!ready) throw new SaveServiceError('not-found', `no ready deck ${id}`);
      return { name: ready.name.en, ready: ready.id, cards: [...ready.cards] };
    }
    const own = await store.getDeck(input.deck.deckId);
    const cards = own.cards.flatMap((c) => Array<string>(c.count).fill(c.id));
    if (validateDeck(cards).length > 0)
      throw new SaveServiceError('rule', `deck ${own.name} is not legal to play`, 'deck-illegal');
    return { name: own.name, id: own.id, cards };
  }

  function optionsFor(run: RunData, opponent: string | undefined): unknown {
    if (run.game === 'clash') return { mode: 'draft' };
    const theirs = READY_DECKS.find((d) => d.id === opponent);
    if (!theirs || !run.deck) throw new SaveServiceError('internal', 'the run has no opponent');
    return { decks: [run.deck.cards, [...theirs.cards]] };
  }

  async function finishedGame(gameId: string): Promise<void> {
    await locked(async () => {
      const runs = await store.runs.list();
      const r = runs.find((x) => x.status === 'playing' && x.current?.gameId === gameId);
      if (r) await reconcile(r);
    });
  }

  const observer: GauntletService['observer'] = {
    applied(gameId, _action, _index, outcome) {
      if (outcome !== null)
        void finishedGame(gameId).catch((e) => logError('recording a game in its run', e));
    },
    conceded(gameId) {
      void finishedGame(gameId).catch((e) => logError('recording a game in its run', e));
    },
  };

  return {
    observer,
    start: (input) =>
      locked(async () => {
        const playing = await playingRun(input.game);
        if (playing)
          throw new SaveServiceError(
            'rule',
            `a ${input.game} gauntlet is already running`,
            'run-in-progress',
          );
        const deck = input.game === 'orbs' ? await deckFor(input) : undefined;
        return view(await store.runs.save(undefined, newRun(input.game, now(), deck)));
      }),

    current: (game) =>
      locked(async () => {
        const r = await playingRun(game);
        return r ? view(await reconcile(r)) : null;
      }),

    async overview(game) {
      return { plan: runPlan(game), record: runRecord(game, await store.runs.list()) };
    },

    async finished() {
      const runs = await store.runs.list();
      return runs.filter((r) => r.status !== 'playing').map(view);
    },

    play: (runId, owner) =>
      locked(async () => {
        let r = await reconcile(await store.runs.get(runId));
        if (r.current) {
          // Its game is still to play: open it again from its save.
          const started = await deps.saves.resume(r.current.gameId, owner);
          return { run: view(r), started };
        }
        const next = nextGame(r);
        if (!next) throw new SaveServiceError('rule', 'this gauntlet run is over', 'run-over');
        const { id, ...data } = r;
        const started = deps.sessions().start({
          game: data.game,
          options: optionsFor(data as RunData, next.opponent),
          seats: [{ kind: 'human' }, { kind: 'computer', level: next.level }],
          owner,
        });
        if (!started.ok)
          throw new SaveServiceError(
            started.error.code,
            started.error.message,
            started.error.ruleCode,
          );
        // The game is on disk before the run names it.
        await deps.saves.settled(started.value.gameId);
        r = await save(id, beginGame(data as RunData, started.value.gameId));
        return { run: view(r), started: started.value };
      }),

    abandon: (runId) =>
      locked(async () => {
        const r = await reconcile(await store.runs.get(runId));
        const { id, ...data } = r;
        return view(await save(id, abandonRun(data as RunData, now())));
      }),

    idle: () => locked(async () => undefined),
  };
}
