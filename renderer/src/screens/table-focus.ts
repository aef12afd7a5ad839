/**
 * Keyboard focus goes back to the battle table after any control around it (speed menu, skip,
 * assault, cancel, rules, hand-off): keys then act on the table at once instead of after
 * several Tabs. `preventScroll`, so focusing never scrolls the page (and "Back to menu" away).
 *
 * The table is the element a game marks with `data-keyboard-home` (the Clash canvas; the Orbs
 * action list, which is that table's keyboard path). In the next frame, after the control's
 * own click and any dialog closing have settled.
 */
export const KEYBOARD_HOME = '[data-keyboard-home]';

/** Focus the keyboard home now (or its first focusable child, for a list). */
export function focusKeyboardHome(doc: Document = document): boolean {
  const home = doc.querySelector<HTMLElement>(KEYBOARD_HOME);
  if (!home) return false;
  // A list with nothing in it yet (the other player's turn) holds the focus itself, so its
  // actions get it as they appear.
  const target =
    home.tabIndex >= 0
      ? home
      : (home.querySelector<HTMLElement>('button:not([disabled]), [tabindex="0"]') ??
        (home.hasAttribute('tabindex') ? home : null));
  if (!target) return false;
  target.focus({ preventScroll: true });
  return true;
}

/** The same in the next animation frame (after the click that triggered it has finished). */
export function returnFocusToTable(): void {
  requestAnimationFrame(() => focusKeyboardHome());
}
