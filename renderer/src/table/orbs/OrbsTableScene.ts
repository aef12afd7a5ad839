/**
 * The Orbs battle table (Phaser): a pure view of one player's OrbsView plus an animation
 * queue fed by the engine's events (OrbsEvent). The viewer sits at the bottom.
 *
 * Drawn: both hands (the opponent's face down), both Benches (the opponent's face down),
 * Orbs and objects in play (AP, current HP; attacking and exhausted cards stay upright with a
 * slight tilt and a mark: pose.ts), energy per colour with capacity (palette + symbol), HP,
 * decks, graveyards, the phase and the End button. Input: click a card, drag a hand card onto
 * the energy pool (convert), onto the table (play) or the Bench strip (bench), drag a defender
 * onto an attacker, click a lit target, click a graveyard. The scene only reports what was
 * done; the screen decides which legal action (if any) that is. Feedback as on the Clash
 * table: the targeting arrow, the drop target lit under a dragged card (drop-target.ts), and
 * "Not enough energy" over a hand card main lists no payment for (`lit.unpayable`).
 *
 * Laid out in table units from the canvas size (layout.ts): the camera zooms the units onto
 * the canvas, and a wider canvas gets a wider table.
 */
import Phaser from 'phaser';
import type {
  OrbsCardView,
  OrbsEvent,
  OrbsView,
  PlayerId,
  CardRef,
} from '../../../../main/ipc/contract';
import { ENERGY_LOOKS as ENERGY_STYLES } from '../../theme/energy-look';
import { UI_FONT as FONT } from '../../theme/font-family';
import {
  CARD_TEX_H,
  CARD_TEX_W,
  minTextAt,
  orbsBackTexture,
  orbsFaceTexture,
  orbsTileTexture,
} from '../../cards/card-textures';
import type { FaceData, Lit, OrbsTableBridge, TableLabels } from './bridge';
import { measured } from '../core/text-metrics';
import { energyMark, iconMark, withoutArrow } from '../core/mark-textures';
import { MARK_ART } from '../../cards/art/art-table';
import { drawArrow, TableSceneBase } from '../core/base-scene';
import { rowRect, spread } from '../core/layout';
import { cardPose } from './pose';
import { dropTarget, dropTargetName, unpayableDrop, type DropHit } from './drop-target';
import { toCss, turnedBox, type ReportedCard } from './report';

import {
  BACK_H,
  BACK_W,
  BENCH_H,
  BENCH_W,
  CH,
  CW,
  HAND_LIFT,
  MIN_H,
  MIN_W,
  orbsLayout,
  toCanvas,
  type OrbsLayout,
} from './layout';
import type { Rect } from '../core/layout';
import { HINT_COLOUR, hintName, type OrbsHintMarks } from '../../review/hint-marks';

const GOLD = 0xe8c66a;
const LIT = 0xffd97a;
const TARGET = 0x56b4e9;
const ATTACK = 0xe8453c;
/** The graveyard's count and word, in table units (≥ 11 CSS px at 1280×720, zoom ≈ 0.79). */
const GRAVEYARD_COUNT_PX = 15;

/** A layout rectangle as a Phaser rectangle (contains, right, centre). */
const geom = (r: Rect) => new Phaser.Geom.Rectangle(r.x, r.y, r.w, r.h);

interface Batch {
  events: OrbsEvent[];
  view: OrbsView;
  lit: Lit;
  labels: TableLabels;
}

export class OrbsTableScene extends TableSceneBase {
  private lay: OrbsLayout = orbsLayout(MIN_W, MIN_H);
  private zone = this.zonesOf(this.lay);
  private faces: Record<string, FaceData> = {};
  /** The hinted move's marks (bridge 'hint-marks'), drawn by every render until cleared. */
  private hintMarks: OrbsHintMarks | null = null;
  /** The marks the last render drew from (a change while a batch ends is drawn once it has). */
  private hintRendered: OrbsHintMarks | null = null;
  /** Hint marks drawn by the current render, and what was last reported to the screen. */
  private hintDrawn: string[] = [];
  private hintReported: string | null = null;
  private view: OrbsView | null = null;
  private lit: Lit | null = null;
  private labels: TableLabels | null = null;
  private layer!: Phaser.GameObjects.Container;
  private fx!: Phaser.GameObjects.Container;
  private sprites = new Map<number, Phaser.GameObjects.Container>();
  private hpAnchors: [Phaser.Math.Vector2, Phaser.Math.Vector2] = [
    new Phaser.Math.Vector2(),
    new Phaser.Math.Vector2(),
  ];
  private skipping = false;
  private speed = 1;
  private done = 0;
  private offs: (() => void)[] = [];
  private dragging = false;
  private newerLit: { lit: Lit; labels: TableLabels } | null = null;
  /**
   * The table's words (labels, counts, energy), kept between renders by place. `render`
   * rebuilds the table for every view, and a new Phaser Text costs a canvas, a font
   * measurement and a texture: 40-odd per render, measured at ~100 ms of one task on the
   * loaded 2-core bench box. A kept Text is drawn again only when its words or colour change.
   */
  private texts = new Map<string, { text: Phaser.GameObjects.Text; kind: string }>();
  private textsUsed = new Set<string>();
  /** The smallest card text of the render in progress, in canvas px (reportMinText). */
  private minText: number | null = null;
  /** The same for the viewer's own hand cards only (`data-hand-text`, issue #35 item 6). */
  private handText: number | null = null;
  /** The targeting arrow, redrawn each frame while a target is being chosen. */
  private arrow!: Phaser.GameObjects.Graphics;
  /** The lit drop target under a dragged card (drop-target.ts). */
  private dropFx!: Phaser.GameObjects.Graphics;
  /** "Not enough energy" over a card, while it shows. */
  private notice: Phaser.GameObjects.Text | null = null;
  /** The cards in play as drawn, reported on the canvas for tests (report.ts). */
  private reported: ReportedCard[] = [];

