/**
 * One game as the renderer plays it, for every game (the way boardgame.io has one client for
 * all games): talks to main through the typed IPC API, queues what happened (own actions'
 * answers and pushed moves of the other seat), hands each batch to the table that animates it
 * (one at a time, in action order) and only then shows the batch's view, so every part of a
 * game screen (header, action list, table, log) reads the same `shown` view at every moment.
 * It also keeps the log, the save warning, the resumed game's past and the hotseat hand-off.
 *
 * It never decides a rule: it forwards actions from `legalActions` (or, when asked, an action
 * main did not list, so main can answer why it is not allowed) and shows the views main sends.
 * Each game adds a thin part on top (`GamePart`): how its opening log line is made, whether a
 * change of seat hides anything, how long a computer move stays on screen.
 */
import { get } from 'svelte/store';
import { getApi } from '../ipc/api';
import type { GameUpdate, JsonValue, PlayerId, SeatSpec } from '../../../main/ipc/contract';
import { speedFactor } from '../settings/speed';
import { playShown } from '../sound/shown';
import { noteSaveWarning } from '../saves/save-warning.svelte';
import { fetchSeatLogs, logLines, rebuiltLog } from './session-log';
import type {
  Animator,
  Batch,
  GamePart,
  LogEntry,
  SessionError,
  SessionView,
} from './session-types';

export type * from './session-types';

/** Longest a single batch may animate before the table simply jumps to the new view. */
const ANIMATION_LIMIT_MS = 30_000;

function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}

/** Resolves with the promise, or after `ms` (the timer is cleared either way). */
async function bounded(p: Promise<void>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([p, new Promise<void>((r) => (timer = setTimeout(r, ms)))]);
  } finally {
    clearTimeout(timer);
  }
}

export class PlaySession<V, A, E> {
  gameId = $state<string | null>(null);
  seats = $state.raw<[SeatSpec, SeatSpec]>([{ kind: 'human' }, { kind: 'human' }]);
  /** The view on screen (after the animations that led to it). Every part of a screen reads it. */
  shown = $state.raw<SessionView<V, A> | null>(null);
  /** Hotseat: the player who must take the seat before their view is shown (the curtain). */
  handoffTo = $state<PlayerId | null>(null);
  animating = $state(false);
  /** An action was sent and its answer is not back yet. */
  sending = $state(false);
  error = $state.raw<SessionError | null>(null);
  /** Every log line this screen may show, as events (the game's part words them). */
  log = $state.raw<LogEntry<V, A, E>[]>([]);
  /** Set by the skip button: the current and queued animations finish at once. */
  skipping = $state(false);
  /** Who took the game's first action (the opening "Turn 1" line), once known. */
  firstMover = $state<PlayerId | null>(null);

  private queue: Batch<V, A, E>[] = [];
  private lastQueued = -1;
  private animator: Animator<V, A, E> | null = null;
  private preparer: ((view: SessionView<V, A>) => Promise<void>) | null = null;
  private handingOff = false;
  private unsubscribe: (() => void) | null = null;
  private nextLogId = 1;
  private closed = false;

  constructor(readonly part: GamePart<V, A, E>) {}

  get hotseat(): boolean {
    return this.seats[0].kind === 'human' && this.seats[1].kind === 'human';
  }

  isComputer(p: PlayerId): boolean {
    return this.seats[p].kind === 'computer';
  }

  /** The seat whose eyes the screen shows (the first human seat until a view is shown). */
  get viewer(): PlayerId {
    return this.shown?.player ?? (this.seats[0].kind === 'human' ? 0 : 1);
  }

  /** The log lines of the seat on screen (seat logs), or the whole log. */
  get visibleLog(): LogEntry<V, A, E>[] {
    if (!this.part.seatLogs) return this.log;
    const v = this.viewer;
    return this.log.filter((e) => e.viewer === v);
  }

  /** The computer has the decision and nothing is left to show: it is thinking. */
  get thinking(): boolean {
    const s = this.shown;
    return (
      !!s &&
      s.toMove !== null &&
      this.isComputer(s.toMove) &&
      !this.animating &&
      this.queue.length === 0
    );
  }

