/**
 * The base scene of both battle tables (Clash, Orbs). What every table needs, in one place:
 * - layout from the view's size: `layout(width, height)` is called on start and whenever the
 *   canvas changes size (the scale manager follows the container; a ResizeObserver wakes a
 *   sleeping loop, since Phaser looks at its parent's size only while the loop runs);
 * - the idle loop: the game loop sleeps while nothing moves and wakes on input, a view, an
 *   animation step, a tween or a resize (IdleLoop);
 * - the animation queue fed by engine events (AnimationQueue): one batch at a time;
 * - the "settled" signal: the queue is empty, nothing tweens or is dragged, and that picture
 *   has been drawn; the host puts it on the container as `data-settled`;
 * - input: pointer click/drag through Phaser, keys through `key()` from the host.
 */
import Phaser from 'phaser';
import { AnimationQueue } from './animation-queue';
import { IdleLoop } from './idle-loop';
import { SettledSignal } from './settled';
import { arrowShape } from './arrow';
import { tableTextScale, watchTextScale } from './text-scale';

/** `up`/`down`: the arrows that move between stacked things (Clash lanes) and do not wrap. */
export type TableKey = 'next' | 'prev' | 'up' | 'down' | 'enter' | 'escape' | 'assault' | 'end';

export abstract class TableSceneBase extends Phaser.Scene {
  protected idle!: IdleLoop;
  protected readonly queue = new AnimationQueue();
  readonly settled = new SettledSignal();
  /** A drag is in progress (the loop keeps running, the table is not settled). */
  protected dragActive = false;
  /**
   * The scene was shut down or destroyed (the screen closed). A pending animation step or a
   * late view must then stop instead of touching a game that no longer has a renderer.
   */
  protected closed = false;
  get gone(): boolean {
    return this.closed || !this.game?.renderer;
  }
  /**
   * The app's text-size factor (settings): tables size their canvas words with it. A change
   * lays the table out again.
   */
  textScale = tableTextScale();

  /** Lay the table out for a canvas of this size (called on start and on every resize). */
  protected abstract layout(width: number, height: number): void;

  /** Anything else that moves and the base cannot see (a camera effect, a subclass flag). */
  protected moving(): boolean {
    return false;
  }

  /** Keyboard input routed by the host. */
  key(_k: TableKey): void {}

  /** Call first in the subclass's `create()`. */
  protected startBase(): void {
    // A click selects; only a real movement starts a drag. (With Phaser's default of 0 every
    // press on a draggable card was a drag, so a click on it never counted as a click.)
    this.input.dragDistanceThreshold = 8;
    const busy = () =>
      !this.queue.settled ||
      this.dragActive ||
      this.tweens.getTweens().length > 0 ||
      this.cameras.main.shakeEffect.isRunning ||
      this.moving();
    this.idle = new IdleLoop(this.game.loop, busy);
    const onFrame = () => {
      this.settled.frame(!busy());
      this.idle.afterFrame();
    };
    this.game.events.on('postrender', onFrame);
    this.queue.onChange((s) => {
      if (!s) this.settled.stir();
      this.wake();
    });
    const canvas = this.game.canvas;
    const pointer = () => this.wake();
    const pointerEvents = [
      'pointerdown',
      'pointermove',
      'pointerup',
      'pointerenter',
      'pointerleave',
      'wheel',
    ] as const;
    for (const ev of pointerEvents) canvas.addEventListener(ev, pointer, { passive: true });
    const box = canvas.parentElement;
    const resized = new ResizeObserver(() => {
      this.cssScaleNow = null;
      this.scale.dirty = true;
      this.wake();
    });
    if (box) resized.observe(box);
    const onResize = (size: Phaser.Structs.Size) => {
      this.cssScaleNow = null;
      this.settled.stir();
      this.layout(size.width, size.height);
      this.wake();
    };
    this.scale.on('resize', onResize);
    const stopWatching = watchTextScale((s) => {
      this.textScale = s;
      this.settled.stir();
      this.layout(this.scale.width, this.scale.height);
      this.wake();
    });
    let cleaned = false;
    const cleanup = () => {
      this.closed = true;
      if (cleaned) return;
      cleaned = true;
      this.queue.clear();
      this.game.events.off('postrender', onFrame);
      this.scale.off('resize', onResize);
      for (const ev of pointerEvents) canvas.removeEventListener(ev, pointer);
      resized.disconnect();
      stopWatching();
      this.idle.dispose();
    };
    this.events.once('shutdown', cleanup);
    this.events.once('destroy', cleanup);
  }

  /**
   * The smallest text on the cards this table shows now, in CSS px (canvas px × the canvas's
   * display scale), put on the canvas as `data-min-text` for tests (issue #14: ≥ 11 px at
   * 1280×720); null when no card with text is shown.
   */
  reportMinText(px: number | null, hand: number | null = null): void {
    const canvas = this.game.canvas;
    if (!canvas) return;
    const scale = this.cssScale();
    const css = (v: number | null) => (v === null ? '' : (v * scale).toFixed(1));
    if (canvas.dataset['minText'] !== css(px)) canvas.dataset['minText'] = css(px);
    // The same for the cards of the viewer's own hand only, the cards read most (`data-hand-text`:
    // the text-size setting makes them larger, issue #35 item 6).
    if (canvas.dataset['handText'] !== css(hand)) canvas.dataset['handText'] = css(hand);
  }

  /**
   * CSS pixels per canvas pixel (the canvas's display scale), for what is reported to tests.
   * Kept until the canvas or its box changes size: reading `clientWidth` forces the browser to
   * lay the page out, and a table render reads it per card between its writes of `data-*`
   * attributes (a layout thrash in the Orbs game's long tasks, issue #30).
   */
  cssScale(): number {
    const canvas = this.game.canvas;
    if (!canvas) return 1;
    if (this.cssScaleNow?.width !== canvas.width) {
      const css = canvas.clientWidth;
      // Not laid out yet (0 wide): not kept, asked again next time.
      if (css <= 0 || canvas.width <= 0) return 1;
      this.cssScaleNow = { width: canvas.width, scale: css / canvas.width };
    }
    return this.cssScaleNow.scale;
  }
  /** The display scale last read, for the canvas width it was read at (cssScale). */
  private cssScaleNow: { width: number; scale: number } | null = null;

  /** Put `value` on the canvas as `data-<name>` for tests (written only when it changes). */
  reportData(name: string, value: string): void {
    const canvas = this.game.canvas;
    if (canvas && canvas.dataset[name] !== value) canvas.dataset[name] = value;
  }

  /** Something may change on screen: draw frames (and so report settled only after it is drawn). */
  wake(holdMs?: number): void {
    this.settled.stir();
    this.idle?.wake(holdMs);
  }
}

/** Draw the targeting arrow (core/arrow.ts) into a Graphics: shaft, outline and head. */
export function drawArrow(
  g: Phaser.GameObjects.Graphics,
  from: { x: number; y: number },
  to: { x: number; y: number },
  color = 0xff5252,
  width = 6,
): void {
  const a = arrowShape(from, to, width * 3.2);
  if (!a) return;
  const pts = a.points.map((p) => new Phaser.Math.Vector2(p.x, p.y));
  g.lineStyle(width + 4, 0x000000, 0.55).strokePoints(pts, false);
  g.lineStyle(width, color, 0.95).strokePoints(pts, false);
  const [t, l, r] = a.head;
  g.fillStyle(0x000000, 0.55).fillTriangle(t.x, t.y, l.x, l.y, r.x, r.y);
  g.fillStyle(color, 1).fillTriangle(t.x, t.y, l.x, l.y, r.x, r.y);
}
