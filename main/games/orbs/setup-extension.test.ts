import { describe, expect, it } from 'vitest';
import { checkPuzzle } from '../../puzzles/checker';
import { parsePuzzle } from '../../puzzles/format';
import { loadSetup } from './scenario-adapter';
import { orbsSetupOf } from './scenario-setup';
import { apOf } from './rules/state';

const DECK = ['Gray Golem', 'Forest Bear', 'Tide Sprite', 'Gray Golem', 'Forest Bear'];

/** A main-phase position of player 0 with `play` on its side and 3 HP left to the computer. */
function setupWith(play: unknown[]) {
  return {
    turn: 5,
    active: 0,
    phase: 'main',
    players: [
      {
        hp: 18,
        capacity: { purple: 1, generic: 1 },
        energy: { purple: 1, generic: 1 },
        hand: ['Gray Golem'],
        deck: DECK,
        play,
      },
      { hp: 3, deck: DECK, play: [] },
    ],
  };
}

const inPlay = (play: unknown[]) => {
  const s = loadSetup(setupWith(play));
  return s.players[0].play.map((id) => s.cards[id]!);
};

describe('the Orbs setup extension (apBonus, asOrb, used)', () => {
  it('reads each field into the card and writes it back the same', () => {
    const [idol, mutant] = inPlay([
      { card: 'Living Idol', asOrb: true },
      { card: 'Velk Mutant', apBonus: 2, used: [0] },
    ]);
    expect(idol!.asOrb).toEqual([3, 3]);
    expect(mutant!.apBonus).toBe(2);
    expect(mutant!.used).toBe(1);
    const s = loadSetup(
      setupWith([
        { card: 'Living Idol', asOrb: true },
        { card: 'Velk Mutant', apBonus: 2, used: [0] },
      ]),
    );
    expect(orbsSetupOf(s).players[0].play).toMatchObject([
      { card: 'Living Idol', asOrb: true },
      { card: 'Velk Mutant', apBonus: 2, used: [0] },
    ]);
    // The rules see them: the Idol is a 3-AP Orb, the Mutant 2 + 2.
    expect(apOf(s, s.cards[s.players[0].play[0]!]!)).toBe(3);
    expect(apOf(s, s.cards[s.players[0].play[1]!]!)).toBe(4);
  });

  it('leaves a plain scenario/1 entry at the defaults', () => {
    const [idol] = inPlay(['Living Idol']);
    expect([idol!.asOrb, idol!.apBonus, idol!.used]).toEqual([null, 0, 0]);
  });

  it.each([
    [{ card: 'Velk Mutant', apBonus: -1 }, 'setup.players[0].play[0].apBonus: must be 0 or more'],
    [{ card: 'Velk Mutant', apBonus: 1.5 }, 'setup.players[0].play[0].apBonus: must be an integer'],
    [{ card: 'Velk Mutant', apBonus: '2' }, 'setup.players[0].play[0].apBonus: must be a number'],
    [
      { card: 'Living Idol', asOrb: 'yes' },
      'setup.players[0].play[0].asOrb: must be true when given',
    ],
    [
      { card: 'Velk Mutant', asOrb: true },
      'setup.players[0].play[0].asOrb: Velk Mutant is not an object that can become an Orb',
    ],
    [
      { card: 'Velk Totem', asOrb: true },
      'setup.players[0].play[0].asOrb: Velk Totem is not an object that can become an Orb',
    ],
    [
      { card: 'Velk Mutant', used: 0 },
      'setup.players[0].play[0].used: must be a list of ability numbers (0 = the first ability)',
    ],
    [
      { card: 'Velk Mutant', used: [1] },
      'setup.players[0].play[0].used: Velk Mutant has abilities 0..0, not 1',
    ],
    [
      { card: 'Velk Totem', used: [0] },
      'setup.players[0].play[0].used: Velk Totem has no abilities, not 0',
    ],
    [
      { card: 'Velk Mutant', used: [0, 0] },
      'setup.players[0].play[0].used: lists an ability twice',
    ],
  ])('refuses a bad field with one line naming it: %j', (entry, error) => {
    expect(() => loadSetup(setupWith([entry]))).toThrow(error);
  });

  it('a puzzle file may use them: parsed, loaded and proven like any other', () => {
    // A Living Idol already a Velk Orb under a Velk Totem: 3 + 1 AP takes the computer's 3 HP
    // below 0 on its turn, which a plain Idol (an object, no attack) could not.
    const puzzle = (play: unknown[]) => ({
      format: 'puzzle/1',
      id: 'idol-under-totem',
      game: 'orbs',
      tier: 'think',
      title: { en: 'Idol', cs: 'Modla' },
      description: { en: 'Attack.', cs: 'Zaútoč.' },
      setup: setupWith(play),
      goal: { kind: 'win-by-turn', turn: 6 },
      computer: 'every-reply',
      limit: { moves: 3 },
    });
    const good = parsePuzzle(puzzle(['Velk Totem', { card: 'Living Idol', asOrb: true }]));
    if (!good.ok) throw new Error(good.error);
    expect(checkPuzzle(good.puzzle)).toMatchObject({ ok: true });
    const plain = parsePuzzle(puzzle(['Velk Totem', 'Living Idol']));
    if (!plain.ok) throw new Error(plain.error);
    expect(checkPuzzle(plain.puzzle)).toMatchObject({ ok: false });
    expect(parsePuzzle(puzzle([{ card: 'Living Idol', used: [3] }]))).toEqual({
      ok: false,
      error: 'setup: setup.players[0].play[0].used: Living Idol has abilities 0..0, not 3',
    });
  });
});
