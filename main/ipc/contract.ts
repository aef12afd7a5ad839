/**
 * The one IPC contract between the renderer and the main process.
 *
 * Every channel lists its argument schema (valibot, checked in main before any handler
 * runs), its argument type (inferred from the schema) and its result type. Push events
 * (main → renderer) are listed the same way. Electron's ipcMain, the preload, the browser
 * host's WebSocket and the renderer's clients all take their names and types from here, so
 * a channel exists in exactly one place.
 *
 * To add a channel: add its name to `channels.ts`, its entry to `contract` below, and its
 * handler to `handlers.ts` (TypeScript then refuses to compile until all three agree).
 *
 * Game-specific data (options, actions, views, events) is typed `JsonValue`/`unknown` here:
 * each engine validates its own actions and options (`apply` rejects with a rule error), and
 * this layer only guarantees it is bounded, plain JSON.
 */
import * as v from 'valibot';
import { AI_LEVELS } from '../ai/level-names';
import type { GameId } from '../engine/types';
import type { ChannelName, IpcErrorCode, PushName } from './channels';
import type { ErrorOf, Result } from '../engine/result';
import type {
  GameActResult,
  GameLogResult,
  GameStartResult,
  GameUpdate,
  PlayerView,
  SeatSpec,
  ServiceErrorCode,
} from '../services/types';
import { channel, push, type ChannelSpec, type PushSpec } from './channel-spec';
import { savesContract } from './saves-contract';
import type { ClashCatalog } from './clash-types';
import { reviewContract, reviewPushes } from './review-contract';
import { puzzleContract } from './puzzle-contract';
import { gauntletContract } from './gauntlet-contract';
import { labContract, labPushes } from './lab-contract';
import type {
  OrbsCatalog,
  OrbsDeckCodeResult,
  OrbsDeckFile,
  OrbsDeckList,
  OrbsDeckTextResult,
  OrbsDeckProblems,
  OrbsSavedDeck,
} from './orbs-types';

export { INVOKE_CHANNELS, PUSH_EVENTS, isChannelName, isPushName } from './channels';
export type { ChannelName, PushName, IpcErrorCode } from './channels';
export type * from './saves-contract';
export type * from './gauntlet-contract';
export type {
  GameActResult,
  GameLogResult,
  GameStartResult,
  GameUpdate,
  PlayerView,
  SaveWarning,
} from '../services/types';

// ---------------------------------------------------------------- types the UI needs
// The renderer takes its types from this file only (`npm run lint` checks it), so what the
// screens know of the engines and the saves is listed here, in one place.
export type { GameId, Outcome, PlayerId } from '../engine/types';
export type {
  ClashAction,
  ClashCardDef,
  ClashCreatureView,
  ClashDeckChoice,
  ClashEvent,
  ClashKeyword,
  ClashLane,
  ClashPoolChoice,
  ClashView,
} from '../games/clash/types';
export type { ClashTextLanguage, KeywordText } from '../games/clash/cards/text';
export type {
  CardRef,
  CardType,
  Colour,
  DeckProblem,
  EnergyColour,
  OrbsAction,
  OrbsCardView,
  OrbsEvent,
  OrbsTarget,
  OrbsView,
} from '../games/orbs/types';
export type { ClashCatalog } from './clash-types';
export type * from './orbs-types';
export type { SettingsPatch } from '../saves/kinds/settings';
export type { Tally } from '../saves/stats';

/** Every error code a service answers with must be one the contract knows (checked here). */
export type ServiceCodesAreIpcCodes = ServiceErrorCode extends IpcErrorCode ? true : never;
export const SERVICE_CODES_ARE_IPC_CODES: ServiceCodesAreIpcCodes = true;
export type * from './review-contract';
export type * from './puzzle-contract';
export type * from './lab-contract';

// ---------------------------------------------------------------- results and errors

/** A refused call: the code is one of IPC_ERROR_CODES (channels.ts). Helpers: main/engine/result.ts. */
export type IpcError = ErrorOf<IpcErrorCode>;
export type IpcResult<T> = Result<T, IpcErrorCode>;
export { ok, fail } from '../engine/result';

// ---------------------------------------------------------------- bounded JSON

export type JsonValue =
  null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/** Limits for any payload crossing the boundary (a UI never needs more). */
export const PAYLOAD_LIMITS = {
  maxDepth: 32,
  maxNodes: 20_000,
  maxStringLength: 10_000,
  maxTotalChars: 256 * 1024,
} as const;

/**
 * True when `value` is plain JSON data within PAYLOAD_LIMITS. Rejects cycles (by the node
 * budget), class instances, functions, non-finite numbers and `undefined` inside arrays.
 * Electron's structured clone can carry Maps, Dates and typed arrays; JSON cannot, and the
 * browser host speaks JSON, so both transports accept exactly the same values.
 */
