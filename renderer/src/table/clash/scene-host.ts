/**
 * What the Clash table's parts (backdrop, card-sprites, card-input, selection, overlay,
 * animations) read and call on the scene: its state, a few of its helpers, and each other's
 * entry points. ClashScene implements it; the parts import only this type, so no part imports
 * the scene (the design's rules forbid import cycles, type-only ones included).
 */
import type Phaser from 'phaser';
import type { ClashAction, ClashLane, ClashView } from '../../../../main/ipc/contract';
import type { ClashHintMarks } from '../../review/hint-marks';
import type { ClashGeometry } from './layout';
import type { TableModel } from './model';
import type { GemPlace } from './textures';
import type { SceneHooks, SceneLabels } from './scene-hooks';

/** Where a card is drawn and with what. */
export interface Place {
  x: number;
  y: number;
  w: number;
  h: number;
  tex: string;
  /** Live numbers drawn over the face (damage, attack bonus). */
  gems: GemPlace[];
  depth: number;
}

export interface CardSprite {
  container: Phaser.GameObjects.Container;
  image: Phaser.GameObjects.Image;
  gems: Phaser.GameObjects.Image[];
  tex: string;
  place: Place | null;
  /** Drawn tinted from now on (a destroyed Fort). */
  tint?: number;
}

/** What the keyboard cursor can rest on. */
export type Focusable =
  | { kind: 'card'; key: string }
  | { kind: 'lane'; lane: ClashLane }
  | { kind: 'target'; key: string };

export interface ClashSceneHost extends Phaser.Scene {
  readonly hooks: SceneHooks;
  readonly gone: boolean;
  readonly textScale: number;
  model: TableModel | null;
  actions: ClashAction[];
  labels: SceneLabels | null;
  sprites: Map<string, CardSprite>;
  selected: string | null;
  focus: Focusable | null;
  /** The keyboard drives the table (since its last blur): its cursor must survive a play. */
  keyboardUsed: boolean;
  /** After a keyboard play: the hand position the cursor returns to once the new view is shown. */
  keyboardHome: number | null;
  /** Where the focus sits in the list of focusable things (for keyboardHome). */
  focusIndex: number;
  busy: boolean;
  /** Animation speed: durations are multiplied by it (0: instant). */
  factor: number;
  skipping: () => boolean;
  dragging: string | null;
  /** While dragging: the legal lane under the pointer (the one a drop would choose). */
  dragLane: ClashLane | null;
  /** The move a hint named (issue #18), drawn in the hint colour until cleared. */
  hint: ClashHintMarks | null;
  hintDrawn: string | null;
  geometry(): ClashGeometry;
  setView(view: ClashView, actions: ClashAction[], labels: SceneLabels): void;
  wake(holdMs?: number): void;
  reportData(name: string, value: string): void;
  reportMinText(px: number | null, hand?: number | null): void;
  cssScale(): number;
  readonly backdrop: {
    /** The window's label and the own side caption (the overlay fits one beside the other). */
    readonly windowText: Phaser.GameObjects.Text;
    readonly sideTexts: { opp: Phaser.GameObjects.Text; own: Phaser.GameObjects.Text };
  };
  readonly cards: {
    relayout(duration: number): void;
    renameSprite(from: string, to: string): void;
    hoverOn(key: string, atPlace?: boolean): void;
  };
  readonly choosing: {
    playsOf(card: string): Extract<ClashAction, { type: 'play' }>[];
    laneAction(lane: ClashLane): ClashAction | undefined;
    targetAction(key: string): ClashAction | undefined;
    pickCard(key: string): void;
    chooseLane(lane: ClashLane): void;
    chooseTarget(key: string): void;
    commit(a: ClashAction): void;
    setSelected(card: string | null): void;
    dropAction(x: number, y: number): ClashAction | undefined;
    overOwnLane(lane: ClashLane, x: number, y: number): boolean;
  };
}
