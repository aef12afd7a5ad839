/**
 * Names of the puzzle channels (docs/puzzles.md; main/services/puzzle-service.ts). No
 * dependencies, like channels.ts, which spreads this list in.
 */
export const PUZZLE_CHANNELS = [
  'puzzles.list',
  'puzzles.start',
  'puzzles.status',
  'puzzles.hint',
  'puzzles.step',
  'puzzles.exportFile',
  'puzzles.importText',
  'puzzles.fromReplay',
] as const;

export type PuzzleChannelName = (typeof PUZZLE_CHANNELS)[number];
