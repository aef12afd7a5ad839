/**
 * The app's bundled font: Noto Sans (SIL Open Font License 1.1), latin + latin-ext subsets
 * only (latin-ext carries the Czech letters: ě š č ř ž ý á í é ů ú ď ť ň), in the weights the
 * UI and the card painter use. No system font is relied on, so Czech renders the same on
 * every machine. Canvas text (card faces, Phaser tables) does not trigger font loading and
 * would silently fall back: painters wait for `fontsReady()` first.
 */
import '@fontsource/noto-sans/latin-400.css';
import '@fontsource/noto-sans/latin-ext-400.css';
import '@fontsource/noto-sans/latin-400-italic.css';
import '@fontsource/noto-sans/latin-ext-400-italic.css';
import '@fontsource/noto-sans/latin-600.css';
import '@fontsource/noto-sans/latin-ext-600.css';
import '@fontsource/noto-sans/latin-700.css';
import '@fontsource/noto-sans/latin-ext-700.css';
import '@fontsource/noto-sans/latin-800.css';
import '@fontsource/noto-sans/latin-ext-800.css';
// Fallback for the symbols Noto Sans lacks (→ ← ✓ ♥ ⚔ ◆ ● ★ …) in DOM text: the "symbols" and
// "math" (arrows) subsets of Noto Sans Symbols 2, so no symbol depends on an emoji or system
// font. Each subset is declared with its unicode-range: the browser fetches a file only when a
// page shows a character Noto Sans does not have.
import '@fontsource/noto-sans-symbols-2/400.css';

import { UI_FONT_FAMILY } from './font-family';
export { UI_FONT, UI_FONT_FAMILY } from './font-family';

/** A sample with latin and latin-ext letters, so both subsets' files load. */
const SAMPLE = 'Aa Příliš žluťoučký kůň';
/** The energy symbols Orbs rules text uses for ability costs (cards/text.ts `costSymbols`). */
const SYMBOL_SAMPLE = '▲♣◆★■⬢●';
const WEIGHTS = ['400', '600', '700', '800'] as const;

let ready: Promise<void> | null = null;

/** Resolves once the bundled font's files are loaded (never rejects: text then uses a fallback). */
export function fontsReady(): Promise<void> {
  if (typeof document === 'undefined' || !document.fonts) return Promise.resolve();
  ready ??= Promise.all([
    ...WEIGHTS.map((w) => document.fonts.load(`${w} 16px "${UI_FONT_FAMILY}"`, SAMPLE)),
    document.fonts.load(`italic 400 16px "${UI_FONT_FAMILY}"`, SAMPLE),
    // Card faces are painted on a canvas, which never asks for the symbols subset by itself.
    document.fonts.load('400 16px "Noto Sans Symbols 2"', SYMBOL_SAMPLE),
  ])
    .then(() => undefined)
    .catch(() => undefined);
  return ready;
}