  constructor(private readonly bridge: OrbsTableBridge) {
    super('orbs-table');
  }

  create(): void {
    this.startBase();
    this.layer = this.add.container(0, 0);
    // After the last queued batch: the skip request is spent, the screen may act again.
    this.queue.onChange((settled) => {
      if (!settled) return;
      this.skipping = false;
      this.bridge.emit('idle', { batches: this.done });
    });
    // A batch's last render may come before a hint change, and the queue settles after it.
    this.queue.onChange((settled) => {
      if (settled) this.redrawHint();
    });
    this.fx = this.add.container(0, 0).setDepth(10);
    this.arrow = this.add.graphics().setDepth(20);
    this.dropFx = this.add.graphics().setDepth(5);
    this.offs.push(
      this.bridge.on('faces', ({ faces }) => (this.faces = faces)),
      this.bridge.on('show', ({ view, lit, labels }) => {
        this.finishAll();
        this.render(view, lit, labels);
      }),
      this.bridge.on('animate', (b) => {
        this.newerLit = null;
        void this.queue.run(() => this.playBatch(b));
      }),
      this.bridge.on('lit', ({ lit, labels }) => {
        if (!this.queue.settled || !this.view) {
          // Applied when the animations end (a batch carries the state it was sent with).
          this.newerLit = { lit, labels };
          return;
        }
        this.render(this.view, lit, labels);
      }),
      this.bridge.on('hint-marks', ({ marks }) => {
        this.hintMarks = marks;
        // Drawn now when the table is still; else once the running batch has ended (below).
        this.redrawHint();
      }),
      this.bridge.on('speed', ({ factor }) => (this.speed = factor)),
      this.bridge.on('skip', () => this.finishAll()),
    );
    this.events.once('shutdown', () => {
      this.texts.clear();
      for (const off of this.offs) off();
    });
    this.setupDrag();
    this.layout(this.scale.width, this.scale.height);
    this.offs.push(this.settled.onChange((settled) => this.bridge.emit('settled', { settled })));
    this.game.events.once('postrender', () =>
      this.bridge.emit('scene-ready', { width: this.scale.width, height: this.scale.height }),
    );
  }

  // ---------------------------------------------------------------- layout

  protected layout(width: number, height: number): void {
    this.lay = orbsLayout(width, height, this.textScale);
    this.zone = this.zonesOf(this.lay);
    const cam = this.cameras.main;
    cam.setZoom(this.lay.zoom);
    cam.centerOn(this.lay.W / 2, this.lay.H / 2);
    if (this.view && this.lit && this.labels && this.queue.settled)
      this.render(this.view, this.lit, this.labels);
    this.wake();
  }

  private zonesOf(l: OrbsLayout) {
    return {
      energy: geom(l.zones.energy),
      bench: geom(l.zones.bench),
      play: geom(l.zones.play),
      oppPlay: geom(l.zones.oppPlay),
    };
  }

  protected override moving(): boolean {
    return this.dragging;
  }

  /** While a target is chosen: an arrow from the card to the pointer (world units). */
  override update(): void {
    const g = this.arrow;
    g.clear();
    const lit = this.lit;
    if (!lit?.targeting || lit.selected === null || !this.queue.settled) {
      this.reportData('arrow', '');
      return;
    }
    const src = this.sprites.get(lit.selected);
    const p = this.input.activePointer;
    if (!src || (p.x <= 0 && p.y <= 0)) {
      this.reportData('arrow', '');
      return;
    }
    drawArrow(g, { x: src.x, y: src.y }, { x: p.worldX, y: p.worldY }, 0x56b4e9, 6);
    this.reportData('arrow', String(lit.selected));
  }

  private owner(): { me: PlayerId; opp: PlayerId } {
    const me = this.view?.viewer ?? 0;
    return { me, opp: (1 - me) as PlayerId };
  }

  private spread(n: number, w: number, x0: number, x1: number, gap = 10): number[] {
    return spread(n, w, x0, x1, gap);
  }

  // ---------------------------------------------------------------- drawing

  /**
   * A card face as one cached texture, painted by the app's one card painter (cards/): keyed
   * by everything drawn (live AP, HP, armour), so a repaint costs nothing.
   */
  private faceTexture(face: FaceData, v: OrbsCardView | null): string {
    return orbsFaceTexture(
      this,
      face,
      v ? { ap: v.ap, hp: v.hp, currentHp: v.currentHp, armor: v.armor } : null,
    );
  }

