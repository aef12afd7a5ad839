/**
 * What the Clash table draws over its cards every frame: the window's underline and label
 * (§5.5), the gold ring of each playable hand card, the lanes and targets of the selected card,
 * the targeting arrow, the hinted move (issue #18) and the keyboard cursor.
 */
import type Phaser from 'phaser';
import type { PlayerId } from '../../../../main/ipc/contract';
import { drawArrow } from '../core/base-scene';
import { HINT_COLOUR, hintName } from '../../review/hint-marks';
import { laneLight } from './choosing';
import { LANES, ownLaneRect, type ClashGeometry } from './layout';
import type { ClashSceneHost } from './scene-host';

export class ClashOverlay {
  private overlay!: Phaser.GameObjects.Graphics;
  /** The window label's last fit (placeWindowLabel). */
  private windowFit: { key: string; words: string; scale: number; fits: boolean } | null = null;

  constructor(private readonly s: ClashSceneHost) {}

  create(): void {
    this.overlay = this.s.add.graphics().setDepth(2000);
  }

  /**
   * The window's words under its underline, left of the own side caption on the same band. On
   * a narrow table (a replay's "both players" at 1024×640) the two met and overlapped: the
   * words then shrink a little, else keep only their head ("Window" of "Window: your 4 leftmost
   * cards"), else give way (the underline still marks the window).
   */
  private placeWindowLabel(full: string, x: number, y: number, g: ClashGeometry): void {
    const t = this.s.backdrop.windowText;
    const own = this.s.backdrop.sideTexts.own;
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
      const k = this.s.cssScale();
      const css = (bx: number, by: number, w: number, h: number) =>
        [bx, by, w, h].map((v) => Math.round(v * k));
      const sc = Math.min(1, scale);
      this.s.reportData(
        'captions',
        JSON.stringify({
          window: this.windowFit.fits ? css(x, y, t.width * sc, t.height * sc) : null,
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

  /** A ring around the card `key` as drawn now (scaled with it), `gap` px outside it. */
  private ring(key: string, color: number, width: number, gap: number, radius: number): boolean {
    const sp = this.s.sprites.get(key);
    if (!sp?.place) return false;
    const w = sp.place.w * sp.container.scaleX;
    const h = sp.place.h * sp.container.scaleY;
    this.overlay
      .lineStyle(width, color, 1)
      .strokeRoundedRect(
        sp.container.x - w / 2 - gap,
        sp.container.y - h / 2 - gap,
        w + 2 * gap,
        h + 2 * gap,
        radius,
      );
    return true;
  }

  draw(): void {
    const s = this.s;
    const o = this.overlay;
    o.clear();
    const m = s.model;
    if (!m) return;
    const g = s.geometry();
    const row = m.sides[m.viewer].row;
    // The window: the 4 leftmost cards of the viewer's hand (§5.5).
    const windowKeys = row
      .filter((e) => !e.building)
      .slice(0, 4)
      .map((e) => e.key);
    const first = s.sprites.get(windowKeys[0] ?? '');
    const last = s.sprites.get(windowKeys[windowKeys.length - 1] ?? '');
    if (first?.place && last?.place) {
      const y = g.labelY;
      const x0 = first.container.x - first.place.w / 2;
      o.fillStyle(0xe8c66a, 0.9).fillRect(x0, y, last.container.x + last.place.w / 2 - x0, 3);
      this.placeWindowLabel(s.labels?.window ?? '', x0, y + 4, g);
    } else s.backdrop.windowText.setVisible(false);
    const ring = (key: string, color: number, width: number) => this.ring(key, color, width, 3, 8);
    if (!s.busy) {
      for (const e of row)
        if (!e.building && s.choosing.playsOf(e.key).length > 0)
          ring(e.key, 0xffd97a, e.key === s.selected ? 5 : 3);
      if (s.selected) {
        for (const lane of LANES) {
          if (!s.choosing.laneAction(lane)) continue;
          const r = ownLaneRect(g, lane);
          // While dragging, the drop lane is singled out; another legal lane keeps a faint edge.
          const l = laneLight(s.dragging !== null, s.dragLane === lane);
          if (l.fill > 0) o.fillStyle(0x66bb6a, l.fill).fillRoundedRect(r.x, r.y, r.w, r.h, 12);
          o.lineStyle(l.edge, 0x8ee08f, l.edgeAlpha).strokeRoundedRect(r.x, r.y, r.w, r.h, 12);
        }
        for (const p of [0, 1] as PlayerId[])
          for (const lane of LANES)
            for (const c of m.sides[p].lanes[lane])
              if (s.choosing.targetAction(c.key)) ring(c.key, 0xff5252, 4);
      }
    }
    this.drawTargetArrow();
    this.drawHint(g);
    const f = s.focus;
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
    const s = this.s;
    const drawn: string[] = [];
    const h = s.hint;
    const m = s.model;
    const o = this.overlay;
    const ring = (key: string): boolean => this.ring(key, HINT_COLOUR, 6, 8, 11);
    if (h && m && !s.busy) {
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
        const src = h.card ? s.sprites.get(h.card) : undefined;
        const dst = s.sprites.get(victim.key);
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
    if (name !== s.hintDrawn) {
      s.hintDrawn = name;
      s.hooks.onHint?.(name);
    }
  }

  /**
   * While an incantation waits for its target: an arrow from the card to the focused target
   * (keyboard) or to the pointer, ending on a target when the pointer is over one.
   */
  private drawTargetArrow(): void {
    const s = this.s;
    const sel = s.selected;
    if (!sel || s.busy || !s.choosing.playsOf(sel).some((a) => 'target' in a)) return;
    const src = s.sprites.get(sel);
    if (!src) return;
    let to: { x: number; y: number } | null = null;
    const f = s.focus;
    if (f?.kind === 'target') {
      const t = s.sprites.get(f.key);
      if (t) to = { x: t.container.x, y: t.container.y };
    }
    const p = s.input.activePointer;
    if (
      !to &&
      s.dragging === null &&
      p.x > 0 &&
      p.y > 0 &&
      p.x < s.scale.width &&
      p.y < s.scale.height
    )
      to = { x: p.x, y: p.y };
    if (!to) return;
    drawArrow(
      this.overlay,
      { x: src.container.x, y: src.container.y - (src.place?.h ?? 0) / 2 },
      to,
    );
  }
}
