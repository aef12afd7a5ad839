/**
 * What a hinted move points at on the battle table (issue #18 §2: the hint is shown on the
 * table, not only named): the card that acts, and where it goes — a Clash lane or the
 * creature an incantation targets, an Orbs target card, an attacker a defender blocks, a
 * player. The tables draw these in the hint colour; the rest of the screen names the move.
 *
 * Also the test hook: `hintName` spells the marks the table drew (`data-hint` on the table's
 * container), e.g. `card:c12 lane:upper`, `card:31 card:7`, `end`.
 */
import type { ClashAction, ClashLane, OrbsAction, PlayerId } from '../../../main/ipc/contract';

/** The creature an incantation is cast at (side, lane, index in the lane). */
export type ClashTarget = Extract<ClashAction, { target: unknown }>['target'];

/** One colour for every hint mark on both tables (used nowhere else on them). */
export const HINT_COLOUR = 0xe040fb;

export interface ClashHintMarks {
  /** The hand card to play (its key in the table model: the action's `card`). */
  card: string | null;
  lane: ClashLane | null;
  target: ClashTarget | null;
  /** The hint is "assault" (the Assault button, outside the table). */
  assault: boolean;
}

export function clashHintMarks(a: ClashAction | null | undefined): ClashHintMarks | null {
  if (!a) return null;
  switch (a.type) {
    case 'assault':
      return { card: null, lane: null, target: null, assault: true };
    case 'pick':
      return { card: a.card, lane: null, target: null, assault: false };
    case 'play':
      return 'target' in a
        ? { card: a.card, lane: null, target: a.target, assault: false }
        : { card: a.card, lane: a.lane, target: null, assault: false };
  }
}

export interface OrbsHintMarks {
  /** Card instance ids to mark: the acting card first, then its target or the attacker it blocks. */
  cards: number[];
  /** Players targeted by the move. */
  players: PlayerId[];
  /** The hint is "end the phase" (the table's End button). */
  end: boolean;
}

export function orbsHintMarks(a: OrbsAction | null | undefined): OrbsHintMarks | null {
  if (!a) return null;
  if (a.type === 'endPhase') return { cards: [], players: [], end: true };
  const cards = [a.card];
  const players: PlayerId[] = [];
  if (a.type === 'defend') cards.push(a.against);
  if (a.type === 'play' || a.type === 'activate') {
    for (const t of a.targets ?? []) {
      if ('player' in t) players.push(t.player);
      else if (!cards.includes(t.card)) cards.push(t.card);
    }
  }
  return { cards, players, end: false };
}

/** The marks a table drew, as one attribute value (null: nothing drawn). */
export function hintName(parts: readonly string[]): string | null {
  return parts.length ? parts.join(' ') : null;
}
