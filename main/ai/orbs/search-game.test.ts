/**
 * The search's Orbs move list (searchActions): move grouping drops orders of the same moves
 * and keeps every move that could change the outcome.
 */
import { describe, expect, it } from 'vitest';
import { orbsRules } from '../../games/orbs/index';
import { loadSetup } from '../../games/orbs/scenario-adapter';
import { searchActions } from './search-game';

const defense = (hand: string[]) =>
  loadSetup({
    turn: 4,
    active: 0,
    phase: 'defense',
    players: [
      { capacity: { red: 1 }, hand, play: ['Ember Imp'], deck: ['Gray Golem'] },
      {
        capacity: { red: 1 },
        play: [{ card: 'Cinder Brute', attacking: true }],
        deck: ['Gray Golem'],
      },
    ],
  });

describe('searchActions: move grouping in the tree (not at the root)', () => {
  it('no convert in a Defense Phase where nothing can be paid for (§4.2, §5.2)', () => {
    const s = defense(['Gray Golem', 'Cinder Brute']);
    expect(orbsRules.legalActions(s).some((a) => a.type === 'convert')).toBe(true);
    const acts = searchActions(s);
    expect(acts.some((a) => a.type === 'convert')).toBe(false);
    expect(acts.some((a) => a.type === 'defend')).toBe(true);
    expect(acts.some((a) => a.type === 'endPhase')).toBe(true);
    // The root (the decision being made) keeps them.
    expect(searchActions(s, false).some((a) => a.type === 'convert')).toBe(true);
  });

  it('converting stays offered when an action or an Ambush Orb could be paid for', () => {
    for (const extra of ['Firebolt', 'Tide Sprite']) {
      const s = defense(['Gray Golem', extra]);
      expect(searchActions(s).some((a) => a.type === 'convert')).toBe(true);
    }
  });

  it('attackers are declared in ascending id: the lower ones are not offered after a higher', () => {
    const s = loadSetup({
      turn: 5,
      active: 0,
      phase: 'main',
      players: [
        { play: ['Ember Imp', 'Forest Bear', 'Stone Knight'], deck: ['Gray Golem'] },
        { play: [], deck: ['Gray Golem'] },
      ],
    });
    const ids = s.players[0].play;
    const attacks = (x: typeof s) =>
      searchActions(x).flatMap((a) => (a.type === 'attack' ? [a.card] : []));
    expect(attacks(s).sort()).toEqual([...ids].sort());
    const t = orbsRules.clone(s);
    expect(orbsRules.apply(t, { type: 'attack', card: ids[1]! }).ok).toBe(true);
    // The lowest may no longer follow (that set is reached by declaring it first).
    expect(attacks(t)).toEqual([ids[2]!]);
    // The root offers them all (the turn's earlier decisions need not have followed it).
    const atRoot = searchActions(t, false).flatMap((a) => (a.type === 'attack' ? [a.card] : []));
    expect(atRoot.sort()).toEqual([ids[0]!, ids[2]!].sort());
    expect(orbsRules.legalActions(t).some((a) => a.type === 'attack' && a.card === ids[0])).toBe(
      true,
    );
  });

  it('no attack with a 0-AP Orb that has no attack trigger (it would only miss a block)', () => {
    const s = loadSetup({
      turn: 5,
      active: 0,
      phase: 'main',
      players: [
        { play: ['Coral Wall', 'Ember Imp'], deck: ['Gray Golem'] },
        { play: [], deck: ['Gray Golem'] },
      ],
    });
    const [wall, imp] = s.players[0].play;
    const legal = orbsRules.legalActions(s).filter((a) => a.type === 'attack');
    expect(legal.map((a) => a.type === 'attack' && a.card).sort()).toEqual([wall, imp].sort());
    const kept = searchActions(s).filter((a) => a.type === 'attack');
    expect(kept).toEqual([{ type: 'attack', card: imp }]);
    expect(searchActions(s, false).filter((a) => a.type === 'attack')).toHaveLength(2);
  });
});
