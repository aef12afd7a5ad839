/**
 * Public surface of the save layer, for the IPC handlers (main process) and the browser host.
 * deck-code.ts and stats.ts have no Node imports and may also be used by the renderer.
 */
export { openSaveStore, SaveStore, FOLDERS } from './save-store';
export type {
  SaveStoreOptions,
  OrbsDeck,
  ClashDraft,
  SavedGame,
  Replay,
  ReplaySummary,
} from './save-store';
export { SaveError, isSaveError } from './errors';
export type { SaveErrorCode } from './errors';
export type { SaveProblem, ProblemReason } from './problems';
export type { DeckInput, DraftInput, NewGameInput, GameResultInput } from './inputs';
export { DEFAULT_SETTINGS } from './kinds/settings';
export type { Settings, SettingsPatch, SettingsField } from './kinds/settings';
export type { GameMode, SeatInfo, Winner } from './kinds/common';
export type { GameResult } from './kinds/game';
export type { HistoryEntry } from './kinds/history';
export type { JsonValue } from './json-value';
export { computeStats } from './stats';
export type { MatchStats, Tally, DeckTally } from './stats';
export { encodeDeckCode, decodeDeckCode, DECK_CODE_PREFIX, DEFAULT_MAX_COPIES } from './deck-code';
export type { DeckCodeCard, DeckCodeError, DeckCodeErrorCode, DeckCodeResult } from './deck-code';
