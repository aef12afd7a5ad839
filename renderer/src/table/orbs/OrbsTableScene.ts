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
 *
 * This file holds the table's state and wiring (bridge, render, batches); its parts hold one
 * job each and read the state through the scene: kept-texts.ts (the table's words, kept between
 * renders), table-parts.ts (felt, strips, players, graveyards, energy, End button),
 * card-sprites.ts (cards and their rings), drag.ts (dragging, drop targets, "Not enough
 * energy") and animations.ts (one engine event at a time).
 */
import Phaser from 'phaser';
import type { OrbsEvent, OrbsView, PlayerId } from '../../../../main/ipc/contract';
import type { FaceData, Lit, OrbsTableBridge, TableLabels } from './bridge';
import { drawArrow, TableSceneBase } from '../core/base-scene';
import { spread } from '../core/layout';
import { toCss, type ReportedCard } from './report';
import { MIN_H, MIN_W, orbsLayout, type OrbsLayout } from './layout';
import type { Rect } from '../core/layout';
import { hintName, type OrbsHintMarks } from '../../review/hint-marks';
import { OrbsKeptTexts } from './kept-texts';
import { OrbsCardSprites } from './card-sprites';
import { OrbsTableParts } from './table-parts';
import { OrbsDrag } from './drag';
import { OrbsAnimations } from './animations';
import type { OrbsSceneHost, OrbsZones } from './scene-host';

/** A layout rectangle as a Phaser rectangle (contains, right, centre). */
const geom = (r: Rect) => new Phaser.Geom.Rectangle(r.x, r.y, r.w, r.h);

interface Batch {
  events: OrbsEvent[];
  view: OrbsView;
  lit: Lit;
  labels: TableLabels;
}

export class OrbsTableScene extends TableSceneBase implements OrbsSceneHost {
  lay: OrbsLayout = orbsLayout(MIN_W, MIN_H);
  zone = this.zonesOf(this.lay);
  faces: Record<string, FaceData> = {};
  /** The hinted move's marks (bridge 'hint-marks'), drawn by every render until cleared. */
  hintMarks: OrbsHintMarks | null = null;
  /** The marks the last render drew from (a change while a batch ends is drawn once it has). */
  hintRendered: OrbsHintMarks | null = null;
  /** Hint marks drawn by the current render, and what was last reported to the screen. */
  hintDrawn: string[] = [];
  hintReported: string | null = null;
  view: OrbsView | null = null;
  lit: Lit | null = null;
  labels: TableLabels | null = null;
  layer!: Phaser.GameObjects.Container;
  fx!: Phaser.GameObjects.Container;
  sprites = new Map<number, Phaser.GameObjects.Container>();
  hpAnchors: [Phaser.Math.Vector2, Phaser.Math.Vector2] = [
    new Phaser.Math.Vector2(),
    new Phaser.Math.Vector2(),
  ];
  skipping = false;
  speed = 1;
  done = 0;
  offs: (() => void)[] = [];
  dragging = false;
  newerLit: { lit: Lit; labels: TableLabels } | null = null;
  /** The smallest card text of the render in progress, in canvas px (reportMinText). */
  minText: number | null = null;
  /** The same for the viewer's own hand cards only (`data-hand-text`, issue #35 item 6). */
  handText: number | null = null;
  /** The targeting arrow, redrawn each frame while a target is being chosen. */
  arrow!: Phaser.GameObjects.Graphics;
  /** The lit drop target under a dragged card (drop-target.ts). */
  dropFx!: Phaser.GameObjects.Graphics;
  /** "Not enough energy" over a card, while it shows. */
  notice: Phaser.GameObjects.Text | null = null;
  /** The cards in play as drawn, reported on the canvas for tests (report.ts). */
  reported: ReportedCard[] = [];
  /** The table's parts, each one job (files beside this one). */
  readonly texts: OrbsKeptTexts = new OrbsKeptTexts(this);
  readonly cards: OrbsCardSprites = new OrbsCardSprites(this);
  readonly parts: OrbsTableParts = new OrbsTableParts(this);
  readonly drag: OrbsDrag = new OrbsDrag(this);
  readonly anim: OrbsAnimations = new OrbsAnimations(this);

  constructor(readonly bridge: OrbsTableBridge) {
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
    this.drag.setupDrag();
    this.layout(this.scale.width, this.scale.height);
    this.offs.push(this.settled.onChange((settled) => this.bridge.emit('settled', { settled })));
    this.game.events.once('postrender', () =>
      this.bridge.emit('scene-ready', { width: this.scale.width, height: this.scale.height }),
    );
  }

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

  private zonesOf(l: OrbsLayout): OrbsZones {
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

  owner(): { me: PlayerId; opp: PlayerId } {
    const me = this.view?.viewer ?? 0;
    return { me, opp: (1 - me) as PlayerId };
  }

  spread(n: number, w: number, x0: number, x1: number, gap = 10): number[] {
    return spread(n, w, x0, x1, gap);
  }

  /** A card text of `px` canvas pixels was drawn (null: none): the render's smallest is reported. */
  noteText(px: number | null): void {
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
    this.texts.clearLayer();
    this.sprites.clear();
    this.reported = [];
    this.minText = null;
    this.handText = null;
    this.hintDrawn = [];
    this.parts.board(view, lit, labels);
    this.texts.sweepTexts();
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
    this.cards.paintAhead(view);
    const drawn = hintName(this.hintDrawn);
    if (drawn !== this.hintReported) {
      this.hintReported = drawn;
      this.bridge.emit('hint', { drawn });
    }
  }

  /**
   * Whether a click ended on the table itself. Phaser hears pointer-ups on the whole window,
   * so a click on the card menu or a prompt drawn over a card would also click that card (a
   * click on "Play Firebolt…" over Clockwork Mouse played the Mouse).
   */
  onCanvas(pointer: Phaser.Input.Pointer): boolean {
    const up = pointer.upElement as unknown;
    return up === undefined || up === null || up === this.game.canvas;
  }

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
          await this.anim.animate(e, b.view);
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
    this.anim.releaseAll();
  }
}
