import { describe, expect, it } from 'vitest';
import { parsePuzzle, parsePuzzleText } from './format';

const GOOD = {
  format: 'puzzle/1',
  id: 'test-one',
  game: 'clash',
  tier: 'learn',
  title: { en: 'T', cs: 'T' },
  description: { en: 'D', cs: 'D' },
  setup: {
    turn: 5,
    active: 0,
    players: [
      { hand: ['Boom!', 'Bastion'], mana: 1, upper: ['Brute'] },
      { hand: ['Fort', 'Troll'], upper: ['Zombie'] },
    ],
  },
  goal: { kind: 'win-this-turn' },
  computer: 'every-reply',
  limit: { moves: 3 },
};

// A fixture to break on purpose: any field may be set to anything.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = Record<string, any>;

function withChange(change: (p: Loose) => void): unknown {
  const p = structuredClone(GOOD) as Loose;
  change(p);
  return p;
}

describe('parsePuzzle', () => {
  it('accepts a good puzzle', () => {
    expect(parsePuzzle(GOOD)).toMatchObject({ ok: true, puzzle: { id: 'test-one' } });
    expect(parsePuzzle(withChange((p) => (p.computer = { level: 'hard', seed: 7 }))).ok).toBe(true);
  });

  const BAD: [string, unknown, RegExp][] = [
    ['not JSON object', [1, 2], /JSON object/],
    ['newer format', withChange((p) => (p.format = 'puzzle/2')), /puzzle\/2 is not known/],
    ['wrong format', withChange((p) => (p.format = 'scenario/1')), /format must be "puzzle\/1"/],
    ['unknown goal', withChange((p) => (p.goal = { kind: 'win-eventually' })), /goal\.kind/],
    ['win-by-turn without turn', withChange((p) => (p.goal = { kind: 'win-by-turn' })), /turn/],
    ['bad tier', withChange((p) => (p.tier = 'hard')), /tier must be one of/],
    ['missing Czech', withChange((p) => delete p.title.cs), /^title\.cs: missing$/],
    ['bad computer', withChange((p) => (p.computer = 'any')), /computer must be/],
    ['bad level', withChange((p) => (p.computer = { level: 'god', seed: 1 })), /level must be/],
    ['zero moves', withChange((p) => (p.limit.moves = 0)), /limit\.moves/],
    ['extra field', withChange((p) => (p.solution = [])), /solution/],
    ['computer to move', withChange((p) => (p.setup.active = 1)), /you are player 0/],
    [
      'unknown card',
      withChange((p) => (p.setup.players[0].hand = ['Bastion', 'Dragon'])),
      /unknown card "Dragon"/,
    ],
    [
      'keep-bastion in Orbs',
      withChange((p) => {
        p.game = 'orbs';
        p.goal = { kind: 'keep-bastion' };
      }),
      /Clash goal/,
    ],
    [
      'keep-bastion on a Fort',
      withChange((p) => {
        p.goal = { kind: 'keep-bastion' };
        p.setup.players[0].hand = ['Boom!', 'Fort'];
      }),
      /Bastion side/,
    ],
    [
      'goal turn in the past',
      withChange((p) => (p.goal = { kind: 'win-by-turn', turn: 3 })),
      /before the setup's turn 5/,
    ],
  ];
  for (const [what, raw, message] of BAD)
    it(`refuses ${what} with a clear error`, () => {
      const r = parsePuzzle(raw);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error).toMatch(message);
    });

  it('refuses text that is not JSON', () => {
    expect(parsePuzzleText('{ "format": ')).toMatchObject({ ok: false, error: /^not JSON/ });
  });
});
