/**
 * The cards on the Orbs table: a face (or back, or a Bench/graveyard tile) as one cached
 * texture from the app's card painter, and a card in play or in hand with its rings (lit,
 * target, selected, hint, attacking), its pose (pose.ts), its spent mark, and its input
 * (hover zoom, click, drag). The smallest text drawn is noted for the text-size reports.
 */
import Phaser from 'phaser';
import type { OrbsCardView, OrbsView } from '../../../../main/ipc/contract';
import {
  CARD_TEX_H,
  CARD_TEX_W,
  minTextAt,
  orbsBackTexture,
  orbsFaceTexture,
  orbsTileTexture,
  paintOrbsTilesWhenIdle,
} from '../../cards/card-textures';
import type { FaceData, Lit } from './bridge';
import { iconMark } from '../core/mark-textures';
import { MARK_ART } from '../../cards/art/art-table';
import { cardPose } from './pose';
import { toCss, turnedBox } from './report';
import { CH, CW, HAND_LIFT } from './layout';
import { HINT_COLOUR } from '../../review/hint-marks';
import { ATTACK, LIT, TARGET } from './colours';
import type { OrbsSceneHost } from './scene-host';

export class OrbsCardSprites {
  constructor(private readonly s: OrbsSceneHost) {}

  /**
   * A card face as one cached texture, painted by the app's one card painter (cards/): keyed
   * by everything drawn (live AP, HP, armour), so a repaint costs nothing.
   */
  faceTexture(face: FaceData, v: OrbsCardView | null): string {
    return orbsFaceTexture(
      this.s,
      face,
      v ? { ap: v.ap, hp: v.hp, currentHp: v.currentHp, armor: v.armor } : null,
    );
  }

  /**
   * The tiles this view's cards may need next, painted in idle time (issue #30): each shown
   * card's graveyard picture and each hand card's Bench tile. Painted inside a render, a new
   * tile was one of the Orbs game's long tasks (a card reaching a graveyard).
   */
  paintAhead(view: OrbsView): void {
    const tiles: Parameters<typeof paintOrbsTilesWhenIdle>[0] = [];
    for (const p of view.players) {
      for (const c of [...(p.hand ?? []), ...p.play, ...(p.bench ?? [])]) {
        const face = this.s.faces[c.cardId];
        if (face) tiles.push({ face, live: null, figures: false });
      }
      for (const c of p.hand ?? []) {
        const face = this.s.faces[c.cardId];
        const live = { ap: c.ap, hp: c.hp, currentHp: c.currentHp, armor: c.armor };
        if (face) tiles.push({ face, live, figures: true });
      }
    }
    paintOrbsTilesWhenIdle(tiles);
  }

  /**
   * A card (face, or back when the face is unknown) as a container around one image. `look`:
   * the compact face (hand, play, the showcase), a Bench tile (picture and an Orb's figures)
   * or a graveyard's top card (picture only): the tiles are too small for words (tile-face.ts).
   */
  cardObject(
    cardId: string | null,
    v: OrbsCardView | null,
    w: number,
    h: number,
    look: 'face' | 'tile' | 'pile' = 'face',
    inHand = false,
  ): Phaser.GameObjects.Container {
    const face = cardId ? this.s.faces[cardId] : undefined;
    const live = v ? { ap: v.ap, hp: v.hp, currentHp: v.currentHp, armor: v.armor } : null;
    const key = !face
      ? orbsBackTexture(this.s)
      : look === 'face'
        ? this.faceTexture(face, v)
        : orbsTileTexture(this.s, face, live, look === 'tile');
    // Every card on the table is held to the text size (the showcase is larger still).
    const px = minTextAt(key, w * this.s.lay.zoom);
    this.s.noteText(px);
    if (inHand && px !== null && (this.s.handText === null || px < this.s.handText))
      this.s.handText = px;
    // Textures are painted at CARD_TEX_W × CARD_TEX_H and scaled, so zoomed cards stay sharp.
    return this.s.add.container(0, 0, [
      this.s.add.image(0, 0, key).setScale(w / CARD_TEX_W, h / CARD_TEX_H),
    ]);
  }