export function isBoundedJson(value: unknown, limits = PAYLOAD_LIMITS): boolean {
  let nodes = 0;
  let chars = 0;
  const walk = (x: unknown, depth: number): boolean => {
    if (++nodes > limits.maxNodes || depth > limits.maxDepth) return false;
    if (x === null || typeof x === 'boolean') return true;
    if (typeof x === 'number') return Number.isFinite(x);
    if (typeof x === 'string') {
      chars += x.length;
      return x.length <= limits.maxStringLength && chars <= limits.maxTotalChars;
    }
    if (Array.isArray(x)) {
      for (const item of x) if (!walk(item, depth + 1)) return false;
      return true;
    }
    if (typeof x === 'object') {
      const proto = Object.getPrototypeOf(x);
      if (proto !== Object.prototype && proto !== null) return false;
      for (const [key, item] of Object.entries(x as Record<string, unknown>)) {
        chars += key.length;
        if (key.length > limits.maxStringLength || chars > limits.maxTotalChars) return false;
        // `undefined` members are dropped by JSON; allow them so optional fields work.
        if (item === undefined) continue;
        if (!walk(item, depth + 1)) return false;
      }
      return true;
    }
    return false;
  };
  return walk(value, 0);
}

const Json = v.custom<JsonValue>(
  (x) => isBoundedJson(x),
  'must be plain JSON data within the size limits',
);

// ---------------------------------------------------------------- shared pieces

const GameIdSchema = v.picklist(['clash', 'orbs'] satisfies GameId[]);
const PlayerSchema = v.union([v.literal(0), v.literal(1)]);
const SessionIdSchema = v.pipe(
  v.string(),
  v.maxLength(64),
  v.regex(/^[A-Za-z0-9_-]+$/, 'must be a game id'),
);
const ComputerLevelSchema = v.picklist(AI_LEVELS);
const SeatSchema = v.variant('kind', [
  v.strictObject({ kind: v.literal('human') }),
  v.strictObject({ kind: v.literal('computer'), level: ComputerLevelSchema }),
]) satisfies v.GenericSchema<SeatSpec>;
const NoArg = v.optional(v.union([v.strictObject({}), v.null()]));

// Orbs deck builder: card ids and save ids as the saves service accepts them (main/saves).
const OrbsCardIdSchema = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$/, 'not a card id'),
);
const DeckIdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'not a deck id'));
const DeckCardsArg = v.pipe(
  v.array(
    v.strictObject({
      id: OrbsCardIdSchema,
      count: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(99)),
    }),
  ),
  v.maxLength(1000),
);

// The seat types are the services' (main/services/types.ts); the schemas must accept exactly them.
export type { ComputerLevel, SeatSpec } from '../services/types';

// ---------------------------------------------------------------- result types

export interface AppInfo {
  name: string;
  version: string;
  /** `null` where the value is not known (e.g. no Electron in the browser host). */
  versions: { electron: string | null; chrome: string | null; node: string | null };
  platform: string;
  /** Which shell runs the main-process code: the desktop app or the browser host. */
  shell: 'electron' | 'web';
}

export interface GameListResult {
  games: { id: GameId }[];
}

export interface GameCloseResult {
  closed: true;
}

/** Answer of `window.setFullscreen`. */
export interface WindowFullscreenResult {
  /** The state asked for (and saved as the `fullscreen` setting). */
  fullscreen: boolean;
  /**
   * true: main switched its window (Electron). false: there is no window main can switch (the
   * browser host), so the page uses the Fullscreen API itself.
   */
  native: boolean;
}

/** Screens the desktop app's Help menu opens in the page. */
export type MenuScreen = 'rules' | 'shortcuts' | 'about';

/** Push: a Help menu item asks the page to show a screen. */
export interface MenuOpen {
  screen: MenuScreen;
}

/** Push: the desktop window entered or left fullscreen (the toggle, F11, the OS). */
export interface WindowFullscreenChange {
  fullscreen: boolean;
}

// ---------------------------------------------------------------- the contract

// Declared with the helpers every contract module shares (channel-spec.ts).

