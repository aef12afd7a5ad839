/**
 * The game log in words: one sentence per engine event, from the i18n catalogue (i18next
 * picks the Czech plural form from `count`). Card names are shown in the current language.
 * Czech templates put a card name after a noun that carries the case ("kartu {{card}}"), so
 * the name itself is never declined.
 */
import type { PlayerId } from '../../../../main/ipc/contract';
import type { ClashEvent } from '../../../../main/ipc/contract';
import type { Translate } from '../../i18n';
import i18next from 'i18next';
import { clashCardName } from '../../cards/clash-catalogue';

/** A card's name in `lang` ('cs' or anything else for English). */
function nameIn(id: string, lang: string): string {
  return clashCardName(id, lang === 'cs' ? 'cs' : 'en');
}

/** A card's name in the language shown now. */
export function cardName(id: string): string {
  return nameIn(id, i18next.language);
}

/** Display name of a seat: "Player 1/2", or "Computer" for a computer seat. */
export function playerName(t: Translate, p: PlayerId, computer: boolean): string {
  return computer ? t('clash.player.computer') : t(p === 0 ? 'clash.player.p0' : 'clash.player.p1');
}

/**
 * `lang`: the language of the card names (the one `t` speaks; i18next's current one by default).
 * `you`: the seat shown as "You" (the human seat against the computer, or a replay's chosen
 * seat): every sentence that names that seat uses i18next's `context: 'you'` (keys `…_you`, with
 * plural forms `…_you_one`), so the verb agrees ("You pick", "Vybíráš") and a possessive reads
 * "your hand", never "You picks" or "the hand of You".
 */
export function describeEvent(
  ev: ClashEvent,
  t: Translate,
  name: (p: PlayerId) => string,
  you: PlayerId | null = null,
  lang: string = i18next.language,
  /** Whether that player's building is a Fort at this event (buildingsAlong), when known. */
  fort?: (p: PlayerId) => boolean,
): string | null {
  const cardName = (id: string) => nameIn(id, lang);
  // `owner`: the player's name as an owner ("Computer's", Czech genitive "Počítače"), for the
  // seat names the app gives; a name it does not know stays as it is.
  const owner = (p: PlayerId) => {
    const n = name(p);
    for (const k of ['computer', 'p0', 'p1'] as const)
      if (n === t(`clash.player.${k}`)) return t(`clashTable.owner.${k}`);
    return n;
  };
  const who = (p: PlayerId) =>
    p === you
      ? { player: name(p), owner: owner(p), context: 'you' }
      : { player: name(p), owner: owner(p) };
  switch (ev.type) {
    case 'roundRevealed':
      return t('clash.log.roundRevealed', {
        round: ev.round,
        cards: ev.cards.map((c) => cardName(c)).join(', '),
      });
    case 'picked':
      return t(ev.auto ? 'clash.log.pickedAuto' : 'clash.log.picked', {
        ...who(ev.player),
        card: cardName(ev.card),
      });
    // Noise the table already shows (issue #35): the hand formed after the draft, an attack on
    // nothing (Rage on entry) and an attack for 0 damage get no line.
    case 'handFormed':
      return null;
    case 'turnStarted':
      return t('clash.log.turnStarted', { ...who(ev.player), turn: ev.turn, count: ev.mana });
    case 'played':
      return t('clash.log.played', {
        ...who(ev.player),
        card: cardName(ev.card),
        lane: t(`clash.lane.${ev.lane}`),
      });
    case 'cast':
      return t(ev.target.side === ev.player ? 'clash.log.castOwn' : 'clash.log.cast', {
        ...who(ev.player),
        card: cardName(ev.card),
        target: cardName(ev.targetCard),
      });
    case 'incantationReturned':
      return t('clash.log.incantationReturned', { ...who(ev.player), card: cardName(ev.card) });
    case 'moved':
      return t('clash.log.moved', { card: cardName(ev.card), count: Math.abs(ev.from - ev.to) });
    case 'attack': {
      const card = cardName(ev.card);
      if (ev.target === null || ev.damage === 0) return null;
      if (ev.target.kind === 'creature')
        return t('clash.log.attackCreature', {
          card,
          target: cardName(ev.target.card),
          count: ev.damage,
        });
      // The building it is (a Bastion, or a Fort once it fell), when the caller knows.
      const key = fort
        ? `clashTable.log.${fort(ev.target.side) ? 'attackFort' : 'attackBastion'}`
        : 'clash.log.attackBuilding';
      return t(key, {
        ...who(ev.target.side),
        card,
        count: ev.damage,
      });
    }
    case 'hit':
      return t(ev.primary ? 'clash.log.hit' : 'clash.log.hitSecondary', {
        card: cardName(ev.card),
        count: ev.amount,
      });
    case 'protectionUsed':
      return t('clash.log.protectionUsed', { card: cardName(ev.card) });
    case 'destroyed':
      return t('clash.log.destroyed', { ...who(ev.owner), card: cardName(ev.card) });
    case 'bastionMoved':
      return t('clash.log.bastionMoved', { ...who(ev.player), count: ev.to - ev.from });
    case 'bastionFlipped':
      return t('clash.log.bastionFlipped', { ...who(ev.player) });
    case 'fortDestroyed':
      return t('clash.log.fortDestroyed', { ...who(ev.player) });
    case 'turnEnded':
      return t('clash.log.turnEnded', { ...who(ev.player) });
    case 'gameWon':
      return t('clash.log.gameWon', { ...who(ev.winner) });
    case 'gameDrawn':
      return t('clash.log.gameDrawn', { turn: ev.turn });
  }
}

/**
 * Whether each player's building is a Fort at each event of a log, in order: it starts as
 * `start` (a log that begins mid-game: the Fort the view shows with no fall in the log) and
 * turns into a Fort at its `bastionFlipped` event.
 */
export function buildingsAlong(
  events: readonly ClashEvent[],
  start: readonly [boolean, boolean] = [false, false],
): [boolean, boolean][] {
  const now: [boolean, boolean] = [start[0], start[1]];
  return events.map((e) => {
    if (e.type === 'bastionFlipped') now[e.player] = true;
    return [now[0], now[1]];
  });
}
