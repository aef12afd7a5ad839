/** Starts the Phaser battle table inside `parent` (imported on demand with Phaser). */
import Phaser from 'phaser';
import { ClashScene, type SceneHooks } from './ClashScene';
import { destroyEvenWhenAsleep } from '../idle-loop';
import { tableRenderer } from '../render-type';
import { cardsReady } from '../../cards/ready';

// Card art and the bundled font load with the table's code (this chunk), not at app start;
// the table paints only once both are there, so no art box or text is drawn without them.
await cardsReady();

export function createClashTable(parent: HTMLElement, hooks: SceneHooks): { game: Phaser.Game; scene: ClashScene } {
  const scene = new ClashScene(hooks);
  const game = new Phaser.Game({
    // WebGL on a GPU, Canvas when WebGL would be emulated on the CPU (render-type.ts).
    type: tableRenderer() === 'webgl' ? Phaser.WEBGL : Phaser.CANVAS,
    parent,
    backgroundColor: '#0b2418',
    banner: false,
    audio: { noAudio: true },
    // Keyboard is handled by the Svelte wrapper (so Tab still leaves the canvas).
    input: { keyboard: false },
    scale: { mode: Phaser.Scale.RESIZE, width: parent.clientWidth || 1000, height: parent.clientHeight || 640 },
    scene,
  });
  // The scene lets the loop sleep while the table is still (IdleLoop).
  destroyEvenWhenAsleep(game);
  return { game, scene };
}
