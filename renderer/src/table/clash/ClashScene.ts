/**
 * The Clash of Decks battle table (Phaser): a pure view of one player's ClashView plus an
 * animation queue fed by the engine's events. Two lanes with a bridge each (the viewer's
 * queues to the left of the bridges, the opponent's to the right), the opponent's hand row
 * face down at the top, the viewer's hand row at the bottom, each with its Bastion/Fort.
 *
 * Input only ever picks one of the `legalActions` objects it was given and hands it back
 * through `hooks.onAct`; this class never decides what is legal.
 */
import Phaser from 'phaser';
import type { PlayerId } from '../../../../main/ipc/contract';
import type {
  ClashAction,
  ClashEvent,
  ClashKeyword,
  ClashLane,
  ClashView,
} from '../../../../main/ipc/contract';
import type { ClashTextLanguage } from '../../../../main/ipc/contract';
import { clashCard } from '../../cards/clash-faces';
import { drawArrow, TableSceneBase, type TableKey } from '../core/base-scene';
import type { Rect } from '../core/layout';
import {
  clashHintMarks,
  HINT_COLOUR,
  hintName,
  type ClashHintMarks,
} from '../../review/hint-marks';
import {
  captionSizes,
  clashGeometry,
  handRowXs,
  laneCentreY,
  liftOf,
  ownLaneRect,
  ownRowRect,
  queueXs,
  type ClashGeometry,
} from './layout';
import {
  applyEvent,
  displayKeywords,
  lifeOf,
  modelFromView,
  reuseHiddenKeys,
  type CreatureModel,
  type TableModel,
} from './model';
import {
  type TableFaceLabels,
  backTexture,
  buildingTexture,
  faceTexture,
  minTextAt,
  statGems,
  tintedTexture,
  TEX_H,
  TEX_W,
  type GemPlace,
} from './textures';
import { laneLight, refusalOf, stepCursor, type Refusal } from './choosing';
import { UI_FONT } from '../../theme/font-family';
import { iconMark } from '../core/mark-textures';
import { KEYWORD_ART } from '../../cards/art/art-table';

export interface HoverInfo {
  card: string;
  keywords: ClashKeyword[] | null;
  /** Canvas pixels of the hovered card. */
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface SceneHooks {
  onReady(): void;
  onAct(action: ClashAction): void;
  onHover(info: HoverInfo | null): void;
  /** The card waiting for a lane or target, or null. */
  onSelect(card: string | null): void;
  /** The own hand row's box in canvas pixels after each layout (the host exposes it to tests). */
  onHandRect?(rect: Rect): void;
  /** While dragging: the lane lit as the drop lane (null: none), the host exposes it to tests. */
  onDropLane?(lane: ClashLane | null): void;
  /** What the hint marks drawn now name (review/hint-marks.ts hintName), or null (test hook). */
  onHint?(drawn: string | null): void;
  /**
   * The player tried a card main offers no play of (click, Enter or drag): why, and where the
   * card is (canvas pixels), for the host to say so beside it.
   */
  onRefused?(refusal: Refusal, at: { x: number; y: number }, card: string): void;
}

export interface SceneLabels {
  lang: ClashTextLanguage;
  face: TableFaceLabels;
  bastion: string;
  fort: string;
  lifeLabel: (n: number) => string;
  upper: string;
  lower: string;
  /** Name + hand size caption per player. */
  sideCaption: (p: PlayerId, handSize: number) => string;
  /** Label of the window (the viewer's 4 leftmost cards, rules §5.5). */
  window?: string;
}

interface Place {
  x: number;
  y: number;
  w: number;
  h: number;
  tex: string;
  /** Live numbers drawn over the face (damage, attack bonus). */
  gems: GemPlace[];
  depth: number;
}

interface CardSprite {
  container: Phaser.GameObjects.Container;
  image: Phaser.GameObjects.Image;
  gems: Phaser.GameObjects.Image[];
  tex: string;
  place: Place | null;
  /** Drawn tinted from now on (a destroyed Fort). */
  tint?: number;
}

type Focusable =
  | { kind: 'card'; key: string }
  | { kind: 'lane'; lane: ClashLane }
  | { kind: 'target'; key: string };

const FONT = UI_FONT;
const LANES: ClashLane[] = ['upper', 'lower'];

/** Base durations (ms at normal speed) of each kind of step. */
const DUR = {
  layout: 320,
  played: 420,
  cast: 460,
  moved: 360,
  lunge: 300,
  hit: 480,
  destroyed: 520,
  bastion: 480,
  flip: 520,
  fort: 700,
  snap: 220,
} as const;

export class ClashScene extends TableSceneBase {
  private model: TableModel | null = null;
  private view: ClashView | null = null;
  private actions: ClashAction[] = [];
  private labels: SceneLabels | null = null;
  private sprites = new Map<string, CardSprite>();
  private bg!: Phaser.GameObjects.Graphics;
  private overlay!: Phaser.GameObjects.Graphics;
  /** Lane names and the two side captions: made once, re-rendered only when their text changes. */
  private laneTexts!: Record<ClashLane, Phaser.GameObjects.Text>;
  private sideTexts!: { opp: Phaser.GameObjects.Text; own: Phaser.GameObjects.Text };
  /** Size the felt was last drawn for: it is redrawn only when the canvas size changes. */
  private bgSize = '';
  private zones: Record<ClashLane, Phaser.GameObjects.Zone> | null = null;
  private selected: string | null = null;
  private focus: Focusable | null = null;
  /** The keyboard drives the table (since its last blur): its cursor must survive a play. */
  private keyboardUsed = false;
  /** After a keyboard play: the hand position the cursor returns to once the new view is shown. */
  private keyboardHome: number | null = null;
  /** Where the focus sits in the list of focusable things (for keyboardHome). */
  private focusIndex = 0;
  private busy = false;
  private factor = 1;
  private skipping: () => boolean = () => false;
  private dragging: string | null = null;
  /** While dragging: the legal lane under the pointer (the one a drop would choose). */
  private dragLane: ClashLane | null = null;
  /** The window's label (Text made once). */
  private windowText!: Phaser.GameObjects.Text;
  private cardW = 90;
  private cardH = 126;
  /** The move a hint named (issue #18), drawn in the hint colour until cleared. */
  private hint: ClashHintMarks | null = null;
  private hintDrawn: string | null = null;

