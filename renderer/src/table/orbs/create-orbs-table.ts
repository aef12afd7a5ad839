/** Starts the Orbs table (Phaser) inside `parent`; loaded on demand with the game screen. */
import type Phaser from 'phaser';
import { OrbsTableScene } from './OrbsTableScene';
import type { OrbsTableBridge } from './bridge';
import { startTable } from '../core/phaser-config';
import { cardsReady } from '../../cards/ready';

// Card art and the bundled font load with the table's code (this chunk), not at app start;
// the table paints only once both are there, so no art box or text is drawn without them.
await cardsReady();

export function createOrbsTable(parent: HTMLElement, bridge: OrbsTableBridge): Phaser.Game {
  return startTable(parent, new OrbsTableScene(bridge));
}
