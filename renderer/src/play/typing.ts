/**
 * Whether a key press belongs to a text field (a seed, a deck name, a pasted list): the game
 * shortcuts (E end phase, H hint, U / Ctrl+Z take back) must leave typing alone.
 */
export function typingIn(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName))
  );
}
