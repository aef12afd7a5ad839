/**
 * The Orbs table's board as the scene renders it for each view: the felt and zones, both
 * players' boxes and strips (hand and Bench backs, graveyards, energy), the play rows, the
 * middle band with the phase and the End button, and the viewer's hand. Cards themselves are
 * card-sprites.ts; clicks are reported through the scene's bridge.
 */
import Phaser from 'phaser';
import type { OrbsView, PlayerId } from '../../../../main/ipc/contract';
import { ENERGY_LOOKS as ENERGY_STYLES } from '../../theme/energy-look';
import { CARD_TEX_H, CARD_TEX_W, orbsBackTexture } from '../../cards/card-textures';
import type { Lit, TableLabels } from './bridge';
import { energyMark, iconMark, withoutArrow } from '../core/mark-textures';
import { MARK_ART } from '../../cards/art/art-table';
import { rowRect } from '../core/layout';
import { BACK_H, BACK_W, BENCH_H, BENCH_W, toCanvas } from './layout';
import { HINT_COLOUR } from '../../review/hint-marks';
import { GOLD, GRAVEYARD_COUNT_PX, LIT, TARGET } from './colours';
import type { OrbsSceneHost } from './scene-host';

export class OrbsTableParts {
  constructor(private readonly s: OrbsSceneHost) {}

  /** The felt, both players' strips, the play rows, the middle band and the hand (render). */
  board(view: OrbsView, lit: Lit, labels: TableLabels): void {
    const { me, opp } = this.s.owner();
    const L = this.s.layer;
    const { lay, zone } = this.s; // read once: board() draws one layout
    const g = this.s.add.graphics();
    L.add(g);
    // Felt and zones.
    g.fillStyle(0x0b2f1b, 1).fillRect(0, 0, lay.W, lay.H);
    g.fillStyle(0x14532d, 1).fillRoundedRect(lay.felt.x, lay.felt.y, lay.felt.w, lay.felt.h, 18);
    g.lineStyle(2, GOLD, 0.25).strokeRoundedRect(
      lay.felt.x,
      lay.felt.y,
      lay.felt.w,
      lay.felt.h,
      18,
    );
    g.lineStyle(1, GOLD, 0.35).lineBetween(30, lay.Y.mid, lay.W - 30, lay.Y.mid);
    g.fillStyle(0x000000, 0.22).fillRoundedRect(
      zone.bench.x,
      zone.bench.y,
      zone.bench.width,
      zone.bench.height,
      10,
    );
    g.fillStyle(0x000000, 0.22).fillRoundedRect(
      zone.energy.x,
      zone.energy.y,
      zone.energy.width,
      zone.energy.height,
      10,
    );
    if (lit.convertible.length > 0)
      g.lineStyle(3, LIT, 0.85).strokeRoundedRect(
        zone.energy.x,
        zone.energy.y,
        zone.energy.width,
        zone.energy.height,
        10,
      );
    const small = Math.round(12 * lay.words);
    this.s.texts.label(zone.bench.x + 8, zone.bench.y + 4, labels.bench, small);
    this.s.texts.label(zone.energy.x + 8, zone.energy.y + 4, labels.energy, small);

    // Opponent strip: info, hand backs, Bench backs, graveyard, energy.
    this.playerBox(opp, lay.oppBox.x, lay.oppBox.y, view, labels);
    const oppHand = view.players[opp].handCount;
    const back = (w: number, h: number) =>
      [orbsBackTexture(this.s), w / CARD_TEX_W, h / CARD_TEX_H] as const;
    for (const x of this.s.spread(oppHand, BACK_W, lay.oppHand[0], lay.oppHand[1], 4)) {
      const [key, sx, sy] = back(BACK_W, BACK_H);
      L.add(this.s.add.image(x, lay.Y.oppStrip, key).setScale(sx, sy));
    }
    // Larger words start higher, clear of the card backs below them.
    const capY = 8 - (small - 12);
    this.s.texts.label(lay.oppHand[0], capY, `${labels.hand} ${oppHand}`, small);
    const oppBench = view.players[opp].benchCount;
    for (const x of this.s.spread(oppBench, BACK_W * 0.8, lay.oppBench[0], lay.oppBench[1], 4)) {
      const [key, sx, sy] = back(BACK_W * 0.8, BACK_H * 0.8);
      L.add(this.s.add.image(x, lay.Y.oppStrip + 4, key).setScale(sx, sy));
    }
    this.s.texts.label(lay.oppBench[0], capY, `${labels.bench} ${oppBench}`, small);
    this.graveyard(opp, lay.graveyardX, lay.Y.oppStrip, view, labels);
    this.energy(opp, lay.oppEnergy.x, lay.oppEnergy.y, lay.oppEnergy.w, lay.oppEnergy.h, view);

    // Play areas.
    this.s.cards.playRow(view.players[opp].play, lay.Y.oppPlay, lit);
    this.s.cards.playRow(view.players[me].play, lay.Y.myPlay, lit);

    // Middle band: phase and End button.
    const active = view.players[view.active] ? labels.players[view.active] : '';
    this.s.texts.label(
      40,
      lay.Y.mid - 12,
      `${labels.turn} · ${active} · ${labels.phase}`,
      18,
      '#ffd97a',
      true,
    );
    this.endButton(lit.end);

    // My strip.
    this.playerBox(me, lay.myBox.x, lay.myBox.y, view, labels);
    const bench = view.players[me].bench ?? [];
    const bx = this.s.spread(bench.length, BENCH_W, zone.bench.x + 10, zone.bench.right - 10, 8);
    bench.forEach((c, i) =>
      this.s.cards.card(c, bx[i]!, lay.Y.myStrip + 6, BENCH_W, BENCH_H, lit, false, 'tile'),
    );
    this.graveyard(me, lay.graveyardX, lay.Y.myStrip, view, labels);
    this.energy(me, zone.energy.x + 6, zone.energy.y + 20, zone.energy.width - 12, 66, view);

    // My hand.
    const hand = view.players[me].hand ?? [];
    const { handW, handH } = this.s.lay;
    const hx = this.s.spread(hand.length, handW, lay.hand[0], lay.hand[1], 12);
    const handBox = rowRect(hx, lay.Y.hand, handW, handH);
    this.s.bridge.emit('layout', {
      hand: handBox ? toCanvas(this.s.lay, handBox) : null,
      band: toCanvas(this.s.lay, lay.band),
    });
    hand.forEach((c, i) => this.s.cards.card(c, hx[i]!, lay.Y.hand, handW, handH, lit, true));
    if (view.winner === null && view.active !== me)
      this.s.texts.label(lay.W / 2, lay.Y.mid + 2, labels.waiting, 16, '#c9d6cc', false, 0.5);
  }

