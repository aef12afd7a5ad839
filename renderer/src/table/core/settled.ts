/**
 * The "settled" signal: the table is still (its animation queue is empty, nothing tweens or
 * is dragged) and that still picture has been drawn. Tests wait on it (`data-settled="true"`
 * on the table's container) instead of sleeping, and the screens show the header's turn
 * and phase from the table's settled state, so the words never run ahead of the picture.
 *
 * Phaser-free: the base scene calls `frame(quiet)` after each drawn frame and `stir()` when
 * something starts to move; listeners hear only the changes.
 */
export class SettledSignal {
  private value = false;
  private listeners = new Set<(settled: boolean) => void>();

  get settled(): boolean {
    return this.value;
  }

  /** After a drawn frame: `quiet` says nothing moves or waits to move. */
  frame(quiet: boolean): void {
    this.set(quiet);
  }

  /** Something starts to change the picture (a view, an animation, input): not settled. */
  stir(): void {
    this.set(false);
  }

  onChange(listener: (settled: boolean) => void): () => void {
    this.listeners.add(listener);
    listener(this.value);
    return () => this.listeners.delete(listener);
  }

  private set(v: boolean): void {
    if (v === this.value) return;
    this.value = v;
    for (const l of this.listeners) l(v);
  }
}
