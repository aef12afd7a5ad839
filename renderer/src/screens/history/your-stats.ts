/**
 * Your own win rate (issue #35 item 7): only games against the computer count. A hotseat game
 * is two people at one screen, and its "win" is only seat 0's, so it is counted apart instead
 * of in your totals. Pure: tallies the rows main already told from the player's seat
 * (HistoryRow.outcome), so no rule of who won is decided here.
 */
import type { HistoryRow, Tally } from '../../../../main/ipc/contract';

export interface YourStats {
  overall: Tally;
  byGame: Record<'clash' | 'orbs', Tally>;
  /** `ai:<level>` → tally. */
  byOpponent: Record<string, Tally>;
  /** Deck id (or `name:<name>`) → tally and the deck's latest name. */
  byDeck: Record<string, Tally & { deckName: string }>;
  /** Hotseat games, counted apart. */
  hotseat: number;
}

const empty = (): Tally => ({ played: 0, wins: 0, losses: 0, draws: 0, winRate: null });

function add(t: Tally, o: HistoryRow['outcome']): void {
  t.played++;
  if (o === 'win') t.wins++;
  else if (o === 'loss') t.losses++;
  else t.draws++;
  t.winRate = t.wins / t.played;
}

export function yourStats(rows: readonly HistoryRow[]): YourStats {
  const s: YourStats = {
    overall: empty(),
    byGame: { clash: empty(), orbs: empty() },
    byOpponent: {},
    byDeck: {},
    hotseat: 0,
  };
  const oldestFirst = [...rows].sort((a, b) => a.finishedAt.localeCompare(b.finishedAt));
  for (const r of oldestFirst) {
    if (r.mode.kind !== 'vs-ai') {
      s.hotseat++;
      continue;
    }
    add(s.overall, r.outcome);
    add(s.byGame[r.game], r.outcome);
    add((s.byOpponent[`ai:${r.mode.aiLevel}`] ??= empty()), r.outcome);
    const deck = r.seats[r.perspective].deck;
    if (deck) {
      const t = (s.byDeck[deck.id ?? `name:${deck.name}`] ??= { ...empty(), deckName: deck.name });
      t.deckName = deck.name;
      add(t, r.outcome);
    }
  }
  return s;
}
