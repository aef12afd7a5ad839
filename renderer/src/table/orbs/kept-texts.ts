/**
 * The Orbs table's words (labels, counts, energy), kept between renders by place. The scene
 * rebuilds the table for every view, and a new Phaser Text costs a canvas, a font measurement
 * and a texture: 40-odd per render, measured at ~100 ms of one task on the loaded 2-core bench
 * box. A kept Text is drawn again only when its words or colour change.
 */
import Phaser from 'phaser';
import { UI_FONT as FONT } from '../../theme/font-family';
import { measured } from '../core/text-metrics';
import type { OrbsSceneHost } from './scene-host';

export class OrbsKeptTexts {
  private byPlace = new Map<string, { text: Phaser.GameObjects.Text; kind: string }>();
  private used = new Set<string>();

  constructor(private readonly s: OrbsSceneHost) {}

  /** The scene shut down. */
  clear(): void {
    this.byPlace.clear();
  }

  /** Before a render: kept texts leave the layer first, so that only the rest is destroyed. */
  clearLayer(): void {
    for (const { text } of this.byPlace.values()) this.s.layer.remove(text);
    this.s.layer.removeAll(true);
    this.used.clear();
  }

  /** After a render: the kept texts no place used this time are destroyed. */
  sweepTexts(): void {
    for (const [place, kept] of this.byPlace) {
      if (this.used.has(place)) continue;
      kept.text.destroy();
      this.byPlace.delete(place);
    }
  }

  /**
   * A text of the table at (x, y), added to the layer: the one kept from the last render at
   * that place when its font is the same (its words and colour updated), else a new one.
   */
  keptText(
    x: number,
    y: number,
    words: string,
    size: string,
    color: string,
    bold: boolean,
    shadow: boolean,
  ): Phaser.GameObjects.Text {
    const place = `${Math.round(x)},${Math.round(y)}`;
    const kind = `${size}|${bold}|${shadow}`;
    const kept = this.byPlace.get(place);
    let t: Phaser.GameObjects.Text;
    if (kept && kept.kind === kind && !this.used.has(place)) {
      t = kept.text;
      if (t.style.color !== color) t.setColor(color);
      t.setText(words).setPosition(x, y).setScale(1).setAlpha(1);
    } else {
      t = this.s.add.text(
        x,
        y,
        words,
        measured({ fontFamily: FONT, fontSize: size, color, fontStyle: bold ? 'bold' : 'normal' }),
      );
      if (shadow) t.setShadow(0, 1, '#000', 3, false, true);
      if (!this.used.has(place)) {
        kept?.text.destroy();
        this.byPlace.set(place, { text: t, kind });
      }
    }
    this.used.add(place);
    this.s.layer.add(t);
    return t;
  }

  label(
    x: number,
    y: number,
    text: string,
    size: number,
    color = '#f6f1e3',
    bold = false,
    originX = 0,
  ): Phaser.GameObjects.Text {
    return this.keptText(x, y, text, `${size}px`, color, bold, true).setOrigin(
      originX,
      originX === 0.5 ? 0.5 : 0,
    );
  }
}
