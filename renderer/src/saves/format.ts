/**
 * Words for saved games, shared by the Resume list, replays, history and drafts: who the
 * opponent was, what each seat is called, and dates in the app's language. Saves store
 * English seat names for logs; the screens always show their own translated words.
 */
import type { GameMode, SeatDeck } from '../../../main/ipc/contract';
import type { Translate } from '../i18n';
import { AI_LEVELS } from '../../../main/ai/level-names';
import i18next from 'i18next';

type Seat = 0 | 1;

export function opponentLabel(t: Translate, mode: GameMode, short = false): string {
  const base = short ? 'saves.opponent.short' : 'saves.opponent';
  if (mode.kind === 'hotseat') return t(`${base}.hotseat`);
  return t(`${base}.computer`, { level: levelLabel(t, mode.aiLevel) });
}

export function levelLabel(t: Translate, level: string): string {
  return (AI_LEVELS as readonly string[]).includes(level) ? t(`saves.level.${level}`) : level;
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

/**
 * When something was saved, for a row: relative while recent ("5 minutes ago", "yesterday";
 * "před 5 minutami", "včera"), the locale's date after a week. `now` is given by tests.
 */
export function formatWhen(iso: string, lang: string, now: number = Date.now()): string {
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return iso;
  const seconds = Math.round((at - now) / 1000);
  const abs = Math.abs(seconds);
  if (abs >= 7 * 86_400) return formatDate(iso, lang);
  try {
    const rtf = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
    // Under a minute: "just now" / "právě teď" from the catalogue (Intl's Czech "nyní" reads
    // oddly after "uloženo"); Intl's own word where the catalogue is not loaded (unit tests).
    if (abs < 45)
      return i18next.isInitialized && i18next.exists('historyLayout.justNow', { lng: lang })
        ? i18next.t('historyLayout.justNow', { lng: lang })
        : rtf.format(0, 'second');
    if (abs < 3_600) return rtf.format(Math.round(seconds / 60), 'minute');
    if (abs < 86_400) return rtf.format(Math.round(seconds / 3_600), 'hour');
    return rtf.format(Math.round(seconds / 86_400), 'day');
  } catch {
    return formatDate(iso, lang);
  }
}

/** One seat's deck or draft in words (the facts come from main: row-facts.ts). */
export function deckLabel(t: Translate, lang: string, deck: SeatDeck): string {
  switch (deck.kind) {
    case 'draft':
      if (!deck.savedDraft) return t('flows.rows.deck.draft');
      return deck.savedDraft.name
        ? t('flows.rows.deck.savedDraft', { name: deck.savedDraft.name })
        : t('flows.rows.deck.savedDraftUnnamed');
    case 'box':
      return t('clash.setup.deckN', { n: deck.box, name: t(`clash.setup.deckNames.${deck.box}`) });
    case 'ready':
      return lang === 'cs' ? deck.name.cs : deck.name.en;
    case 'own':
      return deck.name;
    case 'custom':
      return t('flows.rows.deck.custom');
  }
}

/**
 * The decks of a game for its row: the human's first against the computer (seat 0 first in
 * hotseat), one word for a draft (both seats drafted), null when unknown.
 */
export function decksText(
  t: Translate,
  lang: string,
  mode: GameMode,
  decks: readonly [SeatDeck, SeatDeck] | null,
): string | null {
  if (!decks) return null;
  const first: Seat = mode.kind === 'vs-ai' ? mode.humanSeat : 0;
  const a = deckLabel(t, lang, decks[first]);
  const b = deckLabel(t, lang, decks[first === 0 ? 1 : 0]);
  const bothDraft = decks[0].kind === 'draft' && decks[1].kind === 'draft';
  return bothDraft ? a : t('flows.rows.versus', { a, b });
}
