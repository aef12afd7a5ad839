/**
 * The puzzle file format `puzzle/1` (docs/puzzles.md): a position in the scenario setup format
 * (../shared/rules/scenario-format.md), a goal from a closed list, how the computer answers,
 * and a limit on your moves. `parsePuzzle` never throws: every bad file gets one clear line
 * saying what is wrong and where.
 *
 * You are always player 0 and the setup's player to move: a puzzle starts on your decision.
 */
import * as v from 'valibot';
import { AI_LEVELS } from '../ai/level-names';
import type { GameId } from '../engine/types';
import { stateFromSetup } from '../games/start-positions';

export const PUZZLE_FORMAT = 'puzzle/1';
export const PUZZLE_TIERS = ['learn', 'think', 'master'] as const;
export type PuzzleTier = (typeof PUZZLE_TIERS)[number];

/**
 * The goals, the same four for both games:
 * - `win-this-turn`: the opponent loses before your turn ends (Clash: their Fort falls;
 *   Orbs: their HP drops below 0 or a deck runs out).
 * - `win-by-turn`: you win before the game's turn counter passes `turn` (the computer answers
 *   between your turns).
 * - `survive-next-turn`: you end your turn and are still in the game when the computer's next
 *   turn is over.
 * - `keep-bastion`: Clash only — like survive, and your building still shows its Bastion side.
 */
export const GOAL_KINDS = [
  'win-this-turn',
  'win-by-turn',
  'survive-next-turn',
  'keep-bastion',
] as const;
export type GoalKind = (typeof GOAL_KINDS)[number];

const Text = v.object({
  en: v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty'), v.maxLength(400)),
  cs: v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty'), v.maxLength(400)),
});

const GoalSchema = v.variant(
  'kind',
  [
    v.object({ kind: v.literal('win-this-turn') }),
    v.object({
      kind: v.literal('win-by-turn'),
      turn: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(200)),
    }),
    v.object({ kind: v.literal('survive-next-turn') }),
    v.object({ kind: v.literal('keep-bastion') }),
  ],
  `goal.kind must be one of ${GOAL_KINDS.join(', ')}`,
);
export type PuzzleGoal = v.InferOutput<typeof GoalSchema>;

const FixedComputerSchema = v.strictObject({
  level: v.picklist(AI_LEVELS, `level must be one of ${AI_LEVELS.join(', ')}`),
  seed: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(0xffffffff)),
});

const ComputerSchema = v.union(
  [v.literal('every-reply'), FixedComputerSchema],
  'computer must be "every-reply" or { "level", "seed" }',
);
export type PuzzleComputer = v.InferOutput<typeof ComputerSchema>;

export const PuzzleSchema = v.strictObject({
  format: v.literal(PUZZLE_FORMAT, `format must be "${PUZZLE_FORMAT}"`),
  id: v.pipe(
    v.string(),
    v.regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'id: lower-case letters, digits and dashes, up to 64'),
  ),
  game: v.picklist(['clash', 'orbs'], 'game must be "clash" or "orbs"'),
  tier: v.picklist(PUZZLE_TIERS, `tier must be one of ${PUZZLE_TIERS.join(', ')}`),
  title: Text,
  description: Text,
  setup: v.record(v.string(), v.unknown(), 'setup must be an object'),
  goal: GoalSchema,
  computer: ComputerSchema,
  limit: v.strictObject({
    /** Your actions at most (Clash: plays and the assault; Orbs: every action incl. ending a phase). */
    moves: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(60)),
  }),
});
export type Puzzle = v.InferOutput<typeof PuzzleSchema> & { game: GameId };

export type PuzzleParse = { ok: true; puzzle: Puzzle } | { ok: false; error: string };

function where(issue: v.BaseIssue<unknown>): string {
  const path = v.getDotPath(issue);
  return path ? `${path}: ` : '';
}

/** Validate a parsed JSON value as a puzzle; the setup must also load in its game. */
export function parsePuzzle(raw: unknown): PuzzleParse {
  if (typeof raw === 'object' && raw !== null && !Array.isArray(raw)) {
    const f = (raw as Record<string, unknown>).format;
    if (typeof f === 'string' && /^puzzle\/\d+$/.test(f) && f !== PUZZLE_FORMAT)
      return {
        ok: false,
        error: `format ${f} is not known to this version (it reads ${PUZZLE_FORMAT})`,
      };
  } else return { ok: false, error: 'a puzzle must be a JSON object' };
  // A union reports only "no branch matched": name the field of a fixed computer that is wrong.
  const computer = (raw as Record<string, unknown>).computer;
  if (typeof computer === 'object' && computer !== null) {
    const c = v.safeParse(FixedComputerSchema, computer);
    if (!c.success)
      return { ok: false, error: `computer.${where(c.issues[0]!)}${c.issues[0]!.message}` };
  }
  const r = v.safeParse(PuzzleSchema, raw);
  if (!r.success) {
    const first = r.issues[0]!;
    // valibot words a missing field as "Invalid key: Expected …": say it plainly.
    const message = first.received === 'undefined' ? 'missing' : first.message;
    return { ok: false, error: `${where(first)}${message}` };
  }
  const p = r.output as Puzzle;
  const setup = p.setup;
  if ((setup.active ?? 0) !== 0)
    return { ok: false, error: 'setup.active: you are player 0, so it must be 0' };
  if (p.game === 'clash' && (setup.phase ?? 'summoning') !== 'summoning')
    return { ok: false, error: 'setup.phase: a Clash puzzle starts in the summoning phase' };
  if (p.goal.kind === 'keep-bastion' && p.game !== 'clash')
    return { ok: false, error: 'goal.kind: keep-bastion is a Clash goal (Orbs has no Bastion)' };
  try {
    const state = stateFromSetup(p.game, setup) as { turn: number; players: { fort?: boolean }[] };
    if (p.goal.kind === 'win-by-turn' && p.goal.turn < state.turn)
      return {
        ok: false,
        error: `goal.turn: ${p.goal.turn} is before the setup's turn ${state.turn}`,
      };
    if (p.goal.kind === 'keep-bastion' && state.players[0]!.fort)
      return {
        ok: false,
        error: 'goal.kind: keep-bastion needs your building on its Bastion side',
      };
  } catch (e) {
    return { ok: false, error: `setup: ${e instanceof Error ? e.message : String(e)}` };
  }
  return { ok: true, puzzle: p };
}

/** Parse a puzzle from file text (JSON). */
export function parsePuzzleText(text: string): PuzzleParse {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    return { ok: false, error: `not JSON: ${e instanceof Error ? e.message : String(e)}` };
  }
  return parsePuzzle(raw);
}
