/**
 * Names of the gauntlet channels (issue #31; main/services/gauntlet-service.ts). No
 * dependencies, like channels.ts, which spreads this list in.
 */
export const GAUNTLET_CHANNELS = [
  'gauntlet.start',
  'gauntlet.current',
  'gauntlet.finished',
  'gauntlet.play',
  'gauntlet.abandon',
] as const;

export type GauntletChannelName = (typeof GAUNTLET_CHANNELS)[number];