  /**
   * A card (face, or back when the face is unknown) as a container around one image. `look`:
   * the compact face (hand, play, the showcase), a Bench tile (picture and an Orb's figures)
   * or a graveyard's top card (picture only): the tiles are too small for words (tile-face.ts).
   */
  private cardObject(
    cardId: string | null,
    v: OrbsCardView | null,
    w: number,
    h: number,
    look: 'face' | 'tile' | 'pile' = 'face',
    inHand = false,
  ): Phaser.GameObjects.Container {
    const face = cardId ? this.faces[cardId] : undefined;
    const live = v ? { ap: v.ap, hp: v.hp, currentHp: v.currentHp, armor: v.armor } : null;
    const key = !face
      ? orbsBackTexture(this)
      : look === 'face'
        ? this.faceTexture(face, v)
        : orbsTileTexture(this, face, live, look === 'tile');
    // Every card on the table is held to the text size (the showcase is larger still).
    const px = minTextAt(key, w * this.lay.zoom);
    this.noteText(px);
    if (inHand && px !== null && (this.handText === null || px < this.handText)) this.handText = px;
    // Textures are painted at CARD_TEX_W × CARD_TEX_H and scaled, so zoomed cards stay sharp.
    return this.add.container(0, 0, [
      this.add.image(0, 0, key).setScale(w / CARD_TEX_W, h / CARD_TEX_H),
    ]);
  }

  /** A card text of `px` canvas pixels was drawn (null: none): the render's smallest is reported. */
  private noteText(px: number | null): void {
    if (px !== null && (this.minText === null || px < this.minText)) this.minText = px;
  }

  /** Render again when the hint marks changed since the last render and the table is still. */
  private redrawHint(): void {
    if (this.hintMarks === this.hintRendered || !this.queue.settled) return;
    if (this.view && this.lit && this.labels) this.render(this.view, this.lit, this.labels);
  }

  private render(view: OrbsView, lit: Lit, labels: TableLabels): void {
    this.wake();
    this.hintRendered = this.hintMarks;
    this.view = view;
    this.lit = lit;
    this.labels = labels;
    // Kept texts leave the layer first, so that only the rest is destroyed.
    for (const { text } of this.texts.values()) this.layer.remove(text);
    this.layer.removeAll(true);
    this.textsUsed.clear();
    this.sprites.clear();
    this.reported = [];
    this.minText = null;
    this.handText = null;
    this.hintDrawn = [];
    const { me, opp } = this.owner();
    const L = this.layer;
    const g = this.add.graphics();
    L.add(g);
    // Felt and zones.
    g.fillStyle(0x0b2f1b, 1).fillRect(0, 0, this.lay.W, this.lay.H);
    g.fillStyle(0x14532d, 1).fillRoundedRect(
      this.lay.felt.x,
      this.lay.felt.y,
      this.lay.felt.w,
      this.lay.felt.h,
      18,
    );
    g.lineStyle(2, GOLD, 0.25).strokeRoundedRect(
      this.lay.felt.x,
      this.lay.felt.y,
      this.lay.felt.w,
      this.lay.felt.h,
      18,
    );
    g.lineStyle(1, GOLD, 0.35).lineBetween(30, this.lay.Y.mid, this.lay.W - 30, this.lay.Y.mid);
    g.fillStyle(0x000000, 0.22).fillRoundedRect(
      this.zone.bench.x,
      this.zone.bench.y,
      this.zone.bench.width,
      this.zone.bench.height,
      10,
    );
    g.fillStyle(0x000000, 0.22).fillRoundedRect(
      this.zone.energy.x,
      this.zone.energy.y,
      this.zone.energy.width,
      this.zone.energy.height,
      10,
    );
    if (lit.convertible.length > 0)
      g.lineStyle(3, LIT, 0.85).strokeRoundedRect(
        this.zone.energy.x,
        this.zone.energy.y,
        this.zone.energy.width,
        this.zone.energy.height,
        10,
      );
    const small = Math.round(12 * this.lay.words);
    this.label(this.zone.bench.x + 8, this.zone.bench.y + 4, labels.bench, small);
    this.label(this.zone.energy.x + 8, this.zone.energy.y + 4, labels.energy, small);

    // Opponent strip: info, hand backs, Bench backs, graveyard, energy.
    this.playerBox(opp, this.lay.oppBox.x, this.lay.oppBox.y, view, labels);
    const oppHand = view.players[opp].handCount;
    const back = (w: number, h: number) =>
      [orbsBackTexture(this), w / CARD_TEX_W, h / CARD_TEX_H] as const;
    for (const x of this.spread(oppHand, BACK_W, this.lay.oppHand[0], this.lay.oppHand[1], 4)) {
      const [key, sx, sy] = back(BACK_W, BACK_H);
      L.add(this.add.image(x, this.lay.Y.oppStrip, key).setScale(sx, sy));
    }
    // Larger words start higher, clear of the card backs below them.
    const capY = 8 - (small - 12);
    this.label(this.lay.oppHand[0], capY, `${labels.hand} ${oppHand}`, small);
    const oppBench = view.players[opp].benchCount;
    for (const x of this.spread(
      oppBench,
      BACK_W * 0.8,
      this.lay.oppBench[0],
      this.lay.oppBench[1],
      4,
    )) {
      const [key, sx, sy] = back(BACK_W * 0.8, BACK_H * 0.8);
      L.add(this.add.image(x, this.lay.Y.oppStrip + 4, key).setScale(sx, sy));
    }
    this.label(this.lay.oppBench[0], capY, `${labels.bench} ${oppBench}`, small);
    this.graveyard(opp, this.lay.graveyardX, this.lay.Y.oppStrip, view, labels);
    this.energy(
      opp,
      this.lay.oppEnergy.x,
      this.lay.oppEnergy.y,
      this.lay.oppEnergy.w,
      this.lay.oppEnergy.h,
      view,
    );

    // Play areas.
    this.playRow(view.players[opp].play, this.lay.Y.oppPlay, lit);
    this.playRow(view.players[me].play, this.lay.Y.myPlay, lit);

    // Middle band: phase and End button.
    const active = view.players[view.active] ? labels.players[view.active] : '';
    this.label(
      40,
      this.lay.Y.mid - 12,
      `${labels.turn} · ${active} · ${labels.phase}`,
      18,
      '#ffd97a',
      true,
    );
    this.endButton(lit.end);

    // My strip.
    this.playerBox(me, this.lay.myBox.x, this.lay.myBox.y, view, labels);
    const bench = view.players[me].bench ?? [];
    const bx = this.spread(
      bench.length,
      BENCH_W,
      this.zone.bench.x + 10,
      this.zone.bench.right - 10,
      8,
    );
    bench.forEach((c, i) =>
      this.card(c, bx[i]!, this.lay.Y.myStrip + 6, BENCH_W, BENCH_H, lit, false, 'tile'),
    );
    this.graveyard(me, this.lay.graveyardX, this.lay.Y.myStrip, view, labels);
    this.energy(
      me,
      this.zone.energy.x + 6,
      this.zone.energy.y + 20,
      this.zone.energy.width - 12,
      66,
      view,
    );

    // My hand.
    const hand = view.players[me].hand ?? [];
    const { handW, handH } = this.lay;
    const hx = this.spread(hand.length, handW, this.lay.hand[0], this.lay.hand[1], 12);
    const handBox = rowRect(hx, this.lay.Y.hand, handW, handH);
    this.bridge.emit('layout', {
      hand: handBox ? toCanvas(this.lay, handBox) : null,
      band: toCanvas(this.lay, this.lay.band),
    });
    hand.forEach((c, i) => this.card(c, hx[i]!, this.lay.Y.hand, handW, handH, lit, true));
    if (view.winner === null && view.active !== me)
      this.label(this.lay.W / 2, this.lay.Y.mid + 2, labels.waiting, 16, '#c9d6cc', false, 0.5);
    for (const [place, kept] of this.texts) {
      if (this.textsUsed.has(place)) continue;
      kept.text.destroy();
      this.texts.delete(place);
    }
    this.reportMinText(this.minText, this.handText);
    this.reportData('cards', JSON.stringify(this.reported));
    const css = (r: { x: number; y: number; w: number; h: number }) =>
      toCss(r, this.lay.zoom, this.cssScale());
    const z = this.lay.zones;
    this.reportData(
      'zones',
      JSON.stringify({
        energy: css(z.energy),
        bench: css(z.bench),
        play: css(z.play),
        band: css(this.lay.band),
      }),
    );
    const drawn = hintName(this.hintDrawn);
    if (drawn !== this.hintReported) {
      this.hintReported = drawn;
      this.bridge.emit('hint', { drawn });
    }
  }

