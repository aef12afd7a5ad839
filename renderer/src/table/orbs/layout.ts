/**
 * Where everything of the Orbs table goes, computed from the canvas size (no Phaser).
 *
 * The table is drawn in table units and the camera zooms them onto the canvas: `zoom` makes
 * at least 1200 × 780 units fit, and the units' rectangle then takes the canvas's own shape
 * (W/zoom × H/zoom), so a wide window gets a wider table (rows and zones spread out, fewer
 * overlapping cards) instead of bars of empty felt. Rows stay in their order and never
 * overlap (layout.test.ts, every size from 1024×640 to 2560×1440).
 *
 * The text-size setting (issue #35 item 6): the canvas does not see the app's root font size,
 * so at a larger setting the viewer's own hand, the cards read most, is drawn larger (up to
 * 40 %, within the room under the Bench strip) and the zone captions grow a little; the rest
 * of the table keeps its units, so the rows still never overlap.
 */
import type { Rect } from '../core/layout';

export const MIN_W = 1200;
export const MIN_H = 780;
/** Card sizes in table units: in play and in hand, opponent's backs, the Bench. */
export const CW = 100;
export const CH = 140;
export const BACK_W = 52;
export const BACK_H = 72;
export const BENCH_W = 64;
export const BENCH_H = 90;

export interface OrbsLayout {
  /** Canvas pixels per table unit. */
  zoom: number;
  /** The table's size in units. */
  W: number;
  H: number;
  /** Row centres. */
  Y: {
    oppStrip: number;
    oppPlay: number;
    mid: number;
    myPlay: number;
    myStrip: number;
    hand: number;
  };
  zones: { energy: Rect; bench: Rect; play: Rect; oppPlay: Rect };
  /** The felt behind both play areas. */
  felt: Rect;
  oppHand: [number, number];
  oppBench: [number, number];
  graveyardX: number;
  oppEnergy: Rect;
  oppBox: { x: number; y: number };
  myBox: { x: number; y: number };
  endButton: Rect;
  /**
   * The free band between the play rows, left of the End button: where banners and prompts
   * go (a tilted card in either row stays clear of it).
   */
  band: Rect;
  hand: [number, number];
  /** The own hand's card size in units (CW × CH at 100 % text, larger at a larger setting). */
  handW: number;
  handH: number;
  /** Factor for the zone captions' font size (1 at 100 % text). */
  words: number;
  /** Where the opponent's energy lands (convert animation). */
  oppEnergyCentre: { x: number; y: number };
}

/** How much larger the own hand may be drawn at the largest text setting. */
const HAND_GROW_MAX = 1.4;
/** How much the zone captions may grow with the text setting. */
const WORDS_GROW_MAX = 1.25;
/** Units kept under the hand row and between the Bench strip and a hovered hand card. */
const HAND_MARGIN = 8;
/** How far a hovered hand card rises (OrbsTableScene). */
export const HAND_LIFT = 16;

export function orbsLayout(canvasW: number, canvasH: number, textScale = 1): OrbsLayout {
  const cw = Math.max(1, canvasW);
  const ch = Math.max(1, canvasH);
  const zoom = Math.min(cw / MIN_W, ch / MIN_H);
  const W = cw / zoom;
  const H = ch / zoom;
  const kx = W / 1200;
  const ky = H / 800;
  const Y = {
    oppStrip: 56 * ky,
    // The play rows sit a little apart (184/400, were 190/395): the band between them holds
    // the banners and prompts without covering either row (issue #30).
    oppPlay: 184 * ky,
    mid: 292 * ky,
    myPlay: 400 * ky,
    myStrip: 532 * ky,
    hand: 690 * ky,
  };
  const x = (v: number) => v * kx;
  // The hand grows with the text setting as far as the room under the Bench strip allows (a
  // hovered card may rise over the strip's lower edge). The strip ends with the graveyard's
  // word under its pile (OrbsTableScene.graveyard: 39 + 2 units below the row centre, 15 high).
  const stripBottom = Y.myStrip + 58;
  const room = H - HAND_MARGIN - (stripBottom + HAND_MARGIN);
  const grow = Math.max(1, Math.min(Math.max(1, textScale), HAND_GROW_MAX, room / CH));
  const handH = CH * grow;
  const handW = CW * grow;
  if (grow > 1) Y.hand = Math.max(Y.hand, H - HAND_MARGIN - handH / 2);
  return {
    zoom,
    W,
    H,
    Y,
    zones: {
      energy: { x: x(790), y: Y.myStrip - 46, w: W - x(790) - 10, h: 92 },
      bench: { x: x(200), y: Y.myStrip - 50, w: x(500), h: 100 },
      play: { x: 20, y: Y.mid + 30, w: W - 40, h: Y.myStrip - 50 - (Y.mid + 30) },
      oppPlay: { x: 20, y: Y.oppStrip + 52, w: W - 40, h: Y.mid + 30 - (Y.oppStrip + 52) },
    },
    felt: { x: 10, y: Y.oppStrip + 52, w: W - 20, h: Y.myStrip - 50 - (Y.oppStrip + 52) },
    oppHand: [x(200), x(540)],
    oppBench: [x(560), x(700)],
    graveyardX: x(745),
    oppEnergy: { x: x(800), y: 18 * ky, w: W - x(800) - 10, h: 76 },
    oppBox: { x: 10, y: 10 },
    myBox: { x: 10, y: Y.myStrip - 46 },
    endButton: { x: W - 190, y: Y.mid - 22, w: 170, h: 44 },
    band: bandOf(W, Y),
    hand: [30, W - 30],
    handW,
    handH,
    words: Math.min(Math.max(1, textScale), WORDS_GROW_MAX),
    oppEnergyCentre: { x: x(995), y: 50 * ky },
  };
}

/** Half a card's height plus what a slight tilt (pose.ts) adds below or above it. */
const ROW_REACH = CH / 2 + 6;

function bandOf(W: number, Y: OrbsLayout['Y']): Rect {
  const y = Y.oppPlay + ROW_REACH;
  return { x: 20, y, w: W - 190 - 20 - 20, h: Y.myPlay - ROW_REACH - y };
}

/** A rectangle in table units, in canvas pixels (the camera shows units 0…W × 0…H). */
export function toCanvas(l: OrbsLayout, r: Rect): Rect {
  return { x: r.x * l.zoom, y: r.y * l.zoom, w: r.w * l.zoom, h: r.h * l.zoom };
}
