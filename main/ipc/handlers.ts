/**
 * The handler table: one plain function per contract channel, no Electron import, built
 * from injected services so the same table runs in the desktop app (ipcMain), the browser
 * host (WebSocket) and unit tests. Arguments arrive already validated by `dispatch.ts`.
 */
import type { GameId } from '../engine/types';
import type { GameRegistry, GameSessions } from '../app/game-sessions';
import { createOrbsHandlers } from './orbs-handlers';
import { createSavesHandlers } from './saves-handlers';
import { createReviewHandlers } from './review-handlers';
import type { ReviewService } from '../app/review-service';
import { createWindowHandlers, type WindowControl } from './window-handlers';
import type { SaveService } from '../app/save-service';
import { SAVES_CHANNELS } from './saves-channels';
import { fail, ok, type AppInfo, type ChannelName, type IpcResult, type ResultOf, type ValidArgOf } from './contract';

export type Handlers = {
  [K in ChannelName]: (arg: ValidArgOf<K>) => IpcResult<ResultOf<K>> | Promise<IpcResult<ResultOf<K>>>;
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
}

function savesUnavailable() {
  return Object.fromEntries(SAVES_CHANNELS.map((c) => [c, () => fail('internal', 'saving is not available')])) as unknown as ReturnType<typeof createSavesHandlers>;
}

export function createHandlers(services: HandlerServices): Handlers {
  return {
    'app.info': () => ok(services.appInfo()),
    'game.list': () =>
      ok({ games: (Object.keys(services.registry) as GameId[]).filter((id) => services.registry[id]).map((id) => ({ id })) }),
    'game.start': async (arg) => {
      const r = services.sessions.start(arg);
      // The game is on disk before the renderer hears of it.
      if (r.ok) await services.saves?.settled(r.value.gameId);
      return r;
    },
    'game.view': (arg) => services.sessions.view(arg.gameId, arg.player),
    'game.act': async (arg) => {
      const r = services.sessions.act(arg.gameId, arg.player, arg.action);
      // Saved after every action: answer once this one is in the game's journal.
      if (r.ok) await services.saves?.settled(arg.gameId);
      return r;
    },
    'game.close': (arg) => services.sessions.close(arg.gameId),
    ...createOrbsHandlers({
      dataDir: services.dataDir,
      appVersion: () => services.appInfo().version,
      ...(services.saves ? { saves: services.saves.store } : {}),
    }),
    ...(services.saves ? createSavesHandlers({ saves: services.saves }) : savesUnavailable()),
    ...createReviewHandlers(services.review),
    ...createWindowHandlers({ window: services.window, saves: services.saves }),
  };
}
