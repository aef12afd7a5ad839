/**
 * What the Orbs table's parts (kept-texts, table-parts, card-sprites, drag, animations) read
 * and call on the scene: its state, a few of its helpers, and each other's entry points.
 * OrbsTableScene implements it; the parts import only this type, so no part imports the scene
 * (the design's rules forbid import cycles, type-only ones included).
 */
import type Phaser from 'phaser';
import type { OrbsCardView, OrbsView, PlayerId } from '../../../../main/ipc/contract';
import type { FaceData, Lit, OrbsTableBridge, TableLabels } from './bridge';
import type { OrbsLayout } from './layout';
import type { ReportedCard } from './report';
import type { OrbsHintMarks } from '../../review/hint-marks';

type Container = Phaser.GameObjects.Container;

/** The drop zones of the table, in table units. */
export interface OrbsZones {
  energy: Phaser.Geom.Rectangle;
  bench: Phaser.Geom.Rectangle;
  play: Phaser.Geom.Rectangle;
  oppPlay: Phaser.Geom.Rectangle;
}

export interface OrbsSceneHost extends Phaser.Scene {
  readonly bridge: OrbsTableBridge;
  lay: OrbsLayout;
  zone: OrbsZones;
  faces: Record<string, FaceData>;
  hintMarks: OrbsHintMarks | null;
  hintDrawn: string[];
  view: OrbsView | null;
  lit: Lit | null;
  labels: TableLabels | null;
  layer: Container;
  fx: Container;
  sprites: Map<number, Container>;
  hpAnchors: [Phaser.Math.Vector2, Phaser.Math.Vector2];
  skipping: boolean;
  speed: number;
  dragging: boolean;
  handText: number | null;
  dropFx: Phaser.GameObjects.Graphics;
  notice: Phaser.GameObjects.Text | null;
  reported: ReportedCard[];
  owner(): { me: PlayerId; opp: PlayerId };
  spread(n: number, w: number, x0: number, x1: number, gap?: number): number[];
  noteText(px: number | null): void;
  onCanvas(pointer: Phaser.Input.Pointer): boolean;
  reportData(name: string, value: string): void;
  cssScale(): number;
  wake(holdMs?: number): void;
  readonly texts: {
    label(
      x: number,
      y: number,
      text: string,
      size: number,
      color?: string,
      bold?: boolean,
      originX?: number,
    ): Phaser.GameObjects.Text;
    keptText(
      x: number,
      y: number,
      words: string,
      size: string,
      color: string,
      bold: boolean,
      shadow: boolean,
    ): Phaser.GameObjects.Text;
  };
  readonly cards: {
    cardObject(
      cardId: string | null,
      v: OrbsCardView | null,
      w: number,
      h: number,
      look?: 'face' | 'tile' | 'pile',
      inHand?: boolean,
    ): Container;
    card(
      c: OrbsCardView,
      x: number,
      y: number,
      w: number,
      h: number,
      lit: Lit,
      inHand?: boolean,
      look?: 'face' | 'tile',
    ): Container;
    playRow(cards: readonly OrbsCardView[], y: number, lit: Lit): void;
  };
  readonly drag: { showNotice(card: { x: number; y: number }): void };
}
