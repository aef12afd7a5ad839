import { describe, expect, it } from 'vitest';
import { clashRules } from '../games/clash/index';
import { orbsRules, READY_DECKS } from '../games/orbs/index';
import { clashRequest, orbsRequest } from './requests';

describe('seat requests', () => {
  it("an Orbs request holds the mover's view (with ability use) and its own deck list", () => {
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
    // Ability use reaches the AI through the view, not through a copy in the knowledge.
    expect(req.view.players[p].play.find((c) => c.id === own)?.used).toBe(1);
    expect(req.knowledge).toEqual({ deck: decks[p] });
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
