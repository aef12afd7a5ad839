/**
 * Steps through a finished game for the replay viewer: the state after any number of actions,
 * the events of the action that led there, and where each turn starts.
 *
 * Why checkpoints: a viewer steps one action at a time (or plays at speed), and rebuilding
 * from the seed for every step would make playing a long game quadratic. The stepper keeps a
 * clone of the state every CHECKPOINT_EVERY actions plus the last state it produced, so a step
 * forward costs one `apply` and a jump costs at most CHECKPOINT_EVERY of them.
 */
import type { PlayerId } from '../engine/types';
import type { AnyRules } from './game-sessions';

export const CHECKPOINT_EVERY = 32;

export interface StepRecord {
  options: unknown;
  seed: number;
  actions: readonly unknown[];
}

export interface StepResult {
  /** The state after `step` actions (the stepper's own copy: do not mutate). */
  state: unknown;
  /** Events of action `step - 1` (full information; filter with eventFor), [] at step 0. */
  events: unknown[];
  /** Who took action `step - 1`, null at step 0. */
  actor: PlayerId | null;
}

/**
 * The engine refused the record: one of its actions (a damaged replay, or rules that changed),
 * or its options (`failedAt` null: today's rules cannot even set the game up). The message
 * carries the refusal's code only, never the engine's wording: that may name a hidden card
 * (issue #32 item 6).
 */
export class ReplayBrokenError extends Error {
  constructor(
    readonly failedAt: number | null,
    readonly ruleCode: string,
  ) {
    super(
      failedAt === null
        ? `the rules refuse this replay's options (${ruleCode})`
        : `action ${failedAt} was refused (${ruleCode})`,
    );
    this.name = 'ReplayBrokenError';
  }
}

export class ReplayStepper {
  readonly total: number;
  private readonly checkpoints = new Map<number, unknown>();
  private last: { step: number; state: unknown } | null = null;
  private turnIndex: { turn: number; step: number }[] | null = null;

  constructor(
    private readonly rules: AnyRules,
    private readonly record: StepRecord,
  ) {
    this.total = record.actions.length;
    let start: unknown;
    try {
      start = rules.create(structuredClone(record.options), record.seed);
    } catch {
      throw new ReplayBrokenError(null, 'bad-options');
    }
    this.checkpoints.set(0, start);
  }

  /** State after `step` actions (clamped to 0…total) and that step's events. */
  at(step: number): StepResult & { step: number } {
    const target = Math.max(0, Math.min(this.total, Math.floor(step)));
    if (target === 0) return { step: 0, state: this.checkpoints.get(0), events: [], actor: null };
    // Start from the latest known state at or before target - 1, then apply forward.
    const before = this.stateAt(target - 1);
    const state = this.rules.clone(before);
    const actor = this.rules.toMove(state);
    const r = this.rules.apply(state, this.action(target - 1));
    if (!r.ok) throw new ReplayBrokenError(target - 1, r.error.code);
    this.remember(target, state);
    return { step: target, state, events: r.events, actor };
  }

  /** The first step of every turn (by the view's `turn` field, when the engine has one). */
  turns(viewer: PlayerId = 0): { turn: number; step: number }[] {
    if (this.turnIndex) return this.turnIndex;
    const out: { turn: number; step: number }[] = [];
    const state = this.rules.clone(this.checkpoints.get(0));
    let lastTurn: number | null = null;
    for (let step = 0; ; step++) {
      const turn = turnOf(this.rules.view(state, viewer));
      if (turn !== null && turn !== lastTurn) {
        out.push({ turn, step });
        lastTurn = turn;
      }
      if (step === this.total) break;
      const r = this.rules.apply(state, this.action(step));
      if (!r.ok) throw new ReplayBrokenError(step, r.error.code);
      if ((step + 1) % CHECKPOINT_EVERY === 0 && !this.checkpoints.has(step + 1))
        this.checkpoints.set(step + 1, this.rules.clone(state));
    }
    this.turnIndex = out;
    return out;
  }

  private action(i: number): unknown {
    return structuredClone(this.record.actions[i]);
  }

  /** A state after exactly `step` actions; the returned object must not be mutated. */
  private stateAt(step: number): unknown {
    if (this.last && this.last.step === step) return this.last.state;
    let from = step - (step % CHECKPOINT_EVERY);
    while (!this.checkpoints.has(from)) from -= CHECKPOINT_EVERY;
    let base = this.checkpoints.get(from);
    if (this.last && this.last.step <= step && this.last.step > from) {
      from = this.last.step;
      base = this.last.state;
    }
    if (from === step) return base;
    const state = this.rules.clone(base);
    for (let i = from; i < step; i++) {
      const r = this.rules.apply(state, this.action(i));
      if (!r.ok) throw new ReplayBrokenError(i, r.error.code);
      if ((i + 1) % CHECKPOINT_EVERY === 0 && !this.checkpoints.has(i + 1))
        this.checkpoints.set(i + 1, this.rules.clone(state));
    }
    this.remember(step, state);
    return state;
  }

  private remember(step: number, state: unknown): void {
    this.last = { step, state };
    if (step % CHECKPOINT_EVERY === 0 && !this.checkpoints.has(step))
      this.checkpoints.set(step, this.rules.clone(state));
  }
}

/** The engine's turn counter as its view shows it (Clash and Orbs views both have `turn`). */
export function turnOf(view: unknown): number | null {
  const t = (view as { turn?: unknown } | null)?.turn;
  return typeof t === 'number' && Number.isFinite(t) ? t : null;
}
