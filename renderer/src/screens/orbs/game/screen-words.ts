/**
 * Words the Orbs game screen puts around the table, from the shown view: the turn and phase
 * banner, and the board in words for screen readers.
 */
import type { Translate } from '../../../i18n';
import type { OrbsView, PlayerId, SeatSpec } from '../../../../../main/ipc/contract';
import { cardName, type LabelContext } from './labels';
import type { Targeting } from './gestures';
import type { SessionError } from '../../../play/session.svelte';

export interface Banner {
  id: number;
  text: string;
  sub?: string;
}

let bannerSeq = 0;

/**
 * The banner for a newly shown turn or phase (null: the same turn and phase as `lastKey`):
 * "3 Orbs attack you" when the defender must answer, "Your turn" or "Player 2's turn" on a
 * new turn, else the phase's name.
 */
export function orbsBanner(
  t: Translate,
  v: OrbsView,
  viewer: PlayerId,
  hotseat: boolean,
  players: readonly [string, string],
  lastKey: string,
): { key: string; banner: Banner } | null {
  const key = `${v.turn}:${v.active}:${v.phase}`;
  if (key === lastKey) return null;
  const newTurn = lastKey.split(':')[0] !== String(v.turn);
  const mine = v.active === viewer;
  const attackers = v.players[(1 - v.active) as PlayerId].play.filter((c) => c.attacking).length;
  const sub = t(`orbs.game.phase.${v.phase}`);
  const id = ++bannerSeq;
  if (v.phase === 'defense' && mine && attackers > 0)
    return { key, banner: { id, text: t('orbs.game.banner.attack', { count: attackers }), sub } };
  if (newTurn)
    return {
      key,
      banner: {
        id,
        text:
          mine && !hotseat
            ? t('orbs.game.banner.yourTurn')
            : t('orbs.game.banner.turnOf', { player: players[v.active] }),
        sub: `${t('orbs.game.turn', { turn: v.turn })} · ${sub}`,
      },
    };
  return { key, banner: { id, text: sub } };
}

/** Each player's life, energy and card counts, one line each (screen readers, tests). */
export function orbsStatusLines(
  t: Translate,
  view: OrbsView,
  players: readonly [string, string],
): string[] {
  return ([0, 1] as const).map((p) =>
    t('orbs.game.playerStatus', {
      player: players[p],
      hp: view.players[p].hp,
      energy: view.players[p].energy.reduce((a, b) => a + b, 0),
      capacity: view.players[p].capacity.reduce((a, b) => a + b, 0),
      hand: view.players[p].handCount,
      deck: view.players[p].deckCount,
      bench: view.players[p].benchCount,
    }),
  );
}

/** The two seats' names: "Player 1"/"Player 2" in hotseat, else "You" and "Computer". */
export function seatNames(t: Translate, seats: readonly [SeatSpec, SeatSpec]): [string, string] {
  if (seats[0].kind === 'human' && seats[1].kind === 'human')
    return [t('orbs.players.seat', { n: 1 }), t('orbs.players.seat', { n: 2 })];
  return seats[0].kind === 'human'
    ? [t('orbs.players.you'), t('orbs.players.computer')]
    : [t('orbs.players.computer'), t('orbs.players.you')];
}

/** The prompt over the table while a target (or a defence's other half) is being chosen. */
export function targetPrompt(t: Translate, ctx: LabelContext, tg: Targeting | null): string | null {
  if (!tg) return null;
  const key =
    tg.block === 'attacker'
      ? 'orbs.game.chooseAttacker'
      : tg.block === 'defender'
        ? 'orbs.game.chooseDefender'
        : 'orbs.game.chooseTarget';
  return t(key, { card: cardName(ctx, tg.card) });
}

/** A refused action in words: the rule's own sentence when there is one, else main's message. */
export function errorWords(
  t: Translate,
  loadError: string | null,
  e: SessionError | null,
): string | null {
  if (loadError) return t('orbs.game.loadFailed', { message: loadError });
  if (!e) return null;
  if (e.ruleCode) {
    const key = `orbs.ruleErrors.${e.ruleCode}`;
    const s = t(key);
    if (s !== key) return s;
  }
  return t('orbs.game.error', { message: e.message });
}
