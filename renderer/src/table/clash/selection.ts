/**
 * Choosing on the Clash table: which of the legal actions a card, a lane or a target stands
 * for, the selected card, the keyboard cursor (arrows move it, Enter chooses, Escape cancels,
 * A = assault) and where a dragged card would drop. Input only ever picks one of the
 * `legalActions` the scene was given and hands it back through `hooks.onAct`.
 */
import type { ClashAction, ClashLane, PlayerId } from '../../../../main/ipc/contract';
import { clashCard } from '../../cards/clash-faces';
import type { TableKey } from '../core/base-scene';
import { refusalOf, stepCursor } from './choosing';
import { DUR } from './durations';
import { LANES, ownLaneRect } from './layout';
import { cardOfKey, creaturePlace } from './lookup';
import type { ClashSceneHost, Focusable } from './scene-host';

type Play = Extract<ClashAction, { type: 'play' }>;

export class ClashSelection {
  constructor(private readonly s: ClashSceneHost) {}

  playsOf(card: string): Play[] {
    if (this.s.busy) return [];
    return this.s.actions.filter((a): a is Play => a.type === 'play' && a.card === card);
  }

  laneAction(lane: ClashLane): ClashAction | undefined {
    if (!this.s.selected) return undefined;
    return this.playsOf(this.s.selected).find((a) => 'lane' in a && a.lane === lane);
  }

  targetAction(key: string): ClashAction | undefined {
    const s = this.s;
    if (!s.selected || !s.model) return undefined;
    const at = creaturePlace(s.model, key);
    if (!at) return undefined;
    return this.playsOf(s.selected).find(
      (a) =>
        'target' in a &&
        a.target.side === at.side &&
        a.target.lane === at.lane &&
        a.target.index === at.index,
    );
  }

  /** Keyboard: arrows move the focus, Enter chooses, Escape cancels, A = assault. */
  key(k: TableKey): void {
    const s = this.s;
    if (k === 'end') k = 'assault';
    s.keyboardUsed = true;
    if (k === 'escape') {
      this.cancel();
      return;
    }
    if (k === 'assault') {
      const a = s.actions.find((x) => x.type === 'assault');
      if (a && !s.busy) s.hooks.onAct(a);
      return;
    }
    const list = this.focusables();
    if (list.length === 0) return;
    const at = s.focus ? list.findIndex((f) => sameFocus(f, s.focus!)) : -1;
    if (k === 'next' || k === 'prev' || k === 'up' || k === 'down') {
      this.setFocus(list[stepCursor(list.length, at, k)]!);
      return;
    }
    const f = s.focus;
    if (!f || at < 0) return;
    if (f.kind === 'card') this.pickCard(f.key);
    else if (f.kind === 'lane') this.chooseLane(f.lane);
    else this.chooseTarget(f.key);
  }

  /** The selected card goes back to the hand, and the cursor onto it. */
  cancel(): void {
    const s = this.s;
    if (s.selected) {
      const card = s.selected;
      this.setSelected(null);
      s.cards.relayout(DUR.snap * s.factor);
      this.setFocus({ kind: 'card', key: card });
    }
  }

  pickCard(key: string): void {
    const s = this.s;
    if (this.playsOf(key).length === 0) {
      this.refuse(key);
      return;
    }
    if (s.selected === key) {
      this.cancel();
      return;
    }
    this.setSelected(key);
    s.cards.relayout(DUR.snap * s.factor);
    const first = this.focusables()[0];
    if (first) this.setFocus(first);
  }

  /** Tell why a card of the viewer's hand that main offers no play of does nothing. */
  private refuse(key: string): void {
    const s = this.s;
    const m = s.model;
    const c = m ? cardOfKey(m, key) : null;
    const sp = s.sprites.get(key);
    if (!m || !c || !sp) return;
    const why = refusalOf(
      false,
      !s.busy && s.actions.length > 0,
      clashCard(c.card)?.cost ?? null,
      m.sides[m.viewer].mana,
    );
    if (why)
      s.hooks.onRefused?.(
        why,
        {
          x: sp.container.x,
          y: sp.container.y - (sp.place?.h ?? 0) / 2,
        },
        c.card,
      );
  }

  chooseLane(lane: ClashLane): void {
    const a = this.laneAction(lane);
    if (a) this.commit(a);
  }

  chooseTarget(key: string): void {
    const a = this.targetAction(key);
    if (a) this.commit(a);
  }

  commit(a: ClashAction): void {
    const s = this.s;
    if (s.keyboardUsed && s.selected && s.model) {
      const row = s.model.sides[s.model.viewer].row.filter((e) => !e.building && e.card !== null);
      s.keyboardHome = Math.max(
        0,
        row.findIndex((e) => e.key === s.selected),
      );
    }
    this.setSelected(null);
    s.focus = null;
    s.wake();
    s.hooks.onHover(null);
    s.hooks.onAct(a);
  }

  setSelected(card: string | null): void {
    const s = this.s;
    if (s.selected === card) return;
    s.selected = card;
    s.hooks.onSelect(card);
    s.wake();
  }

  /** What the cursor may rest on: the lanes and targets of the selected card, else the hand. */
  focusables(): Focusable[] {
    const s = this.s;
    const m = s.model;
    if (!m) return [];
    if (s.selected) {
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

  setFocus(f: Focusable, zoom = true): void {
    const s = this.s;
    s.focus = f;
    s.focusIndex = Math.max(
      0,
      this.focusables().findIndex((x) => sameFocus(x, f)),
    );
    s.wake();
    if (f.kind === 'lane' || !zoom) {
      s.hooks.onHover(null);
      return;
    }
    s.cards.hoverOn(f.key, true);
  }

  /** After a new view: the cursor stays where it was, or returns to the hand. */
  fixFocus(): void {
    const s = this.s;
    const list = this.focusables();
    if (s.focus && list.some((f) => sameFocus(f, s.focus!))) return;
    // The keyboard cursor survives a view change (a play, a turn): it moves to the card now at
    // the same place instead of vanishing, once nothing is animating any more.
    if (s.focus && s.keyboardUsed) s.keyboardHome ??= s.focusIndex;
    s.focus = null;
    if (s.keyboardHome !== null && !s.busy && list.length > 0) {
      this.setFocus(list[Math.min(s.keyboardHome, list.length - 1)]!);
      s.keyboardHome = null;
    }
  }

  /** The legal play a card dropped at (x, y) would make: a target under it, else a lane. */
  dropAction(x: number, y: number): ClashAction | undefined {
    const s = this.s;
    const m = s.model;
    if (!m || !s.selected) return undefined;
    for (const p of [0, 1] as PlayerId[])
      for (const lane of LANES)
        for (const c of m.sides[p].lanes[lane]) {
          const sp = s.sprites.get(c.key);
          if (
            sp?.place &&
            Math.abs(sp.container.x - x) < sp.place.w / 2 &&
            Math.abs(sp.container.y - y) < sp.place.h / 2
          ) {
            const a = this.targetAction(c.key);
            if (a) return a;
          }
        }
    for (const lane of LANES) if (this.overOwnLane(lane, x, y)) return this.laneAction(lane);
    return undefined;
  }

  overOwnLane(lane: ClashLane, x: number, y: number): boolean {
    const g = this.s.geometry();
    const r = ownLaneRect(g, lane);
    return y >= r.y && y < r.y + r.h && x < g.cx;
  }
}

function sameFocus(a: Focusable, b: Focusable): boolean {
  if (a.kind !== b.kind) return false;
  if (a.kind === 'lane') return a.lane === (b as { lane: ClashLane }).lane;
  return a.key === (b as { key: string }).key;
}
