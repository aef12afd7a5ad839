/**
 * The names of every IPC channel and push event, with no dependencies, so the preload and
 * the renderer can check a name at run time without bundling the validation library.
 * `contract.ts` gives each name its argument/result types and schema; a test checks that
 * the two lists agree.
 */
import { SAVES_CHANNELS } from './saves-channels';
import { REVIEW_CHANNELS, REVIEW_PUSHES } from './review-channels';
import { PUZZLE_CHANNELS } from './puzzle-channels';
import { GAUNTLET_CHANNELS } from './gauntlet-channels';
import { LAB_CHANNELS, LAB_PUSHES } from './lab-channels';

export const INVOKE_CHANNELS = [
  'app.info',
  'game.list',
  'game.start',
  'game.view',
  'game.act',
  'game.log',
  'game.close',
  // Take back the last own action, or concede (issue #35; main/services/take-back.ts).
  'game.takeBack',
  'game.concede',
  // Clash card catalogue (renderer/src/cards/clash-catalogue.ts caches it).
  'clash.catalog',
  // Orbs deck builder (renderer/src/screens/orbs): card data and deck storage.
  'orbs.catalog',
  'orbs.validateDeck',
  'decks.list',
  'decks.save',
  'decks.delete',
  'decks.exportCode',
  'decks.importCode',
  // Deck files and pasted lists (main/saves/deck-file.ts).
  'decks.exportFile',
  'decks.importText',
  // Saves (main/services/save-service.ts): settings, games in progress, replays, history, drafts.
  ...SAVES_CHANNELS,
  // Game review and hints (main/app/review-service.ts).
  ...REVIEW_CHANNELS,
  // Puzzles (main/services/puzzle-service.ts, docs/puzzles.md).
  ...PUZZLE_CHANNELS,
  // Gauntlet runs (issue #31; main/services/gauntlet-service.ts).
  ...GAUNTLET_CHANNELS,
  // The Orbs deck lab (main/services/deck-lab-service.ts).
  ...LAB_CHANNELS,
  // The app window (window-handlers.ts): fullscreen.
  'window.setFullscreen',
] as const;

export const PUSH_EVENTS = [
  'game.update',
  'window.fullscreen',
  // The desktop app's Help menu asks the page to show a screen (main/shell/app-menu.ts).
  'menu.open',
  ...REVIEW_PUSHES,
  ...LAB_PUSHES,
] as const;

export type ChannelName = (typeof INVOKE_CHANNELS)[number];
export type PushName = (typeof PUSH_EVENTS)[number];

export function isChannelName(name: unknown): name is ChannelName {
  return typeof name === 'string' && (INVOKE_CHANNELS as readonly string[]).includes(name);
}

export function isPushName(name: unknown): name is PushName {
  return typeof name === 'string' && (PUSH_EVENTS as readonly string[]).includes(name);
}

/** Error codes an IPC call can answer with (stable: the renderer translates them). */
export const IPC_ERROR_CODES = [
  'bad-request',
  'too-large',
  'unknown-channel',
  'rule',
  'not-found',
  'internal',
  'save',
] as const;
export type IpcErrorCode = (typeof IPC_ERROR_CODES)[number];
