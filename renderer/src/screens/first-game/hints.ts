/**
 * "What can I do now?" for a guided first game: the on-table hint beside the table on the
 * first turns, built from what the player may do right now (the legal actions main sent), so
 * it never suggests a move the rules forbid. Returns i18n keys and parameters; the callout
 * translates them, so a language switch follows.
 */

import type { OrbsView, PlayerId } from '../../../../main/ipc/contract';
import type { ActionIndex } from '../orbs/game/actions';

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

/**
 * What the Orbs guide says why (issue #30): one sentence per suggestion, from main's legal
 * actions (the ActionIndex) and the player's view, never from a rule of its own.
 */
export interface OrbsHintInput {
  turn: number;
  yourMove: boolean;
  view: OrbsView;
  idx: ActionIndex;
  /** A card instance's name (already translated). */
  name: (id: number) => string;
}

/** At most this many suggestions, then how to end the phase: the callout sits in a side column. */
export const MAX_SUGGESTIONS = 2;

export function orbsHints(h: OrbsHintInput): HintLine[] | null {
  if (h.turn > GUIDED_TURNS * 2) return null;
  if (!h.yourMove) return [{ key: 'firstGame.hint.orbs.wait' }];
  const { view, idx, name } = h;
  const me = view.viewer;
  const opp = view.players[(1 - me) as PlayerId];
  const acts = [...idx.byCard.values()];
  const out: HintLine[] = [];
  // Defend: attackers nobody defends against hit you when the phase ends (orbs.md 5.3, 7.4).
  const attackers = opp.play.filter((c) => c.attacking);
  const defender = acts.find((a) => a.defends.length > 0)?.defends[0];
  if (defender && attackers.length > 0)
    out.push({
      key: 'firstGame.hint.orbs.defend',
      params: {
        count: attackers.length,
        damage: attackers.reduce((sum, c) => sum + (c.ap ?? 0), 0),
        card: name(defender.card!),
      },
    });
  // Play an Orb: it defends you, and attacks from your next turn (orbs.md 6).
  const orb = acts
    .flatMap((a) => a.plays)
    .find((p) => !p.target && p.from === 'hand' && isOrb(view, p.card!));
  if (orb) out.push({ key: 'firstGame.hint.orbs.play', params: { card: name(orb.card!) } });
  // Attack: the opponent loses the attacker's AP unless an Orb of theirs defends.
  const attack = acts.find((a) => a.attack)?.attack;
  if (attack) {
    const ap = view.players[me].play.find((c) => c.id === attack.card)?.ap ?? 0;
    out.push({ key: 'firstGame.hint.orbs.attack', params: { card: name(attack.card!), ap } });
  }
  // Convert: a card you cannot pay for now becomes energy for every later turn (orbs.md 4.2).
  const converts = acts.flatMap((a) => (a.convert ? [a.convert] : []));
  if (converts.length > 0) {
    const stuck = converts.find((c) => !idx.byCard.get(c.card!)?.bench && view.phase === 'main');
    out.push(
      stuck
        ? { key: 'firstGame.hint.orbs.convertStuck', params: { card: name(stuck.card!) } }
        : { key: 'firstGame.hint.orbs.convert' },
    );
  }
  // Bench: paid now, free and a surprise later (orbs.md 9).
  const bench = acts.find((a) => a.bench)?.bench;
  if (bench) out.push({ key: 'firstGame.hint.orbs.bench', params: { card: name(bench.card!) } });
  const shown = out.slice(0, MAX_SUGGESTIONS);
  shown.push({ key: idx.end ? 'firstGame.hint.orbs.end' : 'firstGame.hint.orbs.how' });
  return shown;
}

function isOrb(view: OrbsView, id: number): boolean {
  return view.players[view.viewer].hand?.find((c) => c.id === id)?.isOrb ?? false;
}
