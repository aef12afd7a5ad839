/**
 * Where everything of the Clash table goes, computed from the canvas size alone (no Phaser):
 * the opponent's hand row on top, the two lanes with their bridges, the viewer's hand row at
 * the bottom with the "window" label under its 4 leftmost cards. The rows always fit: the
 * lanes take what the hand rows leave (layout.test.ts checks every size from 1024×640 to
 * 2560×1440, and the small canvases of the replay viewer).
 */
import { clamp, row, type Rect } from '../core/layout';

/** The two lanes, top first (the order they are drawn, focused and searched in). */
export const LANES: readonly ('upper' | 'lower')[] = ['upper', 'lower'];

export interface ClashGeometry {
  W: number;
  H: number;
  pad: number;
  handW: number;
  handH: number;
  oppW: number;
  oppH: number;
  /** Height of the band above the lanes (opponent's row) and below them (own row + label). */
  topH: number;
  bottomH: number;
  gap: number;
  laneH: number;
  cardW: number;
  cardH: number;
  bridgeW: number;
  cx: number;
  /** Centre lines of the two hand rows. */
  ownRowY: number;
  oppRowY: number;
  /** Baseline band of the window label under the own row. */
  labelY: number;
  /** Hand rows end here (the side captions sit to the right). */
  ownRowMaxX: number;
  oppRowMaxX: number;
}

/** Height kept under the own row for the window underline and its label. */
const LABEL_BASE = 20;
/** Room above the own row for a selected card to rise into. */
const LIFT = 14;

/**
 * `textScale`: the app's text-size setting (1 = 100 %). A larger setting gives the viewer's own
 * hand, the cards read most, a larger share of the table (up to a third of the height, and 15 %
 * more width), and the opponent's face-down backs, which have nothing to read, keep
 * the size they had; the lanes take what is left, as always.
 */
export function clashGeometry(W: number, H: number, textScale = 1): ClashGeometry {
  const pad = 10;
  const grow = clamp(textScale, 1, 1.6);
  // The hand takes up to about a fifth of the height: big enough to read, small enough to
  // leave the lanes room (a lane holds cards of its own size). Its cap lets the hand card
  // (168 × 235) stay larger than a lane card (at most 190 high) on a 2560×1440 window.
  const share = Math.min(0.21 * grow, 0.33);
  // The window label's band grows with its words (captionSizes).
  const labelBand = Math.round(LABEL_BASE * clamp(textScale, 1, 1.4));
  // In width the row may grow by 15 % only: wider, its cards would overlap and hide their stats.
  const handW = clamp(Math.min((W / 11) * Math.min(grow, 1.15), (H * share) / 1.4), 36, 168 * grow);
  const handH = handW * 1.4;
  const oppW = Math.max(22, (handW * 0.62) / grow);
  const oppH = oppW * 1.4;
  const topH = oppH + 2 * pad + 14;
  const bottomH = handH + 2 * pad + labelBand + LIFT;
  const gap = 10;
  const laneH = Math.max(40, (H - topH - bottomH - gap) / 2);
  // A lane card also fits its half of a narrow table (a replay's "both players", two tables
  // side by side): three creatures fit beside the bridge without overlapping.
  const halfRoom = W / 2 - pad - 12;
  const cardH = clamp(Math.min(laneH - 22, ((halfRoom / 3.45) * 1.4) | 0), 30, 190);
  const cardW = cardH / 1.4;
  const bridgeW = cardW * 0.7;
  return {
    W,
    H,
    pad,
    handW,
    handH,
    oppW,
    oppH,
    topH,
    bottomH,
    gap,
    laneH,
    cardW,
    cardH,
    bridgeW,
    cx: W / 2,
    ownRowY: H - pad - labelBand - handH / 2,
    oppRowY: pad + 14 + oppH / 2,
    labelY: H - pad - labelBand + 4,
    ownRowMaxX: W * 0.82,
    oppRowMaxX: W * 0.72,
  };
}

/**
 * Font sizes (CSS px) of the canvas captions. The side captions ("Player 2 · 8 cards in hand")
 * and the window label grow with the hand cards, the lane names with the room a lane leaves
 * above its cards, so on a large window they stay readable (issue #14) and on a small one they
 * keep today's size and place.
 */
export function captionSizes(
  g: ClashGeometry,
  textScale = 1,
): { side: number; lane: number; window: number } {
  const free = (g.laneH - g.cardH) / 2;
  // The text-size setting scales them too, within the room their bands leave (the side caption
  // sits in the opponent row's top margin and beside the own row; the window label in its band).
  const s = clamp(textScale, 0.75, 2);
  return {
    side: Math.round(clamp(g.handW * 0.12, 14, 20) * Math.min(s, 1.5)),
    lane: Math.round(clamp(13 + (free - 24) * 0.08, 13, 18) * Math.min(s, 1.4)),
    window: Math.round(clamp(12 + (g.handW - 120) * 0.04, 12, 14) * Math.min(s, 1.4)),
  };
}

export function laneCentreY(g: ClashGeometry, lane: 'upper' | 'lower'): number {
  return g.topH + (lane === 'upper' ? g.laneH / 2 : g.laneH + g.gap + g.laneH / 2);
}

/** The viewer's half of a lane: where a card is dropped to be summoned there. */
export function ownLaneRect(g: ClashGeometry, lane: 'upper' | 'lower'): Rect {
  const w = g.cx - g.bridgeW / 2 - 8 - g.pad;
  return { x: g.pad, y: laneCentreY(g, lane) - g.laneH / 2, w, h: g.laneH };
}

/** x centres of a hand row of n entries (building included). */
export function handRowXs(g: ClashGeometry, n: number, own: boolean): number[] {
  const w = own ? g.handW : g.oppW;
  return row(n, w, g.pad, own ? g.ownRowMaxX : g.oppRowMaxX, 6);
}

/** x centres of a lane queue of n creatures (own to the left of the bridge, opponent's to the right). */
export function queueXs(g: ClashGeometry, n: number, own: boolean): number[] {
  const room = g.cx - g.bridgeW / 2 - 12 - g.pad - g.cardW;
  const st = n > 1 ? Math.min(g.cardW + 8, room / (n - 1)) : 0;
  const dir = own ? -1 : 1;
  return Array.from(
    { length: n },
    (_, i) => g.cx + dir * (g.bridgeW / 2 + 12 + g.cardW / 2 + i * st),
  );
}

/** The own hand row's box for n entries, lifted card included (tests read it from the page). */
export function ownRowRect(g: ClashGeometry, n: number, lift: number): Rect {
  const xs = handRowXs(g, Math.max(1, n), true);
  const x0 = xs[0]! - g.handW / 2;
  return {
    x: x0,
    y: g.ownRowY - g.handH / 2 - lift,
    w: xs[xs.length - 1]! + g.handW / 2 - x0,
    h: g.handH + lift,
  };
}

/** How far a selected hand card rises: never past the band kept for its row. */
export function liftOf(_g: ClashGeometry): number {
  return LIFT;
}
