/** Starts the Orbs table (Phaser) inside `parent`; loaded on demand with the game screen. */
import type Phaser from 'phaser';
import { OrbsTableScene } from './OrbsTableScene';
import type { OrbsTableBridge } from './bridge';
import { startTable } from '../core/phaser-config';

export function createOrbsTable(parent: HTMLElement, bridge: OrbsTableBridge): Phaser.Game {
  return startTable(parent, new OrbsTableScene(bridge));
}
