import { describe, expect, it } from 'vitest';
import { adapters } from './adapters';
import { runScenario } from './runner';

const base = {
  format: 'scenario/1',
  game: 'clash',
  setup: {
    turn: 3,
    active: 0,
    players: [
      { hand: ['Bastion', 'Zombie'], mana: 0, upper: ['Brute'] },
      { hand: ['Bastion', 'Ogre', 'Troll', 'Gnome', 'Boom!', 'Alpha', 'Scribe'] },
    ],
  },
  actions: [{ assault: true }],
  expect: {
    active: 1,
    turn: 4,
    players: [
      {},
      { hand: ['Ogre', 'Troll', 'Gnome', 'Boom!', 'Alpha', 'Bastion', 'Scribe'], mana: 7 },
    ],
  },
};

describe('scenario runner', () => {
  it('passes a correct scenario and reports what differed in a wrong one', () => {
    expect(runScenario(base, adapters)).toBeNull();
    const wrong = { ...base, expect: { active: 0 } };
    expect(runScenario(wrong, adapters)).toMatch(/active: expected 0, got 1/);
  });
  it('an unknown game is a failure with a clear message', () => {
    expect(runScenario({ ...base, game: 'chess' }, adapters)).toMatch(/unknown game "chess"/);
  });
  it('expectError must be rejected; an accepted action fails the scenario', () => {
    const accepted = { ...base, actions: [{ assault: true, expectError: true }] };
    expect(runScenario(accepted, adapters)).toMatch(/should have been rejected/);
    const rejected = {
      ...base,
      actions: [{ play: 'Zombie', lane: 'upper', expectError: true }, { assault: true }],
    };
    expect(runScenario(rejected, adapters)).toBeNull();
  });
  it('checks a per-action expect right after its action', () => {
    const sc = { ...base, actions: [{ assault: true, expect: { turn: 3 } }] };
    expect(runScenario(sc, adapters)).toMatch(/after action #1.*turn: expected 3, got 4/);
  });
  it('a bad setup or unknown expect field fails clearly', () => {
    expect(
      runScenario({ ...base, setup: { players: [{ hand: ['Zombie'] }, {}] } }, adapters),
    ).toMatch(/exactly one "Bastion"/);
    expect(runScenario({ ...base, expect: { colour: 'red' } }, adapters)).toMatch(
      /unknown expect field "colour"/,
    );
  });
});