  playerBox(p: PlayerId, x: number, y: number, view: OrbsView, labels: TableLabels): void {
    const pl = view.players[p];
    const g = this.s.add.graphics();
    const targetable = this.s.lit?.targeting?.players.includes(p) ?? false;
    g.fillStyle(0x000000, 0.35).fillRoundedRect(x, y, 180, 92, 10);
    g.lineStyle(
      targetable ? 4 : 1,
      targetable ? TARGET : GOLD,
      targetable ? 1 : 0.4,
    ).strokeRoundedRect(x, y, 180, 92, 10);
    if (this.s.hintMarks?.players.includes(p)) {
      g.lineStyle(6, HINT_COLOUR, 1).strokeRoundedRect(x - 6, y - 6, 192, 104, 13);
      this.s.hintDrawn.push(`player:${p}`);
    }
    this.s.layer.add(g);
    this.s.texts.label(
      x + 10,
      y + 6,
      labels.players[p],
      15,
      view.active === p ? '#ffd97a' : '#f6f1e3',
      true,
    );
    // The heart as a picture: the bundled font has no ♥ (mark-textures.ts).
    const hpColour = pl.hp <= 5 ? '#ff8f8f' : '#ffffff';
    this.s.layer.add(
      this.s.add
        .image(x + 22, y + 52, iconMark(this.s, MARK_ART.life, 26, hpColour))
        .setOrigin(0.5),
    );
    this.s.texts.label(x + 40, y + 30, String(pl.hp), 30, hpColour, true);
    this.s.texts.label(x + 104, y + 34, `${labels.deck} ${pl.deckCount}`, 12);
    this.s.texts.label(x + 104, y + 54, `${labels.hand} ${pl.handCount}`, 12);
    this.s.hpAnchors[p].set(x + 50, y + 50);
    const zone = this.s.add
      .zone(x + 90, y + 46, 180, 92)
      .setInteractive({ useHandCursor: targetable });
    zone.on('pointerup', (pointer: Phaser.Input.Pointer) => {
      if (!this.s.dragging && this.s.onCanvas(pointer))
        this.s.bridge.emit('player-click', { player: p });
    });
    this.s.layer.add(zone);
  }