  card(
    c: OrbsCardView,
    x: number,
    y: number,
    w: number,
    h: number,
    lit: Lit,
    inHand = false,
    look: 'face' | 'tile' = 'face',
  ): Phaser.GameObjects.Container {
    const box = this.cardObject(c.cardId, c, w, h, look, inHand);
    const isLit = lit.active.includes(c.id);
    const isTarget = lit.targeting?.cards.includes(c.id) ?? false;
    const pose = cardPose(c);
    const ring = this.s.add.graphics();
    if (pose.glow === 'attack') {
      // A soft red glow outside a firm red edge: seen at a glance, the face left clear.
      for (const [grow, alpha] of [
        [16, 0.12],
        [11, 0.22],
      ] as const)
        ring
          .fillStyle(ATTACK, alpha)
          .fillRoundedRect(-w / 2 - grow, -h / 2 - grow, w + 2 * grow, h + 2 * grow, 12 + grow / 2);
      ring.lineStyle(5, ATTACK, 1).strokeRoundedRect(-w / 2 - 4, -h / 2 - 4, w + 8, h + 8, 9);
    }
    if (isTarget)
      ring.lineStyle(5, TARGET, 1).strokeRoundedRect(-w / 2 - 6, -h / 2 - 6, w + 12, h + 12, 10);
    else if (lit.selected === c.id)
      ring.lineStyle(5, 0xffffff, 1).strokeRoundedRect(-w / 2 - 6, -h / 2 - 6, w + 12, h + 12, 10);
    else if (isLit && !lit.targeting)
      ring.lineStyle(4, LIT, 1).strokeRoundedRect(-w / 2 - 3, -h / 2 - 3, w + 6, h + 6, 8);
    // The hinted move's cards (issue #18): a thick ring outside the others, so both show.
    if (this.s.hintMarks?.cards.includes(c.id)) {
      ring
        .lineStyle(6, HINT_COLOUR, 1)
        .strokeRoundedRect(-w / 2 - 11, -h / 2 - 11, w + 22, h + 22, 13);
      this.s.hintDrawn.push(`card:${c.id}`);
    }
    box.addAt(ring, 0);
    if (!isLit && !isTarget && inHand && this.s.view?.active === this.s.view?.viewer)
      box.setAlpha(0.78);
    if (pose.veil) {
      // Spent: the face a little darker (its words still read) and a moon tag on its corner.
      const veil = this.s.add.graphics();
      veil.fillStyle(0x0b1a12, 0.32).fillRoundedRect(-w / 2, -h / 2, w, h, 6);
      box.add(veil);
      box.add(this.spentTag(w / 2 - 12, -h / 2 + 12));
    }
    if (pose.mark === 'attack') {
      const tag = this.s.add
        .image(0, -h / 2 - 12, iconMark(this.s, MARK_ART.attack, 20, '#ff8f8f'))
        .setOrigin(0.5);
      box.add(tag);
    }
    box.setPosition(x, y);
    box.setAngle(pose.angle);
    if (look === 'face') {
      const b = toCss(turnedBox(x, y, w, h, pose.angle), this.s.lay.zoom, this.s.cssScale());
      const side = c.owner === this.s.owner().me ? 'mine' : 'theirs';
      const zone = inHand ? 'hand' : 'play';
      this.s.reported.push({ id: c.id, side, zone, angle: pose.angle, ...b });
    }
    box.setSize(w, h);
    const unpayable = lit.unpayable?.includes(c.id) ?? false;
    const draggable =
      lit.convertible.includes(c.id) ||
      lit.playable.includes(c.id) ||
      lit.benchable.includes(c.id) ||
      (lit.defends[c.id]?.length ?? 0) > 0 ||
      (lit.aims?.[c.id]?.length ?? 0) > 0 ||
      unpayable;
    box.setInteractive({
      useHandCursor: isLit || isTarget,
      draggable: draggable && !lit.targeting,
    });
    box.setData('id', c.id);
    box.setData('home', { x, y });
    const hoverIn = () => {
      this.s.bridge.emit('card-hover', { id: c.id, cardId: c.cardId });
      if (inHand) box.setY(y - HAND_LIFT);
    };
    // Also called when a drag of this card ends back on it (dragend): no pointerover comes then.
    box.setData('hoverIn', hoverIn);
    box.on('pointerover', () => {
      if (!this.s.dragging) hoverIn();
    });
    box.on('pointerout', () => {
      this.s.bridge.emit('card-hover', { id: null });
      if (inHand && !this.s.dragging) box.setY(y);
    });
    box.on('pointerup', (pointer: Phaser.Input.Pointer) => {
      if (this.s.dragging || !this.s.onCanvas(pointer)) return;
      // Tried a card main lists no payment for: say why nothing happens (the zoom still opens).
      if (unpayable) this.s.drag.showNotice(box);
      this.s.bridge.emit('card-click', { id: c.id, x: pointer.x, y: pointer.y });
    });
    this.s.layer.add(box);
    this.s.sprites.set(c.id, box);
    return box;
  }

  playRow(cards: readonly OrbsCardView[], y: number, lit: Lit): void {
    const xs = this.s.spread(cards.length, CW, 40, this.s.lay.W - 40, 48);
    cards.forEach((c, i) => this.card(c, xs[i]!, y, CW, CH, lit));
  }

  /** A small moon on a dark disc: the mark of a spent (exhausted) Orb. */
  spentTag(x: number, y: number): Phaser.GameObjects.Graphics {
    const g = this.s.add.graphics();
    g.fillStyle(0x1a1208, 0.92).fillCircle(x, y, 11);
    g.lineStyle(2, 0xc9d6cc, 0.9).strokeCircle(x, y, 11);
    g.fillStyle(0xe8e4d4, 1).fillCircle(x - 1, y, 6.5);
    g.fillStyle(0x1a1208, 1).fillCircle(x + 2.5, y - 2, 5.5);
    return g;
  }
}
