/**
 * Issue #19 item 6, fixed at the cause: the search now checks the turn exactly at the root
 * (Clash: a sequence that wins this turn is played), never casts at its own creatures for
 * nothing, and does not end an Orbs Main Phase while an Orb or object is affordable.
 */
import { describe, expect, it } from 'vitest';
import { clashRules } from '../games/clash/index';
import { buildClashPosition } from '../games/clash/scenario-adapter';
import type { ClashAction } from '../games/clash/types';
import { orbsRules, READY_DECKS } from '../games/orbs/index';
import { usefulClashActions, winThisTurn } from './clash/turn-moves';
import { decide } from './decide';
import { orbsRequest } from './requests';
import { searchActions } from './orbs/search-game';
import { AI_CARDS } from './orbs/cards';

// Boom! clears the blocker, then the Ogre's assault hits the Fort standing one space from
// the right (life 1): the only way to win now. Without Boom!, the Ogre kills the Assassin.
const winNow = {
  turn: 3,
  active: 0,
  players: [
    { hand: ['Boom!', 'Bastion', 'Zombie'], upper: ['Ogre'] },
    { hand: ['Baron', 'Fort', 'Brute'], upper: ['Assassin'] },
  ],
};

describe('Clash: the root turn is checked exactly', () => {
  it('finds a winning sequence and normal and hard play it out this turn', () => {
    const s = buildClashPosition(winNow);
    const w = winThisTurn(s);
    expect(w).toMatchObject({ type: 'play', card: 'boom' });
    for (const level of ['normal', 'hard'] as const) {
      const t = clashRules.clone(s);
      for (let n = 0; n < 6 && t.active === 0 && t.winner === null; n++) {
        const d = decide(
          { game: 'clash', level, player: 0, view: clashRules.view(t, 0), seed: n },
          { noTimeCap: true },
        );
        expect(clashRules.apply(t, d.action as ClashAction).ok).toBe(true);
      }
      expect(t.winner).toBe(0);
    }
  });

  it('no win this turn: null', () => {
    const s = buildClashPosition({
      ...winNow,
      players: [{ hand: ['Bastion', 'Zombie'], upper: [] }, winNow.players[1]],
    });
    expect(winThisTurn(s)).toBeNull();
  });

  it('own-target casts from the life side, or that kill the own creature, are not searched', () => {
    const s = buildClashPosition({
      turn: 3,
      active: 0,
      players: [
        { hand: ['Bastion', 'Boom!', 'Zombie'], upper: ['Ogre'], lower: ['Assassin'] },
        { hand: ['Bastion', 'Baron'], upper: ['Brute'] },
      ],
    });
    const all = clashRules.legalActions(s);
    const kept = usefulClashActions(s, all);
    const own = (a: ClashAction) => a.type === 'play' && 'target' in a && a.target.side === 0;
    expect(all.some(own)).toBe(true);
    expect(kept.some(own)).toBe(false);
    expect(kept.some((a) => a.type === 'play' && 'target' in a && a.target.side === 1)).toBe(true);
  });
});

describe('Orbs: a Main Phase does not end with a permanent affordable', () => {
  it('the search is not offered endPhase while an Orb or object can be played', () => {
    const decks = [READY_DECKS[0]!.cards.slice(), READY_DECKS[1]!.cards.slice()];
    const s = orbsRules.create({ decks: [decks[0]!, decks[1]!] }, 3);
    let checked = 0;
    for (let n = 0; n < 80 && orbsRules.toMove(s) !== null; n++) {
      const acts = orbsRules.legalActions(s);
      const permanent = acts.some(
        (a) =>
          a.type === 'play' && ['orb', 'object'].includes(AI_CARDS[s.cards[a.card]!.def]!.def.type),
      );
      if (s.phase === 'main' && permanent) {
        expect(acts.some((a) => a.type === 'endPhase')).toBe(true);
        expect(searchActions(s).some((a) => a.type === 'endPhase')).toBe(false);
        checked++;
      }
      const p = s.active;
      const d = decide({ ...orbsRequest(s, p, decks[p]!, n), level: 'easy' });
      orbsRules.apply(s, d.action as never);
    }
    expect(checked).toBeGreaterThan(0);
  });
});
