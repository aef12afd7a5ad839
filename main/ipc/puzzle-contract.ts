/**
 * The puzzle part of the IPC contract: argument schemas (valibot, checked by dispatch.ts
 * before any handler runs) and result types. contract.ts spreads these in.
 */
import * as v from 'valibot';
import type {
  PuzzleFileView,
  PuzzleHint,
  PuzzleImportResult,
  PuzzleList,
  PuzzleStatus,
  PuzzleSummary,
} from '../services/puzzle-types';
import type { GameStartResult } from '../services/types';
import type { PuzzleChannelName } from './puzzle-channels';
import { channel, type ChannelSpec as Spec } from './channel-spec';

export type {
  PuzzleFileView,
  PuzzleHint,
  PuzzleImportResult,
  PuzzleList,
  PuzzleStatus,
  PuzzleSummary,
};
export type { PuzzleGoal, PuzzleTier, Words } from '../services/puzzle-types';
export type PuzzleStartResult = GameStartResult & { key: string };

/** Longest puzzle file read (the shipped ones are 2 to 4 KB). */
export const MAX_PUZZLE_TEXT = 100_000;

const GameIdSchema = v.picklist(['clash', 'orbs']);
const PuzzleKeySchema = v.pipe(
  v.string(),
  v.regex(/^(clash|orbs)\/[a-z0-9][a-z0-9-]{0,63}$/, 'not a puzzle key'),
);
const SessionIdSchema = v.pipe(
  v.string(),
  v.maxLength(64),
  v.regex(/^[A-Za-z0-9_-]+$/, 'must be a game id'),
);

export const puzzleContract = {
  'puzzles.list': channel<PuzzleList>()(
    v.strictObject({ game: GameIdSchema }),
    "A game's shipped puzzles with the player's progress; unreadable files listed as problems.",
  ),
  'puzzles.start': channel<PuzzleStartResult>()(
    v.strictObject({ key: PuzzleKeySchema }),
    'Start a puzzle as a game session from its position (you are seat 0, the computer seat 1).',
  ),
  'puzzles.status': channel<PuzzleStatus>()(
    v.strictObject({ gameId: SessionIdSchema }),
    'Whether the puzzle is solved, failed or open, and your moves used; an ended attempt is saved to the progress once.',
  ),
  'puzzles.hint': channel<PuzzleHint>()(
    v.strictObject({ gameId: SessionIdSchema }),
    "The solver's next move for you from the position now, in words (English and Czech).",
  ),
  'puzzles.step': channel<PuzzleHint>()(
    v.strictObject({ gameId: SessionIdSchema }),
    "Play the solver's next move for you (pushed as game.update): the solution, step by step.",
  ),
  'puzzles.exportFile': channel<PuzzleFileView>()(
    v.strictObject({ key: PuzzleKeySchema }),
    'A puzzle (shipped or imported) as a puzzle/1 JSON file to share: its file name and text.',
  ),
  'puzzles.importText': channel<PuzzleImportResult>()(
    v.strictObject({ text: v.pipe(v.string(), v.maxLength(MAX_PUZZLE_TEXT)) }),
    "Import a puzzle file's text: main validates the format and runs the checker; a refused file changes nothing and says why.",
  ),
  'puzzles.fromReplay': channel<PuzzleImportResult>()(
    v.strictObject({
      replayId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'not a save id')),
      step: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000)),
      goal: v.variant('kind', [
        v.strictObject({ kind: v.literal('win-this-turn') }),
        v.strictObject({
          kind: v.literal('win-by-turn'),
          turn: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000)),
        }),
        v.strictObject({ kind: v.literal('survive-next-turn') }),
        v.strictObject({ kind: v.literal('keep-bastion') }),
      ]),
      moves: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(60)),
    }),
    "Save a replay's position as a puzzle (Clash): you play the side to move there, with the goal you chose; the checker refuses an unsolvable or trivial one with its reason.",
  ),
} satisfies { [K in PuzzleChannelName]: Spec<v.GenericSchema, unknown> };
