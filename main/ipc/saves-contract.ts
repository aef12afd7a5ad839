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
import { AI_LEVELS } from '../ai/level-names';
import type { HistoryEntry } from '../saves/kinds/history';
import type { MatchStats } from '../saves/stats';
import type { SaveProblem } from '../saves/problems';
import type { Settings } from '../saves/kinds/settings';
import type { GameMode } from '../saves/kinds/common';
import { SettingsPatchSchema } from '../saves/kinds/settings';
import { MAX_ACTIONS } from '../saves/kinds/game';
import type {
  ClashDraft,
  GameStartResult,
  HistoryResult,
  ReplayIndex,
  ReplayStepView,
  ReplaySummary,
  SavedGameSummary,
  SavesProblemsResult,
} from '../services/types';
import type { SavesChannelName } from './saves-channels';
import { channel, type ChannelSpec } from './channel-spec';

export type {
  Settings,
  SaveProblem,
  HistoryEntry,
  MatchStats,
  GameMode,
  ClashDraft,
  ReplaySummary,
};

// ---------------------------------------------------------------- schemas

const NoArg = v.optional(v.union([v.strictObject({}), v.null()]));
/** Save ids are file names (main/saves/ids.ts); session ids of saved games are save ids too. */
const SaveIdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'not a save id'));
const PlayerSchema = v.union([v.literal(0), v.literal(1)]);
const SeatSchema = v.variant('kind', [
  v.strictObject({ kind: v.literal('human') }),
  v.strictObject({
    kind: v.literal('computer'),
    level: v.picklist(AI_LEVELS),
  }),
]);

// ---------------------------------------------------------------- result types

// The results are the save service's own types (main/services/types.ts).
export type {
  HistoryResult,
  HistoryRow,
  ReplayIndex,
  ReplayStepView,
  SaveFailure,
  SavedGameSummary,
  SavesProblemsResult,
  SeatDeck,
} from '../services/types';

// ---------------------------------------------------------------- the channels

// Declared with the helpers every contract module shares (channel-spec.ts).

export const savesContract = {
  'settings.get': channel<Settings>()(
    NoArg,
    'The saved settings (defaults for anything missing or unreadable).',
  ),
  'settings.defaults': channel<Settings>()(
    NoArg,
    'The default settings (the renderer tells the fields the player chose from them).',
  ),
  'settings.update': channel<Settings>()(
    SettingsPatchSchema,
    'Change some settings; every given field must be valid. Answers the full settings.',
  ),
  'saves.problems': channel<SavesProblemsResult>()(
    NoArg,
    'Checks every save file; lists damaged files moved aside, newer-version files and failed game saves.',
  ),
  'saves.dismissProblems': channel<{ cleared: true }>()(
    NoArg,
    'The player has seen the problems: forget them.',
  ),
  'games.saved': channel<{ games: SavedGameSummary[] }>()(
    NoArg,
    'Games in progress that can be resumed, most recent first.',
  ),
  'games.resume': channel<GameStartResult>()(
    v.strictObject({ saveId: SaveIdSchema }),
    'Rebuild a saved game from its seed and actions and continue it (its gameId is the save id).',
  ),
  'games.abandon': channel<{ abandoned: true }>()(
    v.strictObject({ saveId: SaveIdSchema }),
    'Delete a game in progress without recording it.',
  ),
  'replays.list': channel<{ replays: ReplaySummary[] }>()(NoArg, 'Finished games, newest first.'),
  'replays.open': channel<ReplayIndex>()(
    v.strictObject({ replayId: SaveIdSchema }),
    'A replay with its step count and where each turn starts.',
  ),
  'replays.delete': channel<{ deleted: true }>()(
    v.strictObject({ replayId: SaveIdSchema }),
    'Delete a replay (its history entry stays).',
  ),
  'replay.view': channel<ReplayStepView>()(
    v.strictObject({
      replayId: SaveIdSchema,
      step: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_ACTIONS)),
      player: PlayerSchema,
    }),
    "One player's view of a replay after `step` actions (clamped to the end), with that step's events.",
  ),
  'history.get': channel<HistoryResult>()(
    NoArg,
    'Match history (newest first) and win-rate statistics.',
  ),
  'drafts.list': channel<{ drafts: ClashDraft[] }>()(NoArg, 'Saved Clash drafts, newest first.'),
  'drafts.save': channel<ClashDraft>()(
    v.strictObject({
      /** A running game (its session id), a game in progress or a replay (their save ids). */
      gameId: SaveIdSchema,
      name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(60))),
    }),
    'Save the draft of a Clash game whose draft is complete (options, seed, draft picks).',
  ),
  'drafts.delete': channel<{ deleted: true }>()(
    v.strictObject({ draftId: SaveIdSchema }),
    'Delete a saved draft.',
  ),
  'drafts.play': channel<GameStartResult>()(
    v.strictObject({ draftId: SaveIdSchema, seats: v.tuple([SeatSchema, SeatSchema]) }),
    "Start a Clash game that replays a saved draft's picks and goes on to the battle.",
  ),
} satisfies { [K in SavesChannelName]: ChannelSpec<v.GenericSchema, unknown> };
