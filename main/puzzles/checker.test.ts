import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkPuzzle } from './checker';
import { parsePuzzle, type Puzzle } from './format';

const CLASH = join(import.meta.dirname, '..', '..', 'resources', 'puzzles', 'clash');

function shipped(file: string): Puzzle {
  const r = parsePuzzle(JSON.parse(readFileSync(join(CLASH, file), 'utf8')));
  if (!r.ok) throw new Error(r.error);
  return r.puzzle;
}

/** A copy of a shipped puzzle with its setup players changed. */
function variant(file: string, change: (players: Record<string, unknown>[]) => void): Puzzle {
  const p = structuredClone(shipped(file));
  change(p.setup.players as Record<string, unknown>[]);
  const r = parsePuzzle(p);
  if (!r.ok) throw new Error(r.error);
  return r.puzzle;
}

describe('checkPuzzle', () => {
  it('proves a good puzzle and returns its shortest solution', () => {
    const r = checkPuzzle(shipped('01-clear-the-way.json'));
    expect(r.ok).toBe(true);
    if (r.ok)
      expect(r.solution.map((s) => s.action)).toEqual([
        { type: 'play', card: 'boom', target: { side: 1, lane: 'upper', index: 0 } },
        { type: 'assault' },
      ]);
  });

  it('refuses an unsolvable puzzle (no mana for the only answer)', () => {
    const r = checkPuzzle(variant('01-clear-the-way.json', (pl) => (pl[0]!.mana = 0)));
    expect(r).toMatchObject({ ok: false, reason: expect.stringMatching(/^unsolvable/) });
  });

  it('refuses a puzzle that doing nothing solves (no blocker left)', () => {
    const r = checkPuzzle(variant('01-clear-the-way.json', (pl) => (pl[1]!.upper = [])));
    expect(r).toMatchObject({ ok: false, reason: 'trivial: doing nothing solves it' });
  });

  it('refuses a puzzle that the first legal line solves', () => {
    // Grrr first in the hand: its Rage kills the Zombie the moment it is played.
    const r = checkPuzzle(
      variant('01-clear-the-way.json', (pl) => (pl[0]!.hand = ['Grrr', 'Boom!', 'Bastion'])),
    );
    expect(r).toMatchObject({ ok: false, reason: 'trivial: the first legal line solves it' });
  });

  it('finds the computer reply that escapes an every-reply puzzle', () => {
    const good = shipped('04-block-the-lane.json');
    expect(checkPuzzle(good).ok).toBe(true);
    // Annihilation (4 mana, 6 damage) kills any blocker before the Brute attacks.
    const escape = variant('04-block-the-lane.json', (pl) => {
      pl[1]!.hand = ['Fort', 'Annihilation', 'Troll', 'Martyr', 'Aberration', 'Carnivore'];
    });
    expect(checkPuzzle(escape)).toMatchObject({
      ok: false,
      reason: expect.stringContaining('against every reply'),
    });
  });

  it('answers "no proof" rather than guessing when the node limit is hit', () => {
    const r = checkPuzzle(shipped('13-next-turn.json'), { maxNodes: 20 });
    expect(r).toMatchObject({ ok: false, reason: expect.stringMatching(/search limit/) });
  });
});
