/**
 * The Orbs table's animations: one engine event (OrbsEvent) at a time, each a promise that
 * ends when its tweens do, scaled by the speed setting and cut short by a skip (`releaseAll`).
 * Events with nothing of their own to show are drawn by the view after the batch.
 */
import Phaser from 'phaser';
import type { CardRef, OrbsEvent, OrbsView } from '../../../../main/ipc/contract';
import { ENERGY_LOOKS as ENERGY_STYLES } from '../../theme/energy-look';
import { UI_FONT as FONT } from '../../theme/font-family';
import { CARD_TEX_H, CARD_TEX_W, orbsBackTexture } from '../../cards/card-textures';
import { measured } from '../core/text-metrics';
import { energyMark, iconMark } from '../core/mark-textures';
import { MARK_ART } from '../../cards/art/art-table';
import { cardPose } from './pose';
import { BACK_H, BACK_W, CH, CW } from './layout';
import type { OrbsSceneHost } from './scene-host';

export class OrbsAnimations {
  constructor(private readonly s: OrbsSceneHost) {}

  /** A skip: every pending wait and tween ends now. */
  releaseAll(): void {
    for (const r of this.pendingResolves.splice(0)) r();
  }

  private pendingResolves: (() => void)[] = [];

  wait(ms: number): Promise<void> {
    const d = ms * this.s.speed;
    if (d <= 0 || this.s.skipping) return Promise.resolve();
    return new Promise((resolve) => {
      this.pendingResolves.push(resolve);
      this.s.time.delayedCall(d, () => {
        const i = this.pendingResolves.indexOf(resolve);
        if (i >= 0) this.pendingResolves.splice(i, 1);
        resolve();
      });
    });
  }

  tween(config: Phaser.Types.Tweens.TweenBuilderConfig): Promise<void> {
    const duration = (config.duration ?? 300) * this.s.speed;
    if (duration <= 0 || this.s.skipping) return Promise.resolve();
    return new Promise((resolve) => {
      this.pendingResolves.push(resolve);
      this.s.tweens.add({
        ...config,
        duration,
        onComplete: () => {
          const i = this.pendingResolves.indexOf(resolve);
          if (i >= 0) this.pendingResolves.splice(i, 1);
          resolve();
        },
      });
    });
  }

  /** A figure rising from (x, y), with a mark picture after it (`mark`: a texture key). */
  floatText(
    x: number,
    y: number,
    text: string,
    color: string,
    size = 30,
    mark?: string,
  ): Promise<void> {
    const words = this.s.add
      .text(
        0,
        0,
        text,
        // The stroke in the style, not setStroke(): setStroke measures the font again, on a
        // canvas of its own (most of a damage number's cost in the app bench's long tasks).
        measured({
          fontFamily: FONT,
          fontSize: `${size}px`,
          color,
          fontStyle: 'bold',
          stroke: '#000000',
          strokeThickness: 5,
        }),
      )
      .setOrigin(mark ? 1 : 0.5, 0.5);
    const parts: Phaser.GameObjects.GameObject[] = [words];
    if (mark) {
      words.setX(text ? -2 : size / 2);
      parts.push(this.s.add.image(text ? 2 : -size / 2, 0, mark).setOrigin(0, 0.5));
    }
    const t = this.s.add.container(x, y, parts);
    this.s.fx.add(t);
    return this.tween({
      targets: t,
      y: y - 46,
      alpha: { from: 1, to: 0.2 },
      duration: 700,
      ease: 'Cubic.easeOut',
    });
  }

