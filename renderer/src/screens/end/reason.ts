/**
 * The end screen's "why it ended" sentence from the final blow, told from the seat of `you`
 * (null at a hotseat game: both players are named).
 */
import type { PlayerId } from '../../../../main/ipc/contract';
import type { FinalBlow } from './summary';

type Translate = (key: string, params?: Record<string, unknown>) => string;

export function reasonText(
  t: Translate,
  game: 'clash' | 'orbs',
  blow: FinalBlow,
  names: readonly [string, string],
  you: PlayerId | null,
  cardName: (id: string) => string,
): string {
  const k = 'endScreen.reason.';
  // `_lost` when you lost, `_won` when you won and the catalogue has a winner's sentence.
  const side = (loser: PlayerId, hasWon: boolean): string =>
    you === null ? '' : you === loser ? '_lost' : hasWon ? '_won' : '';
  switch (blow.kind) {
    case 'card': {
      const params = {
        player: names[blow.by],
        loser: names[blow.loser],
        card: cardName(blow.card),
      };
      if (game === 'orbs' && blow.by === blow.loser)
        return t(`${k}orbsSelf${side(blow.loser, false)}`, params);
      return t(`${k}${game}Card${side(blow.loser, true)}`, params);
    }
    case 'lastCard':
      return t(`${k}clashLastCard${side(blow.loser, false)}`, { loser: names[blow.loser] });
    case 'hp':
    case 'deck':
      return t(`${k}${blow.kind}${side(blow.loser, false)}`, { loser: names[blow.loser] });
    case 'conceded':
      return t(`playActions.reason.conceded${side(blow.loser, true)}`, {
        loser: names[blow.loser],
      });
    case 'draw':
      return t(`${k}draw`);
    case 'unknown':
      return t(`${k}unknown`);
  }
}
