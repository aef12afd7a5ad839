/**
 * One Clash of Decks game as the renderer sees it: talks to the main process through the
 * typed IPC API, queues what happened (own actions' results and the computer's pushed moves)
 * and hands each batch to the screen that animates it, one at a time and in action order,
 * playing each event's sound as the animation reaches it.
 *
 * It never decides a rule: it only forwards actions taken from `legalActions` and shows the
 * views main sends back. Hotseat: it shows one player's view at a time and asks for a hand-off
 * before revealing the other player's hand.
 */
import { get } from 'svelte/store';
import { getApi } from '../../ipc/api';
import type { GameUpdate, JsonValue, PlayerView, SeatSpec } from '../../../../main/ipc/contract';
import type { PlayerId } from '../../../../main/ipc/contract';
import type { ClashAction, ClashEvent, ClashView } from '../../../../main/ipc/contract';
import { speedFactor } from '../../settings/speed';
import { playShown } from '../../sound/shown';
import type { ClashSetupChoice } from './setup-choice';
import { noteSaveWarning } from '../../saves/save-warning.svelte';

export interface ClashPlayerView extends Omit<PlayerView, 'view' | 'legalActions'> {
  view: ClashView;
  legalActions: ClashAction[] | null;
}

export interface Batch {
  view: ClashPlayerView;
  events: ClashEvent[];
  /** Who acted; null for a plain refresh. */
  by: PlayerId | null;
}

/**
 * Plays one batch's events (the screen in charge registers it). Resolves when done. It calls
 * `reached(i)` as it starts event i, so the log grows in step with the animation.
 */
export type Animator = (
  batch: Batch,
  before: ClashPlayerView,
  reached: (i: number) => void,
) => Promise<void>;

export interface LogEntry {
  id: number;
  event: ClashEvent;
  /** Whose eyes the event was seen through (hidden cards differ). */
  viewer: PlayerId;
  /** The game's action count after the action that caused it (orders a rebuilt log against live pushes). */
  action: number;
}

/** Computer picks/plays are shown at least this long (ms at normal speed) so a person can follow. */
export const COMPUTER_PACE_MS = 650;

/** Longest a single batch may animate before the table simply jumps to the new view. */
const ANIMATION_LIMIT_MS = 30_000;

function asClash(v: PlayerView): ClashPlayerView {
  return v as unknown as ClashPlayerView;
}

function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}

export class ClashSession {
  gameId = $state<string | null>(null);
  seats = $state.raw<[SeatSpec, SeatSpec]>([{ kind: 'human' }, { kind: 'human' }]);
  /** The view on screen (after the animations that led to it). */
  shown = $state.raw<ClashPlayerView | null>(null);
  /** Hotseat: the player who must take the seat before their view is shown. */
  handoffTo = $state<PlayerId | null>(null);
  animating = $state(false);
  /** An action was sent and its answer is not back yet. */
  sending = $state(false);
  error = $state<string | null>(null);
  log = $state.raw<LogEntry[]>([]);
  /** Set by the skip button: the current and queued animations finish at once. */
  skipping = $state(false);

  private queue: Batch[] = [];
  private lastQueued = -1;
  private animator: Animator | null = null;
  private preparer: ((view: ClashPlayerView) => Promise<void>) | null = null;
  private handingOff = false;
  private unsubscribe: (() => void) | null = null;
  private nextLogId = 1;
  private closed = false;

  constructor(readonly choice: ClashSetupChoice) {}

  get hotseat(): boolean {
    return this.seats[0].kind === 'human' && this.seats[1].kind === 'human';
  }