  /**
   * A graveyard: its top card's picture (no words: tile-face.ts) with a count badge, the word
   * under it; resting on it opens the top card's zoom, a click lists the whole pile.
   */
  graveyard(p: PlayerId, x: number, y: number, view: OrbsView, labels: TableLabels): void {
    const gy = view.players[p].graveyard;
    const top = gy[gy.length - 1];
    const w = 56;
    const h = 78;
    let obj: Phaser.GameObjects.Container;
    if (top && this.s.faces[top.cardId])
      obj = this.s.cards.cardObject(top.cardId, top, w, h, 'pile');
    else {
      const g = this.s.add.graphics();
      g.lineStyle(2, GOLD, 0.4).strokeRoundedRect(-w / 2, -h / 2, w, h, 6);
      obj = this.s.add.container(0, 0, [g]);
    }
    // The count on a badge over the pile's corner, as large as the smallest card text allows.
    const badge = { x: w / 2 - 6, y: -h / 2 + 6, r: 13 };
    if (gy.length > 0) {
      const g = this.s.add.graphics();
      g.fillStyle(0x1a1208, 0.92).fillCircle(badge.x, badge.y, badge.r);
      g.lineStyle(2, GOLD, 0.9).strokeCircle(badge.x, badge.y, badge.r);
      obj.add(g);
    }
    obj.setPosition(x, y);
    obj.setSize(w, h).setInteractive({ useHandCursor: true });
    obj.on('pointerup', (pointer: Phaser.Input.Pointer) => {
      if (this.s.onCanvas(pointer)) this.s.bridge.emit('graveyard-click', { player: p });
    });
    if (top) {
      obj.on('pointerover', () => {
        if (!this.s.dragging) this.s.bridge.emit('card-hover', { id: top.id, cardId: top.cardId });
      });
      obj.on('pointerout', () => this.s.bridge.emit('card-hover', { id: null }));
    }
    this.s.layer.add(obj);
    if (gy.length > 0) {
      const px = `${GRAVEYARD_COUNT_PX}px`;
      this.s.texts
        .keptText(x + badge.x, y + badge.y, String(gy.length), px, '#ffffff', true, false)
        .setOrigin(0.5);
      this.s.noteText(GRAVEYARD_COUNT_PX * this.s.lay.zoom);
    }
    this.s.texts
      .keptText(
        x,
        y + h / 2 + 2,
        labels.graveyard,
        `${GRAVEYARD_COUNT_PX}px`,
        '#f6f1e3',
        false,
        true,
      )
      .setOrigin(0.5, 0);
  }

  energy(p: PlayerId, x: number, y: number, w: number, h: number, view: OrbsView): void {
    const pl = view.players[p];
    const slot = w / ENERGY_STYLES.length;
    ENERGY_STYLES.forEach((s, i) => {
      const cx = x + slot * i + slot / 2;
      const cap = pl.capacity[i] ?? 0;
      const now = pl.energy[i] ?? 0;
      const g = this.s.add.graphics();
      const r = Math.min(slot, h) * 0.3;
      g.fillStyle(s.hex, cap > 0 ? 1 : 0.25).fillCircle(cx, y + r, r);
      g.lineStyle(2, now > 0 ? 0xffffff : 0x000000, now > 0 ? 0.9 : 0.5).strokeCircle(cx, y + r, r);
      this.s.layer.add(g);
      this.s.layer.add(
        this.s.add
          .image(cx, y + r, energyMark(this.s, s.colour, Math.round(r * 1.1)))
          .setOrigin(0.5)
          .setAlpha(cap > 0 ? 1 : 0.4),
      );
      this.s.texts
        .keptText(
          cx,
          y + 2 * r + 3,
          `${now}/${cap}`,
          '14px',
          now > 0 ? '#ffffff' : '#c9d6cc',
          true,
          true,
        )
        .setOrigin(0.5, 0);
    });
  }

  endButton(label: string | null): void {
    // Nothing to press and nothing to say (a replay): no empty grey button.
    if (!label && !this.s.labels?.waiting) return;
    const { x, y, w, h } = this.s.lay.endButton;
    const g = this.s.add.graphics();
    g.fillStyle(label ? GOLD : 0x555555, 1).fillRoundedRect(x, y, w, h, 22);
    g.lineStyle(2, 0x000000, 0.5).strokeRoundedRect(x, y, w, h, 22);
    if (label && this.s.hintMarks?.end) {
      g.lineStyle(6, HINT_COLOUR, 1).strokeRoundedRect(x - 6, y - 6, w + 12, h + 12, 26);
      this.s.hintDrawn.push('end');
    }
    this.s.layer.add(g);
    // The label's "→" is drawn as a triangle: the bundled font has no arrows.
    const { text, arrow } = withoutArrow(label ?? this.s.labels?.waiting ?? '');
    const room = arrow ? w - 34 : w - 16;
    const t = this.s.texts
      .keptText(
        x + (arrow ? (w - 14) / 2 : w / 2),
        y + h / 2,
        text,
        '17px',
        label ? '#1a1a1a' : '#dddddd',
        true,
        false,
      )
      .setOrigin(0.5);
    if (t.width > room) t.setScale(room / t.width);
    if (arrow) {
      const ax = t.x + (t.width * t.scaleX) / 2 + 6;
      const ay = y + h / 2;
      g.fillStyle(label ? 0x1a1a1a : 0xdddddd, 1).fillTriangle(ax, ay - 6, ax + 10, ay, ax, ay + 6);
    }
    if (label) {
      const zone = this.s.add
        .zone(x + w / 2, y + h / 2, w, h)
        .setInteractive({ useHandCursor: true });
      zone.on('pointerup', (pointer: Phaser.Input.Pointer) => {
        if (this.s.onCanvas(pointer)) this.s.bridge.emit('end-click', {});
      });
      this.s.layer.add(zone);
    }
  }
}
