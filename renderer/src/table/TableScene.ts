/**
 * The table screen's Phaser scene. For now: the felt, the rim and a caption; later issues
 * draw each game's board here as a pure view of the engine's per-player view + events.
 */
import Phaser from 'phaser';
import type { TableBridge } from './bridge';

const FELT = 0x14532d;
const FELT_DARK = 0x0b2f1b;
const RIM = 0x5b3a1e;
const RIM_LIGHT = 0x8a5a2b;
const GOLD = '#e8c66a';
/** Segments per ellipse: Phaser's default (32) shows corners on a full-screen table. */
const SMOOTH = 160;

export class TableScene extends Phaser.Scene {
  private graphics!: Phaser.GameObjects.Graphics;
  private caption!: Phaser.GameObjects.Text;
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly bridge: TableBridge,
    private initialCaption: string,
  ) {
    super('table');
  }

  create(): void {
    this.graphics = this.add.graphics();
    this.caption = this.add
      .text(0, 0, this.initialCaption, {
        fontFamily: 'Georgia, "Times New Roman", serif',
        fontSize: '40px',
        color: GOLD,
        align: 'center',
      })
      .setOrigin(0.5)
      .setShadow(0, 3, '#000000', 6, false, true);
    this.unsubscribe = this.bridge.on('set-caption', ({ text }) => this.caption.setText(text));
    this.scale.on('resize', this.layout, this);
    this.events.once('shutdown', () => {
      this.unsubscribe?.();
      this.scale.off('resize', this.layout, this);
    });
    this.layout();
    this.game.events.once('postrender', () => {
      this.bridge.emit('scene-ready', { width: this.scale.width, height: this.scale.height });
    });
  }

  private layout(): void {
    const { width, height } = this.scale;
    const g = this.graphics;
    g.clear();
    g.fillStyle(FELT_DARK, 1).fillRect(0, 0, width, height);
    const cx = width / 2;
    const cy = height / 2;
    const w = Math.max(200, width - 80);
    const h = Math.max(150, height - 80);
    // Wooden rim, then the felt, then a lighter centre for depth.
    g.fillStyle(RIM, 1).fillEllipse(cx, cy, w + 28, h + 28, SMOOTH);
    g.lineStyle(4, RIM_LIGHT, 1).strokeEllipse(cx, cy, w + 20, h + 20, SMOOTH);
    g.fillStyle(FELT, 1).fillEllipse(cx, cy, w, h, SMOOTH);
    g.fillStyle(0x1b6b3a, 0.55).fillEllipse(cx, cy, w * 0.7, h * 0.62, SMOOTH);
    g.lineStyle(2, 0xe8c66a, 0.35).strokeEllipse(cx, cy, w * 0.82, h * 0.76, SMOOTH);
    this.caption.setPosition(cx, cy);
    this.caption.setFontSize(Math.round(Math.min(48, Math.max(24, width / 24))));
  }
}