  isComputer(p: PlayerId): boolean {
    return this.seats[p].kind === 'computer';
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
  get actions(): ClashAction[] {
    const s = this.shown;
    if (!s || this.animating || this.sending || this.handoffTo !== null || s.toMove !== s.player)
      return [];
    return s.legalActions ?? [];
  }

  /** Main says this listed action only hurts the player taking it (a cast at their own creature). */
  hurtsOnlyMe(action: ClashAction): boolean {
    const s = this.shown;
    const i = s?.legalActions?.indexOf(action) ?? -1;
    return i >= 0 && (s?.selfHarm ?? []).includes(i);
  }

  setAnimator(a: Animator | null): void {
    this.animator = a;
  }

  /**
   * Hot seat: work to do with the next player's view before the hand-off cover lifts (the
   * battle screen paints that hand's card faces there, in small slices, instead of in one
   * long task as the view appears).
   */
  setPreparer(p: ((view: ClashPlayerView) => Promise<void>) | null): void {
    this.preparer = p;
  }

  async start(): Promise<string | null> {
    const api = getApi();
    const c = this.choice;
    const seats: [SeatSpec, SeatSpec] =
      c.opponent === 'hotseat'
        ? [{ kind: 'human' }, { kind: 'human' }]
        : [{ kind: 'human' }, { kind: 'computer', level: c.opponent }];
    const options: JsonValue =
      c.mode === 'draft'
        ? { mode: 'draft', pool: c.pool }
        : { mode: 'preconstructed', pool: c.pool, decks: [c.decks[0], c.decks[1]] };
    this.unsubscribe = api.on('game.update', (u) => this.onPush(u));
    const started = await api.invoke('game.start', {
      game: 'clash',
      options,
      seats,
      ...(c.seed === null ? {} : { seed: c.seed }),
    });
    if (!started.ok) return started.error.message;
    this.seats = started.value.seats;
    this.gameId = started.value.gameId;
    const first = started.value.toMove;
    const viewer: PlayerId = this.hotseat && first !== null ? first : 0;
    const v = await api.invoke('game.view', { gameId: started.value.gameId, player: viewer });
    if (!v.ok) return v.error.message;
    const view = asClash(v.value);
    this.logOpeningTurn(view);
    this.enqueue({ view, events: [], by: null });
    return null;
  }

  /**
   * With box decks the battle's turn 1 starts while the game is created, before any action,
   * so no action's events say "Turn 1: Player 1 has 6 mana": the line is made from the first
   * view instead (its turn, active player and mana are main's). A draft logs it at its last pick.
   */
  private logOpeningTurn(first: ClashPlayerView): void {
    const v = first.view;
    if (first.actionCount !== 0 || v.phase !== 'summoning' || v.turn !== 1) return;
    const event: ClashEvent = {
      type: 'turnStarted',
      player: v.active,
      turn: 1,
      mana: v.players[v.active].mana,
    };
    this.log = [{ id: this.nextLogId++, event, viewer: first.player, action: 0 }, ...this.log];
  }

  /**
   * Show a game main already runs (resumed from a save, or a saved draft played again)
   * instead of starting one: same as start() without `game.start`.
   */
  async attach(
    gameId: string,
    seats: [SeatSpec, SeatSpec],
    toMove: PlayerId | null,
  ): Promise<string | null> {
    const api = getApi();
    this.unsubscribe = api.on('game.update', (u) => this.onPush(u));
    this.seats = seats;
    this.gameId = gameId;
    const human: PlayerId = seats[0].kind === 'human' ? 0 : 1;
    const viewer: PlayerId = this.hotseat && toMove !== null ? toMove : human;
    const v = await api.invoke('game.view', { gameId, player: viewer });
    if (!v.ok) return v.error.message;
    const restored = await this.restoreLog(gameId, seats);
    if (restored !== null) return restored;
    const view = asClash(v.value);
    // Hotseat: whoever sits down first must not see a face-up hand they may not own, so a
    // resumed battle opens on the hand-off curtain, as it does between turns.
    if (this.hotseat && toMove !== null && view.view.phase !== 'draft') this.handoffTo = toMove;
    this.enqueue({ view, events: [], by: null });
    return null;
  }

  /**
   * The log of a resumed game, rebuilt by main from the saved actions: each action's events
   * as the person who saw them live saw them (the acting seat in hotseat, else the human seat).
   * Stored as events, so the sentences follow the current language.
   */
  private async restoreLog(gameId: string, seats: [SeatSpec, SeatSpec]): Promise<string | null> {
    const api = getApi();
    const humans = ([0, 1] as const).filter((p) => seats[p].kind === 'human');
    // A local buffer filled before anything is drawn from it: no SvelteMap needed.
    // eslint-disable-next-line svelte/prefer-svelte-reactivity
    const logs = new Map<PlayerId, { by: PlayerId; events: unknown[] }[]>();
    let opening: unknown[] = [];
    for (const p of humans) {
      const r = await api.invoke('game.log', { gameId, player: p });
      if (!r.ok) return r.error.message;
      logs.set(p, r.value.entries);
      if (p === humans[0]) opening = r.value.opening ?? [];
    }
    // The same opening line a new game shows (logOpeningTurn): turn 1 of box decks, from main.
    const entries: LogEntry[] = (opening as ClashEvent[])
      .filter((e) => e.type === 'turnStarted')
      .map((event) => ({ id: this.nextLogId++, event, viewer: humans[0]!, action: 0 }));
    const count = logs.get(humans[0]!)?.length ?? 0;
    for (let i = 0; i < count; i++) {
      const by = logs.get(humans[0]!)![i]!.by;
      const viewer: PlayerId = this.hotseat ? by : humans[0]!;
      for (const event of logs.get(viewer)![i]!.events)
        entries.push({ id: this.nextLogId++, event: event as ClashEvent, viewer, action: i + 1 });
    }
    // A computer move pushed while this was fetched is already in the log: keep it, once.
    const live = this.log;
    const firstLive = live.length > 0 ? live[0]!.action : Infinity;
    this.log = [...entries.filter((e) => e.action < firstLive), ...live];
    return null;
  }

  /** Send one of the listed legal actions for the player on screen. */
  async act(action: ClashAction): Promise<void> {
    const s = this.shown;
    if (!s || !this.gameId || this.sending || !this.actions.includes(action)) return;
    this.sending = true;
    this.error = null;
    const r = await getApi().invoke('game.act', {
      gameId: this.gameId,
      player: s.player,
      action: action as unknown as JsonValue,
    });
    this.sending = false;
    if (!r.ok) {
      this.error = r.error.message;
      await this.refresh(s.player);
      return;
    }
    noteSaveWarning(r.value.saveWarning);
    this.enqueue({
      view: asClash(r.value.view),
      events: r.value.events as ClashEvent[],
      by: s.player,
    });
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

  close(): void {
    this.closed = true;
    this.unsubscribe?.();
    this.unsubscribe = null;
    if (this.gameId) void getApi().invoke('game.close', { gameId: this.gameId });
  }

  private async refresh(
    player: PlayerId,
    prepare: ((view: ClashPlayerView) => Promise<void>) | null = null,
  ): Promise<void> {
    if (!this.gameId) return;
    const v = await getApi().invoke('game.view', { gameId: this.gameId, player });
    if (v.ok) {
      // A refresh may show an older count than a queued push in a race; views are whole, so the newest wins.
      const view = asClash(v.value);
      if (prepare) {
        try {
          await prepare(view);
        } catch (err) {
          console.warn('[clash] preparing the view failed', err);
        }
      }
      if (view.actionCount >= (this.shown?.actionCount ?? -1)) this.shown = view;
      this.lastQueued = Math.max(this.lastQueued, view.actionCount);
    } else this.error = v.error.message;
  }

  private onPush(u: GameUpdate): void {
    if (this.closed || u.gameId !== this.gameId) return;
    // Hotseat: the other seat is a person at this same screen; its view is fetched at hand-off.
    if (this.hotseat) return;
    this.enqueue({ view: asClash(u.view), events: u.events as ClashEvent[], by: u.by });
  }

  private enqueue(b: Batch): void {
    if (b.view.actionCount <= this.lastQueued && b.by !== null) return; // stale or duplicate
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
        let logged = 0;
        const reached = (i: number) => {
          const upTo = Math.min(b.events.length, i + 1);
          if (upTo <= logged) return;
          const now = b.events.slice(logged, upTo);
          this.log = [
            ...this.log,
            ...now.map((event) => ({
              id: this.nextLogId++,
              event,
              viewer: b.view.player,
              action: b.view.actionCount,
            })),
          ];
          logged = upTo;
          // Sound in step with the animation: one event as it starts, or a skipped rest as one sound.
          playShown('clash', now, b.view.player);
        };
        if (before && this.animator && b.events.length > 0 && !this.skipping) {
          try {
            // Never let a stuck animation hold the game: give up on it after a generous time.
            await Promise.race([this.animator(b, before, reached), sleep(ANIMATION_LIMIT_MS)]);
          } catch (err) {
            console.error('[clash] animation failed', err);
          }
        }
        // The computer's moves stay on screen long enough to follow (scaled by the speed setting).
        if (b.by !== null && this.isComputer(b.by) && !this.skipping) {
          const min = COMPUTER_PACE_MS * get(speedFactor);
          const left = min - (performance.now() - started);
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

  /** Hotseat: when the decision passes to the other person, hide this hand (battle) or switch (draft). */
  private afterSettled(): void {
    const s = this.shown;
    if (!s || !this.hotseat || s.toMove === null || s.toMove === s.player) return;
    if (s.view.phase === 'draft') void this.refresh(s.toMove);
    else this.handoffTo = s.toMove;
  }
}