  showcase(ref: CardRef, caption: string | null, from?: { x: number; y: number }): Promise<void> {
    const box = this.s.cards.cardObject(ref.cardId, null, CW * 1.6, CH * 1.6);
    const start = from ??
      this.s.sprites.get(ref.id) ?? { x: this.s.lay.W / 2, y: this.s.lay.H / 2 };
    box.setPosition(start.x, start.y).setScale(0.6);
    this.s.fx.add(box);
    if (caption) {
      const t = this.s.add
        .text(
          0,
          -CH * 0.8 - 18,
          caption,
          measured({
            fontFamily: FONT,
            fontSize: '26px',
            color: '#ffd97a',
            fontStyle: 'bold',
            stroke: '#000',
            strokeThickness: 6,
          }),
        )
        .setOrigin(0.5);
      box.add(t);
    }
    return this.tween({
      targets: box,
      x: this.s.lay.W / 2,
      y: this.s.lay.Y.mid,
      scale: 1,
      duration: 260,
      ease: 'Back.easeOut',
    })
      .then(() => this.wait(420))
      .then(() => this.tween({ targets: box, alpha: 0, scale: 0.8, duration: 160 }));
  }

  pos(id: number): { x: number; y: number } | null {
    const s = this.s.sprites.get(id);
    return s ? { x: s.x, y: s.y } : null;
  }

