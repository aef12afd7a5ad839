/**
 * The handler table: one plain function per contract channel, no Electron import, built
 * from injected services so the same table runs in the desktop app (ipcMain), the browser
 * host (WebSocket) and unit tests. Arguments arrive already validated by `dispatch.ts`.
 */
import type { GameId } from '../engine/types';
import type { GameRegistry, GameSessions } from '../services/game-sessions';
import { createClashHandlers } from './clash-handlers';
import { createOrbsHandlers } from './orbs-handlers';
import { createSavesHandlers } from './saves-handlers';
import { createReviewHandlers } from './review-handlers';
import { createPuzzleHandlers } from './puzzle-handlers';
import type { PuzzleService } from '../services/puzzle-service';
import { createGauntletHandlers } from './gauntlet-handlers';
import type { GauntletService } from '../services/gauntlet-service';
import type { ReviewService } from '../services/review-service';
import { createLabHandlers } from './lab-handlers';
import type { DeckLabService } from '../services/deck-lab-service';
import { createWindowHandlers, type WindowControl } from './window-handlers';
import type { SaveService } from '../services/save-service';
import { SAVES_CHANNELS } from './saves-channels';
import type { CallContext } from './call-context';
import {
  fail,
  ok,
  type AppInfo,
  type ChannelName,
  type GameActResult,
  type IpcResult,
  type ResultOf,
  type ValidArgOf,
} from './contract';

/** `ctx.conn`: the calling page; games belong to the page that opened them. */
export type Handlers = {
  [K in ChannelName]: (
    arg: ValidArgOf<K>,
    ctx: CallContext,
  ) => IpcResult<ResultOf<K>> | Promise<IpcResult<ResultOf<K>>>;
};

export interface HandlerServices {
  appInfo: () => AppInfo;
  registry: GameRegistry;
  sessions: GameSessions;
  /** Root folder for saves and settings (Electron's userData, or the host's --data-dir). */
  dataDir: string;
  /** Saves games as they are played, and answers the save channels (absent in some tests). */
  saves?: SaveService;
  /** The desktop app's window (fullscreen); absent in the browser host. */
  window?: WindowControl;
  /** Game review and hints (absent in some tests). */
  review?: ReviewService;
  /** Puzzles (absent in some tests). */
  puzzles?: PuzzleService;
  /** Gauntlet runs (absent in some tests). */
  gauntlet?: GauntletService;
  /** The Orbs deck lab (absent in some tests). */
  lab?: DeckLabService;
}

function savesUnavailable() {
  return Object.fromEntries(
    SAVES_CHANNELS.map((c) => [c, () => fail('internal', 'saving is not available')]),
  ) as unknown as ReturnType<typeof createSavesHandlers>;
}

/** An action-like answer, once its writes are on disk (or with the save warning meanwhile). */
async function settledAnswer(
  services: HandlerServices,
  gameId: string,
  r: IpcResult<GameActResult>,
): Promise<IpcResult<GameActResult>> {
  if (!r.ok || !services.saves) return r;
  await services.saves.settled(gameId);
  const saveWarning = services.saves.warning(gameId);
  return saveWarning ? ok({ ...r.value, saveWarning }) : r;
}

export function createHandlers(services: HandlerServices): Handlers {
  return {
    'app.info': () => ok(services.appInfo()),
    'game.list': () =>
      ok({
        games: (Object.keys(services.registry) as GameId[])
          .filter((id) => services.registry[id])
          .map((id) => ({ id })),
      }),
    'game.start': async (arg, ctx) => {
      const r = services.sessions.start({ ...arg, owner: ctx.conn });
      // The game is on disk before the renderer hears of it.
      if (r.ok) await services.saves?.settled(r.value.gameId);
      return r;
    },
    'game.view': (arg, ctx) => services.sessions.view(arg.gameId, arg.player, ctx.conn),
    'game.act': async (arg, ctx) => {
      const r = services.sessions.act(arg.gameId, arg.player, arg.action, ctx.conn);
      if (!r.ok || !services.saves) return r;
      // Saved after every action: answer once this one is in the game's journal — or, while
      // the disk fails, with a warning (the write is tried again before the next action).
      await services.saves.settled(arg.gameId);
      const saveWarning = services.saves.warning(arg.gameId);
      return saveWarning ? ok({ ...r.value, saveWarning }) : r;
    },
    'game.log': (arg, ctx) => services.sessions.log(arg.gameId, arg.player, ctx.conn),
    'game.close': (arg, ctx) => services.sessions.close(arg.gameId, ctx.conn),
    // Answered once the take-back or the finished game is on disk, like an action.
    'game.takeBack': async (arg, ctx) =>
      settledAnswer(
        services,
        arg.gameId,
        services.sessions.takeBack(arg.gameId, arg.player, ctx.conn),
      ),
    'game.concede': async (arg, ctx) =>
      settledAnswer(
        services,
        arg.gameId,
        services.sessions.concede(arg.gameId, arg.player, ctx.conn),
      ),
    ...createClashHandlers(),
    ...createOrbsHandlers({
      dataDir: services.dataDir,
      appVersion: () => services.appInfo().version,
      ...(services.saves ? { saves: services.saves.store } : {}),
    }),
    ...(services.saves ? createSavesHandlers({ saves: services.saves }) : savesUnavailable()),
    ...createReviewHandlers(services.review),
    ...createPuzzleHandlers(services.puzzles),
    ...createGauntletHandlers(services.gauntlet),
    ...createLabHandlers(services.lab),
    ...createWindowHandlers({ window: services.window, saves: services.saves }),
  };
}
