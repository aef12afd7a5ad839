/**
 * A tiny game for tests of the IPC layer and the session service (not shipped in the app).
 *
 * Counting race: players alternately add 1–3 to their own total; the first to reach the
 * target wins. Each player also holds a secret number only they may see, so tests can check
 * that views and events are redacted per player.
 */
import type { GameRules, PlayerId } from '../types';
import { nextU32, seedRng, type RngState } from '../rng';

export interface CountState {
  target: number;
  totals: [number, number];
  secrets: [number, number];
  turn: PlayerId;
  rng: RngState;
}
export interface CountAction {
  add: number;
}
export interface CountEvent {
  type: 'added';
  player: PlayerId;
  amount: number;
  /** The actor's new secret; only the actor may see it. */
  secret: number | null;
}
export interface CountView {
  target: number;
  totals: [number, number];
  mySecret: number;
}
export interface CountOptions {
  target: number;
}

function winner(s: CountState): PlayerId | null {
  if (s.totals[0] >= s.target) return 0;
  if (s.totals[1] >= s.target) return 1;
  return null;
}

export const countingRules: GameRules<
  CountState,
  CountAction,
  CountEvent,
  CountView,
  CountOptions
> = {
  id: 'orbs',
  create(options, seed) {
    if (
      typeof options !== 'object' ||
      options === null ||
      !Number.isInteger(options.target) ||
      options.target < 1
    ) {
      throw new Error('target must be a positive integer');
    }
    const rng = seedRng(seed);
    return {
      target: options.target,
      totals: [0, 0],
      secrets: [nextU32(rng) % 100, nextU32(rng) % 100],
      turn: 0,
      rng,
    };
  },
  toMove: (s) => (winner(s) === null ? s.turn : null),
  legalActions: (s) => (winner(s) === null ? [{ add: 1 }, { add: 2 }, { add: 3 }] : []),
  apply(s, action) {
    // Deliberately throws on a null action: lets tests prove a crashing engine changes nothing.
    if (action === null) throw new TypeError('cannot read action of null');
    if (winner(s) !== null)
      return { ok: false, error: { code: 'game-over', message: 'game is over' } };
    const add = (action as { add?: unknown }).add;
    if (add !== 1 && add !== 2 && add !== 3) {
      return { ok: false, error: { code: 'bad-amount', message: 'add must be 1, 2 or 3' } };
    }
    const p = s.turn;
    s.totals[p] += add;
    s.secrets[p] = nextU32(s.rng) % 100;
    s.turn = p === 0 ? 1 : 0;
    return { ok: true, events: [{ type: 'added', player: p, amount: add, secret: s.secrets[p] }] };
  },
  view: (s, player) => ({
    target: s.target,
    totals: [s.totals[0], s.totals[1]],
    mySecret: s.secrets[player],
  }),
  eventFor: (e, player) => (e.player === player ? { ...e } : { ...e, secret: null }),
  clone: (s) => ({
    target: s.target,
    totals: [s.totals[0], s.totals[1]],
    secrets: [s.secrets[0], s.secrets[1]],
    turn: s.turn,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
  }),
  outcome: (s) => winner(s),
};
