/**
 * Lets a Phaser game loop sleep while its table is still.
 *
 * A card table is still most of the time, but Phaser redraws the whole canvas on every
 * animation frame; profiled on the Clash table (software rendering) that idle redraw was the
 * renderer's main cost. The table calls `wake()` whenever something may change on screen
 * (a new view, input, a tween, a resize) and `afterFrame()` after each drawn frame; the loop
 * goes to sleep once `busy()` is false and the short hold after the last wake has passed.
 * A sleeping loop leaves its last frame on the canvas, so the table stays visible.
 */
export interface SleepableLoop {
  readonly running: boolean;
  sleep(): void;
  wake(seamless?: boolean): void;
  resetDelta(): void;
}

export class IdleLoop {
  private until = 0;
  private disposed = false;

  constructor(
    private readonly loop: SleepableLoop,
    /** Something moves or is about to (tweens, an animation queue, a drag, a camera effect). */
    private readonly busy: () => boolean,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Draw frames for at least `holdMs` from now, restarting the loop if it sleeps. */
  wake(holdMs = 250): void {
    this.until = Math.max(this.until, this.now() + holdMs);
    if (this.disposed || this.loop.running) return;
    // The time since the loop fell asleep is no frame delta: without the reset, the first
    // frame would advance fresh tweens by the whole pause.
    this.loop.resetDelta();
    this.loop.wake();
  }

  /** After each drawn frame: sleep when nothing moves and the hold has passed. */
  afterFrame(): void {
    if (!this.loop.running || this.busy() || this.now() < this.until) return;
    this.loop.sleep();
  }

  /** The table is gone: never restart its loop again (a late animation step may still call wake). */
  dispose(): void {
    this.disposed = true;
  }

  get sleeping(): boolean {
    return !this.loop.running;
  }
}

/**
 * `game.destroy()` only marks the game; the loop's next step tears it down. A sleeping loop
 * has no next step, so wake it once to finish the destroy (canvas, listeners, textures).
 */
export function destroyEvenWhenAsleep(game: {
  destroy(removeCanvas: boolean, noReturn?: boolean): void;
  loop: SleepableLoop & { readonly started: boolean };
  events: { once(event: 'destroy', fn: () => void): unknown };
}): void {
  const destroy = game.destroy.bind(game);
  game.destroy = (removeCanvas: boolean, noReturn?: boolean) => {
    destroy(removeCanvas, noReturn);
    if (game.loop.started && !game.loop.running) game.loop.wake();
  };
  // A late wake (an animation timer of the closed screen) must not restart a destroyed loop.
  game.events.once('destroy', () => {
    game.loop.wake = () => undefined;
  });
}
