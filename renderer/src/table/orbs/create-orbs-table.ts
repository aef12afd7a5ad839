/** Starts the Orbs table (Phaser) inside `parent`; loaded on demand with the game screen. */
import Phaser from 'phaser';
import { OrbsTableScene } from './OrbsTableScene';
import type { OrbsTableBridge } from './bridge';
import { destroyEvenWhenAsleep } from '../idle-loop';
import { tableRenderer } from '../render-type';
import { cardsReady } from '../../cards/ready';

// Card art and the bundled font load with the table's code (this chunk), not at app start;
// the table paints only once both are there, so no art box or text is drawn without them.
await cardsReady();

export function createOrbsTable(parent: HTMLElement, bridge: OrbsTableBridge): Phaser.Game {
  const game = new Phaser.Game({
    // WebGL on a GPU, Canvas when WebGL would be emulated on the CPU (render-type.ts).
    type: tableRenderer() === 'webgl' ? Phaser.WEBGL : Phaser.CANVAS,
    parent,
    backgroundColor: '#0b2418',
    banner: false,
    audio: { noAudio: true },
    // Keeps the canvas readable by screenshots and tests (WebGL otherwise clears it).
    render: { preserveDrawingBuffer: true },
    // A card table needs no 60 fps; half the frames leave the CPU to the rules and the AI.
    fps: { target: 30, limit: 30 },
    scale: { mode: Phaser.Scale.RESIZE, width: parent.clientWidth || 960, height: parent.clientHeight || 600 },
    scene: new OrbsTableScene(bridge),
  });
  // The scene sleeps its loop when nothing moves; destroy() needs one more step to happen.
  destroyEvenWhenAsleep(game);
  return game;
}
