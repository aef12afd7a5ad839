/**
 * What the card painter (card-face.ts) draws from: a game maps its card to a `CardFaceModel`
 * (./clash-faces.ts, ./orbs-faces.ts), with live numbers in a `CardOverlay`.
 */
import type { CardArt } from './paint-art';
import { UI_FONT } from '../theme/font-family';
export type { CardArt };

export interface CardBadge {
  /** One glyph for the keyword (DOM legends); faces draw `icon` instead when it is set. */
  glyph: string;
  /** game-icons picture drawn in the disc (art-table.ts KEYWORD_ART). */
  icon?: string | null;
  /** Disc colour, CSS. */
  color: string;
}

/** One disc of an Orbs cost: energy colour fill with its symbol or the generic amount. */
export interface CostPip {
  fill: string;
  outline: string;
  ink: string;
  /** The generic amount; '' for a coloured pip, which draws its `shape`. */
  label: string;
  /** The colour's silhouette, an SVG path in a 24 × 24 box (theme/orbs-colours.ts). */
  shape?: string;
}

export interface CardFaceModel {
  title: string;
  /** Top-left gem (Clash mana); null hides it. */
  cost: number | null;
  /** Top-right energy pips (Orbs costs); drawn instead of nothing when `cost` is null. */
  costPips?: CostPip[];
  /** The art box's picture and tint. */
  art: CardArt;
  /** Armour in play, a grey shield between the stat gems (Orbs); absent or 0 hides it. */
  armor?: number;
  /** Rules text drawn left-aligned and wrapped under the keyword lines (Orbs). */
  rules?: string;
  /**
   * Characters of the rules text drawn as pips instead of letters (Orbs: the energy symbols of
   * an ability cost, "●♣", in their colours and shapes, as in the cost corner).
   */
  inlinePips?: Readonly<Record<string, CostPip>>;
  /** Flavour text in italics after the rules, when it fits (Orbs). */
  flavour?: string;
  /** Bottom-left value (attack / damage); null hides it. */
  attack: number | null;
  /** Bottom-right value; null hides it (e.g. an incantation). */
  health: number | null;
  /** Small line under the art band, e.g. the kind or the set ("Incantation", "Cardhall"), or the Orbs type line. */
  subtitle: string;
  /** Short keyword names for the text box, in the reader's language. */
  lines: string[];
  badges: CardBadge[];
  palette: CardPalette;
}

export interface CardPalette {
  frame: string;
  frameDark: string;
  art: string;
  artGlow: string;
  /** Ink of the line printed on the frame (default: white, for dark frames). */
  ink?: string;
}

/** Live numbers drawn over the printed ones (damage taken, bonuses). */
export interface CardOverlay {
  damage?: number;
  attackBonus?: number;
  /** Draw the face greyed out (e.g. not affordable). */
  dim?: boolean;
}

export const CARD_ASPECT = 1.4;

/** The bundled UI font (theme/fonts.ts): painters wait for it first (`cardsReady`). */
export const CARD_FONT = UI_FONT;
