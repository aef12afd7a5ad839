/**
 * The Clash table's animations: a batch of engine events (ClashEvent) played one at a time on
 * the table model (a lunge, the numbers of a hit, a Bastion flipping, a Fort shaking …), each
 * step scaled by the speed setting and cut short by a skip; the batch ends on the view after it.
 */
import type Phaser from 'phaser';
import type { ClashAction, ClashEvent, ClashView } from '../../../../main/ipc/contract';
import { clashCard } from '../../cards/clash-faces';
import { UI_FONT as FONT } from '../../theme/font-family';
import { iconMark } from '../core/mark-textures';
import { measured } from '../core/text-metrics';
import { KEYWORD_ART } from '../../cards/art/art-table';
import { applyEvent } from './model';
import { tintedTexture } from './textures';
import { DUR } from './durations';
import type { SceneLabels } from './scene-hooks';
import type { ClashSceneHost } from './scene-host';

export class ClashAnimations {
  constructor(private readonly s: ClashSceneHost) {}

  async playBatch(
    before: ClashView,
    events: ClashEvent[],
    after: ClashView,
    actions: ClashAction[],
    labels: SceneLabels,
    skipping: () => boolean,
    reached: (i: number) => void,
  ): Promise<void> {
    const s = this.s;
    if (s.gone) return;
    s.skipping = skipping;
    s.busy = true;
    s.wake();
    s.choosing.setSelected(null);
    s.hooks.onHover(null);
    if (!s.model || s.model.viewer !== before.viewer) s.setView(before, [], labels);
    s.labels = labels;
    const m = s.model!;
    const defs = (id: string) => clashCard(id);
    try {
      for (let i = 0; i < events.length; i++) {
        const ev = events[i]!;
        if (s.gone || s.skipping() || s.factor === 0) break;
        reached(i);
        switch (ev.type) {
          case 'attack': {
            await this.lunge(ev);
            break;
          }
          case 'hit':
          case 'protectionUsed': {
            // Splash and Perforation hit at the same moment: play the whole run together.
            let j = i;
            while (
              j < events.length &&
              (events[j]!.type === 'hit' || events[j]!.type === 'protectionUsed')
            ) {
              const e = events[j]!;
              applyEvent(m, e, defs);
              if (e.type === 'hit')
                this.popNumber(e.card, `−${e.amount}`, e.primary ? '#ff5252' : '#ffab40');
              else if (e.type === 'protectionUsed') this.flashProtection(e.card);
              j++;
            }
            i = j - 1;
            reached(i);
            s.cards.relayout(0);
            await this.wait(DUR.hit);
            break;
          }
          case 'destroyed': {
            let j = i;
            while (j < events.length && events[j]!.type === 'destroyed')
              applyEvent(m, events[j++]!, defs);
            i = j - 1;
            reached(i);
            await this.relayoutAndWait(DUR.destroyed);
            break;
          }
          case 'bastionMoved': {
            applyEvent(m, ev, defs);
            this.popNumber(`b${ev.player}`, `−${ev.to - ev.from}`, '#ff5252');
            await this.relayoutAndWait(DUR.bastion);
            break;
          }
          case 'bastionFlipped': {
            await this.flip(`b${ev.player}`, () => applyEvent(m, ev, defs));
            break;
          }
          case 'fortDestroyed': {
            applyEvent(m, ev, defs);
            s.cards.relayout(0);
            await this.shake(`b${ev.player}`);
            break;
          }
          default: {
            const info = applyEvent(m, ev, defs);
            if (info.renamed) s.cards.renameSprite(info.renamed.from, info.renamed.to);
            const d =
              ev.type === 'played'
                ? DUR.played
                : ev.type === 'cast'
                  ? DUR.cast
                  : ev.type === 'moved'
                    ? DUR.moved
                    : ev.type === 'incantationReturned'
                      ? DUR.layout
                      : 0;
            if (d > 0) await this.relayoutAndWait(d);
            else s.cards.relayout(0);
          }
        }
      }
    } finally {
      s.busy = false;
      s.setView(after, actions, labels);
    }
  }

  private wait(base: number): Promise<void> {
    const s = this.s;
    const ms = base * s.factor;
    if (ms <= 0 || s.gone || s.skipping()) return Promise.resolve();
    return new Promise((resolve) => {
      const started = performance.now();
      const tick = () => {
        if (s.gone || s.skipping() || performance.now() - started >= ms) resolve();
        else setTimeout(tick, 30);
      };
      setTimeout(tick, Math.min(ms, 30));
    });
  }

  private async relayoutAndWait(base: number): Promise<void> {
    const d = base * this.s.factor;
    this.s.cards.relayout(d);
    await this.wait(base);
  }

