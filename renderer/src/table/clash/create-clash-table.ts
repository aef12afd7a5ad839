/** Starts the Clash battle table inside `parent` (imported on demand with Phaser). */
import type Phaser from 'phaser';
import { ClashScene, type SceneHooks } from './ClashScene';
import { startTable } from '../core/phaser-config';
import { cardsReady } from '../../cards/ready';

// Card art and the bundled font load with the table's code (this chunk), not at app start;
// the table paints only once both are there, so no art box or text is drawn without them.
await cardsReady();

export function createClashTable(
  parent: HTMLElement,
  hooks: SceneHooks,
): { game: Phaser.Game; scene: ClashScene } {
  const scene = new ClashScene(hooks);
  return { game: startTable(parent, scene), scene };
}
