/** Starts Phaser inside `parent` (loaded on demand, so the menu opens without Phaser). */
import Phaser from 'phaser';
import { TableScene } from './TableScene';
import type { TableBridge } from './bridge';

export function createTable(parent: HTMLElement, bridge: TableBridge, caption: string): Phaser.Game {
  return new Phaser.Game({
    type: Phaser.AUTO,
    parent,
    backgroundColor: '#0b2418',
    banner: false,
    audio: { noAudio: true },
    scale: { mode: Phaser.Scale.RESIZE, width: parent.clientWidth || 960, height: parent.clientHeight || 600 },
    scene: new TableScene(bridge, caption),
  });
}
