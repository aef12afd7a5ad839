/**
 * The save-layer part of the IPC contract: argument schemas (valibot, checked by dispatch.ts
 * before any handler runs) and result types of the channels named in saves-channels.ts.
 * contract.ts spreads `savesContract` into its table, so these are ordinary contract entries.
 *
 * Why a file of its own: the save channels are many and belong together; keeping them here
 * leaves contract.ts readable. Values are only imported from valibot and main/saves (never
 * from contract.ts, which imports this file).
 */
import * as v from 'valibot';
import type { GameId, Outcome, PlayerId } from '../engine/types';
import type {
  ClashDraft as StoredClashDraft,
  HistoryEntry,
  MatchStats,
  ReplaySummary as StoredReplaySummary,
  SaveProblem,
  Settings,
} from '../saves';
import type { GameMode } from '../saves/kinds/common';
import { SettingsPatchSchema } from '../saves/kinds/settings';
import { MAX_ACTIONS } from '../saves/kinds/game';
import type { GameStartResult } from './contract';
import type { SavesChannelName } from './saves-channels';

export type { Settings, SaveProblem, HistoryEntry, MatchStats, GameMode };

/**
 * A saved draft as the page sees it. No seed and no raw picks: playing the draft again starts
 * a game from that seed, so knowing it would reveal the battle's deck orders (issue #15).
 */
export type ClashDraft = Omit<StoredClashDraft, 'seed' | 'actions'>;

/** A finished game in the replay list; its seeds stay in main (a draft may be played from it). */
export type ReplaySummary = Omit<StoredReplaySummary, 'seed' | 'computerSeed'>;

// ---------------------------------------------------------------- schemas

const NoArg = v.optional(v.union([v.strictObject({}), v.null()]));
/** Save ids are file names (main/saves/ids.ts); session ids of saved games are save ids too. */
const SaveIdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'not a save id'));
const PlayerSchema = v.union([v.literal(0), v.literal(1)]);
const SeatSchema = v.variant('kind', [
  v.strictObject({ kind: v.literal('human') }),
  v.strictObject({ kind: v.literal('computer'), level: v.picklist(['random', 'easy', 'normal', 'hard']) }),
]);

// ---------------------------------------------------------------- result types

/** A save the app could not use, or a write that failed while playing. */
export interface SaveFailure {
  /** The game (session and save id) whose saving failed. */
  gameId: string;
  /** SaveError code (`io`, `newer-version`, …) or `internal`. */
  code: string;
  message: string;
  at: string;
}

export interface SavesProblemsResult {
  /** Files moved aside or left alone (newer version), from the save store. */
  problems: SaveProblem[];
  /** Games whose actions could not be saved while playing (the game itself went on). */
  failures: SaveFailure[];
}

/** One game in progress, as the Resume list shows it. */
export interface SavedGameSummary {
  saveId: string;
  game: GameId;
  mode: GameMode;
  seats: { name: string; deck?: { id?: string | undefined; name: string } | undefined }[];
  startedAt: string;
  lastSavedAt: string;
  actionCount: number;
  /** The game's own turn counter at the last saved action; null if the engine has none. */
  turn: number | null;
  /** The engine refused a saved action: the game resumes before it. */
  damagedAt: number | null;
}

export interface ReplayIndex {
  replay: ReplaySummary;
  /** Number of actions: steps are 0 (the start) … total (the end). */
  total: number;
  /** The first step of each turn, for "jump to turn". */
  turns: { turn: number; step: number }[];
}

/** One player's view of a replay after `step` actions, and the events of the step's action. */
export interface ReplayStepView {
  replayId: string;
  game: GameId;
  step: number;
  total: number;
  player: PlayerId;
  view: unknown;
  toMove: PlayerId | null;
  outcome: Outcome;
  /** Who took the action that led to this step (null at step 0). */
  actor: PlayerId | null;
  /** The events of that action as `player` sees them (engine eventFor). */
  events: unknown[];
  turn: number | null;
}

export interface HistoryResult {
  entries: HistoryEntry[];
  stats: MatchStats;
}

// ---------------------------------------------------------------- the channels

interface SavesChannelSpec<S extends v.GenericSchema, R> {
  arg: S;
  doc: string;
  result?: R;
}

const channel =
  <R>() =>
  <S extends v.GenericSchema>(arg: S, doc: string): SavesChannelSpec<S, R> => ({ arg, doc });

export const savesContract = {
  'settings.get': channel<Settings>()(NoArg, 'The saved settings (defaults for anything missing or unreadable).'),
  'settings.update': channel<Settings>()(SettingsPatchSchema, 'Change some settings; every given field must be valid. Answers the full settings.'),
  'saves.problems': channel<SavesProblemsResult>()(NoArg, 'Checks every save file; lists damaged files moved aside, newer-version files and failed game saves.'),
  'saves.dismissProblems': channel<{ cleared: true }>()(NoArg, 'The player has seen the problems: forget them.'),
  'games.saved': channel<{ games: SavedGameSummary[] }>()(NoArg, 'Games in progress that can be resumed, most recent first.'),
  'games.resume': channel<GameStartResult>()(
    v.strictObject({ saveId: SaveIdSchema }),
    'Rebuild a saved game from its seed and actions and continue it (its gameId is the save id).',
  ),
  'games.abandon': channel<{ abandoned: true }>()(v.strictObject({ saveId: SaveIdSchema }), 'Delete a game in progress without recording it.'),
  'replays.list': channel<{ replays: ReplaySummary[] }>()(NoArg, 'Finished games, newest first.'),
  'replays.open': channel<ReplayIndex>()(v.strictObject({ replayId: SaveIdSchema }), 'A replay with its step count and where each turn starts.'),
  'replays.delete': channel<{ deleted: true }>()(v.strictObject({ replayId: SaveIdSchema }), 'Delete a replay (its history entry stays).'),
  'replay.view': channel<ReplayStepView>()(
    v.strictObject({
      replayId: SaveIdSchema,
      step: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_ACTIONS)),
      player: PlayerSchema,
    }),
    "One player's view of a replay after `step` actions (clamped to the end), with that step's events.",
  ),
  'history.get': channel<HistoryResult>()(NoArg, 'Match history (newest first) and win-rate statistics.'),
  'drafts.list': channel<{ drafts: ClashDraft[] }>()(NoArg, 'Saved Clash drafts, newest first.'),
  'drafts.save': channel<ClashDraft>()(
    v.strictObject({
      /** A running game (its session id), a game in progress or a replay (their save ids). */
      gameId: SaveIdSchema,
      name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(60))),
    }),
    "Save the draft of a Clash game whose draft is complete (options, seed, draft picks).",
  ),
  'drafts.delete': channel<{ deleted: true }>()(v.strictObject({ draftId: SaveIdSchema }), 'Delete a saved draft.'),
  'drafts.play': channel<GameStartResult>()(
    v.strictObject({ draftId: SaveIdSchema, seats: v.tuple([SeatSchema, SeatSchema]) }),
    'Start a Clash game that replays a saved draft\'s picks and goes on to the battle.',
  ),
} satisfies { [K in SavesChannelName]: SavesChannelSpec<v.GenericSchema, unknown> };
