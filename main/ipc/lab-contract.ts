/**
 * The deck-lab part of the IPC contract (issue #31 item 3): argument schemas (valibot,
 * checked by dispatch.ts before any handler runs), result and push types. contract.ts
 * spreads these in.
 */
import * as v from 'valibot';
import { LAB_MAX_GAMES } from '../ai/lab/deck-lab';
import type { LabPairing, LabResult, LabResults, LabStartResult } from '../ai/lab/types';
import { MENU_LEVELS } from '../ai/level-names';
import type { LabChannelName, LabPushName } from './lab-channels';
import { channel, type ChannelSpec as Spec, push, type PushSpec } from './channel-spec';

export type { LabPairing, LabResult, LabResults, LabStartResult };

const IdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'not an id'));

export interface LabProgress {
  jobId: string;
  deckId: string;
  done: number;
  total: number;
}
export interface LabDone {
  jobId: string;
  deckId: string;
  result: LabResult;
}
export interface LabFailed {
  jobId: string;
  deckId: string;
  message: string;
  cancelled: boolean;
}

export const labContract = {
  'lab.start': channel<LabStartResult>()(
    v.strictObject({
      /** A saved deck (the lab tests what is on disk, and keeps its result beside it). */
      deckId: IdSchema,
      level: v.picklist(MENU_LEVELS),
      /** Games against each ready deck, seats alternated. */
      games: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(LAB_MAX_GAMES)),
    }),
    'Test a saved, legal Orbs deck against each ready deck in the AI workers (computer on both sides): answers a job id whose progress and result are pushed (lab.progress, lab.done, lab.failed). One run per page: a second answers the rule error `busy`; an illegal deck `deck-invalid`.',
  ),
  'lab.cancel': channel<{ cancelled: boolean }>()(
    v.strictObject({ jobId: IdSchema }),
    "Stop this page's deck test (its worker is stopped; nothing is saved).",
  ),
  'lab.results': channel<LabResults>()(
    v.strictObject({ deckId: IdSchema }),
    "A saved deck's last deck-test result (or null), and whether the deck changed since (stale).",
  ),
} satisfies { [K in LabChannelName]: Spec<v.GenericSchema, unknown> };

export const labPushes = {
  'lab.progress': push<LabProgress>('A running deck test has played `done` of `total` games.'),
  'lab.done': push<LabDone>('A deck test finished (and was saved beside the deck).'),
  'lab.failed': push<LabFailed>('A deck test stopped: cancelled, or an error; nothing was saved.'),
} satisfies { [K in LabPushName]: PushSpec<unknown> };
