/**
 * What a card painter needs before its first stroke: the card art's paths (a chunk of their
 * own, loaded per table or screen) and the bundled font (canvas text does not wait for it).
 * Tables and card screens await this once; painting is synchronous after it.
 */
import { loadCardArt } from './art/card-art';
import { fontsReady } from '../theme/fonts';

export function cardsReady(): Promise<void> {
  return Promise.all([loadCardArt(), fontsReady()]).then(() => undefined);
}
