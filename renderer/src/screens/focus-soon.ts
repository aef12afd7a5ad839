/**
 * `use:focusSoon` — focus an element that has just appeared (a dialog's main button), in the
 * next animation frame rather than at once. `autofocus` focuses while the task that showed the
 * element is still running, which makes the browser compute style and layout of the whole page
 * right there (measured: ~60 ms on the loaded 2-core bench box, added to the task that swapped
 * the screen); at the next frame that layout is due anyway, so it costs nothing extra.
 */
export function focusSoon(node: HTMLElement): { destroy(): void } {
  const id = requestAnimationFrame(() => {
    if (node.isConnected) node.focus();
  });
  return { destroy: () => cancelAnimationFrame(id) };
}
