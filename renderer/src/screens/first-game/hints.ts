/**
 * "What can I do now?" for a guided first game: the on-table hint beside the table on the
 * first turns, built from what the player may do right now (the legal actions main sent), so
 * it never suggests a move the rules forbid. Returns i18n keys and parameters; the callout
 * translates them, so a language switch follows.
 */

/** Hints are shown on this many of the player's first turns. */
export const GUIDED_TURNS = 3;

export interface HintLine {
  key: string;
  params?: Record<string, string | number>;
}

export interface ClashHintInput {
  turn: number;
  yourTurn: boolean;
  mana: number;
  /** Names of the hand cards that can be played now. */
  playable: readonly string[];
  /** A card is chosen and waits for its lane or target. */
  choosing: boolean;
}

export function clashHints(h: ClashHintInput): HintLine[] | null {
  if (h.turn > GUIDED_TURNS * 2) return null;
  if (!h.yourTurn) return [{ key: 'firstGame.hint.clash.wait' }];
  if (h.choosing) return [{ key: 'firstGame.hint.clash.chooseLane' }];
  const out: HintLine[] = [{ key: 'firstGame.hint.clash.mana', params: { count: h.mana } }];
  if (h.playable.length > 0) {
    out.push({
      key: 'firstGame.hint.clash.play',
      params: { count: h.playable.length, cards: h.playable.join(', ') },
    });
    out.push({ key: 'firstGame.hint.clash.how' });
  } else out.push({ key: 'firstGame.hint.clash.nothing' });
  out.push({ key: 'firstGame.hint.clash.assault' });
  return out;
}

export interface OrbsHintInput {
  turn: number;
  yourMove: boolean;
  /** Labels of the moves the action list offers now (already in words). */
  moves: readonly string[];
}

export function orbsHints(h: OrbsHintInput): HintLine[] | null {
  if (h.turn > GUIDED_TURNS * 2) return null;
  if (!h.yourMove) return [{ key: 'firstGame.hint.orbs.wait' }];
  const shown = h.moves.slice(0, 4);
  const out: HintLine[] = [];
  if (shown.length > 0)
    out.push({
      key: 'firstGame.hint.orbs.moves',
      params: { count: h.moves.length, moves: shown.join('; ') },
    });
  out.push({ key: 'firstGame.hint.orbs.how' });
  out.push({ key: 'firstGame.hint.orbs.end' });
  return out;
}
