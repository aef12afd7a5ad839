/**
 * The one Phaser configuration of both battle tables. The scale manager sizes the canvas
 * from its container (RESIZE: the canvas is the container's size, at every window size and
 * text size) and each table lays itself out from that size; there is no fixed design canvas.
 */
import Phaser from 'phaser';
import { destroyEvenWhenAsleep } from './idle-loop';
import { tableRenderer } from './render-type';

export function tableConfig(
  parent: HTMLElement,
  scene: Phaser.Scene,
): Phaser.Types.Core.GameConfig {
  return {
    // WebGL on a GPU, Canvas when WebGL would be emulated on the CPU (render-type.ts).
    type: tableRenderer() === 'webgl' ? Phaser.WEBGL : Phaser.CANVAS,
    parent,
    backgroundColor: '#0b2418',
    banner: false,
    audio: { noAudio: true },
    // Keys are routed by the Svelte host (so Tab still leaves the canvas and the page's own
    // shortcuts keep working); the scene gets them through its `key()` method.
    input: { keyboard: false },
    // Keeps the canvas readable by screenshots and tests (WebGL otherwise clears it).
    render: { preserveDrawingBuffer: true },
    scale: {
      mode: Phaser.Scale.RESIZE,
      parent,
      width: Math.max(1, parent.clientWidth || 960),
      height: Math.max(1, parent.clientHeight || 600),
    },
    scene,
  };
}

/** Start a table scene inside `parent`. The scene's loop sleeps when still (IdleLoop). */
export function startTable(parent: HTMLElement, scene: Phaser.Scene): Phaser.Game {
  const game = new Phaser.Game(tableConfig(parent, scene));
  destroyEvenWhenAsleep(game);
  return game;
}
