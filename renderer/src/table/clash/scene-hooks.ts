/**
 * What the Clash table tells the screen that holds it (SceneHooks) and what that screen hands
 * it besides the view (SceneLabels: the words drawn on the canvas). ClashScene.ts re-exports
 * them for the screens.
 */
import type {
  ClashAction,
  ClashKeyword,
  ClashLane,
  ClashTextLanguage,
  PlayerId,
} from '../../../../main/ipc/contract';
import type { Rect } from '../core/layout';
import type { TableFaceLabels } from './textures';
import type { Refusal } from './choosing';

export interface HoverInfo {
  card: string;
  keywords: ClashKeyword[] | null;
  /** Canvas pixels of the hovered card. */
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface SceneHooks {
  onReady(): void;
  onAct(action: ClashAction): void;
  onHover(info: HoverInfo | null): void;
  /** The card waiting for a lane or target, or null. */
  onSelect(card: string | null): void;
  /** The own hand row's box in canvas pixels after each layout (the host exposes it to tests). */
  onHandRect?(rect: Rect): void;
  /** While dragging: the lane lit as the drop lane (null: none), the host exposes it to tests. */
  onDropLane?(lane: ClashLane | null): void;
  /** What the hint marks drawn now name (review/hint-marks.ts hintName), or null (test hook). */
  onHint?(drawn: string | null): void;
  /**
   * The player tried a card main offers no play of (click, Enter or drag): why, and where the
   * card is (canvas pixels), for the host to say so beside it.
   */
  onRefused?(refusal: Refusal, at: { x: number; y: number }, card: string): void;
}

export interface SceneLabels {
  lang: ClashTextLanguage;
  face: TableFaceLabels;
  bastion: string;
  fort: string;
  lifeLabel: (n: number) => string;
  upper: string;
  lower: string;
  /** Name + hand size caption per player. */
  sideCaption: (p: PlayerId, handSize: number) => string;
  /** Label of the window (the viewer's 4 leftmost cards, rules §5.5). */
  window?: string;
}
