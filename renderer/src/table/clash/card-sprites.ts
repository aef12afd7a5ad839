/**
 * The Clash table's cards: where each one goes (places: both hand rows, the lane queues, an
 * incantation over its target), their sprites (an image and its stat gems in a container),
 * moving them there (at once or tweened), and naming the card under the pointer for the zoom.
 */
import type { PlayerId } from '../../../../main/ipc/contract';
import { clashCard } from '../../cards/clash-faces';
import { handRowXs, LANES, laneCentreY, liftOf, ownRowRect, queueXs } from './layout';
import { displayKeywords, lifeOf } from './model';
import {
  backTexture,
  buildingTexture,
  faceTexture,
  minTextAt,
  statGems,
  tintedTexture,
  TEX_H,
  TEX_W,
} from './textures';
import { cardOfKey } from './lookup';
import { listenToCard } from './card-input';
import type { CardSprite, ClashSceneHost, Place } from './scene-host';

export class ClashCardSprites {
  constructor(private readonly s: ClashSceneHost) {}

  private places(): Map<string, Place> {
    const s = this.s;
    const out = new Map<string, Place>();
    const m = s.model;
    const L = s.labels;
    if (!m || !L) return out;
    const g = s.geometry();
    const viewer = m.viewer;
    for (const p of [0, 1] as PlayerId[]) {
      const side = m.sides[p];
      const own = p === viewer;
      // Hand row.
      const w = own ? g.handW : g.oppW;
      const h = own ? g.handH : g.oppH;
      const y = own ? g.ownRowY : g.oppRowY;
      const xs = handRowXs(g, side.row.length, own);
      const life = lifeOf(side);
      side.row.forEach((e, i) => {
        const x = xs[i]!;
        const lifted = own && e.key === s.selected ? -liftOf(g) : 0;
        let tex: string;
        if (e.building) {
          tex = buildingTexture(
            s,
            side.fort ? L.fort : L.bastion,
            life,
            side.fort,
            L.lifeLabel(life),
          );
        } else if (e.card === null) tex = backTexture(s);
        else tex = faceTexture(s, e.card, L.lang, L.face);
        out.set(e.key, { x, y: y + lifted, w, h, tex, gems: [], depth: 100 + i });
      });
      // Lanes.
      for (const lane of LANES) {
        const q = side.lanes[lane];
        const ly = laneCentreY(g, lane);
        const qx = queueXs(g, q.length, own);
        q.forEach((c, i) => {
          const x = qx[i]!;
          out.set(c.key, {
            x,
            y: ly + 6,
            w: g.cardW,
            h: g.cardH,
            tex: faceTexture(
              s,
              c.card,
              L.lang,
              L.face,
              displayKeywords(clashCard(c.card)?.keywords ?? [], c.keywords),
            ),
            gems: statGems(s, c.card, c),
            depth: 50 - i,
          });
        });
      }
    }
    // An incantation hovering over its target.
    const c = m.casting;
    if (c) {
      const t = m.sides[c.target.side].lanes[c.target.lane][c.target.index];
      const tp = t ? out.get(t.key) : undefined;
      out.set(c.key, {
        x: tp ? tp.x : g.cx,
        y: tp ? tp.y - g.cardH * 0.35 : g.H / 2,
        w: g.cardW * 1.1,
        h: g.cardH * 1.1,
        tex: faceTexture(s, c.card, L.lang, L.face),
        gems: [],
        depth: 900,
      });
    }
    return out;
  }

