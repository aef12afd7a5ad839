/**
 * Win-rate statistics from the match history. Pure, so the renderer can also run it on a
 * filtered history.
 *
 * Whose results: against the AI, the human's seat; in hotseat, seat 0 (the player who set the
 * game up). A draw counts as played but neither won nor lost; winRate = wins / played.
 * By deck: the deck of that seat (Orbs; Clash has no decks), keyed by deck id, or by name for
 * a deck without id. By opponent: `ai:<level>` or `hotseat`.
 */
import type { HistoryEntry } from './kinds/history';
import type { GameId } from '../engine/types';

export interface Tally {
  played: number;
  wins: number;
  losses: number;
  draws: number;
  /** wins / played, or null when nothing was played. */
  winRate: number | null;
}

export interface DeckTally extends Tally {
  /** The deck's name in its latest game. */
  deckName: string;
}

export interface MatchStats {
  overall: Tally;
  byGame: Record<GameId, Tally>;
  byOpponent: Record<string, Tally>;
  byDeck: Record<string, DeckTally>;
}

function emptyTally(): Tally {
  return { played: 0, wins: 0, losses: 0, draws: 0, winRate: null };
}

function add(t: Tally, outcome: 'win' | 'loss' | 'draw'): void {
  t.played++;
  if (outcome === 'win') t.wins++;
  else if (outcome === 'loss') t.losses++;
  else t.draws++;
  t.winRate = t.wins / t.played;
}

export function perspectiveSeat(e: HistoryEntry): 0 | 1 {
  return e.mode.kind === 'vs-ai' ? e.mode.humanSeat : 0;
}

export function outcomeFor(e: HistoryEntry): 'win' | 'loss' | 'draw' {
  if (e.winner === 'draw') return 'draw';
  return e.winner === perspectiveSeat(e) ? 'win' : 'loss';
}

export function opponentKey(e: HistoryEntry): string {
  return e.mode.kind === 'vs-ai' ? `ai:${e.mode.aiLevel}` : 'hotseat';
}

export function computeStats(entries: readonly HistoryEntry[]): MatchStats {
  const stats: MatchStats = {
    overall: emptyTally(),
    byGame: { clash: emptyTally(), orbs: emptyTally() },
    byOpponent: {},
    byDeck: {},
  };
  // Oldest first, so the deck name that sticks is the latest one.
  const sorted = [...entries].sort((a, b) => a.finishedAt.localeCompare(b.finishedAt));
  for (const e of sorted) {
    const o = outcomeFor(e);
    add(stats.overall, o);
    add(stats.byGame[e.game], o);
    add((stats.byOpponent[opponentKey(e)] ??= emptyTally()), o);
    const deck = e.seats[perspectiveSeat(e)].deck;
    if (deck) {
      const key = deck.id ?? `name:${deck.name}`;
      const t = (stats.byDeck[key] ??= { ...emptyTally(), deckName: deck.name });
      t.deckName = deck.name;
      add(t, o);
    }
  }
  return stats;
}
