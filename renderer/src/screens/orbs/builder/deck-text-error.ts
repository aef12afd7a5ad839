/**
 * A refused deck text (decks.importText) in the player's language: the line it is about and
 * the card by its name in the catalogue. A single pasted code keeps the deck-code messages.
 */
import type { DeckTextError } from '../../../../../main/ipc/contract';
import type { Translate } from '../../../i18n';

export function deckTextErrorText(
  e: DeckTextError,
  text: string,
  t: Translate,
  cardName: (id: string) => string,
): string {
  const card = e.cardId ? cardName(e.cardId) : (e.card ?? '');
  if (e.code === 'bad-code') {
    const problem = t(`orbs.builder.codeErrors.${e.codeError ?? 'malformed'}`, {
      card,
      count: e.count ?? 0,
      message: e.message,
    });
    const lines = text.split(/\r\n|\r|\n/).filter((l) => l.trim() !== '').length;
    return lines > 1 && e.line
      ? t('desktop.deckFile.lineProblem', { line: e.line, problem })
      : problem;
  }
  return t(`desktop.deckFile.errors.${e.code}`, { line: e.line ?? 0, card, count: e.count ?? 0 });
}