  constructor(private readonly hooks: SceneHooks) {
    super('clash-battle');
  }

  create(): void {
    this.startBase();
    this.bg = this.add.graphics().setDepth(-10);
    const caption = (originX: number, originY: number, size: string, color: string) =>
      this.add
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
    this.overlay = this.add.graphics().setDepth(2000);
    const zone = (lane: ClashLane) => {
      const z = this.add.zone(0, 0, 10, 10).setOrigin(0.5).setDepth(-5);
      z.setInteractive({ useHandCursor: true });
      z.on('pointerdown', () => this.chooseLane(lane));
      return z;
    };
    this.zones = { upper: zone('upper'), lower: zone('lower') };
    this.input.on(
      'pointerdown',
      (_p: Phaser.Input.Pointer, over: Phaser.GameObjects.GameObject[]) => {
        if (over.length === 0 && this.selected) this.cancel();
      },
    );
    // A mouse that moves takes over from the keyboard cursor: the zoom then names what is under
    // the pointer (a card or nothing), never the card the keyboard left focused elsewhere.
    // Only a move that moves: the browser also sends a move event to a resting mouse when what
    // lies under it changes (a dialog closing over the table), which must not drop the cursor.
    this.input.on('pointermove', (p: Phaser.Input.Pointer) => {
      if (p.x === p.prevPosition.x && p.y === p.prevPosition.y) return;
      if (this.focus === null && !this.keyboardUsed) return;
      this.focus = null;
      this.keyboardUsed = false;
      this.keyboardHome = null;
      if (!this.dragging) this.hooks.onHover(null);
      this.wake();
    });
    this.game.events.once('postrender', () => this.hooks.onReady());
  }

  protected layout(): void {
    this.drawBackground();
    this.relayout(0);
  }

  protected override moving(): boolean {
    return this.busy || this.dragging !== null;
  }

  /** A new view is on its way (its faces are being painted): not settled until it is shown. */
  expectView(): void {
    this.settled.stir();
  }

  override update(): void {
    this.drawOverlay();
  }

  // ------------------------------------------------------------------ public API

  /** Show a view (no animation beyond a short settle) with the actions the viewer may take. */
  setView(view: ClashView, actions: ClashAction[], labels: SceneLabels): void {
    if (this.gone) return;
    const prev = this.model;
    this.view = view;
    this.labels = labels;
    this.actions = actions;
    const next = modelFromView(view);
    if (prev && prev.viewer === next.viewer) reuseHiddenKeys(prev, next);
    this.model = next;
    if (this.selected && !this.actions.some((a) => a.type === 'play' && a.card === this.selected))
      this.setSelected(null);
    if (prev && prev.viewer !== next.viewer) this.clearSprites();
    this.drawBackground();
    this.relayout(prev && prev.viewer === next.viewer ? DUR.snap * this.factor : 0);
    this.fixFocus();
    this.wake();
  }

  setSpeed(factor: number): void {
    this.factor = factor;
  }

  /** Mark a hinted move on the table (its card, and its lane or target), or clear the marks. */
  setHint(action: ClashAction | null): void {
    this.hint = clashHintMarks(action);
    this.wake();
  }

  /** Play the events from `before` to `after`; resolves when done (or at once when skipped). */
  animate(
    before: ClashView,
    events: ClashEvent[],
    after: ClashView,
    actions: ClashAction[],
    labels: SceneLabels,
    skipping: () => boolean,
    reached: (i: number) => void = () => undefined,
  ): Promise<void> {
    // One batch at a time, in the order the engine sent them (the base scene's queue).
    return this.queue.run(() =>
      this.playBatch(before, events, after, actions, labels, skipping, reached),
    );
  }