  /** Legal actions the person at the screen may take now (none while anything is moving). */
  get actions(): A[] {
    const s = this.shown;
    if (!s || this.animating || this.sending || this.handoffTo !== null || s.toMove !== s.player)
      return [];
    return s.legalActions ?? [];
  }

  /** Main says this listed action only hurts the player taking it (a spell at their own card). */
  hurtsOnlyMe(action: A): boolean {
    const s = this.shown;
    const i = s?.legalActions?.indexOf(action) ?? -1;
    return i >= 0 && (s?.selfHarm ?? []).includes(i);
  }

  setAnimator(a: Animator<V, A, E> | null): void {
    this.animator = a;
  }

  /**
   * Hot seat: work to do with the next player's view before the curtain lifts (e.g. painting
   * that hand's card faces in small slices instead of in one long task as the view appears).
   */
  setPreparer(p: ((view: SessionView<V, A>) => Promise<void>) | null): void {
    this.preparer = p;
  }

  /** Start a new game in main and show it. Returns main's refusal, or null. */
  async start(request: {
    options: JsonValue;
    seats: [SeatSpec, SeatSpec];
    seed?: number | undefined;
  }): Promise<string | null> {
    const api = getApi();
    this.unsubscribe = api.on('game.update', (u) => this.onPush(u));
    const started = await api.invoke('game.start', {
      game: this.part.game,
      options: request.options,
      seats: request.seats,
      ...(request.seed === undefined ? {} : { seed: request.seed }),
    });
    if (!started.ok) return started.error.message;
    return this.open(started.value.gameId, started.value.seats, started.value.toMove, false);
  }

  /**
   * Show a game main already runs (just started by a lobby, resumed from a save, a saved draft
   * played again): its log is rebuilt from main first.
   */
  async attach(
    gameId: string,
    seats: [SeatSpec, SeatSpec],
    /** Who has the decision (null: nobody); undefined: ask main. */
    toMove?: PlayerId | null,
  ): Promise<string | null> {
    if (!this.unsubscribe) this.unsubscribe = getApi().on('game.update', (u) => this.onPush(u));
    return this.open(gameId, seats, toMove, true);
  }

  private async open(
    gameId: string,
    seats: [SeatSpec, SeatSpec],
    known: PlayerId | null | undefined,
    restore: boolean,
  ): Promise<string | null> {
    const api = getApi();
    this.seats = seats;
    this.gameId = gameId;
    const human: PlayerId = seats[0].kind === 'human' ? 0 : 1;
    let viewer: PlayerId = this.hotseat && known != null ? known : human;
    let v = await api.invoke('game.view', { gameId, player: viewer });
    if (!v.ok) return v.error.message;
    const toMove = known === undefined ? v.value.toMove : known;
    // Hotseat: the first view is the first mover's (shown once they take the seat).
    if (this.hotseat && toMove !== null && toMove !== viewer) {
      viewer = toMove;
      v = await api.invoke('game.view', { gameId, player: viewer });
      if (!v.ok) return v.error.message;
    }
    const view = v.value as unknown as SessionView<V, A>;
    if (restore) {
      const restored = await this.restoreLog(gameId, seats, view);
      if (restored !== null) return restored;
    }
    if (view.actionCount === 0) {
      this.firstMover = view.toMove;
      this.logOpening(view);
    }
    // Hotseat: whoever sits down first must not see a face-up hand they may not own, so every
    // game (new or resumed, any mode) opens on the curtain of the player who moves first.
    if (this.hotseat && toMove !== null && view.outcome === null) this.handoffTo = toMove;
    this.enqueue({ view, events: [], by: null });
    return null;
  }

  /** Log lines of `events`, seen by `viewer`, caused by the action that made `after`. */
  private lines(
    events: readonly E[],
    viewer: PlayerId,
    action: number,
    after: SessionView<V, A>,
  ): LogEntry<V, A, E>[] {
    return logLines(events, viewer, action, after, () => this.nextLogId++);
  }

