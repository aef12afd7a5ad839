/**
 * Handler of `clash.catalog`: the printed values of every Clash card, keyword and set, read
 * from the engine's catalogue (main/games/clash/cards). The renderer asks once and caches it
 * (renderer/src/cards/clash-catalogue.ts), as it does for Orbs' `orbs.catalog`.
 */
import { CLASH_CARDS, KEYWORD_TEXT, SET_LABEL, cardNames } from '../games/clash';
import { ok, type IpcResult } from './contract';
import type { ClashCatalog } from './clash-types';

let cached: ClashCatalog | null = null;

/** Plain copies, so nothing the renderer receives aliases the engine's tables. */
export function clashCatalog(): ClashCatalog {
  cached ??= structuredClone({
    cards: [...CLASH_CARDS],
    keywords: KEYWORD_TEXT,
    names: cardNames(CLASH_CARDS),
    sets: SET_LABEL,
  });
  return cached;
}

export function createClashHandlers(): { 'clash.catalog': () => IpcResult<ClashCatalog> } {
  return { 'clash.catalog': () => ok(clashCatalog()) };
}
