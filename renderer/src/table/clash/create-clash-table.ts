/** Starts the Clash battle table inside `parent` (imported on demand with Phaser). */
import type Phaser from 'phaser';
import { ClashScene, type SceneHooks } from './ClashScene';
import { startTable } from '../core/phaser-config';

export function createClashTable(parent: HTMLElement, hooks: SceneHooks): { game: Phaser.Game; scene: ClashScene } {
  const scene = new ClashScene(hooks);
  return { game: startTable(parent, scene), scene };
}