  /** A new game's opening line(s), made from its first view (no action carries them). */
  private logOpening(first: SessionView<V, A>): void {
    const events = this.part.opening?.(first) ?? [];
    if (events.length === 0) return;
    this.log = [...this.lines(events, first.player, 0, first), ...this.log];
  }

  /**
   * The log of a resumed game, rebuilt by main from the saved actions, as the person who saw
   * them live saw them (seat logs: each human seat its own; else the acting seat in hotseat,
   * the human seat against the computer). Stored as events: the words follow the language.
   */
  private async restoreLog(
    gameId: string,
    seats: [SeatSpec, SeatSpec],
    current: SessionView<V, A>,
  ): Promise<string | null> {
    const humans = ([0, 1] as const).filter((p) => seats[p].kind === 'human');
    const fetched = await fetchSeatLogs(gameId, humans);
    if (typeof fetched === 'string') return fetched;
    const { logs, opening } = fetched;
    const firstEntry = logs.get(humans[0]!)?.[0];
    if (firstEntry) this.firstMover = firstEntry.by;
    const entries = rebuiltLog<V, A, E>({
      logs,
      humans,
      opening: this.part.openingFromLog?.(opening) ?? [],
      seatLogs: this.part.seatLogs ?? false,
      hotseat: this.hotseat,
      after: current,
      nextId: () => this.nextLogId++,
    });
    // A move pushed while this was fetched is already in the log: keep it, once.
    const live = this.log;
    const firstLive = live.length > 0 ? live[0]!.action : Infinity;
    this.log = [...entries.filter((e) => e.action < firstLive), ...live];
    return null;
  }

  /**
   * Send one of the listed legal actions for the player on screen. `unlisted`: send it even
   * though main did not list it (a drop on the table that matches no legal action), so main
   * answers with the reason it is not allowed; it changes nothing when refused.
   */
  async act(action: A, unlisted = false): Promise<boolean> {
    const s = this.shown;
    if (!s || !this.gameId || this.sending) return false;
    if (!unlisted && !this.actions.includes(action)) return false;
    this.sending = true;
    this.error = null;
    const r = await getApi().invoke('game.act', {
      gameId: this.gameId,
      player: s.player,
      action: action as unknown as JsonValue,
    });
    this.sending = false;
    if (!r.ok) {
      this.error = { message: r.error.message, ruleCode: r.error.ruleCode };
      if (!unlisted) await this.refresh(s.player);
      return false;
    }
    noteSaveWarning(r.value.saveWarning);
    this.enqueue({
      view: r.value.view as unknown as SessionView<V, A>,
      events: r.value.events as E[],
      by: s.player,
    });
    return true;
  }

  /** Hotseat: the next player has taken the seat; show their view. */
  async confirmHandoff(): Promise<void> {
    const p = this.handoffTo;
    if (p === null || this.handingOff) return;
    this.handingOff = true;
    try {
      await this.refresh(p, this.preparer);
    } finally {
      this.handingOff = false;
    }
    this.handoffTo = null;
  }

  skip(): void {
    if (this.animating || this.queue.length > 0) this.skipping = true;
  }

  clearError(): void {
    this.error = null;
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.unsubscribe?.();
    this.unsubscribe = null;
    if (this.gameId) void getApi().invoke('game.close', { gameId: this.gameId });
  }

  /** Stop listening without closing the game in main (the end screen closes it itself). */
  detach(): void {
    this.closed = true;
    this.unsubscribe?.();
    this.unsubscribe = null;
  }

  private async refresh(
    player: PlayerId,
    prepare: ((view: SessionView<V, A>) => Promise<void>) | null = null,
  ): Promise<void> {
    if (!this.gameId) return;
    const v = await getApi().invoke('game.view', { gameId: this.gameId, player });
    if (!v.ok) {
      this.error = { message: v.error.message, ruleCode: v.error.ruleCode };
      return;
    }
    const view = v.value as unknown as SessionView<V, A>;
    if (prepare) {
      try {
        await prepare(view);
      } catch (err) {
        console.warn(`[${this.part.game}] preparing the view failed`, err);
      }
    }
    // A refresh may show an older count than a queued push in a race; views are whole, so the newest wins.
    const shown = this.shown;
    if (!shown || shown.player !== view.player || view.actionCount >= shown.actionCount)
      this.shown = view;
    this.lastQueued = Math.max(this.lastQueued, view.actionCount);
  }

