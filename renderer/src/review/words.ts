/**
 * The review in words (issue #18 §5): a move named in the player's language, and one line of
 * explanation per decision from the facts the analysis read off the position (main/ai/review/
 * facts.ts): a missed win, a Fort left in reach, energy left unused. Decisions no template
 * covers say only the numbers.
 */
import type { Translate } from '../i18n';
import type { GameId } from '../../../main/ipc/contract';
import type { MoveLabel, ReviewDecision } from '../../../main/ipc/contract';

export type CardName = (id: string) => string;

/** A probability as whole percent. */
export const pct = (p: number): number => Math.round(p * 100);

function targetName(t: Translate, target: string | undefined, card: CardName): string {
  if (!target) return '?';
  const m = /^player:(\d)$/.exec(target);
  return m ? t('review.move.player', { n: Number(m[1]) + 1 }) : card(target);
}

export function moveText(t: Translate, game: GameId, m: MoveLabel, card: CardName): string {
  const c = m.card ? card(m.card) : '';
  switch (m.kind) {
    case 'assault':
      return t('review.move.assault');
    case 'pick':
      return t('review.move.pick', { card: c });
    case 'cast':
      return m.target
        ? t('review.move.cast', { card: c, target: card(m.target) })
        : t('review.move.castAny', { card: c });
    case 'play':
      if (game === 'clash')
        return t('review.move.play', { card: c, lane: t(`review.move.lane.${m.lane ?? 'upper'}`) });
      return m.target
        ? t('review.move.playOn', { card: c, target: targetName(t, m.target, card) })
        : t('review.move.playCard', { card: c });
    case 'convert':
      return t('review.move.convert', { card: c });
    case 'bench':
      return t('review.move.bench', { card: c });
    case 'attack':
      return t('review.move.attack', { card: c });
    case 'defend':
      return t('review.move.defend', { card: c, target: targetName(t, m.target, card) });
    case 'activate':
      return m.target
        ? t('review.move.activateOn', { card: c, target: targetName(t, m.target, card) })
        : t('review.move.activate', { card: c });
    case 'end':
      return t('review.move.end');
    default:
      return m.kind;
  }
}

/**
 * Whose decision it is: `you` picks the second person (i18next context `you`: "You had a
 * winning move"), otherwise the sentence names the seat ("Computer had a winning move").
 */
export interface DecisionMaker {
  name: string;
  you: boolean;
}

/** One line for a decision: the first template whose fact holds, else the numbers. */
export function explainDecision(
  t: Translate,
  game: GameId,
  d: ReviewDecision,
  card: CardName,
  who: DecisionMaker = { name: '', you: true },
): string {
  const person = who.you ? { context: 'you' } : { player: who.name };
  const numbers = t('review.explain.numbers', {
    before: pct(d.before),
    after: pct(d.after),
    drop: pct(d.drop),
  });
  if (d.mark === 'best') return t('review.explain.best', { before: pct(d.before) });
  if (d.mark === 'good') return numbers;
  const f = d.facts;
  if (f.bestWinsNow)
    return `${t('review.explain.missedWin', { ...person, move: moveText(t, game, d.preferred, card) })} ${numbers}`;
  if (f.fortExposed)
    return `${t('review.explain.fortExposed', { ...person, count: f.fortExposed.life, threat: f.fortExposed.threat })} ${numbers}`;
  if (f.wastedEnergy)
    return `${t('review.explain.wastedEnergy', { ...person, ...f.wastedEnergy })} ${numbers}`;
  return numbers;
}
