/**
 * Clash of Decks on the shared play session (../../play/session.svelte.ts): what Clash adds is
 * how a game is started from the setup choice, turn 1's log line for box decks, the pace of
 * the computer's moves, and that the draft changes seats without a curtain after its start.
 */
import type { JsonValue, SeatSpec } from '../../../../main/ipc/contract';
import type { ClashAction, ClashEvent, ClashView } from '../../../../main/ipc/contract';
import {
  PlaySession,
  type Animator,
  type Batch as PlayBatch,
  type GamePart,
  type LogEntry as PlayLogEntry,
  type SessionView,
} from '../../play/session.svelte';
import type { ClashSetupChoice } from './setup-choice';

export type ClashPlayerView = SessionView<ClashView, ClashAction>;
export type Batch = PlayBatch<ClashView, ClashAction, ClashEvent>;
export type LogEntry = PlayLogEntry<ClashView, ClashAction, ClashEvent>;
export type ClashAnimator = Animator<ClashView, ClashAction, ClashEvent>;

/** Computer picks/plays are shown at least this long (ms at normal speed) so a person can follow. */
export const COMPUTER_PACE_MS = 650;

export const clashPart: GamePart<ClashView, ClashAction, ClashEvent> = {
  game: 'clash',
  computerPaceMs: COMPUTER_PACE_MS,
  /**
   * With box decks the battle's turn 1 starts while the game is created, before any action,
   * so no action's events say "Turn 1: Player 1 has 6 mana": the line is made from the first
   * view instead (its turn, active player and mana are main's). A draft logs it at its last pick.
   */
  opening: (first) => {
    const v = first.view;
    if (v.phase !== 'summoning' || v.turn !== 1) return [];
    return [{ type: 'turnStarted', player: v.active, turn: 1, mana: v.players[v.active].mana }];
  },
  /** The same line for a resumed game, from the creation events main keeps. */
  openingFromLog: (events) => (events as ClashEvent[]).filter((e) => e.type === 'turnStarted'),
  // The draft shows no hand: after the opening curtain, seats change without one.
  passing: (s) => (s.view.phase === 'draft' ? 'switch' : 'curtain'),
};

export class ClashSession extends PlaySession<ClashView, ClashAction, ClashEvent> {
  constructor(readonly choice: ClashSetupChoice) {
    super(clashPart);
  }

  /** Start the game the setup chose. Returns main's refusal, or null. */
  async begin(): Promise<string | null> {
    const c = this.choice;
    const seats: [SeatSpec, SeatSpec] =
      c.opponent === 'hotseat'
        ? [{ kind: 'human' }, { kind: 'human' }]
        : [{ kind: 'human' }, { kind: 'computer', level: c.opponent }];
    const options: JsonValue =
      c.mode === 'draft'
        ? { mode: 'draft', pool: c.pool }
        : { mode: 'preconstructed', pool: c.pool, decks: [c.decks[0], c.decks[1]] };
    return this.start({ options, seats, seed: c.seed ?? undefined });
  }
}
