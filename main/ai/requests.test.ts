import { describe, expect, it } from 'vitest';
import { clashRules } from '../games/clash/index';
import { orbsRules, READY_DECKS } from '../games/orbs/index';
import { clashRequest, orbsRequest } from './requests';

describe('seat requests', () => {
  it("an Orbs request holds the mover's view, its own deck list and its own ability use", () => {
    const decks: [string[], string[]] = [
      READY_DECKS[0]!.cards.slice(),
      READY_DECKS[1]!.cards.slice(),
    ];
    const s = orbsRules.create({ decks }, 5);
    const p = orbsRules.toMove(s)!;
    const own = s.players[p].hand[0]!;
    s.cards[own]!.zone = 'play';
    s.players[p].hand.splice(0, 1);
    s.players[p].play.push(own);
    s.cards[own]!.used = 1;
    const req = orbsRequest(s, p, decks[p], 9, 0.5);
    expect(req).toMatchObject({ game: 'orbs', player: p, seed: 9, budgetScale: 0.5 });
    expect(req.view).toEqual(orbsRules.view(s, p));
    expect(req.knowledge.deck).toBe(decks[p]);
    expect(req.knowledge.used).toEqual({ [String(own)]: 1 });
    // Nothing of the opponent's in play is listed as the mover's own use.
    expect(Object.keys(req.knowledge.used)).toEqual([String(own)]);
  });

  it('a Clash request holds the view only, and no budget scale unless one is given', () => {
    const s = clashRules.create({ mode: 'preconstructed' }, 3);
    const req = clashRequest(s, s.active, 4);
    expect(req).toEqual({
      game: 'clash',
      player: s.active,
      view: clashRules.view(s, s.active),
      seed: 4,
    });
    expect('budgetScale' in req).toBe(false);
  });
});
