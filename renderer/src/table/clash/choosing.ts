/**
 * The Clash table's choosing helpers, kept free of Phaser so they are tested on their own:
 * how the keyboard cursor steps through what can be chosen, how a legal lane is drawn while a
 * card is held, and what the table says when a card the player tries cannot be played.
 *
 * Nothing here decides what is legal: a card is playable exactly when main's legal actions
 * hold a play of it. The words only explain a refusal the legal actions already made.
 */

/** Cursor moves: ←/→ step and wrap round the row; ↑/↓ step and stop at the ends. */
export type CursorStep = 'next' | 'prev' | 'up' | 'down';

/**
 * The index the cursor moves to in a list of `n` focusable things from `at` (−1: none yet).
 * ↑/↓ never wrap: ↑ on the upper lane stays there instead of jumping to the lower one.
 */
export function stepCursor(n: number, at: number, step: CursorStep): number {
  if (n <= 0) return -1;
  const forward = step === 'next' || step === 'down';
  if (at < 0) return forward ? 0 : n - 1;
  const to = at + (forward ? 1 : -1);
  if (step === 'up' || step === 'down') return Math.max(0, Math.min(n - 1, to));
  return (to + n) % n;
}

export interface LaneLight {
  /** Fill alpha of the lane's own half (0: not filled). */
  fill: number;
  /** Edge width and alpha. */
  edge: number;
  edgeAlpha: number;
}

/**
 * How a legal lane is drawn while a card waits for one. Chosen by click or key, every legal
 * lane is lit alike (either may be chosen next). While dragging, the lane the card would drop
 * into is singled out (bright fill, thick edge) and any other legal lane keeps a thin faint edge.
 */
export function laneLight(dragging: boolean, isDropLane: boolean): LaneLight {
  if (!dragging) return { fill: 0.18, edge: 3, edgeAlpha: 0.9 };
  if (isDropLane) return { fill: 0.38, edge: 6, edgeAlpha: 1 };
  return { fill: 0, edge: 2, edgeAlpha: 0.25 };
}

export type Refusal = { kind: 'mana'; cost: number; mana: number } | { kind: 'unplayable' };

/**
 * Why a card the player tried (click, Enter, drag) does nothing, or null when it is playable or
 * nobody may act now (the opponent's turn, an animation). `playable`: main's legal actions hold a
 * play of this card; `cost` and `mana` come from the card's face and the viewer's view, and only
 * pick the words (a card that costs more than the mana left: "Not enough mana").
 */
export function refusalOf(
  playable: boolean,
  mayAct: boolean,
  cost: number | null,
  mana: number,
): Refusal | null {
  if (playable || !mayAct) return null;
  if (cost !== null && cost > mana) return { kind: 'mana', cost, mana };
  return { kind: 'unplayable' };
}
