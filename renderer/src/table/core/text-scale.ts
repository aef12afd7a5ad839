/**
 * The text-size setting (theme/text-scale.ts) on the canvas tables (issue #35 item 6). The HTML
 * around a table grows with the root font size; a canvas does not see it, so each table reads
 * the factor here and sizes its own words (captions, and the share of room its readable cards
 * get) with it. `watchTextScale` tells a table when the player changes the setting while it runs.
 */
import { getTextScale } from '../../theme/text-scale';

/** The app's text-size factor now (1 = 100 %). */
export function tableTextScale(): number {
  return getTextScale();
}

/** A canvas font size (CSS px) at this text scale, never above `max`. */
export function scaledPx(base: number, scale: number, max = Number.POSITIVE_INFINITY): number {
  return Math.round(Math.min(max, base * Math.max(0.5, scale)));
}

/**
 * Call `onChange` whenever the text-size setting changes (setTextScale writes the root element's
 * style); returns the function that stops watching.
 */
export function watchTextScale(onChange: (scale: number) => void): () => void {
  if (typeof document === 'undefined' || typeof MutationObserver === 'undefined') return () => {};
  let last = tableTextScale();
  const seen = new MutationObserver(() => {
    const now = tableTextScale();
    if (now !== last) {
      last = now;
      onChange(now);
    }
  });
  seen.observe(document.documentElement, { attributes: true, attributeFilter: ['style'] });
  return () => seen.disconnect();
}
