/**
 * Why the Orbs log needs this: the list fills what the side column leaves (flex: 1), so its
 * height is rarely a whole number of lines, and it is kept scrolled to its end (the newest
 * line in sight). The line at the top scroll edge was then cut at whatever fraction was left
 * (half of it at 1920×1080). A little room below the newest line, exactly the part of that
 * line still in view, lets the end of the list start on a whole line instead.
 */

/** A line of the list: its top in the list's content (0 = the first line) and its height. */
export interface LineBox {
  top: number;
  height: number;
}

/**
 * The room to add below the last line so that, scrolled to the end at `scrollTop`, the top edge
 * of the list falls between two lines (0 when it already does). `line(i)` gives line i of
 * `count`; the lines are searched from the newest, since the top edge is near the end.
 */
export function wholeLinePad(
  count: number,
  line: (i: number) => LineBox,
  scrollTop: number,
): number {
  if (scrollTop <= 0) return 0;
  for (let i = count - 1; i >= 0; i--) {
    const l = line(i);
    // A line starting at the edge (within half a pixel) is whole.
    if (l.top >= scrollTop - 0.5) continue;
    const cut = l.top + l.height - scrollTop;
    return cut > 0.5 ? cut : 0;
  }
  return 0;
}

/**
 * Scroll `list` to its newest line so that its first visible line is whole: the room below is
 * cleared, the list scrolled to its end, and the part of a cut line added as padding first.
 */
export function scrollToNewestWhole(list: HTMLElement): void {
  list.style.paddingBottom = '';
  list.scrollTop = list.scrollHeight;
  const scrollTop = list.scrollTop;
  if (scrollTop <= 0) return;
  const origin = list.getBoundingClientRect().top + list.clientTop - scrollTop;
  const items = list.children;
  const pad = wholeLinePad(
    items.length,
    (i) => {
      const r = items[i]!.getBoundingClientRect();
      return { top: r.top - origin, height: r.height };
    },
    scrollTop,
  );
  if (pad <= 0) return;
  // Whole pixels: the scroll position is rounded, and a fraction short would leave a sliver.
  list.style.paddingBottom = `${Math.ceil(pad)}px`;
  list.scrollTop = list.scrollHeight;
}
