/**
 * Translating between how a running game names its seats (SeatSpec: human / computer with a
 * level) and how a save records them (main/saves: a mode — against the computer or hotseat —
 * plus a name and, for Orbs, the deck of each seat, which the statistics group by).
 *
 * The deck of an Orbs seat is recognised from the card list the game was started with: a
 * ready-made deck, else a saved deck with exactly those cards, else "Custom deck". That keeps
 * the renderer out of it (it only ever sends card lists).
 */
import type { GameId } from '../engine/types';
import type { SeatSpec } from './types';
import { AI_LEVELS } from '../ai/level-names';
import type { GameMode, SeatInfo } from '../saves';
import { READY_DECKS } from '../games/orbs/decks/ready';

/** The save mode of two seats, or null when a save cannot express it (computer against computer). */
export function modeOf(seats: readonly [SeatSpec, SeatSpec]): GameMode | null {
  const [a, b] = seats;
  if (a.kind === 'human' && b.kind === 'human') return { kind: 'hotseat' };
  if (a.kind === 'human' && b.kind === 'computer')
    return { kind: 'vs-ai', humanSeat: 0, aiLevel: b.level };
  if (a.kind === 'computer' && b.kind === 'human')
    return { kind: 'vs-ai', humanSeat: 1, aiLevel: a.level };
  return null;
}

/** The seats of a saved mode (inverse of modeOf); null for an AI level this version does not know. */
export function seatsOf(mode: GameMode): [SeatSpec, SeatSpec] | null {
  if (mode.kind === 'hotseat') return [{ kind: 'human' }, { kind: 'human' }];
  const level = AI_LEVELS.find((l) => l === mode.aiLevel);
  if (!level) return null;
  const cpu: SeatSpec = { kind: 'computer', level };
  return mode.humanSeat === 0 ? [{ kind: 'human' }, cpu] : [cpu, { kind: 'human' }];
}

export interface KnownDeck {
  id: string;
  name: string;
  cards: { id: string; count: number }[];
}

function sortedKey(cards: readonly string[]): string {
  return [...cards].sort().join('\u0000');
}

function expand(cards: readonly { id: string; count: number }[]): string[] {
  const out: string[] = [];
  for (const c of cards) for (let i = 0; i < c.count; i++) out.push(c.id);
  return out;
}

/** Which deck a card list is: ready-made (by its English name), saved, or a custom one. */
export function recogniseDeck(
  cards: unknown,
  saved: readonly KnownDeck[],
): { id?: string; name: string } {
  if (!Array.isArray(cards) || !cards.every((c) => typeof c === 'string'))
    return { name: 'Custom deck' };
  const key = sortedKey(cards as string[]);
  const ready = READY_DECKS.find((d) => sortedKey(d.cards) === key);
  if (ready) return { id: `ready-${ready.id}`.slice(0, 64), name: ready.name.en };
  const mine = saved.find((d) => sortedKey(expand(d.cards)) === key);
  if (mine) return { id: mine.id, name: mine.name.slice(0, 60) };
  return { name: 'Custom deck' };
}

/** Seat names and decks for a save (English: the UI shows its own words from the mode). */
export function seatInfos(
  game: GameId,
  options: unknown,
  seats: readonly [SeatSpec, SeatSpec],
  saved: readonly KnownDeck[],
): [SeatInfo, SeatInfo] {
  const hotseat = seats[0].kind === 'human' && seats[1].kind === 'human';
  const info = (p: 0 | 1): SeatInfo => {
    const seat = seats[p];
    const name =
      seat.kind === 'computer' ? `Computer (${seat.level})` : hotseat ? `Player ${p + 1}` : 'You';
    if (game !== 'orbs') return { name };
    const decks = (options as { decks?: unknown } | null)?.decks;
    return { name, deck: recogniseDeck(Array.isArray(decks) ? decks[p] : undefined, saved) };
  };
  return [info(0), info(1)];
}