  /** Every card to its place, tweened over `duration` ms (0: at once). */
  relayout(duration: number): void {
    const s = this.s;
    if (s.gone) return;
    s.wake();
    const places = this.places();
    const m = s.model;
    if (m)
      s.hooks.onHandRect?.(
        ownRowRect(s.geometry(), m.sides[m.viewer].row.length, liftOf(s.geometry())),
      );
    let minText: number | null = null;
    let handText: number | null = null;
    const ownHand = new Set(
      m ? m.sides[m.viewer].row.filter((e) => !e.building && e.card).map((e) => e.key) : [],
    );
    for (const [key, p] of places) {
      const px = minTextAt(p.tex, p.w);
      if (px === null) continue;
      if (minText === null || px < minText) minText = px;
      if (ownHand.has(key) && (handText === null || px < handText)) handText = px;
    }
    s.reportMinText(minText, handText);
    for (const [key, sp] of s.sprites) {
      if (!places.has(key)) {
        s.sprites.delete(key);
        s.tweens.killTweensOf(sp.container);
        sp.container.destroy();
      }
    }
    for (const [key, p] of places) {
      let sp = s.sprites.get(key);
      if (!sp) {
        sp = this.createSprite(key, p);
        s.sprites.set(key, sp);
      }
      const tex = sp.tint === undefined ? p.tex : tintedTexture(s, p.tex, sp.tint);
      if (sp.tex !== tex) {
        sp.image.setTexture(tex);
        sp.tex = tex;
      }
      sp.image.setDisplaySize(p.w, p.h);
      sp.image.input?.hitArea.setTo(0, 0, sp.image.width, sp.image.height);
      this.placeGems(sp, p);
      sp.place = p;
      if (s.dragging === key) continue;
      sp.container.setDepth(p.depth);
      s.tweens.killTweensOf(sp.container);
      if (duration <= 0) sp.container.setPosition(p.x, p.y).setScale(1).setAlpha(1);
      else
        s.tweens.add({
          targets: sp.container,
          x: p.x,
          y: p.y,
          scale: 1,
          alpha: 1,
          duration,
          ease: 'Cubic.easeInOut',
        });
    }
  }

  /** Gem images over the face, scaled with it (face-texture pixels → display pixels). */
  private placeGems(sp: CardSprite, p: Place): void {
    const k = p.w / TEX_W;
    p.gems.forEach((g, i) => {
      let img = sp.gems[i];
      if (!img) {
        img = this.s.add.image(0, 0, g.tex).setOrigin(0, 0);
        sp.container.add(img);
        sp.gems.push(img);
      } else if (img.texture.key !== g.tex) img.setTexture(g.tex);
      img.setPosition((g.x - TEX_W / 2) * k, (g.y - TEX_H / 2) * k).setScale(k);
    });
    for (const extra of sp.gems.splice(p.gems.length)) extra.destroy();
  }

  private createSprite(key: string, p: Place): CardSprite {
    const s = this.s;
    const image = s.add.image(0, 0, p.tex).setDisplaySize(p.w, p.h);
    const container = s.add.container(p.x, p.y, [image]).setDepth(p.depth);
    listenToCard(s, image, container);
    const sp: CardSprite = { container, image, gems: [], tex: p.tex, place: p };
    this.placeGems(sp, p);
    image.setData('key', key);
    return sp;
  }

  /**
   * Report the card `key` as hovered (the screen opens its zoom after a rest), where it is drawn
   * now, or at its place (`atPlace`: while it glides back there after a cancelled drag).
   */
  hoverOn(key: string, atPlace = false): void {
    const s = this.s;
    const sp = s.sprites.get(key);
    const c = s.model ? cardOfKey(s.model, key) : null;
    if (sp?.place && c)
      s.hooks.onHover({
        card: c.card,
        keywords: c.keywords,
        x: atPlace ? sp.place.x : sp.container.x,
        y: atPlace ? sp.place.y : sp.container.y,
        w: sp.place.w,
        h: sp.place.h,
      });
  }

  /** A card changed key (a hand card that became a creature): its sprite goes with it. */
  renameSprite(from: string, to: string): void {
    const s = this.s;
    if (s.gone) return;
    const sp = s.sprites.get(from);
    if (!sp || s.sprites.has(to)) return;
    s.sprites.delete(from);
    sp.image.setData('key', to);
    s.sprites.set(to, sp);
  }

  clearSprites(): void {
    for (const sp of this.s.sprites.values()) sp.container.destroy();
    this.s.sprites.clear();
  }
}
