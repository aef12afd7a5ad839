/**
 * The pointer on one card of the Clash table: hover names it for the zoom, a click picks a
 * hand card or chooses a target, and a drag carries a playable hand card to a lane (only the
 * lane it would drop into is lit) or back to its place. What a gesture may do is only ever one
 * of the legal actions (selection.ts).
 */
import type Phaser from 'phaser';
import { DUR } from './durations';
import { LANES } from './layout';
import { isOwnHandCard } from './lookup';
import type { ClashSceneHost } from './scene-host';

const keyOf = (image: Phaser.GameObjects.Image): string => String(image.getData('key'));

export function listenToCard(
  s: ClashSceneHost,
  image: Phaser.GameObjects.Image,
  container: Phaser.GameObjects.Container,
): void {
  const ownHand = (k: string) => !!s.model && isOwnHandCard(s.model, k);
  image.setInteractive({ useHandCursor: true, draggable: true });
  image.on('pointerover', () => {
    if (!s.dragging) s.cards.hoverOn(keyOf(image));
  });
  image.on('pointerout', () => {
    if (!s.focus) s.hooks.onHover(null);
  });
  image.on('pointerdown', () => {
    const k = keyOf(image);
    if (s.selected && s.choosing.targetAction(k)) s.choosing.chooseTarget(k);
    else if (ownHand(k)) s.choosing.pickCard(k);
  });
  image.on('dragstart', () => {
    const k = keyOf(image);
    if (!ownHand(k) || s.choosing.playsOf(k).length === 0) return;
    s.dragging = k;
    s.choosing.setSelected(k);
    s.hooks.onHover(null);
    container.setDepth(1500);
  });
  image.on('drag', (pointer: Phaser.Input.Pointer) => {
    if (s.dragging !== keyOf(image)) return;
    container.setPosition(pointer.x, pointer.y);
    // Only the lane the card would drop into is lit (the drop lane).
    const lane =
      LANES.find(
        (l) => s.choosing.laneAction(l) && s.choosing.overOwnLane(l, pointer.x, pointer.y),
      ) ?? null;
    if (lane !== s.dragLane) s.hooks.onDropLane?.(lane);
    s.dragLane = lane;
  });
  image.on('dragend', (pointer: Phaser.Input.Pointer) => {
    const k = keyOf(image);
    if (s.dragging !== k) return;
    s.dragging = null;
    if (s.dragLane !== null) s.hooks.onDropLane?.(null);
    s.dragLane = null;
    const a = s.choosing.dropAction(pointer.x, pointer.y);
    if (a) s.choosing.commit(a);
    else {
      s.choosing.setSelected(null);
      s.cards.relayout(DUR.snap * s.factor);
      // Dropped back on its place: the pointer rests on the card again, and the zoom opens
      // after the usual rest (Phaser sends no new pointerover for it).
      const p = s.sprites.get(k)?.place;
      if (p && Math.abs(pointer.x - p.x) <= p.w / 2 && Math.abs(pointer.y - p.y) <= p.h / 2)
        s.cards.hoverOn(k, true);
    }
  });
}