  private async lunge(ev: Extract<ClashEvent, { type: 'attack' }>): Promise<void> {
    const s = this.s;
    if (s.gone) return;
    const sp = s.sprites.get(ev.card);
    if (!sp?.place) return;
    let tx = sp.container.x;
    let ty = sp.container.y;
    const t = ev.target;
    if (t?.kind === 'creature') {
      const ts = s.sprites.get(t.card);
      if (ts) {
        tx = ts.container.x;
        ty = ts.container.y;
      }
    } else if (t?.kind === 'building') {
      const ts = s.sprites.get(`b${t.side}`);
      if (ts) {
        tx = ts.container.x;
        ty = ts.container.y;
      }
    } else {
      // Nothing to attack: a small shrug in place.
      ty = sp.container.y - 12;
    }
    const x0 = sp.place.x;
    const y0 = sp.place.y;
    const k = t ? 0.55 : 1;
    sp.container.setDepth(1200);
    const d = DUR.lunge * s.factor;
    await this.tweenDone(
      {
        targets: sp.container,
        x: x0 + (tx - x0) * k,
        y: y0 + (ty - y0) * k,
        duration: d / 2,
        ease: 'Quad.easeIn',
        yoyo: true,
      },
      d,
    );
    sp.container.setPosition(x0, y0).setDepth(sp.place.depth);
  }

  /**
   * A tween as a promise. It also resolves shortly after its planned length: a tween that is
   * stopped early (a resize relayout, the scene closing) must never stall the animation queue.
   */
  private tweenDone(
    config: Phaser.Types.Tweens.TweenBuilderConfig,
    totalMs: number,
  ): Promise<void> {
    const s = this.s;
    if (s.gone) return Promise.resolve();
    return new Promise<void>((resolve) => {
      let done = false;
      const finish = () => {
        if (!done) {
          done = true;
          resolve();
        }
      };
      s.tweens.add({ ...config, onComplete: finish, onStop: finish });
      s.wake();
      setTimeout(finish, totalMs + 200);
    });
  }

  private popNumber(key: string, text: string, color: string): void {
    const s = this.s;
    if (s.gone) return;
    const sp = s.sprites.get(key);
    if (!sp) return;
    const t = s.add
      .text(
        sp.container.x,
        sp.container.y - 10,
        text,
        // Font metrics measured once per font (core/text-metrics.ts), not per number.
        measured({
          fontFamily: FONT,
          fontSize: '34px',
          fontStyle: 'bold',
          color,
          stroke: '#000000',
          strokeThickness: 6,
        }),
      )
      .setOrigin(0.5)
      .setDepth(2100);
    s.tweens.add({
      targets: t,
      y: t.y - 50,
      alpha: 0,
      scale: 1.3,
      duration: Math.max(1, 900 * s.factor),
      ease: 'Cubic.easeOut',
      onComplete: () => t.destroy(),
    });
    s.wake();
  }

  private flashProtection(key: string): void {
    const s = this.s;
    if (s.gone) return;
    const sp = s.sprites.get(key);
    if (!sp?.place) return;
    const c = s.add
      .circle(sp.container.x, sp.container.y, sp.place.w * 0.6, 0x82b1ff, 0.55)
      .setDepth(2050);
    c.setStrokeStyle(4, 0xe3f2fd, 1);
    // The Protection keyword's own picture (the bundled font has no ◈; mark-textures.ts).
    const label = s.add
      .image(
        sp.container.x,
        sp.container.y,
        iconMark(s, KEYWORD_ART.Protection!, 48, '#e3f2fd', '#0d47a1'),
      )
      .setOrigin(0.5)
      .setDepth(2060);
    s.tweens.add({
      targets: [c, label],
      alpha: 0,
      scale: 1.5,
      duration: Math.max(1, 700 * s.factor),
      onComplete: () => (c.destroy(), label.destroy()),
    });
    s.wake();
  }

  private async flip(key: string, change: () => void): Promise<void> {
    const s = this.s;
    if (s.gone) return;
    const sp = s.sprites.get(key);
    const d = DUR.flip * s.factor;
    if (!sp || d <= 0) {
      change();
      s.cards.relayout(0);
      return;
    }
    await this.tweenDone({ targets: sp.container, scaleX: 0, duration: d / 3 }, d / 3);
    change();
    s.cards.relayout(d / 3);
    sp.container.scaleX = 0;
    await this.tweenDone({ targets: sp.container, scaleX: 1, duration: d / 3 }, d / 3);
    await this.wait(DUR.flip / 3);
  }

  private async shake(key: string): Promise<void> {
    const s = this.s;
    if (s.gone) return;
    const sp = s.sprites.get(key);
    // A red copy of the texture rather than setTint: Phaser's Canvas renderer (used without
    // a GPU, see render-type.ts) ignores tints. It stays red, as a tint would.
    if (sp) {
      sp.tint = 0xff5252;
      sp.tex = tintedTexture(s, sp.tex, sp.tint);
      sp.image.setTexture(sp.tex);
    }
    s.cameras.main.shake(Math.max(1, DUR.fort * s.factor), 0.01);
    s.wake();
    await this.wait(DUR.fort);
  }
}
