/**
 * vitest setup: renderer modules read the Clash catalogue that main sends before the app
 * mounts (renderer/src/cards/clash-catalogue.ts); tests give them the same answer directly.
 */
import { setClashCatalogue } from './cards/clash-catalogue';
import { clashCatalog } from '../../main/ipc/clash-handlers';

setClashCatalogue(clashCatalog());
