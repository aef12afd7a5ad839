/**
 * Result type of `clash.catalog` (contract.ts). Types only, so the renderer can import it
 * without pulling in main-process code.
 */
import type { ClashCardDef, ClashKeyword } from '../games/clash/types';
import type { ClashTextLanguage, KeywordText } from '../games/clash/cards/text';

/** Everything printed on Clash cards, in both languages (it is small, so one answer serves both). */
export interface ClashCatalog {
  /** Every card of both sets, in the engine's catalogue order. */
  cards: ClashCardDef[];
  /** Keyword names and one-sentence explanations. */
  keywords: Record<ClashKeyword, Record<ClashTextLanguage, KeywordText>>;
  /** Every card's name in English and Czech, by card id. */
  names: Record<string, Record<ClashTextLanguage, string>>;
  /** Names of the draft pools (box set, Cardhall set, both). */
  sets: Record<'initiation' | 'cardhall' | 'both', Record<ClashTextLanguage, string>>;
}
