/**
 * Names of the deck-lab channels and pushes (issue #31 item 3; main/services/deck-lab-service.ts).
 * No dependencies, like channels.ts, which spreads these lists in.
 */
export const LAB_CHANNELS = ['lab.start', 'lab.cancel', 'lab.results'] as const;
export const LAB_PUSHES = ['lab.progress', 'lab.done', 'lab.failed'] as const;

export type LabChannelName = (typeof LAB_CHANNELS)[number];
export type LabPushName = (typeof LAB_PUSHES)[number];