  private onPush(u: GameUpdate): void {
    if (this.closed || u.gameId !== this.gameId) return;
    const view = u.view as unknown as SessionView<V, A>;
    // Hotseat: the other seat is a person at this same screen; its view is fetched at hand-off,
    // and (seat logs) what it saw goes to its own log now.
    if (this.hotseat) {
      if (this.part.seatLogs) this.addLog(u.events as E[], view.player, view);
      return;
    }
    this.enqueue({ view, events: u.events as E[], by: u.by });
  }

  /** Log a whole batch at once, unless that seat's log has this action already. */
  private addLog(events: E[], viewer: PlayerId, after: SessionView<V, A>): void {
    if (events.length === 0) return;
    if (this.log.some((e) => e.viewer === viewer && e.action === after.actionCount)) return;
    const fresh = this.lines(events, viewer, after.actionCount, after);
    this.log = [...this.log, ...fresh].sort((a, b) => a.action - b.action);
  }

  private enqueue(b: Batch<V, A, E>): void {
    if (b.view.actionCount <= this.lastQueued && b.by !== null) return; // stale or duplicate
    // The first view of a game being opened (by: null) may be older than a move main pushed
    // while the page was still fetching the log: shown after it, it would turn the game back.
    if (b.view.actionCount < this.lastQueued && b.by === null) return;
    this.lastQueued = Math.max(this.lastQueued, b.view.actionCount);
    this.queue.push(b);
    this.queue.sort((a, c) => a.view.actionCount - c.view.actionCount);
    void this.pump();
  }

  private async pump(): Promise<void> {
    if (this.animating) return;
    this.animating = true;
    try {
      while (this.queue.length > 0 && !this.closed) {
        const b = this.queue.shift()!;
        const before = this.shown;
        const started = performance.now();
        const viewer = b.view.player;
        // A resumed game's rebuilt log may hold this action already.
        const known = this.log.some((e) => e.viewer === viewer && e.action === b.view.actionCount);
        let logged = known ? b.events.length : 0;
        const reached = (i: number) => {
          const upTo = Math.min(b.events.length, i + 1);
          if (upTo <= logged) return;
          const now = b.events.slice(logged, upTo);
          this.log = [...this.log, ...this.lines(now, viewer, b.view.actionCount, b.view)];
          logged = upTo;
          // Sound in step with the animation: one event as it starts, or a skipped rest as one sound.
          // (E is this part's game's event type: the one playShown reads for `part.game`.)
          playShown(this.part.game, now as unknown as Parameters<typeof playShown>[1], viewer);
        };
        if (before && this.animator && b.events.length > 0 && !this.skipping) {
          try {
            // Never let a stuck animation hold the game: give up on it after a generous time.
            await bounded(this.animator(b, before, reached), ANIMATION_LIMIT_MS);
          } catch (err) {
            console.error(`[${this.part.game}] animation failed`, err);
          }
        }
        // The computer's moves stay on screen long enough to follow (scaled by the speed setting).
        const pace = this.part.computerPaceMs ?? 0;
        if (pace > 0 && b.by !== null && this.isComputer(b.by) && !this.skipping) {
          const left = pace * get(speedFactor) - (performance.now() - started);
          if (left > 0) await sleep(left);
        }
        reached(b.events.length - 1);
        this.shown = b.view;
      }
    } finally {
      this.animating = false;
      this.skipping = false;
    }
    this.afterSettled();
  }

  /** Hotseat: when the decision passes to the other person, hide this hand or switch views. */
  private afterSettled(): void {
    const s = this.shown;
    if (!s || !this.hotseat || s.toMove === null || s.toMove === s.player || s.outcome !== null)
      return;
    if (this.handoffTo !== null) return;
    if ((this.part.passing?.(s) ?? 'curtain') === 'switch') void this.refresh(s.toMove);
    else this.handoffTo = s.toMove;
  }
}