  private async playBatch(
    before: ClashView,
    events: ClashEvent[],
    after: ClashView,
    actions: ClashAction[],
    labels: SceneLabels,
    skipping: () => boolean,
    reached: (i: number) => void,
  ): Promise<void> {
    if (this.gone) return;
    this.skipping = skipping;
    this.busy = true;
    this.wake();
    this.setSelected(null);
    this.hooks.onHover(null);
    if (!this.model || this.model.viewer !== before.viewer) this.setView(before, [], labels);
    this.labels = labels;
    const m = this.model!;
    const defs = (id: string) => clashCard(id);
    try {
      for (let i = 0; i < events.length; i++) {
        const ev = events[i]!;
        if (this.gone || this.skipping() || this.factor === 0) break;
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
            this.relayout(0);
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
            this.relayout(0);
            await this.shake(`b${ev.player}`);
            break;
          }
          default: {
            const info = applyEvent(m, ev, defs);
            if (info.renamed) this.renameSprite(info.renamed.from, info.renamed.to);
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
            else this.relayout(0);
          }
        }
      }
    } finally {
      this.busy = false;
      this.setView(after, actions, labels);
    }
  }

  /** Keyboard: arrows move the focus, Enter chooses, Escape cancels, A = assault. */
  override key(k: TableKey): void {
    if (k === 'end') k = 'assault';
    this.keyboardUsed = true;
    if (k === 'escape') {
      this.cancel();
      return;
    }
    if (k === 'assault') {
      const a = this.actions.find((x) => x.type === 'assault');
      if (a && !this.busy) this.hooks.onAct(a);
      return;
    }
    const list = this.focusables();
    if (list.length === 0) return;
    const at = this.focus ? list.findIndex((f) => sameFocus(f, this.focus!)) : -1;
    if (k === 'next' || k === 'prev' || k === 'up' || k === 'down') {
      this.setFocus(list[stepCursor(list.length, at, k)]!);
      return;
    }
    const f = this.focus;
    if (!f || at < 0) return;
    if (f.kind === 'card') this.pickCard(f.key);
    else if (f.kind === 'lane') this.chooseLane(f.lane);
    else this.chooseTarget(f.key);
  }

  /** Keyboard focus left the canvas. */
  blur(): void {
    this.focus = null;
    this.keyboardUsed = false;
    this.keyboardHome = null;
    this.hooks.onHover(null);
    this.wake();
  }

  focusFirst(): void {
    if (!this.focus) {
      const list = this.focusables();
      // The ring only: focus given back by the app (after a button, the hand-off) must not
      // open the zoom over the table; the zoom follows once a key moves the cursor.
      if (list[0]) this.setFocus(list[0], false);
    }
  }

  cancel(): void {
    if (this.selected) {
      const card = this.selected;
      this.setSelected(null);
      this.relayout(DUR.snap * this.factor);
      this.setFocus({ kind: 'card', key: card });
    }
  }

  // ------------------------------------------------------------------ choosing

  private playsOf(card: string): Extract<ClashAction, { type: 'play' }>[] {
    if (this.busy) return [];
    return this.actions.filter(
      (a): a is Extract<ClashAction, { type: 'play' }> => a.type === 'play' && a.card === card,
    );
  }

  private laneAction(lane: ClashLane): ClashAction | undefined {
    if (!this.selected) return undefined;
    return this.playsOf(this.selected).find((a) => 'lane' in a && a.lane === lane);
  }

  private targetAction(key: string): ClashAction | undefined {
    if (!this.selected || !this.model) return undefined;
    const at = this.creaturePlace(key);
    if (!at) return undefined;
    return this.playsOf(this.selected).find(
      (a) =>
        'target' in a &&
        a.target.side === at.side &&
        a.target.lane === at.lane &&
        a.target.index === at.index,
    );
  }

  private pickCard(key: string): void {
    if (this.playsOf(key).length === 0) {
      this.refuse(key);
      return;
    }
    if (this.selected === key) {
      this.cancel();
      return;
    }
    this.setSelected(key);
    this.relayout(DUR.snap * this.factor);
    const first = this.focusables()[0];
    if (first) this.setFocus(first);
  }

  /** Tell why a card of the viewer's hand that main offers no play of does nothing. */
  private refuse(key: string): void {
    const m = this.model;
    const c = this.cardOfKey(key);
    const s = this.sprites.get(key);
    if (!m || !c || !s) return;
    const why = refusalOf(
      false,
      !this.busy && this.actions.length > 0,
      clashCard(c.card)?.cost ?? null,
      m.sides[m.viewer].mana,
    );
    if (why)
      this.hooks.onRefused?.(
        why,
        {
          x: s.container.x,
          y: s.container.y - (s.place?.h ?? 0) / 2,
        },
        c.card,
      );
  }

  private chooseLane(lane: ClashLane): void {
    const a = this.laneAction(lane);
    if (a) this.commit(a);
  }

  private chooseTarget(key: string): void {
    const a = this.targetAction(key);
    if (a) this.commit(a);
  }

  private commit(a: ClashAction): void {
    if (this.keyboardUsed && this.selected && this.model) {
      const row = this.model.sides[this.model.viewer].row.filter(
        (e) => !e.building && e.card !== null,
      );
      this.keyboardHome = Math.max(
        0,
        row.findIndex((e) => e.key === this.selected),
      );
    }
    this.setSelected(null);
    this.focus = null;
    this.wake();
    this.hooks.onHover(null);
    this.hooks.onAct(a);
  }

  private setSelected(card: string | null): void {
    if (this.selected === card) return;
    this.selected = card;
    this.hooks.onSelect(card);
    this.wake();
  }

  private focusables(): Focusable[] {
    const m = this.model;
    if (!m) return [];
    if (this.selected) {
      const out: Focusable[] = [];
      for (const lane of LANES) if (this.laneAction(lane)) out.push({ kind: 'lane', lane });
      for (const p of [0, 1] as PlayerId[])
        for (const lane of LANES)
          for (const c of m.sides[p].lanes[lane])
            if (this.targetAction(c.key)) out.push({ kind: 'target', key: c.key });
      return out;
    }
    return m.sides[m.viewer].row
      .filter((e) => !e.building && e.card !== null)
      .map((e) => ({ kind: 'card', key: e.key }) as Focusable);
  }

  private setFocus(f: Focusable, zoom = true): void {
    this.focus = f;
    this.focusIndex = Math.max(
      0,
      this.focusables().findIndex((x) => sameFocus(x, f)),
    );
    this.wake();
    if (f.kind === 'lane' || !zoom) {
      this.hooks.onHover(null);
      return;
    }
    this.hoverOn(f.key, true);
  }

  private fixFocus(): void {
    const list = this.focusables();
    if (this.focus && list.some((f) => sameFocus(f, this.focus!))) return;
    // The keyboard cursor survives a view change (a play, a turn): it moves to the card now at
    // the same place instead of vanishing, once nothing is animating any more.
    if (this.focus && this.keyboardUsed) this.keyboardHome ??= this.focusIndex;
    this.focus = null;
    if (this.keyboardHome !== null && !this.busy && list.length > 0) {
      this.setFocus(list[Math.min(this.keyboardHome, list.length - 1)]!);
      this.keyboardHome = null;
    }
  }

  // ------------------------------------------------------------------ layout

  private geometry(): ClashGeometry {
    return clashGeometry(this.scale.width, this.scale.height, this.textScale);
  }

  private laneY(lane: ClashLane): number {
    return laneCentreY(this.geometry(), lane);
  }

  /**
   * The felt, lanes and bridges (redrawn only when the canvas size changes) and the captions
   * (Text objects made once; `setText` re-renders one only when its words change).
   */
  private drawBackground(): void {
    const g = this.geometry();
    const size = `${g.W}x${g.H}x${this.textScale}`;
    if (size !== this.bgSize) {
      this.bgSize = size;
      // Caption sizes follow the canvas size only (a new font size re-renders a Text's texture).
      const fonts = captionSizes(g, this.textScale);
      for (const lane of LANES) this.laneTexts[lane].setFontSize(fonts.lane);
      this.sideTexts.opp.setFontSize(fonts.side);
      this.sideTexts.own.setFontSize(fonts.side);
      this.windowText.setFontSize(fonts.window);
      const bg = this.bg;
      bg.clear();
      bg.fillStyle(0x0b2418, 1).fillRect(0, 0, g.W, g.H);
      for (const lane of LANES) {
        const y = this.laneY(lane);
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
    const m = this.model;
    const L = this.labels;
    for (const lane of LANES) {
      this.laneTexts[lane]
        .setText(L ? (lane === 'upper' ? L.upper : L.lower) : '')
        .setPosition(g.pad + 10, this.laneY(lane) - g.laneH / 2 + 4);
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

  private places(): Map<string, Place> {
    const out = new Map<string, Place>();
    const m = this.model;
    const L = this.labels;
    if (!m || !L) return out;
    const g = this.geometry();
    this.cardW = g.cardW;
    this.cardH = g.cardH;
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
        const lifted = own && e.key === this.selected ? -liftOf(g) : 0;
        let tex: string;
        if (e.building) {
          tex = buildingTexture(
            this,
            side.fort ? L.fort : L.bastion,
            life,
            side.fort,
            L.lifeLabel(life),
          );
        } else if (e.card === null) tex = backTexture(this);
        else tex = faceTexture(this, e.card, L.lang, L.face);
        out.set(e.key, { x, y: y + lifted, w, h, tex, gems: [], depth: 100 + i });
      });
      // Lanes.
      for (const lane of LANES) {
        const q = side.lanes[lane];
        const ly = this.laneY(lane);
        const qx = queueXs(g, q.length, own);
        q.forEach((c, i) => {
          const x = qx[i]!;
          out.set(c.key, {
            x,
            y: ly + 6,
            w: g.cardW,
            h: g.cardH,
            tex: faceTexture(
              this,
              c.card,
              L.lang,
              L.face,
              displayKeywords(clashCard(c.card)?.keywords ?? [], c.keywords),
            ),
            gems: statGems(this, c.card, c),
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
        tex: faceTexture(this, c.card, L.lang, L.face),
        gems: [],
        depth: 900,
      });
    }
    return out;
  }

  private relayout(duration: number): void {
    if (this.gone) return;
    this.wake();
    const places = this.places();
    const m = this.model;
    if (m)
      this.hooks.onHandRect?.(
        ownRowRect(this.geometry(), m.sides[m.viewer].row.length, liftOf(this.geometry())),
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
    this.reportMinText(minText, handText);
    for (const [key, s] of this.sprites) {
      if (!places.has(key)) {
        this.sprites.delete(key);
        this.tweens.killTweensOf(s.container);
        s.container.destroy();
      }
    }
    for (const [key, p] of places) {
      let s = this.sprites.get(key);
      if (!s) {
        s = this.createSprite(key, p);
        this.sprites.set(key, s);
      }
      const tex = s.tint === undefined ? p.tex : tintedTexture(this, p.tex, s.tint);
      if (s.tex !== tex) {
        s.image.setTexture(tex);
        s.tex = tex;
      }
      s.image.setDisplaySize(p.w, p.h);
      s.image.input?.hitArea.setTo(0, 0, s.image.width, s.image.height);
      this.placeGems(s, p);
      s.place = p;
      if (this.dragging === key) continue;
      s.container.setDepth(p.depth);
      this.tweens.killTweensOf(s.container);
      if (duration <= 0) s.container.setPosition(p.x, p.y).setScale(1).setAlpha(1);
      else
        this.tweens.add({
          targets: s.container,
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
  private placeGems(s: CardSprite, p: Place): void {
    const k = p.w / TEX_W;
    p.gems.forEach((g, i) => {
      let img = s.gems[i];
      if (!img) {
        img = this.add.image(0, 0, g.tex).setOrigin(0, 0);
        s.container.add(img);
        s.gems.push(img);
      } else if (img.texture.key !== g.tex) img.setTexture(g.tex);
      img.setPosition((g.x - TEX_W / 2) * k, (g.y - TEX_H / 2) * k).setScale(k);
    });
    for (const extra of s.gems.splice(p.gems.length)) extra.destroy();
  }

  private async relayoutAndWait(base: number): Promise<void> {
    const d = base * this.factor;
    this.relayout(d);
    await this.wait(base);
  }

  private createSprite(key: string, p: Place): CardSprite {
    const image = this.add.image(0, 0, p.tex).setDisplaySize(p.w, p.h);
    const container = this.add.container(p.x, p.y, [image]).setDepth(p.depth);
    image.setInteractive({ useHandCursor: true, draggable: true });
    image.on('pointerover', () => {
      if (!this.dragging) this.hoverOn(this.keyOf(image));
    });
    image.on('pointerout', () => {
      if (!this.focus) this.hooks.onHover(null);
    });
    image.on('pointerdown', () => {
      const k = this.keyOf(image);
      if (this.selected && this.targetAction(k)) this.chooseTarget(k);
      else if (this.isOwnHandCard(k)) this.pickCard(k);
    });
    image.on('dragstart', () => {
      const k = this.keyOf(image);
      if (!this.isOwnHandCard(k) || this.playsOf(k).length === 0) return;
      this.dragging = k;
      this.setSelected(k);
      this.hooks.onHover(null);
      container.setDepth(1500);
    });
    image.on('drag', (pointer: Phaser.Input.Pointer) => {
      if (this.dragging !== this.keyOf(image)) return;
      container.setPosition(pointer.x, pointer.y);
      // Only the lane the card would drop into is lit (the drop lane).
      const lane =
        LANES.find((l) => this.laneAction(l) && this.overOwnLane(l, pointer.x, pointer.y)) ?? null;
      if (lane !== this.dragLane) this.hooks.onDropLane?.(lane);
      this.dragLane = lane;
    });
    image.on('dragend', (pointer: Phaser.Input.Pointer) => {
      const k = this.keyOf(image);
      if (this.dragging !== k) return;
      this.dragging = null;
      if (this.dragLane !== null) this.hooks.onDropLane?.(null);
      this.dragLane = null;
      const a = this.dropAction(pointer.x, pointer.y);
      if (a) this.commit(a);
      else {
        this.setSelected(null);
        this.relayout(DUR.snap * this.factor);
        // Dropped back on its place: the pointer rests on the card again, and the zoom opens
        // after the usual rest (Phaser sends no new pointerover for it).
        const p = this.sprites.get(k)?.place;
        if (p && Math.abs(pointer.x - p.x) <= p.w / 2 && Math.abs(pointer.y - p.y) <= p.h / 2)
          this.hoverOn(k, true);
      }
    });
    const s: CardSprite = { container, image, gems: [], tex: p.tex, place: p };
    this.placeGems(s, p);
    image.setData('key', key);
    return s;
  }

  /**
   * Report the card `key` as hovered (the screen opens its zoom after a rest), where it is drawn
   * now, or at its place (`atPlace`: while it glides back there after a cancelled drag).
   */
  private hoverOn(key: string, atPlace = false): void {
    const s = this.sprites.get(key);
    const c = this.cardOfKey(key);
    if (s?.place && c)
      this.hooks.onHover({
        card: c.card,
        keywords: c.keywords,
        x: atPlace ? s.place.x : s.container.x,
        y: atPlace ? s.place.y : s.container.y,
        w: s.place.w,
        h: s.place.h,
      });
  }

  private keyOf(image: Phaser.GameObjects.Image): string {
    return String(image.getData('key'));
  }

  private renameSprite(from: string, to: string): void {
    if (this.gone) return;
    const s = this.sprites.get(from);
    if (!s || this.sprites.has(to)) return;
    this.sprites.delete(from);
    s.image.setData('key', to);
    this.sprites.set(to, s);
  }

  private clearSprites(): void {
    for (const s of this.sprites.values()) s.container.destroy();
    this.sprites.clear();
  }

  private dropAction(x: number, y: number): ClashAction | undefined {
    const m = this.model;
    if (!m || !this.selected) return undefined;
    for (const p of [0, 1] as PlayerId[])
      for (const lane of LANES)
        for (const c of m.sides[p].lanes[lane]) {
          const s = this.sprites.get(c.key);
          if (
            s?.place &&
            Math.abs(s.container.x - x) < s.place.w / 2 &&
            Math.abs(s.container.y - y) < s.place.h / 2
          ) {
            const a = this.targetAction(c.key);
            if (a) return a;
          }
        }
    const g = this.geometry();
    for (const lane of LANES) if (this.overOwnLane(lane, x, y)) return this.laneAction(lane);
    void g;
    return undefined;
  }

  private overOwnLane(lane: ClashLane, x: number, y: number): boolean {
    const r = ownLaneRect(this.geometry(), lane);
    return y >= r.y && y < r.y + r.h && x < this.geometry().cx;
  }

  private isOwnHandCard(key: string): boolean {
    const m = this.model;
    return (
      !!m && m.sides[m.viewer].row.some((e) => e.key === key && !e.building && e.card !== null)
    );
  }

  private creaturePlace(key: string): { side: PlayerId; lane: ClashLane; index: number } | null {
    const m = this.model;
    if (!m) return null;
    for (const p of [0, 1] as PlayerId[])
      for (const lane of LANES) {
        const i = m.sides[p].lanes[lane].findIndex((c) => c.key === key);
        if (i >= 0) return { side: p, lane, index: i };
      }
    return null;
  }

  private cardOfKey(key: string): { card: string; keywords: ClashKeyword[] | null } | null {
    const m = this.model;
    if (!m) return null;
    const at = this.creaturePlace(key);
    if (at) {
      const c: CreatureModel | undefined = m.sides[at.side].lanes[at.lane][at.index];
      return c
        ? { card: c.card, keywords: displayKeywords(clashCard(c.card)?.keywords ?? [], c.keywords) }
        : null;
    }
    for (const s of m.sides)
      for (const e of s.row) if (e.key === key && e.card) return { card: e.card, keywords: null };
    if (m.casting?.key === key) return { card: m.casting.card, keywords: null };
    return null;
  }

  // ------------------------------------------------------------------ highlights

  /**
   * The window's words under its underline, left of the own side caption on the same band. On
   * a narrow table (a replay's "both players" at 1024×640) the two met and overlapped: the
   * words then shrink a little, else keep only their head ("Window" of "Window: your 4 leftmost
   * cards"), else give way (the underline still marks the window).
   */
  private placeWindowLabel(full: string, x: number, y: number, g: ClashGeometry): void {
    const t = this.windowText;
    const own = this.sideTexts.own;
    const ownLeft = own.text ? own.x - own.width * own.scaleX : g.W - g.pad;
    const room = Math.round(ownLeft - 10 - x);
    // Called every frame: measured again only when the words, their font or the room change.
    const key = `${full}|${t.style.fontSize}|${room}|${Math.round(x)}|${Math.round(y)}`;
    if (this.windowFit?.key !== key) {
      const head = full.split(':')[0] ?? '';
      let words = full;
      let scale = 1;
      for (const candidate of [full, head]) {
        words = candidate;
        if (t.text !== words) t.setText(words);
        scale = t.width <= room ? 1 : room / t.width;
        if (scale >= 0.85) break;
      }
      this.windowFit = { key, words, scale, fits: words !== '' && scale >= 0.85 };
      // Both boxes on the canvas for tests (CSS px; `window` null when the words gave way).
      const k = this.cssScale();
      const css = (bx: number, by: number, w: number, h: number) =>
        [bx, by, w, h].map((v) => Math.round(v * k));
      const s = Math.min(1, scale);
      this.reportData(
        'captions',
        JSON.stringify({
          window: this.windowFit.fits ? css(x, y, t.width * s, t.height * s) : null,
          own: own.text ? css(ownLeft, own.y - own.height, own.width, own.height) : null,
        }),
      );
    }
    const fit = this.windowFit;
    if (t.text !== fit.words) t.setText(fit.words);
    t.setScale(fit.fits ? Math.min(1, fit.scale) : 1)
      .setPosition(x, y)
      .setVisible(fit.fits);
  }
  /** The window label's last fit (placeWindowLabel). */
  private windowFit: { key: string; words: string; scale: number; fits: boolean } | null = null;

  private drawOverlay(): void {
    const o = this.overlay;
    o.clear();
    const m = this.model;
    if (!m) return;
    const g = this.geometry();
    const row = m.sides[m.viewer].row;
    // The window: the 4 leftmost cards of the viewer's hand (§5.5).
    const windowKeys = row
      .filter((e) => !e.building)
      .slice(0, 4)
      .map((e) => e.key);
    const first = this.sprites.get(windowKeys[0] ?? '');
    const last = this.sprites.get(windowKeys[windowKeys.length - 1] ?? '');
    if (first?.place && last?.place) {
      const y = g.labelY;
      const x0 = first.container.x - first.place.w / 2;
      o.fillStyle(0xe8c66a, 0.9).fillRect(x0, y, last.container.x + last.place.w / 2 - x0, 3);
      this.placeWindowLabel(this.labels?.window ?? '', x0, y + 4, g);
    } else this.windowText.setVisible(false);
    const ring = (key: string, color: number, width: number, alpha = 1) => {
      const s = this.sprites.get(key);
      if (!s?.place) return;
      const w = s.place.w * s.container.scaleX;
      const h = s.place.h * s.container.scaleY;
      o.lineStyle(width, color, alpha).strokeRoundedRect(
        s.container.x - w / 2 - 3,
        s.container.y - h / 2 - 3,
        w + 6,
        h + 6,
        8,
      );
    };
    if (!this.busy) {
      for (const e of row)
        if (!e.building && this.playsOf(e.key).length > 0)
          ring(e.key, 0xffd97a, e.key === this.selected ? 5 : 3);
      if (this.selected) {
        for (const lane of LANES) {
          if (!this.laneAction(lane)) continue;
          const r = ownLaneRect(g, lane);
          // While dragging, the drop lane is singled out; another legal lane keeps a faint edge.
          const l = laneLight(this.dragging !== null, this.dragLane === lane);
          if (l.fill > 0) o.fillStyle(0x66bb6a, l.fill).fillRoundedRect(r.x, r.y, r.w, r.h, 12);
          o.lineStyle(l.edge, 0x8ee08f, l.edgeAlpha).strokeRoundedRect(r.x, r.y, r.w, r.h, 12);
        }
        for (const p of [0, 1] as PlayerId[])
          for (const lane of LANES)
            for (const c of m.sides[p].lanes[lane])
              if (this.targetAction(c.key)) ring(c.key, 0xff5252, 4);
      }
    }
    this.drawTargetArrow();
    this.drawHint(g);
    const f = this.focus;
    if (f) {
      if (f.kind === 'lane') {
        const r = ownLaneRect(g, f.lane);
        o.lineStyle(5, 0x4fc3f7, 1).strokeRoundedRect(r.x - 2, r.y - 2, r.w + 4, r.h + 4, 12);
      } else ring(f.key, 0x4fc3f7, 5);
    }
  }

  /**
   * The hinted move (issue #18 §2): a thick ring in the hint colour around the card to play,
   * and its lane outlined, or an arrow to the creature it targets, ringed too. Drawn outside
   * the gold "playable" ring so both stay visible; not while an animation runs.
   */
  private drawHint(g: ClashGeometry): void {
    const drawn: string[] = [];
    const h = this.hint;
    const m = this.model;
    const o = this.overlay;
    const ring = (key: string): boolean => {
      const s = this.sprites.get(key);
      if (!s?.place) return false;
      const w = s.place.w * s.container.scaleX;
      const hh = s.place.h * s.container.scaleY;
      o.lineStyle(6, HINT_COLOUR, 1).strokeRoundedRect(
        s.container.x - w / 2 - 8,
        s.container.y - hh / 2 - 8,
        w + 16,
        hh + 16,
        11,
      );
      return true;
    };
    if (h && m && !this.busy) {
      if (h.card && ring(h.card)) drawn.push(`card:${h.card}`);
      if (h.lane) {
        const r = ownLaneRect(g, h.lane);
        o.fillStyle(HINT_COLOUR, 0.12).fillRoundedRect(r.x, r.y, r.w, r.h, 12);
        o.lineStyle(5, HINT_COLOUR, 1).strokeRoundedRect(r.x + 3, r.y + 3, r.w - 6, r.h - 6, 10);
        drawn.push(`lane:${h.lane}`);
      }
      const victim = h.target
        ? m.sides[h.target.side].lanes[h.target.lane][h.target.index]
        : undefined;
      if (victim && ring(victim.key)) {
        drawn.push(`target:${victim.key}`);
        const src = h.card ? this.sprites.get(h.card) : undefined;
        const dst = this.sprites.get(victim.key);
        if (src && dst)
          drawArrow(
            o,
            { x: src.container.x, y: src.container.y - (src.place?.h ?? 0) / 2 },
            { x: dst.container.x, y: dst.container.y },
            HINT_COLOUR,
          );
      }
    }
    const name = hintName(drawn);
    if (name !== this.hintDrawn) {
      this.hintDrawn = name;
      this.hooks.onHint?.(name);
    }
  }

  /**
   * While an incantation waits for its target: an arrow from the card to the focused target
   * (keyboard) or to the pointer, ending on a target when the pointer is over one.
   */
  private drawTargetArrow(): void {
    const sel = this.selected;
    if (!sel || this.busy || !this.playsOf(sel).some((a) => 'target' in a)) return;
    const src = this.sprites.get(sel);
    if (!src) return;
    let to: { x: number; y: number } | null = null;
    const f = this.focus;
    if (f?.kind === 'target') {
      const t = this.sprites.get(f.key);
      if (t) to = { x: t.container.x, y: t.container.y };
    }
    const p = this.input.activePointer;
    if (
      !to &&
      this.dragging === null &&
      p.x > 0 &&
      p.y > 0 &&
      p.x < this.scale.width &&
      p.y < this.scale.height
    )
      to = { x: p.x, y: p.y };
    if (!to) return;
    drawArrow(
      this.overlay,
      { x: src.container.x, y: src.container.y - (src.place?.h ?? 0) / 2 },
      to,
    );
  }

  // ------------------------------------------------------------------ effects

  private wait(base: number): Promise<void> {
    const ms = base * this.factor;
    if (ms <= 0 || this.gone || this.skipping()) return Promise.resolve();
    return new Promise((resolve) => {
      const started = performance.now();
      const tick = () => {
        if (this.gone || this.skipping() || performance.now() - started >= ms) resolve();
        else setTimeout(tick, 30);
      };
      setTimeout(tick, Math.min(ms, 30));
    });
  }

  private async lunge(ev: Extract<ClashEvent, { type: 'attack' }>): Promise<void> {
    if (this.gone) return;
    const s = this.sprites.get(ev.card);
    if (!s?.place) return;
    let tx = s.container.x;
    let ty = s.container.y;
    const t = ev.target;
    if (t?.kind === 'creature') {
      const ts = this.sprites.get(t.card);
      if (ts) {
        tx = ts.container.x;
        ty = ts.container.y;
      }
    } else if (t?.kind === 'building') {
      const ts = this.sprites.get(`b${t.side}`);
      if (ts) {
        tx = ts.container.x;
        ty = ts.container.y;
      }
    } else {
      // Nothing to attack: a small shrug in place.
      ty = s.container.y - 12;
    }
    const x0 = s.place.x;
    const y0 = s.place.y;
    const k = t ? 0.55 : 1;
    s.container.setDepth(1200);
    const d = DUR.lunge * this.factor;
    await this.tweenDone(
      {
        targets: s.container,
        x: x0 + (tx - x0) * k,
        y: y0 + (ty - y0) * k,
        duration: d / 2,
        ease: 'Quad.easeIn',
        yoyo: true,
      },
      d,
    );
    s.container.setPosition(x0, y0).setDepth(s.place.depth);
  }

  /**
   * A tween as a promise. It also resolves shortly after its planned length: a tween that is
   * stopped early (a resize relayout, the scene closing) must never stall the animation queue.
   */
  private tweenDone(
    config: Phaser.Types.Tweens.TweenBuilderConfig,
    totalMs: number,
  ): Promise<void> {
    if (this.gone) return Promise.resolve();
    return new Promise<void>((resolve) => {
      let done = false;
      const finish = () => {
        if (!done) {
          done = true;
          resolve();
        }
      };
      this.tweens.add({ ...config, onComplete: finish, onStop: finish });
      this.wake();
      setTimeout(finish, totalMs + 200);
    });
  }

  private popNumber(key: string, text: string, color: string): void {
    if (this.gone) return;
    const s = this.sprites.get(key);
    if (!s) return;
    const t = this.add
      .text(s.container.x, s.container.y - 10, text, {
        fontFamily: FONT,
        fontSize: '34px',
        fontStyle: 'bold',
        color,
        stroke: '#000000',
        strokeThickness: 6,
      })
      .setOrigin(0.5)
      .setDepth(2100);
    this.tweens.add({
      targets: t,
      y: t.y - 50,
      alpha: 0,
      scale: 1.3,
      duration: Math.max(1, 900 * this.factor),
      ease: 'Cubic.easeOut',
      onComplete: () => t.destroy(),
    });
    this.wake();
  }

  private flashProtection(key: string): void {
    if (this.gone) return;
    const s = this.sprites.get(key);
    if (!s?.place) return;
    const c = this.add
      .circle(s.container.x, s.container.y, s.place.w * 0.6, 0x82b1ff, 0.55)
      .setDepth(2050);
    c.setStrokeStyle(4, 0xe3f2fd, 1);
    // The Protection keyword's own picture (the bundled font has no ◈; mark-textures.ts).
    const label = this.add
      .image(
        s.container.x,
        s.container.y,
        iconMark(this, KEYWORD_ART.Protection!, 48, '#e3f2fd', '#0d47a1'),
      )
      .setOrigin(0.5)
      .setDepth(2060);
    this.tweens.add({
      targets: [c, label],
      alpha: 0,
      scale: 1.5,
      duration: Math.max(1, 700 * this.factor),
      onComplete: () => (c.destroy(), label.destroy()),
    });
    this.wake();
  }

  private async flip(key: string, change: () => void): Promise<void> {
    if (this.gone) return;
    const s = this.sprites.get(key);
    const d = DUR.flip * this.factor;
    if (!s || d <= 0) {
      change();
      this.relayout(0);
      return;
    }
    await this.tweenDone({ targets: s.container, scaleX: 0, duration: d / 3 }, d / 3);
    change();
    this.relayout(d / 3);
    s.container.scaleX = 0;
    await this.tweenDone({ targets: s.container, scaleX: 1, duration: d / 3 }, d / 3);
    await this.wait(DUR.flip / 3);
  }

  private async shake(key: string): Promise<void> {
    if (this.gone) return;
    const s = this.sprites.get(key);
    // A red copy of the texture rather than setTint: Phaser's Canvas renderer (used without
    // a GPU, see render-type.ts) ignores tints. It stays red, as a tint would.
    if (s) {
      s.tint = 0xff5252;
      s.tex = tintedTexture(this, s.tex, s.tint);
      s.image.setTexture(s.tex);
    }
    this.cameras.main.shake(Math.max(1, DUR.fort * this.factor), 0.01);
    this.wake();
    await this.wait(DUR.fort);
  }
}

function sameFocus(a: Focusable, b: Focusable): boolean {
  if (a.kind !== b.kind) return false;
  if (a.kind === 'lane') return a.lane === (b as { lane: ClashLane }).lane;
  return a.key === (b as { key: string }).key;
}
