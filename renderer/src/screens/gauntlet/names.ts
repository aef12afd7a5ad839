/**
 * Words for a gauntlet run (issue #31): an opponent's name (a ready Orbs deck, from the card
 * catalogue in the player's language), a computer level, a game's result.
 */
import type { Translate } from '../../i18n';
import type { OrbsCatalog, PlayedGame } from '../../../../main/ipc/contract';

export function opponentName(
  t: Translate,
  catalog: OrbsCatalog | null,
  lang: 'en' | 'cs',
  id: string | undefined,
): string {
  if (!id) return t('games.clash.name');
  return catalog?.readyDecks.find((d) => d.id === id)?.name[lang] ?? id;
}

export function levelWord(t: Translate, level: string): string {
  return t(`gauntlet.levels.${level}`);
}

export function resultWord(t: Translate, g: Pick<PlayedGame, 'result' | 'abandoned'>): string {
  return g.abandoned ? t('gauntlet.abandonedGame') : t(`gauntlet.result.${g.result}`);
}
