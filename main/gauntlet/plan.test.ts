import { describe, expect, it } from 'vitest';
import { runPlan, runRecord } from './plan';
import { abandonRun, beginGame, newRun, recordResult, type RunData } from './run';

const NOW = '2026-12-03T22:00:00.000Z';

/** A Clash run with the given results, in order (ended when the rules end it). */
function clashRun(results: ('won' | 'lost')[]): RunData {
  let r = newRun('clash', NOW);
  results.forEach((res, i) => {
    r = recordResult(beginGame(r, `g${i}`), `g${i}`, res, NOW);
  });
  return r;
}

describe('runPlan', () => {
  it('Orbs: the six ready decks in ladder order, the level rising, three lives', () => {
    const p = runPlan('orbs');
    expect(p.lives).toBe(3);
    expect(p.steps.map((s) => s.opponent)).toEqual([
      'green-tokens',
      'red-aggro',
      'yellow-knights',
      'purple-objects',
      'black-graveyard',
      'blue-control',
    ]);
    expect(p.steps.map((s) => s.level)).toEqual([
      'easy',
      'easy',
      'normal',
      'normal',
      'hard',
      'hard',
    ]);
  });

  it('Clash: seven rounds at the level each is played at, three games not won', () => {
    const p = runPlan('clash');
    expect(p.lives).toBe(3);
    expect(p.steps.map((s) => s.level)).toEqual([
      'easy',
      'easy',
      'normal',
      'normal',
      'hard',
      'hard',
      'hard',
    ]);
    expect(p.steps.every((s) => s.opponent === undefined)).toBe(true);
  });
});

describe('runRecord', () => {
  it('counts finished runs of the game only, the ones won, and the best number of wins', () => {
    const lost = clashRun(['won', 'won', 'lost', 'won', 'lost', 'lost']);
    const won = clashRun(['won', 'won', 'won', 'won', 'won', 'won', 'won']);
    const playing = clashRun(['won', 'won', 'won', 'won', 'won', 'won']);
    const abandoned = abandonRun(clashRun(['won']), NOW);
    expect(lost.status).toBe('lost');
    expect(won.status).toBe('won');
    const orbs = { ...newRun('orbs', NOW, { name: 'x', cards: [] }), status: 'lost' as const };
    expect(runRecord('clash', [lost, won, playing, abandoned, orbs])).toEqual({
      runs: 3,
      won: 1,
      bestWins: 7,
    });
    expect(runRecord('clash', [lost, playing])).toEqual({ runs: 1, won: 0, bestWins: 3 });
    expect(runRecord('orbs', [lost])).toEqual({ runs: 0, won: 0, bestWins: 0 });
  });
});
