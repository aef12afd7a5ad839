/**
 * `use:restyleAfterInert` on a list whose items leave with an out transition.
 *
 * Svelte makes an outroing element `inert` until its transition ends. Chromium (measured on
 * 150, the Clash draft row under CPU load: about one pick in five) then at times gives that
 * item's *siblings* an inert computed style as well (`interactivity: inert` with no `inert`
 * attribute on them or any ancestor), and keeps it after the outroing item is gone: the cards
 * left in the row looked pickable but every click went to the list. Changing an inherited
 * custom property on the list makes the browser compute its children's style afresh, which
 * clears it (checked in the page at the moment of failure).
 *
 * So: whenever a child's `inert` changes or a child leaves, flip `--inert-restyle` on the list
 * once the browser has drawn that change (a frame, then a task: after that frame's style pass).
 * It changes nothing a player sees; it costs one style pass of the list per outro.
 */
export function restyleAfterInert(node: HTMLElement): { destroy(): void } {
  let flip = false;
  let frame = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const restyle = () => {
    frame = 0;
    // A flip still waiting belongs to an earlier frame: this one lands after both changes.
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      flip = !flip;
      node.style.setProperty('--inert-restyle', flip ? '1' : '0');
    });
  };
  // A change that comes while a flip waits for its task gets a frame of its own: the waiting
  // flip may land in the same style pass as that change, which is the pass that can go wrong.
  const observer = new MutationObserver(() => {
    if (frame === 0) frame = requestAnimationFrame(restyle);
  });
  observer.observe(node, { childList: true, subtree: true, attributeFilter: ['inert'] });
  return {
    destroy() {
      observer.disconnect();
      if (frame) cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    },
  };
}
