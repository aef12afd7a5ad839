/**
 * The handler table: one plain function per contract channel, no Electron import, built
 * from injected services so the same table runs in the desktop app (ipcMain), the browser
 * host (WebSocket) and unit tests. Arguments arrive already validated by `dispatch.ts`.
 */
import type { GameId } from '../engine/types';
import type { GameRegistry, GameSessions } from '../app/game-sessions';
import { createOrbsHandlers } from './orbs-handlers';
import { ok, type AppInfo, type ChannelName, type IpcResult, type ResultOf, type ValidArgOf } from './contract';

export type Handlers = {
  [K in ChannelName]: (arg: ValidArgOf<K>) => IpcResult<ResultOf<K>> | Promise<IpcResult<ResultOf<K>>>;
};

export interface HandlerServices {
  appInfo: () => AppInfo;
  registry: GameRegistry;
  sessions: GameSessions;
  /** Root folder for saves and settings (Electron's userData, or the host's --data-dir). */
  dataDir: string;
}

export function createHandlers(services: HandlerServices): Handlers {
  return {
    'app.info': () => ok(services.appInfo()),
    'game.list': () =>
      ok({ games: (Object.keys(services.registry) as GameId[]).filter((id) => services.registry[id]).map((id) => ({ id })) }),
    'game.start': (arg) => services.sessions.start(arg),
    'game.view': (arg) => services.sessions.view(arg.gameId, arg.player),
    'game.act': (arg) => services.sessions.act(arg.gameId, arg.player, arg.action),
    'game.close': (arg) => services.sessions.close(arg.gameId),
    ...createOrbsHandlers({ dataDir: services.dataDir, appVersion: () => services.appInfo().version }),
  };
}
