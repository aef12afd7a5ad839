/**
 * The contract between the scenario runner (`npm run scenarios`) and each game.
 * Format: ../shared/rules/scenario-format.md (`scenario/1`).
 *
 * A game adapter builds the position from `setup`, applies one scenario action at a time
 * (through the real engine's `apply`), and compares a partial `expect` object with the
 * state. The runner owns files, `expectError` bookkeeping and reporting.
 */
export interface ScenarioFile {
  format: 'scenario/1';
  game: string;
  title?: string;
  rules?: string;
  setup: unknown;
  actions: ScenarioAction[];
  expect?: unknown;
}

export type ScenarioAction = Record<string, unknown> & { expectError?: boolean; expect?: unknown };

/** Outcome of one scenario action applied to a running position. */
export type StepResult = { ok: true } | { ok: false; error: string };

export interface ScenarioPosition {
  /** Apply one scenario action (its `expectError`/`expect` fields already stripped). */
  act(action: Record<string, unknown>): StepResult;
  /** Compare a partial expectation with the state; returns one line per difference. */
  check(expect: unknown): string[];
  /** A hash of the full state, to prove a rejected action changed nothing. */
  hash(): string;
}

export interface GameScenarioAdapter {
  game: string;
  /** Build the position; throws an Error with a clear message on a bad setup. */
  load(setup: unknown): ScenarioPosition;
}