export const contract = {
  'app.info': channel<AppInfo>()(NoArg, 'App version, runtime versions and platform.'),
  'game.list': channel<GameListResult>()(NoArg, 'Games whose engines are registered.'),
  'game.start': channel<GameStartResult>()(
    v.strictObject({
      game: GameIdSchema,
      options: Json,
      seed: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(0xffffffff))),
      seats: v.tuple([SeatSchema, SeatSchema]),
    }),
    'Start a game; the computer moves at once if it has the first decision.',
  ),
  'game.view': channel<PlayerView>()(
    v.strictObject({ gameId: SessionIdSchema, player: PlayerSchema }),
    "One player's view, with their legal actions when it is their decision.",
  ),
  'game.act': channel<GameActResult>()(
    v.strictObject({ gameId: SessionIdSchema, player: PlayerSchema, action: Json }),
    'Perform one action for a human seat whose decision it is; rejected actions change nothing.',
  ),
  'game.log': channel<GameLogResult>()(
    v.strictObject({ gameId: SessionIdSchema, player: PlayerSchema }),
    "Every action so far with its events as that player sees them (a resumed game's log).",
  ),
  'game.close': channel<GameCloseResult>()(
    v.strictObject({ gameId: SessionIdSchema }),
    'Forget a game (stops any pending computer move).',
  ),
  'game.takeBack': channel<GameActResult>()(
    v.strictObject({ gameId: SessionIdSchema, player: PlayerSchema }),
    "Take back the player's last action of this turn when main allows it (the view's `takeBack`).",
  ),
  'game.concede': channel<GameActResult>()(
    v.strictObject({ gameId: SessionIdSchema, player: PlayerSchema }),
    'The player gives up: the game ends as their loss (hotseat: only the player to move).',
  ),
  'clash.catalog': channel<ClashCatalog>()(
    NoArg,
    'Every Clash card of both sets, keyword names and explanations, and set names, in English and Czech.',
  ),
  'orbs.catalog': channel<OrbsCatalog>()(
    v.strictObject({ lang: v.picklist(['en', 'cs']) }),
    'Every Orbs card (with rules text generated in that language) and the ready-made decks.',
  ),
  'orbs.validateDeck': channel<OrbsDeckProblems>()(
    v.strictObject({ cards: DeckCardsArg }),
    "The engine's validateDeck problems for a deck ([] = legal).",
  ),
  'decks.list': channel<OrbsDeckList>()(NoArg, 'Saved Orbs decks, with their legality problems.'),
  'decks.save': channel<OrbsSavedDeck>()(
    v.strictObject({
      id: v.optional(DeckIdSchema),
      name: v.pipe(v.string(), v.maxLength(60)),
      cards: DeckCardsArg,
    }),
    'Create (no id) or overwrite (id) a saved Orbs deck.',
  ),
  'decks.delete': channel<{ deleted: true }>()(
    v.strictObject({ id: DeckIdSchema }),
    'Delete a saved Orbs deck.',
  ),
  'decks.exportCode': channel<{ code: string }>()(
    v.strictObject({
      cards: DeckCardsArg,
      /** The deck's name, carried in the code (cut to 60 characters). */
      name: v.optional(v.pipe(v.string(), v.maxLength(200))),
    }),
    'A short text code for a deck and its name (main/saves/deck-code.ts).',
  ),
  'decks.importCode': channel<OrbsDeckCodeResult>()(
    v.strictObject({ code: v.pipe(v.string(), v.maxLength(4000)) }),
    'Read a deck code (cards and, when it carries one, the name); a malformed code answers ok:false naming the problem.',
  ),
  'decks.exportFile': channel<OrbsDeckFile>()(
    v.strictObject({
      cards: DeckCardsArg,
      name: v.pipe(v.string(), v.maxLength(200)),
      /** The language of the card names in the list (either is read back). */
      lang: v.picklist(['en', 'cs']),
    }),
    'A deck file: the name, a readable list ("4 Ember Imp") and the code, with a file name.',
  ),
  'decks.importText': channel<OrbsDeckTextResult>()(
    v.strictObject({ text: v.pipe(v.string(), v.maxLength(10_000)) }),
    'Read a deck file, a pasted plain list or a code; a refusal answers ok:false naming the line.',
  ),
  ...savesContract,
  ...reviewContract,
  ...puzzleContract,
  ...gauntletContract,
  ...labContract,
  'window.setFullscreen': channel<WindowFullscreenResult>()(
    v.strictObject({ fullscreen: v.boolean() }),
    'Switch the app window to fullscreen or back, and save it as the fullscreen setting.',
  ),
} satisfies { [K in ChannelName]: ChannelSpec<v.GenericSchema, unknown> };

export const pushes = {
  'game.update': push<GameUpdate>('A game changed by another seat (computer move).'),
  'window.fullscreen': push<WindowFullscreenChange>(
    'The desktop window entered or left fullscreen.',
  ),
  'menu.open': push<MenuOpen>('A Help menu item asks the page to show a screen (desktop app).'),
  ...reviewPushes,
  ...labPushes,
} satisfies { [K in PushName]: PushSpec<unknown> };

// ---------------------------------------------------------------- derived types

type Contract = typeof contract;

/** What a caller passes. */
export type ArgOf<K extends ChannelName> = v.InferInput<Contract[K]['arg']>;
/** What a handler receives (after validation). */
export type ValidArgOf<K extends ChannelName> = v.InferOutput<Contract[K]['arg']>;
export type ResultOf<K extends ChannelName> = NonNullable<Contract[K]['result']>;
export type PushPayloadOf<K extends PushName> = NonNullable<(typeof pushes)[K]['payload']>;

/** The interface the renderer uses: `window.api` in Electron, the WebSocket client in a browser. */
export interface CardhallApi {
  invoke<K extends ChannelName>(
    channel: K,
    ...arg: undefined extends ArgOf<K> ? [arg?: ArgOf<K>] : [arg: ArgOf<K>]
  ): Promise<IpcResult<ResultOf<K>>>;
  /** Subscribe to a push event; returns an unsubscribe function. */
  on<K extends PushName>(event: K, listener: (payload: PushPayloadOf<K>) => void): () => void;
}

/** Sanity list for tests: the contract and the name list must match exactly. */
export const CONTRACT_CHANNELS = Object.keys(contract) as ChannelName[];
export const CONTRACT_PUSHES = Object.keys(pushes) as PushName[];
