/**
 * Computer opponents for Clash and Orbs (levels random, easy, normal, hard).
 *
 * - `createAiService()` — decisions in worker threads, cancellable (the app uses this);
 * - `decide(req)` — the same decision synchronously in the calling thread (tests, arena).
 */
export {
  createAiService,
  type AiService,
  type AiServiceOptions,
  type WarmAiService,
} from './service';
export { decide } from './decide';
export { playArenaGame, type ArenaGameSpec, type ArenaGameResult } from './arena';
export * from './types';
