/**
 * Where a card key sits in the table model and which card it shows: plain functions over the
 * model (TableModel), shared by the table's input, zoom and drawing.
 */
import type { ClashKeyword, ClashLane, PlayerId } from '../../../../main/ipc/contract';
import { clashCard } from '../../cards/clash-faces';
import { LANES } from './layout';
import { displayKeywords, type CreatureModel, type TableModel } from './model';

/** The lane place of a creature, or null when the key is not a creature in a lane. */
export function creaturePlace(
  m: TableModel,
  key: string,
): { side: PlayerId; lane: ClashLane; index: number } | null {
  for (const p of [0, 1] as PlayerId[])
    for (const lane of LANES) {
      const i = m.sides[p].lanes[lane].findIndex((c) => c.key === key);
      if (i >= 0) return { side: p, lane, index: i };
    }
  return null;
}

/** The card a key shows (a creature with its live keywords, a hand card, the cast card). */
export function cardOfKey(
  m: TableModel,
  key: string,
): { card: string; keywords: ClashKeyword[] | null } | null {
  const at = creaturePlace(m, key);
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

/** A face-up card (not the Bastion/Fort) in the viewer's own hand row. */
export function isOwnHandCard(m: TableModel, key: string): boolean {
  return m.sides[m.viewer].row.some((e) => e.key === key && !e.building && e.card !== null);
}