  /**
   * A text of the table at (x, y), added to the layer: the one kept from the last render at
   * that place when its font is the same (its words and colour updated), else a new one.
   */
  private keptText(
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
    const kept = this.texts.get(place);
    let t: Phaser.GameObjects.Text;
    if (kept && kept.kind === kind && !this.textsUsed.has(place)) {
      t = kept.text;
      if (t.style.color !== color) t.setColor(color);
      t.setText(words).setPosition(x, y).setScale(1).setAlpha(1);
    } else {
      t = this.add.text(
        x,
        y,
        words,
        measured({ fontFamily: FONT, fontSize: size, color, fontStyle: bold ? 'bold' : 'normal' }),
      );
      if (shadow) t.setShadow(0, 1, '#000', 3, false, true);
      if (!this.textsUsed.has(place)) {
        kept?.text.destroy();
        this.texts.set(place, { text: t, kind });
      }
    }
    this.textsUsed.add(place);
    this.layer.add(t);
    return t;
  }

  private label(
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

  private playerBox(p: PlayerId, x: number, y: number, view: OrbsView, labels: TableLabels): void {
    const pl = view.players[p];
    const g = this.add.graphics();
    const targetable = this.lit?.targeting?.players.includes(p) ?? false;
    g.fillStyle(0x000000, 0.35).fillRoundedRect(x, y, 180, 92, 10);
    g.lineStyle(
      targetable ? 4 : 1,
      targetable ? TARGET : GOLD,
      targetable ? 1 : 0.4,
    ).strokeRoundedRect(x, y, 180, 92, 10);
    if (this.hintMarks?.players.includes(p)) {
      g.lineStyle(6, HINT_COLOUR, 1).strokeRoundedRect(x - 6, y - 6, 192, 104, 13);
      this.hintDrawn.push(`player:${p}`);
    }
    this.layer.add(g);
    this.label(
      x + 10,
      y + 6,
      labels.players[p],
      15,
      view.active === p ? '#ffd97a' : '#f6f1e3',
      true,
    );
    // The heart as a picture: the bundled font has no ♥ (mark-textures.ts).
    const hpColour = pl.hp <= 5 ? '#ff8f8f' : '#ffffff';
    this.layer.add(
      this.add.image(x + 22, y + 52, iconMark(this, MARK_ART.life, 26, hpColour)).setOrigin(0.5),
    );
    this.label(x + 40, y + 30, String(pl.hp), 30, hpColour, true);
    this.label(x + 104, y + 34, `${labels.deck} ${pl.deckCount}`, 12);
    this.label(x + 104, y + 54, `${labels.hand} ${pl.handCount}`, 12);
    this.hpAnchors[p].set(x + 50, y + 50);
    const zone = this.add
      .zone(x + 90, y + 46, 180, 92)
      .setInteractive({ useHandCursor: targetable });
    zone.on('pointerup', (pointer: Phaser.Input.Pointer) => {
      if (!this.dragging && this.onCanvas(pointer)) this.bridge.emit('player-click', { player: p });
    });
    this.layer.add(zone);
  }

  /**
   * A graveyard: its top card's picture (no words: tile-face.ts) with a count badge, the word
   * under it; resting on it opens the top card's zoom, a click lists the whole pile.
   */
  private graveyard(p: PlayerId, x: number, y: number, view: OrbsView, labels: TableLabels): void {
    const gy = view.players[p].graveyard;
    const top = gy[gy.length - 1];
    const w = 56;
    const h = 78;
    let obj: Phaser.GameObjects.Container;
    if (top && this.faces[top.cardId]) obj = this.cardObject(top.cardId, top, w, h, 'pile');
    else {
      const g = this.add.graphics();
      g.lineStyle(2, GOLD, 0.4).strokeRoundedRect(-w / 2, -h / 2, w, h, 6);
      obj = this.add.container(0, 0, [g]);
    }
    // The count on a badge over the pile's corner, as large as the smallest card text allows.
    const badge = { x: w / 2 - 6, y: -h / 2 + 6, r: 13 };
    if (gy.length > 0) {
      const g = this.add.graphics();
      g.fillStyle(0x1a1208, 0.92).fillCircle(badge.x, badge.y, badge.r);
      g.lineStyle(2, GOLD, 0.9).strokeCircle(badge.x, badge.y, badge.r);
      obj.add(g);
    }
    obj.setPosition(x, y);
    obj.setSize(w, h).setInteractive({ useHandCursor: true });
    obj.on('pointerup', (pointer: Phaser.Input.Pointer) => {
      if (this.onCanvas(pointer)) this.bridge.emit('graveyard-click', { player: p });
    });
    if (top) {
      obj.on('pointerover', () => {
        if (!this.dragging) this.bridge.emit('card-hover', { id: top.id, cardId: top.cardId });
      });
      obj.on('pointerout', () => this.bridge.emit('card-hover', { id: null }));
    }
    this.layer.add(obj);
    if (gy.length > 0) {
      const px = `${GRAVEYARD_COUNT_PX}px`;
      this.keptText(
        x + badge.x,
        y + badge.y,
        String(gy.length),
        px,
        '#ffffff',
        true,
        false,
      ).setOrigin(0.5);
      this.noteText(GRAVEYARD_COUNT_PX * this.lay.zoom);
    }
    this.keptText(
      x,
      y + h / 2 + 2,
      labels.graveyard,
      `${GRAVEYARD_COUNT_PX}px`,
      '#f6f1e3',
      false,
      true,
    ).setOrigin(0.5, 0);
  }

  private energy(p: PlayerId, x: number, y: number, w: number, h: number, view: OrbsView): void {
    const pl = view.players[p];
    const slot = w / ENERGY_STYLES.length;
    ENERGY_STYLES.forEach((s, i) => {
      const cx = x + slot * i + slot / 2;
      const cap = pl.capacity[i] ?? 0;
      const now = pl.energy[i] ?? 0;
      const g = this.add.graphics();
      const r = Math.min(slot, h) * 0.3;
      g.fillStyle(s.hex, cap > 0 ? 1 : 0.25).fillCircle(cx, y + r, r);
      g.lineStyle(2, now > 0 ? 0xffffff : 0x000000, now > 0 ? 0.9 : 0.5).strokeCircle(cx, y + r, r);
      this.layer.add(g);
      this.layer.add(
        this.add
          .image(cx, y + r, energyMark(this, s.colour, Math.round(r * 1.1)))
          .setOrigin(0.5)
          .setAlpha(cap > 0 ? 1 : 0.4),
      );
      this.keptText(
        cx,
        y + 2 * r + 3,
        `${now}/${cap}`,
        '14px',
        now > 0 ? '#ffffff' : '#c9d6cc',
        true,
        true,
      ).setOrigin(0.5, 0);
    });
  }

  private playRow(cards: readonly OrbsCardView[], y: number, lit: Lit): void {
    const xs = this.spread(cards.length, CW, 40, this.lay.W - 40, 48);
    cards.forEach((c, i) => this.card(c, xs[i]!, y, CW, CH, lit));
  }

  private card(
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
    const ring = this.add.graphics();
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
    if (this.hintMarks?.cards.includes(c.id)) {
      ring
        .lineStyle(6, HINT_COLOUR, 1)
        .strokeRoundedRect(-w / 2 - 11, -h / 2 - 11, w + 22, h + 22, 13);
      this.hintDrawn.push(`card:${c.id}`);
    }
    box.addAt(ring, 0);
    if (!isLit && !isTarget && inHand && this.view?.active === this.view?.viewer)
      box.setAlpha(0.78);
    if (pose.veil) {
      // Spent: the face a little darker (its words still read) and a moon tag on its corner.
      const veil = this.add.graphics();
      veil.fillStyle(0x0b1a12, 0.32).fillRoundedRect(-w / 2, -h / 2, w, h, 6);
      box.add(veil);
      box.add(this.spentTag(w / 2 - 12, -h / 2 + 12));
    }
    if (pose.mark === 'attack') {
      const tag = this.add
        .image(0, -h / 2 - 12, iconMark(this, MARK_ART.attack, 20, '#ff8f8f'))
        .setOrigin(0.5);
      box.add(tag);
    }
    box.setPosition(x, y);
    box.setAngle(pose.angle);
    if (look === 'face') {
      const b = toCss(turnedBox(x, y, w, h, pose.angle), this.lay.zoom, this.cssScale());
      const side = c.owner === this.owner().me ? 'mine' : 'theirs';
      const zone = inHand ? 'hand' : 'play';
      this.reported.push({ id: c.id, side, zone, angle: pose.angle, ...b });
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
      this.bridge.emit('card-hover', { id: c.id, cardId: c.cardId });
      if (inHand) box.setY(y - HAND_LIFT);
    };
    // Also called when a drag of this card ends back on it (dragend): no pointerover comes then.
    box.setData('hoverIn', hoverIn);
    box.on('pointerover', () => {
      if (!this.dragging) hoverIn();
    });
    box.on('pointerout', () => {
      this.bridge.emit('card-hover', { id: null });
      if (inHand && !this.dragging) box.setY(y);
    });
    box.on('pointerup', (pointer: Phaser.Input.Pointer) => {
      if (this.dragging || !this.onCanvas(pointer)) return;
      // Tried a card main lists no payment for: say why nothing happens (the zoom still opens).
      if (unpayable) this.showNotice(box);
      this.bridge.emit('card-click', { id: c.id, x: pointer.x, y: pointer.y });
    });
    this.layer.add(box);
    this.sprites.set(c.id, box);
    return box;
  }

  private endButton(label: string | null): void {
    // Nothing to press and nothing to say (a replay): no empty grey button.
    if (!label && !this.labels?.waiting) return;
    const { x, y, w, h } = this.lay.endButton;
    const g = this.add.graphics();
    g.fillStyle(label ? GOLD : 0x555555, 1).fillRoundedRect(x, y, w, h, 22);
    g.lineStyle(2, 0x000000, 0.5).strokeRoundedRect(x, y, w, h, 22);
    if (label && this.hintMarks?.end) {
      g.lineStyle(6, HINT_COLOUR, 1).strokeRoundedRect(x - 6, y - 6, w + 12, h + 12, 26);
      this.hintDrawn.push('end');
    }
    this.layer.add(g);
    // The label's "→" is drawn as a triangle: the bundled font has no arrows.
    const { text, arrow } = withoutArrow(label ?? this.labels?.waiting ?? '');
    const room = arrow ? w - 34 : w - 16;
    const t = this.keptText(
      x + (arrow ? (w - 14) / 2 : w / 2),
      y + h / 2,
      text,
      '17px',
      label ? '#1a1a1a' : '#dddddd',
      true,
      false,
    ).setOrigin(0.5);
    if (t.width > room) t.setScale(room / t.width);
    if (arrow) {
      const ax = t.x + (t.width * t.scaleX) / 2 + 6;
      const ay = y + h / 2;
      g.fillStyle(label ? 0x1a1a1a : 0xdddddd, 1).fillTriangle(ax, ay - 6, ax + 10, ay, ax, ay + 6);
    }
    if (label) {
      const zone = this.add
        .zone(x + w / 2, y + h / 2, w, h)
        .setInteractive({ useHandCursor: true });
      zone.on('pointerup', (pointer: Phaser.Input.Pointer) => {
        if (this.onCanvas(pointer)) this.bridge.emit('end-click', {});
      });
      this.layer.add(zone);
    }
  }

  // ---------------------------------------------------------------- dragging

  private setupDrag(): void {
    this.input.on('dragstart', (_p: Phaser.Input.Pointer, obj: Phaser.GameObjects.Container) => {
      this.dragging = true;
      // A drag closes the zoom: it must not cover the zones the card can be dropped on.
      this.bridge.emit('card-hover', { id: null });
      this.layer.bringToTop(obj);
      obj.setAngle(0);
    });
    this.input.on(
      'drag',
      (_p: Phaser.Input.Pointer, obj: Phaser.GameObjects.Container, x: number, y: number) => {
        obj.setPosition(x, y);
        this.drawDropTarget(
          obj.getData('id') as number,
          this.hitAt(obj.getData('id') as number, x, y),
        );
      },
    );
    this.input.on('dragend', (pointer: Phaser.Input.Pointer, obj: Phaser.GameObjects.Container) => {
      const id = obj.getData('id') as number;
      const home = obj.getData('home') as { x: number; y: number };
      const hit = this.hitAt(id, obj.x, obj.y);
      const { zone, onCard } = hit;
      this.drawDropTarget(id, null);
      obj.setPosition(home.x, home.y);
      // Let the pointerup of this drag pass before clicks count again.
      this.time.delayedCall(0, () => (this.dragging = false));
      if (this.lit && unpayableDrop(this.lit, id, hit)) this.showNotice(obj);
      else if (zone !== 'none' || onCard !== null)
        this.bridge.emit('drop', { card: id, zone, onCard, x: pointer.x, y: pointer.y });
      else if (this.overHome(obj, home, pointer)) {
        // Dropped back where it came from: the pointer rests on the card again, and the zoom
        // opens after the usual rest (Phaser sends no new pointerover for it).
        (obj.getData('hoverIn') as (() => void) | undefined)?.();
      }
    });
  }

  /**
   * Whether a click ended on the table itself. Phaser hears pointer-ups on the whole window,
   * so a click on the card menu or a prompt drawn over a card would also click that card (a
   * click on "Play Firebolt…" over Clockwork Mouse played the Mouse).
   */
  private onCanvas(pointer: Phaser.Input.Pointer): boolean {
    const up = pointer.upElement as unknown;
    return up === undefined || up === null || up === this.game.canvas;
  }

  /** What lies under a dragged card at (wx, wy): another card of the table, and the zone. */
  private hitAt(id: number, wx: number, wy: number): DropHit {
    let onCard: number | null = null;
    for (const [cid, s] of this.sprites) {
      if (cid === id) continue;
      if (Phaser.Geom.Rectangle.Contains(s.getBounds(), wx, wy)) onCard = cid;
    }
    const zone = this.zone.energy.contains(wx, wy)
      ? 'energy'
      : this.zone.bench.contains(wx, wy)
        ? 'bench'
        : this.zone.play.contains(wx, wy) || this.zone.oppPlay.contains(wx, wy)
          ? 'play'
          : 'none';
    return { zone, onCard };
  }

  /** Light the target that would take the dragged card (none: `hit` null or nothing takes it). */
  private drawDropTarget(id: number, hit: DropHit | null): void {
    const g = this.dropFx;
    g.clear();
    const t = hit && this.lit ? dropTarget(this.lit, id, hit) : null;
    this.reportData('dropTarget', dropTargetName(t));
    if (!t) return;
    const r =
      t.kind === 'zone'
        ? t.zone === 'play'
          ? this.zone.play
          : this.zone[t.zone]
        : this.sprites.get(t.id)?.getBounds();
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
  private showNotice(card: { x: number; y: number }): void {
    const words = this.labels?.notEnoughEnergy;
    if (!words) return;
    this.notice?.destroy();
    const t = this.add
      .text(
        card.x,
        card.y - CH / 2 - 18,
        words,
        measured({ fontFamily: FONT, fontSize: '24px', color: '#ff8f8f', fontStyle: 'bold' }),
      )
      .setOrigin(0.5)
      .setStroke('#000000', 6)
      .setDepth(30);
    // Kept inside the table at its edges.
    const half = t.width / 2 + 8;
    t.setX(Math.max(half, Math.min(this.lay.W - half, t.x)));
    this.notice = t;
    this.reportData('notice', words);
    this.wake(1600);
    this.time.delayedCall(1500, () => {
      if (this.notice !== t) return;
      t.destroy();
      this.notice = null;
      this.reportData('notice', '');
      this.wake();
    });
  }

  /** A small moon on a dark disc: the mark of a spent (exhausted) Orb. */
  private spentTag(x: number, y: number): Phaser.GameObjects.Graphics {
    const g = this.add.graphics();
    g.fillStyle(0x1a1208, 0.92).fillCircle(x, y, 11);
    g.lineStyle(2, 0xc9d6cc, 0.9).strokeCircle(x, y, 11);
    g.fillStyle(0xe8e4d4, 1).fillCircle(x - 1, y, 6.5);
    g.fillStyle(0x1a1208, 1).fillCircle(x + 2.5, y - 2, 5.5);
    return g;
  }

  /** Whether the pointer lies on card `obj` at its home place (a hand card rises on hover). */
  private overHome(
    obj: Phaser.GameObjects.Container,
    home: { x: number; y: number },
    pointer: Phaser.Input.Pointer,
  ): boolean {
    const p = this.cameras.main.getWorldPoint(pointer.x, pointer.y);
    return (
      Math.abs(p.x - home.x) <= obj.width / 2 &&
      p.y >= home.y - obj.height / 2 - 16 &&
      p.y <= home.y + obj.height / 2
    );
  }

  // ---------------------------------------------------------------- animation

  /** One batch of engine events, animated one by one, then the batch's view (queue job). */
  private async playBatch(b: Batch): Promise<void> {
    if (this.gone) return;
    {
      let shown = 0;
      if (this.view && !this.skipping && this.speed > 0) {
        for (const e of b.events) {
          if (this.skipping) break;
          shown++;
          this.bridge.emit('shown', { events: [e] });
          await this.animate(e, b.view);
        }
      }
      if (shown < b.events.length) this.bridge.emit('shown', { events: b.events.slice(shown) });
      this.fx.removeAll(true);
      const newer = this.queue.pending === 0 ? this.newerLit : null;
      this.render(b.view, newer?.lit ?? b.lit, newer?.labels ?? b.labels);
      if (newer) this.newerLit = null;
      this.done++;
    }
  }

  private finishAll(): void {
    if (this.queue.settled) return;
    this.skipping = true;
    this.tweens.killAll();
    this.time.removeAllEvents();
    this.fx.removeAll(true);
    for (const r of this.pendingResolves.splice(0)) r();
  }

  private pendingResolves: (() => void)[] = [];

  private wait(ms: number): Promise<void> {
    const d = ms * this.speed;
    if (d <= 0 || this.skipping) return Promise.resolve();
    return new Promise((resolve) => {
      this.pendingResolves.push(resolve);
      this.time.delayedCall(d, () => {
        const i = this.pendingResolves.indexOf(resolve);
        if (i >= 0) this.pendingResolves.splice(i, 1);
        resolve();
      });
    });
  }

  private tween(config: Phaser.Types.Tweens.TweenBuilderConfig): Promise<void> {
    const duration = (config.duration ?? 300) * this.speed;
    if (duration <= 0 || this.skipping) return Promise.resolve();
    return new Promise((resolve) => {
      this.pendingResolves.push(resolve);
      this.tweens.add({
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
  private floatText(
    x: number,
    y: number,
    text: string,
    color: string,
    size = 30,
    mark?: string,
  ): Promise<void> {
    const words = this.add
      .text(
        0,
        0,
        text,
        measured({ fontFamily: FONT, fontSize: `${size}px`, color, fontStyle: 'bold' }),
      )
      .setOrigin(mark ? 1 : 0.5, 0.5)
      .setStroke('#000000', 5);
    const parts: Phaser.GameObjects.GameObject[] = [words];
    if (mark) {
      words.setX(text ? -2 : size / 2);
      parts.push(this.add.image(text ? 2 : -size / 2, 0, mark).setOrigin(0, 0.5));
    }
    const t = this.add.container(x, y, parts);
    this.fx.add(t);
    return this.tween({
      targets: t,
      y: y - 46,
      alpha: { from: 1, to: 0.2 },
      duration: 700,
      ease: 'Cubic.easeOut',
    });
  }

  private showcase(
    ref: CardRef,
    caption: string | null,
    from?: { x: number; y: number },
  ): Promise<void> {
    const box = this.cardObject(ref.cardId, null, CW * 1.6, CH * 1.6);
    const start = from ?? this.sprites.get(ref.id) ?? { x: this.lay.W / 2, y: this.lay.H / 2 };
    box.setPosition(start.x, start.y).setScale(0.6);
    this.fx.add(box);
    if (caption) {
      const t = this.add
        .text(
          0,
          -CH * 0.8 - 18,
          caption,
          measured({ fontFamily: FONT, fontSize: '26px', color: '#ffd97a', fontStyle: 'bold' }),
        )
        .setOrigin(0.5)
        .setStroke('#000', 6);
      box.add(t);
    }
    return this.tween({
      targets: box,
      x: this.lay.W / 2,
      y: this.lay.Y.mid,
      scale: 1,
      duration: 260,
      ease: 'Back.easeOut',
    })
      .then(() => this.wait(420))
      .then(() => this.tween({ targets: box, alpha: 0, scale: 0.8, duration: 160 }));
  }

  private pos(id: number): { x: number; y: number } | null {
    const s = this.sprites.get(id);
    return s ? { x: s.x, y: s.y } : null;
  }

  private async animate(e: OrbsEvent, _after: OrbsView): Promise<void> {
    const { me } = this.owner();
    const labels = this.labels;
    switch (e.type) {
      case 'drew': {
        const mine = e.player === me;
        const b = this.add
          .image(120, mine ? this.lay.Y.myStrip : this.lay.Y.oppStrip, orbsBackTexture(this))
          .setScale(BACK_W / CARD_TEX_W, BACK_H / CARD_TEX_H);
        this.fx.add(b);
        await this.tween({
          targets: b,
          x: this.lay.W / 2,
          y: mine ? this.lay.Y.hand : this.lay.Y.oppStrip,
          duration: 240,
          ease: 'Quad.easeOut',
        });
        b.destroy();
        return;
      }
      case 'converted': {
        const p = this.pos(e.card.id) ?? {
          x: this.lay.W / 2,
          y: e.player === me ? this.lay.Y.hand : this.lay.Y.oppStrip,
        };
        const box = this.cardObject(e.card.cardId, null, CW, CH);
        box.setPosition(p.x, p.y);
        this.fx.add(box);
        const target =
          e.player === me
            ? { x: this.zone.energy.centerX, y: this.zone.energy.centerY }
            : this.lay.oppEnergyCentre;
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
          energyMark(this, e.colour, 26, ENERGY_STYLES.find((x) => x.colour === e.colour)?.css),
        );
        return;
      }
      case 'played':
        await this.showcase(e.card, null);
        return;
      case 'benched':
        if (e.player !== me) return;
        await this.tween({
          targets: this.sprites.get(e.card.id) ?? [],
          y: this.lay.Y.myStrip,
          scale: 0.65,
          duration: 220,
        });
        return;
      case 'trapRevealed':
        await this.showcase(e.card, labels?.trap ?? 'Trap!', {
          x: e.player === me ? 400 : 630,
          y: e.player === me ? this.lay.Y.myStrip : this.lay.Y.oppStrip,
        });
        return;
      case 'abilityUsed': {
        const s = this.sprites.get(e.card.id);
        if (s) await this.tween({ targets: s, scale: 1.15, yoyo: true, duration: 160 });
        return;
      }
      case 'attackDeclared': {
        const s = this.sprites.get(e.card.id);
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
        const a = this.sprites.get(e.attacker.id);
        const d = this.sprites.get(e.defender.id);
        if (a && d) {
          const ax = a.x;
          const ay = a.y;
          const dx = d.x;
          const dy = d.y;
          this.layer.bringToTop(a);
          this.layer.bringToTop(d);
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
          this.cameras.main.shake(120 * this.speed, 0.004);
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
        const s = this.sprites.get(e.card.id);
        if (s) {
          const to = {
            x: this.lay.graveyardX,
            y: e.owner === me ? this.lay.Y.myStrip : this.lay.Y.oppStrip,
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
          this.sprites.delete(e.card.id);
        }
        return;
      }
      case 'playerDamaged': {
        const p = this.hpAnchors[e.player];
        this.cameras.main.shake(160 * this.speed, 0.006);
        await this.floatText(p.x + 40, p.y, `-${e.amount}`, '#ff6b5e', 38);
        return;
      }
      case 'playerHealed': {
        const p = this.hpAnchors[e.player];
        await this.floatText(p.x + 40, p.y, `+${e.amount}`, '#8ee6a8', 34);
        return;
      }
      case 'tokenCreated':
        await this.showcase(e.card, null);
        return;
      case 'cancelled':
        await this.floatText(
          this.lay.W / 2,
          this.lay.Y.mid,
          '',
          '#ff6b5e',
          60,
          iconMark(this, MARK_ART.cancelled, 60, '#ff6b5e'),
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
            iconMark(this, MARK_ART.attack, 28, '#ffd97a'),
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
