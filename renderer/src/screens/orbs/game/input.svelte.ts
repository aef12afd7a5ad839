/**
 * What the player is in the middle of on the Orbs table: choosing a target, a card's menu, a
 * card shown large. Shared by the table (which draws it) and the screen (keys, Actions list).
 */
import type { Targeting } from './gestures';

/** The table's hover zoom opens after a short rest on a card, not for every card crossed. */
export const ZOOM_DELAY_MS = 280;

export class OrbsInput {
  targeting = $state.raw<Targeting | null>(null);
  menu = $state.raw<{ card: number; x: number; y: number } | null>(null);
  /** The card shown large (zoom), or null. */
  zoom = $state<number | null>(null);
  private timer: ReturnType<typeof setTimeout> | null = null;

  /** Show `card` large after a short rest (null: close at once). */
  hover(card: number | null, delayed = true): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (card === null || this.zoom !== null || !delayed) this.zoom = card;
    else this.timer = setTimeout(() => (this.zoom = card), ZOOM_DELAY_MS);
  }

  startTargeting(t: Targeting): void {
    this.menu = null;
    this.targeting = t;
  }

  /** Everything in progress is dropped (an action was sent, or Escape). */
  clear(): void {
    this.menu = null;
    this.targeting = null;
    this.hover(null);
  }
}
