/**
 * Words for saved games, shared by the Resume list, replays, history and drafts: who the
 * opponent was, what each seat is called, and dates in the app's language. Saves store
 * English seat names for logs; the screens always show their own translated words.
 */
import type { GameMode } from '../../../main/ipc/contract';
import type { Translate } from '../i18n';

type Seat = 0 | 1;

export function opponentLabel(t: Translate, mode: GameMode, short = false): string {
  const base = short ? 'saves.opponent.short' : 'saves.opponent';
  if (mode.kind === 'hotseat') return t(`${base}.hotseat`);
  return t(`${base}.computer`, { level: levelLabel(t, mode.aiLevel) });
}

export function levelLabel(t: Translate, level: string): string {
  return ['random', 'easy', 'normal', 'hard'].includes(level) ? t(`saves.level.${level}`) : level;
}

/** "You" / "Computer" against the computer, "Player 1/2" in hotseat. */
export function seatName(t: Translate, mode: GameMode, p: Seat): string {
  if (mode.kind === 'hotseat') return t(p === 0 ? 'saves.seat.p0' : 'saves.seat.p1');
  return t(mode.humanSeat === p ? 'saves.seat.you' : 'saves.seat.computer');
}

export function formatDate(iso: string, lang: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  try {
    return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(d);
  } catch {
    return d.toISOString();
  }
}

/** A win rate (0–1 or null) as a whole percentage for display, or null. */
export function percent(rate: number | null): number | null {
  return rate === null ? null : Math.round(rate * 100);
}
