/**
 * Names of the save-layer channels (settings, games in progress, replays, history, Clash
 * drafts, damaged-file problems). No dependencies, like channels.ts, which spreads this list
 * into INVOKE_CHANNELS; their schemas and result types are in saves-contract.ts.
 */
export const SAVES_CHANNELS = [
  'settings.get',
  'settings.defaults',
  'settings.update',
  'saves.problems',
  'saves.dismissProblems',
  'games.saved',
  'games.resume',
  'games.abandon',
  'replays.list',
  'replays.open',
  'replays.delete',
  'replay.view',
  'history.get',
  'drafts.list',
  'drafts.save',
  'drafts.delete',
  'drafts.play',
] as const;

export type SavesChannelName = (typeof SAVES_CHANNELS)[number];
