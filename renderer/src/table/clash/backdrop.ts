/**
 * The Clash table's backdrop: the felt, the two lanes with their bridges (redrawn only when
 * the canvas size changes), the lane names and side captions (Text objects made once;
 * `setText` re-renders one only when its words change), and the lanes' click zones.
 */
import type Phaser from 'phaser';
import type { ClashLane, PlayerId } from '../../../../main/ipc/contract';
import { UI_FONT as FONT } from '../../theme/font-family';
import { captionSizes, LANES, laneCentreY } from './layout';
import type { ClashSceneHost } from './scene-host';

export class ClashBackdrop {
  private bg!: Phaser.GameObjects.Graphics;
  /** Lane names and the two side captions: made once, re-rendered only when their text changes. */
  private laneTexts!: Record<ClashLane, Phaser.GameObjects.Text>;
  sideTexts!: { opp: Phaser.GameObjects.Text; own: Phaser.GameObjects.Text };
  /** The window's label (Text made once; the overlay places it). */
  windowText!: Phaser.GameObjects.Text;
  /** Size the felt was last drawn for: it is redrawn only when the canvas size changes. */
  private bgSize = '';
  private zones: Record<ClashLane, Phaser.GameObjects.Zone> | null = null;

  constructor(private readonly s: ClashSceneHost) {}

  /** The felt and the captions (first in the scene: they lie under everything else). */
  create(): void {
    const s = this.s;
    this.bg = s.add.graphics().setDepth(-10);
    const caption = (originX: number, originY: number, size: string, color: string) =>
      s.add
        .text(0, 0, '', { fontFamily: FONT, fontSize: size, color })
        .setOrigin(originX, originY)
        .setDepth(-4);
    this.laneTexts = {
      upper: caption(0, 0, '13px', '#e8c66a'),
      lower: caption(0, 0, '13px', '#e8c66a'),
    };
    this.sideTexts = {
      opp: caption(1, 0, '14px', '#f6f1e3'),
      own: caption(1, 1, '14px', '#f6f1e3'),
    };
    this.windowText = caption(0, 0, '12px', '#e8c66a').setDepth(2001);
  }

  /** A click on the viewer's side of a lane chooses that lane for the selected card. */
  createZones(): void {
    const s = this.s;
    const zone = (lane: ClashLane) => {
      const z = s.add.zone(0, 0, 10, 10).setOrigin(0.5).setDepth(-5);
      z.setInteractive({ useHandCursor: true });
      z.on('pointerdown', () => s.choosing.chooseLane(lane));
      return z;
    };
    this.zones = { upper: zone('upper'), lower: zone('lower') };
  }

  draw(): void {
    const s = this.s;
    const g = s.geometry();
    const size = `${g.W}x${g.H}x${s.textScale}`;
    if (size !== this.bgSize) {
      this.bgSize = size;
      // Caption sizes follow the canvas size only (a new font size re-renders a Text's texture).
      const fonts = captionSizes(g, s.textScale);
      for (const lane of LANES) this.laneTexts[lane].setFontSize(fonts.lane);
      this.sideTexts.opp.setFontSize(fonts.side);
      this.sideTexts.own.setFontSize(fonts.side);
      this.windowText.setFontSize(fonts.window);
      const bg = this.bg;
      bg.clear();
      bg.fillStyle(0x0b2418, 1).fillRect(0, 0, g.W, g.H);
      for (const lane of LANES) {
        const y = laneCentreY(g, lane);
        const top = y - g.laneH / 2;
        bg.fillStyle(0x14532d, 1).fillRoundedRect(g.pad, top, g.W - 2 * g.pad, g.laneH, 12);
        bg.lineStyle(2, 0xe8c66a, 0.35).strokeRoundedRect(g.pad, top, g.W - 2 * g.pad, g.laneH, 12);
        // The bridge: planks across a river.
        bg.fillStyle(0x1565c0, 0.55).fillRect(
          g.cx - g.bridgeW / 2 - 8,
          top,
          g.bridgeW + 16,
          g.laneH,
        );
        bg.fillStyle(0x8d6e63, 1).fillRect(
          g.cx - g.bridgeW / 2,
          y - g.laneH * 0.22,
          g.bridgeW,
          g.laneH * 0.44,
        );
        bg.lineStyle(2, 0x4e342e, 1);
        for (let k = 1; k < 5; k++) {
          const x = g.cx - g.bridgeW / 2 + (g.bridgeW * k) / 5;
          bg.lineBetween(x, y - g.laneH * 0.22, x, y + g.laneH * 0.22);
        }
        const z = this.zones?.[lane];
        if (z) {
          const w = g.cx - g.bridgeW / 2 - 8 - g.pad;
          z.setPosition(g.pad + w / 2, y).setSize(w, g.laneH);
          z.input?.hitArea.setTo(0, 0, w, g.laneH);
        }
      }
    }
    const m = s.model;
    const L = s.labels;
    for (const lane of LANES) {
      this.laneTexts[lane]
        .setText(L ? (lane === 'upper' ? L.upper : L.lower) : '')
        .setPosition(g.pad + 10, laneCentreY(g, lane) - g.laneH / 2 + 4);
    }
    const hs = (p: PlayerId) => (m ? m.sides[p].row.filter((e) => !e.building).length : 0);
    const opp = m ? ((1 - m.viewer) as PlayerId) : null;
    this.sideTexts.opp
      .setText(m && L && opp !== null ? L.sideCaption(opp, hs(opp)) : '')
      .setPosition(g.W - g.pad, g.pad - 2);
    this.sideTexts.own
      .setText(m && L ? L.sideCaption(m.viewer, hs(m.viewer)) : '')
      .setPosition(g.W - g.pad, g.H - 4);
  }
}
