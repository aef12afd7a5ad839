/**
 * The Clash of Decks battle table (Phaser): a pure view of one player's ClashView plus an
 * animation queue fed by the engine's events. Two lanes with a bridge each (the viewer's
 * queues to the left of the bridges, the opponent's to the right), the opponent's hand row
 * face down at the top, the viewer's hand row at the bottom, each with its Bastion/Fort.
 *
 * Input only ever picks one of the `legalActions` objects it was given and hands it back
 * through `hooks.onAct`; this class never decides what is legal.
 *
 * This file holds the table's state and wiring (the public API the screens call); its parts
 * hold one job each and read the state through the scene (scene-host.ts): backdrop.ts (felt,
 * lanes, bridges, captions), card-sprites.ts (where each card goes, its sprite), card-input.ts
 * (pointer and drag on a card), selection.ts (legal actions of a card, lane or target, the
 * keyboard cursor), overlay.ts (rings, window label, arrows, hint marks) and animations.ts (a
 * batch of engine events, one step at a time).
 */
import type Phaser from 'phaser';
import type { ClashAction, ClashEvent, ClashLane, ClashView } from '../../../../main/ipc/contract';
import { TableSceneBase, type TableKey } from '../core/base-scene';
import { clashHintMarks, type ClashHintMarks } from '../../review/hint-marks';
import { clashGeometry, type ClashGeometry } from './layout';
import { modelFromView, reuseHiddenKeys, type TableModel } from './model';
import { DUR } from './durations';
import { ClashBackdrop } from './backdrop';
import { ClashCardSprites } from './card-sprites';
import { ClashSelection } from './selection';
import { ClashOverlay } from './overlay';
import { ClashAnimations } from './animations';
import type { SceneHooks, SceneLabels } from './scene-hooks';
import type { CardSprite, ClashSceneHost, Focusable } from './scene-host';

export type { HoverInfo, SceneHooks, SceneLabels } from './scene-hooks';

export class ClashScene extends TableSceneBase implements ClashSceneHost {
  model: TableModel | null = null;
  actions: ClashAction[] = [];
  labels: SceneLabels | null = null;
  sprites = new Map<string, CardSprite>();
  selected: string | null = null;
  focus: Focusable | null = null;
  keyboardUsed = false;
  keyboardHome: number | null = null;
  focusIndex = 0;
  busy = false;
  factor = 1;
  skipping: () => boolean = () => false;
  dragging: string | null = null;
  dragLane: ClashLane | null = null;
  hint: ClashHintMarks | null = null;
  hintDrawn: string | null = null;

  readonly backdrop: ClashBackdrop = new ClashBackdrop(this);
  readonly cards: ClashCardSprites = new ClashCardSprites(this);
  readonly choosing: ClashSelection = new ClashSelection(this);
  private readonly overlay = new ClashOverlay(this);
  private readonly animations = new ClashAnimations(this);

  constructor(readonly hooks: SceneHooks) {
    super('clash-battle');
  }

  create(): void {
    this.startBase();
    this.backdrop.create();
    this.overlay.create();
    this.backdrop.createZones();
    this.input.on(
      'pointerdown',
      (_p: Phaser.Input.Pointer, over: Phaser.GameObjects.GameObject[]) => {
        if (over.length === 0 && this.selected) this.cancel();
      },
    );
    // A mouse that moves takes over from the keyboard cursor: the zoom then names what is under
    // the pointer (a card or nothing), never the card the keyboard left focused elsewhere.
    // Only a move that moves: the browser also sends a move event to a resting mouse when what
    // lies under it changes (a dialog closing over the table), which must not drop the cursor.
    this.input.on('pointermove', (p: Phaser.Input.Pointer) => {
      if (p.x === p.prevPosition.x && p.y === p.prevPosition.y) return;
      if (this.focus === null && !this.keyboardUsed) return;
      this.focus = null;
      this.keyboardUsed = false;
      this.keyboardHome = null;
      if (!this.dragging) this.hooks.onHover(null);
      this.wake();
    });
    this.game.events.once('postrender', () => this.hooks.onReady());
  }

  protected layout(): void {
    this.backdrop.draw();
    this.cards.relayout(0);
  }

  protected override moving(): boolean {
    return this.busy || this.dragging !== null;
  }

  /** A new view is on its way (its faces are being painted): not settled until it is shown. */
  expectView(): void {
    this.settled.stir();
  }

  override update(): void {
    this.overlay.draw();
  }

  geometry(): ClashGeometry {
    return clashGeometry(this.scale.width, this.scale.height, this.textScale);
  }

  // ------------------------------------------------------------------ public API

  /** Show a view (no animation beyond a short settle) with the actions the viewer may take. */
  setView(view: ClashView, actions: ClashAction[], labels: SceneLabels): void {
    if (this.gone) return;
    const prev = this.model;
    this.labels = labels;
    this.actions = actions;
    const next = modelFromView(view);
    if (prev && prev.viewer === next.viewer) reuseHiddenKeys(prev, next);
    this.model = next;
    if (this.selected && !this.actions.some((a) => a.type === 'play' && a.card === this.selected))
      this.choosing.setSelected(null);
    if (prev && prev.viewer !== next.viewer) this.cards.clearSprites();
    this.backdrop.draw();
    this.cards.relayout(prev && prev.viewer === next.viewer ? DUR.snap * this.factor : 0);
    this.choosing.fixFocus();
    this.wake();
  }

  setSpeed(factor: number): void {
    this.factor = factor;
  }

  /** Mark a hinted move on the table (its card, and its lane or target), or clear the marks. */
  setHint(action: ClashAction | null): void {
    this.hint = clashHintMarks(action);
    this.wake();
  }

  /** Play the events from `before` to `after`; resolves when done (or at once when skipped). */
  animate(
    before: ClashView,
    events: ClashEvent[],
    after: ClashView,
    actions: ClashAction[],
    labels: SceneLabels,
    skipping: () => boolean,
    reached: (i: number) => void = () => undefined,
  ): Promise<void> {
    // One batch at a time, in the order the engine sent them (the base scene's queue).
    return this.queue.run(() =>
      this.animations.playBatch(before, events, after, actions, labels, skipping, reached),
    );
  }

  /** Keyboard: arrows move the focus, Enter chooses, Escape cancels, A = assault. */
  override key(k: TableKey): void {
    this.choosing.key(k);
  }

  /** Keyboard focus left the canvas. */
  blur(): void {
    this.focus = null;
    this.keyboardUsed = false;
    this.keyboardHome = null;
    this.hooks.onHover(null);
    this.wake();
  }

  focusFirst(): void {
    if (!this.focus) {
      const list = this.choosing.focusables();
      // The ring only: focus given back by the app (after a button, the hand-off) must not
      // open the zoom over the table; the zoom follows once a key moves the cursor.
      if (list[0]) this.choosing.setFocus(list[0], false);
    }
  }

  cancel(): void {
    this.choosing.cancel();
  }
}
