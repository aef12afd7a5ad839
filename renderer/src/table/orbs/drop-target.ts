/**
 * While a card is dragged: which drop target lies under it, if it would take the card (issue
 * #30: the drop target lights under a dragged card, as on the Clash table). Only main's legal
 * actions, as the screen lit them (bridge.ts `Lit`), say what takes the card; nothing here
 * decides a rule. Pure, so tested without Phaser.
 */
import type { Lit } from './bridge';

export type DropZone = 'energy' | 'play' | 'bench' | 'none';

export type DropTarget =
  { kind: 'zone'; zone: 'energy' | 'play' | 'bench' } | { kind: 'card'; id: number };

/** What lies under the dragged card: a card of the table (not itself) and the zone. */
export interface DropHit {
  zone: DropZone;
  onCard: number | null;
}

/**
 * The target that would take `card` dropped at `hit`, or null (nothing lights). A card under
 * the pointer wins over the zone around it: a defender dropped on an attacker defends, a
 * targeted card (Firebolt) dropped on a card it may aim at is played at that card.
 */
export function dropTarget(lit: Lit, card: number, hit: DropHit): DropTarget | null {
  if (
    hit.onCard !== null &&
    ((lit.defends[card] ?? []).includes(hit.onCard) ||
      (lit.aims?.[card] ?? []).includes(hit.onCard))
  )
    return { kind: 'card', id: hit.onCard };
  if (hit.zone === 'energy' && lit.convertible.includes(card))
    return { kind: 'zone', zone: 'energy' };
  if (hit.zone === 'bench' && lit.benchable.includes(card)) return { kind: 'zone', zone: 'bench' };
  if (hit.zone === 'play' && lit.playable.includes(card)) return { kind: 'zone', zone: 'play' };
  return null;
}

/** The target as the word tests read on the canvas (`data-drop-target`): "energy", "card:12". */
export function dropTargetName(t: DropTarget | null): string {
  if (!t) return '';
  return t.kind === 'zone' ? t.zone : `card:${t.id}`;
}

/**
 * A hand card main lists no way to pay for, dropped where it would be played or benched: the
 * table says "Not enough energy" (the screen marks such cards in `lit.unpayable`).
 */
export function unpayableDrop(lit: Lit, card: number, hit: DropHit): boolean {
  return (
    (lit.unpayable ?? []).includes(card) &&
    hit.onCard === null &&
    (hit.zone === 'play' || hit.zone === 'bench')
  );
}
