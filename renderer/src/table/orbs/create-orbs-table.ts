/** Starts the Orbs table (Phaser) inside `parent`; loaded on demand with the game screen. */
import Phaser from 'phaser';
import { OrbsTableScene } from './OrbsTableScene';
import type { OrbsTableBridge } from './bridge';

export function createOrbsTable(parent: HTMLElement, bridge: OrbsTableBridge): Phaser.Game {
  return new Phaser.Game({
    type: Phaser.AUTO,
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
}