  async animate(e: OrbsEvent, _after: OrbsView): Promise<void> {
    const { me } = this.s.owner();
    const labels = this.s.labels;
    switch (e.type) {
      case 'drew': {
        const mine = e.player === me;
        const b = this.s.add
          .image(120, mine ? this.s.lay.Y.myStrip : this.s.lay.Y.oppStrip, orbsBackTexture(this.s))
          .setScale(BACK_W / CARD_TEX_W, BACK_H / CARD_TEX_H);
        this.s.fx.add(b);
        await this.tween({
          targets: b,
          x: this.s.lay.W / 2,
          y: mine ? this.s.lay.Y.hand : this.s.lay.Y.oppStrip,
          duration: 240,
          ease: 'Quad.easeOut',
        });
        b.destroy();
        return;
      }
      case 'converted': {
        const p = this.pos(e.card.id) ?? {
          x: this.s.lay.W / 2,
          y: e.player === me ? this.s.lay.Y.hand : this.s.lay.Y.oppStrip,
        };
        const box = this.s.cards.cardObject(e.card.cardId, null, CW, CH);
        box.setPosition(p.x, p.y);
        this.s.fx.add(box);
        const target =
          e.player === me
            ? { x: this.s.zone.energy.centerX, y: this.s.zone.energy.centerY }
            : this.s.lay.oppEnergyCentre;
        await this.tween({
          targets: box,
          x: target.x,
          y: target.y,
          scale: 0.3,
          alpha: 0.2,
          duration: 320,
          ease: 'Quad.easeIn',
        });
        await this.floatText(
          target.x,
          target.y,
          '+1',
          '#ffffff',
          26,
          energyMark(this.s, e.colour, 26, ENERGY_STYLES.find((x) => x.colour === e.colour)?.css),
        );
        return;
      }
      case 'played':
        await this.showcase(e.card, null);
        return;
      case 'benched':
        if (e.player !== me) return;
        await this.tween({
          targets: this.s.sprites.get(e.card.id) ?? [],
          y: this.s.lay.Y.myStrip,
          scale: 0.65,
          duration: 220,
        });
        return;
      case 'trapRevealed':
        await this.showcase(e.card, labels?.trap ?? 'Trap!', {
          x: e.player === me ? 400 : 630,
          y: e.player === me ? this.s.lay.Y.myStrip : this.s.lay.Y.oppStrip,
        });
        return;
      case 'abilityUsed': {
        const s = this.s.sprites.get(e.card.id);
        if (s) await this.tween({ targets: s, scale: 1.15, yoyo: true, duration: 160 });
        return;
      }
      case 'attackDeclared': {
        const s = this.s.sprites.get(e.card.id);
        if (s) {
          await this.tween({
            targets: s,
            y: s.y + (e.player === me ? -30 : 30),
            yoyo: true,
            duration: 200,
          });
          await this.tween({
            targets: s,
            angle: cardPose({ attacking: true }).angle,
            duration: 160,
          });
        }
        return;
      }
      case 'battle': {
        const a = this.s.sprites.get(e.attacker.id);
        const d = this.s.sprites.get(e.defender.id);
        if (a && d) {
          const ax = a.x;
          const ay = a.y;
          const dx = d.x;
          const dy = d.y;
          this.s.layer.bringToTop(a);
          this.s.layer.bringToTop(d);
          await Promise.all([
            this.tween({
              targets: a,
              x: (ax + dx) / 2,
              y: (ay + dy) / 2 - 40,
              duration: 220,
              ease: 'Quad.easeIn',
            }),
            this.tween({
              targets: d,
              x: (ax + dx) / 2,
              y: (ay + dy) / 2 + 40,
              duration: 220,
              ease: 'Quad.easeIn',
            }),
          ]);
          this.s.cameras.main.shake(120 * this.s.speed, 0.004);
          await Promise.all([
            this.floatText((ax + dx) / 2, (ay + dy) / 2 - 90, `-${e.toAttacker}`, '#ff6b5e'),
            this.floatText((ax + dx) / 2, (ay + dy) / 2 + 90, `-${e.toDefender}`, '#ff6b5e'),
            this.tween({ targets: a, x: ax, y: ay, duration: 260, delay: 120 }),
            this.tween({ targets: d, x: dx, y: dy, duration: 260, delay: 120 }),
          ]);
        }
        return;
      }
      case 'orbDamaged': {
        const p = this.pos(e.card.id);
        if (p) await this.floatText(p.x, p.y, `-${e.amount}`, '#ff6b5e');
        return;
      }
      case 'orbHealed': {
        const p = this.pos(e.card.id);
        if (p) await this.floatText(p.x, p.y, `+${e.amount}`, '#8ee6a8');
        return;
      }
      case 'destroyed': {
        const s = this.s.sprites.get(e.card.id);
        if (s) {
          const to = {
            x: this.s.lay.graveyardX,
            y: e.owner === me ? this.s.lay.Y.myStrip : this.s.lay.Y.oppStrip,
          };
          await this.tween({ targets: s, alpha: 0.3, angle: s.angle + 30, duration: 160 });
          await this.tween({
            targets: s,
            x: to.x,
            y: to.y,
            scale: 0.5,
            alpha: 0,
            duration: 280,
            ease: 'Quad.easeIn',
          });
          this.s.sprites.delete(e.card.id);
        }
        return;
      }
      case 'playerDamaged': {
        const p = this.s.hpAnchors[e.player];
        this.s.cameras.main.shake(160 * this.s.speed, 0.006);
        await this.floatText(p.x + 40, p.y, `-${e.amount}`, '#ff6b5e', 38);
        return;
      }
      case 'playerHealed': {
        const p = this.s.hpAnchors[e.player];
        await this.floatText(p.x + 40, p.y, `+${e.amount}`, '#8ee6a8', 34);
        return;
      }
      case 'tokenCreated':
        await this.showcase(e.card, null);
        return;
      case 'cancelled':
        await this.floatText(
          this.s.lay.W / 2,
          this.s.lay.Y.mid,
          '',
          '#ff6b5e',
          60,
          iconMark(this.s, MARK_ART.cancelled, 60, '#ff6b5e'),
        );
        return;
      case 'apBuffed': {
        const p = this.pos(e.card.id);
        if (p)
          await this.floatText(
            p.x,
            p.y,
            `+${e.amount}`,
            '#ffd97a',
            30,
            iconMark(this.s, MARK_ART.attack, 28, '#ffd97a'),
          );
        return;
      }
      // No animation of their own: the view after the batch shows them.
      case 'turnStarted':
      case 'phaseChanged':
      case 'energyRegenerated':
      case 'energyLost':
      case 'paid':
      case 'energyGained':
      case 'trapResolved':
      case 'defended':
      case 'exhausted':
      case 'returned':
      case 'discarded':
      case 'milled':
      case 'tokenVanished':
      case 'becameOrb':
      case 'attackOver':
      case 'unexhausted':
      case 'deckedOut':
      case 'gameOver':
        return;
      default:
        e satisfies never; // compile-time: every event type has a case above
        return;
    }
  }
}
