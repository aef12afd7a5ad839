/**
 * Dragging on the Orbs table: a card follows the pointer, the drop target that would take it
 * lights under it (drop-target.ts), and on release the scene reports the drop (the screen maps
 * it onto a legal action) or says "Not enough energy" over a hand card main lists no payment
 * for (`lit.unpayable`).
 */
import Phaser from 'phaser';
import { UI_FONT as FONT } from '../../theme/font-family';
import { measured } from '../core/text-metrics';
import { dropTarget, dropTargetName, unpayableDrop, type DropHit } from './drop-target';
import { CH } from './layout';
import type { OrbsSceneHost } from './scene-host';

export class OrbsDrag {
  constructor(private readonly s: OrbsSceneHost) {}

  setupDrag(): void {
    this.s.input.on('dragstart', (_p: Phaser.Input.Pointer, obj: Phaser.GameObjects.Container) => {
      this.s.dragging = true;
      // A drag closes the zoom: it must not cover the zones the card can be dropped on.
      this.s.bridge.emit('card-hover', { id: null });
      this.s.layer.bringToTop(obj);
      obj.setAngle(0);
    });
    this.s.input.on(
      'drag',
      (_p: Phaser.Input.Pointer, obj: Phaser.GameObjects.Container, x: number, y: number) => {
        obj.setPosition(x, y);
        this.drawDropTarget(
          obj.getData('id') as number,
          this.hitAt(obj.getData('id') as number, x, y),
        );
      },
    );
    this.s.input.on(
      'dragend',
      (pointer: Phaser.Input.Pointer, obj: Phaser.GameObjects.Container) => {
        const id = obj.getData('id') as number;
        const home = obj.getData('home') as { x: number; y: number };
        const hit = this.hitAt(id, obj.x, obj.y);
        const { zone, onCard } = hit;
        this.drawDropTarget(id, null);
        obj.setPosition(home.x, home.y);
        // Let the pointerup of this drag pass before clicks count again.
        this.s.time.delayedCall(0, () => (this.s.dragging = false));
        if (this.s.lit && unpayableDrop(this.s.lit, id, hit)) this.showNotice(obj);
        else if (zone !== 'none' || onCard !== null)
          this.s.bridge.emit('drop', { card: id, zone, onCard, x: pointer.x, y: pointer.y });
        else if (this.overHome(obj, home, pointer)) {
          // Dropped back where it came from: the pointer rests on the card again, and the zoom
          // opens after the usual rest (Phaser sends no new pointerover for it).
          (obj.getData('hoverIn') as (() => void) | undefined)?.();
        }
      },
    );
  }

  /** What lies under a dragged card at (wx, wy): another card of the table, and the zone. */
  hitAt(id: number, wx: number, wy: number): DropHit {
    let onCard: number | null = null;
    for (const [cid, s] of this.s.sprites) {
      if (cid === id) continue;
      if (Phaser.Geom.Rectangle.Contains(s.getBounds(), wx, wy)) onCard = cid;
    }
    const zone = this.s.zone.energy.contains(wx, wy)
      ? 'energy'
      : this.s.zone.bench.contains(wx, wy)
        ? 'bench'
        : this.s.zone.play.contains(wx, wy) || this.s.zone.oppPlay.contains(wx, wy)
          ? 'play'
          : 'none';
    return { zone, onCard };
  }

  /** Light the target that would take the dragged card (none: `hit` null or nothing takes it). */
  drawDropTarget(id: number, hit: DropHit | null): void {
    const g = this.s.dropFx;
    g.clear();
    const t = hit && this.s.lit ? dropTarget(this.s.lit, id, hit) : null;
    this.s.reportData('dropTarget', dropTargetName(t));
    if (!t) return;
    const r =
      t.kind === 'zone'
        ? t.zone === 'play'
          ? this.s.zone.play
          : this.s.zone[t.zone]
        : this.s.sprites.get(t.id)?.getBounds();
    if (!r) return;
    const pad = t.kind === 'card' ? 8 : 0;
    g.fillStyle(0x66bb6a, 0.2).fillRoundedRect(
      r.x - pad,
      r.y - pad,
      r.width + 2 * pad,
      r.height + 2 * pad,
      12,
    );
    g.lineStyle(4, 0x66bb6a, 0.95).strokeRoundedRect(
      r.x - pad,
      r.y - pad,
      r.width + 2 * pad,
      r.height + 2 * pad,
      12,
    );
  }

  /**
   * "Not enough energy" over a hand card the player tried (dragged to play or bench, or
   * clicked) that main lists no payment for. Feedback, not animation: it shows at every speed.
   */
  showNotice(card: { x: number; y: number }): void {
    const words = this.s.labels?.notEnoughEnergy;
    if (!words) return;
    this.s.notice?.destroy();
    const t = this.s.add
      .text(
        card.x,
        card.y - CH / 2 - 18,
        words,
        measured({
          fontFamily: FONT,
          fontSize: '24px',
          color: '#ff8f8f',
          fontStyle: 'bold',
          stroke: '#000000',
          strokeThickness: 6,
        }),
      )
      .setOrigin(0.5)
      .setDepth(30);
    // Kept inside the table at its edges.
    const half = t.width / 2 + 8;
    t.setX(Math.max(half, Math.min(this.s.lay.W - half, t.x)));
    this.s.notice = t;
    this.s.reportData('notice', words);
    this.s.wake(1600);
    this.s.time.delayedCall(1500, () => {
      if (this.s.notice !== t) return;
      t.destroy();
      this.s.notice = null;
      this.s.reportData('notice', '');
      this.s.wake();
    });
  }

  /** Whether the pointer lies on card `obj` at its home place (a hand card rises on hover). */
  overHome(
    obj: Phaser.GameObjects.Container,
    home: { x: number; y: number },
    pointer: Phaser.Input.Pointer,
  ): boolean {
    const p = this.s.cameras.main.getWorldPoint(pointer.x, pointer.y);
    return (
      Math.abs(p.x - home.x) <= obj.width / 2 &&
      p.y >= home.y - obj.height / 2 - 16 &&
      p.y <= home.y + obj.height / 2
    );
  }
}
