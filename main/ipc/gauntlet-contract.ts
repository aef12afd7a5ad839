/**
 * The gauntlet part of the IPC contract (issue #31): argument schemas (valibot, checked by
 * dispatch.ts before any handler runs) and result types. contract.ts spreads it in.
 */
import * as v from 'valibot';
import type { RunOverview, RunPlayResult, RunView } from '../services/gauntlet-types';
import type { GauntletChannelName } from './gauntlet-channels';

export type {
  NextGame,
  PlayedGame,
  RunFigures,
  RunGame,
  RunOverview,
  RunPlan,
  RunPlayResult,
  RunRecord,
  RunStartInput,
  RunStatus,
  RunView,
} from '../services/gauntlet-types';
import { channel, type ChannelSpec as Spec } from './channel-spec';

const IdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'not an id'));
const ReadyIdSchema = v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,40}$/, 'not a ready deck id'));
const GameSchema = v.picklist(['orbs', 'clash']);
const NoArg = v.optional(v.union([v.strictObject({}), v.null()]));

export const gauntletContract = {
  'gauntlet.start': channel<RunView>()(
    v.variant('game', [
      v.strictObject({
        game: v.literal('orbs'),
        deck: v.variant('kind', [
          v.strictObject({ kind: v.literal('ready'), id: ReadyIdSchema }),
          v.strictObject({ kind: v.literal('own'), deckId: IdSchema }),
        ]),
      }),
      v.strictObject({ game: v.literal('clash') }),
    ]),
    'Start a gauntlet run of a game (Orbs: with a ready deck or a saved legal deck). Refused (rule run-in-progress) while a run of that game is being played.',
  ),
  'gauntlet.current': channel<RunOverview>()(
    v.strictObject({ game: GameSchema }),
    "The run of this game being played (its finished current game recorded first), or null; the road a run takes (opponents, levels, lives) and the player's record over finished runs.",
  ),
  'gauntlet.finished': channel<{ runs: RunView[] }>()(
    NoArg,
    'Runs that ended (won, lost or abandoned), newest first.',
  ),
  'gauntlet.play': channel<RunPlayResult>()(
    v.strictObject({ runId: IdSchema }),
    "Continue the run's current game from its save, or start its next game (an ordinary saved game against the computer).",
  ),
  'gauntlet.abandon': channel<RunView>()(
    v.strictObject({ runId: IdSchema }),
    'Give up a run: it ends as abandoned (its games stay in the history).',
  ),
} satisfies { [K in GauntletChannelName]: Spec<v.GenericSchema, unknown> };
