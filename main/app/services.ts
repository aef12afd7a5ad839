/**
 * Builds the main-process services and the IPC handler table from what the shell provides
 * (save folder, app info, a way to push to the renderer). Electron (main/index.ts) and the
 * browser host (host/server.ts) both call this, so they run exactly the same code.
 */
import { mkdirSync } from 'node:fs';
import type { AppInfo, GameUpdate } from '../ipc/contract';
import { createDispatch, type Dispatch } from '../ipc/dispatch';
import { createHandlers, type Handlers } from '../ipc/handlers';
import { createGameSessions, type ComputerPlayer, type GameRegistry, type GameSessions } from './game-sessions';
import { openSaveStoreSync } from './open-save-store-sync';
import { createSaveService, type SaveService } from './save-service';
import { createAiService, type AiService } from '../ai';
import { createAiComputer } from './computer-ai';

export interface ServicesConfig {
  dataDir: string;
  appInfo: () => AppInfo;
  registry: GameRegistry;
  push: (event: 'game.update', payload: GameUpdate) => void;
  computerDelayMs?: number;
  /**
   * Who plays computer seats. Default: the AI (main/ai) in a worker thread. Tests pass
   * `randomComputer` (game-sessions.ts) to keep moves synchronous and instant.
   */
  computer?: ComputerPlayer;
}

export interface Services {
  dataDir: string;
  sessions: GameSessions;
  /** Saves every game as it is played; settings, replays, history, drafts (dataDir). */
  saves: SaveService;
  handlers: Handlers;
  dispatch: Dispatch;
  dispose(): void;
}

export function createServices(config: ServicesConfig): Services {
  mkdirSync(config.dataDir, { recursive: true });
  // The AI worker starts lazily on the first computer decision.
  let ai: AiService | null = null;
  const computer = config.computer ?? createAiComputer({
    decide: (req, signal) => (ai ??= createAiService()).decide(req, signal),
    dispose: async () => {},
  });
  const store = openSaveStoreSync({ root: config.dataDir, appVersion: config.appInfo().version });
  const saves = createSaveService({ store, registry: config.registry });
  const sessions = createGameSessions({
    registry: config.registry,
    push: config.push,
    observer: saves.observer,
    computer,
    ...(config.computerDelayMs === undefined ? {} : { computerDelayMs: config.computerDelayMs }),
  });
  saves.attach(sessions);
  const handlers = createHandlers({ appInfo: config.appInfo, registry: config.registry, sessions, dataDir: config.dataDir, saves });
  return { dataDir: config.dataDir, sessions, saves, handlers, dispatch: createDispatch(handlers), dispose: () => {
      sessions.dispose();
      void ai?.dispose();
    } };
}
