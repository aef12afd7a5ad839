import { describe, expect, it } from 'vitest';
import { READY_DECKS } from '../games/orbs';
import { AI_LEVELS } from '../ai/level-names';
import {
  abandonRun,
  beginGame,
  breakdown,
  figures,
  newRun,
  nextGame,
  ORBS_LADDER,
  ORBS_LEVELS,
  recordResult,
  totalStats,
  type GameResult,
  type RunData,
} from './run';

const T = '2026-12-03T12:00:00.000Z';
const deck = { name: 'Imp Inferno', ready: 'red-aggro', cards: ['ember-imp', 'ember-imp'] };

/** Play the next game of the run to `result`. */
function play(run: RunData, result: GameResult, n: number): RunData {
  return recordResult(beginGame(run, `g-${n}`), `g-${n}`, result, T);
}

describe('Orbs gauntlet', () => {
  it('meets every ready deck once, in a fixed order, the level never falling', () => {
    expect([...ORBS_LADDER].sort()).toEqual(READY_DECKS.map((d) => d.id).sort());
    const rank = ORBS_LEVELS.map((l) => AI_LEVELS.indexOf(l));
    expect(rank).toEqual([...rank].sort((a, b) => a - b));
    expect(rank[0]).toBeLessThan(rank[rank.length - 1]!);
  });

  it('six wins win the run; the next opponent follows the ladder', () => {
    let run = newRun('orbs', T, deck);
    const met: string[] = [];
    for (let i = 0; i < 6; i++) {
      met.push(nextGame(run)!.opponent!);
      run = play(run, 'won', i);
    }
    expect(met).toEqual([...ORBS_LADDER]);
    expect(run.status).toBe('won');
    expect(run.finishedAt).toBe(T);
    expect(nextGame(run)).toBeNull();
    expect(figures(run)).toEqual({ wins: 6, losses: 0, draws: 0, lives: 3 });
  });

  it('a loss costs a life and the same opponent comes again; the third ends the run', () => {
    let run = play(newRun('orbs', T, deck), 'won', 0);
    run = play(run, 'lost', 1);
    expect(nextGame(run)).toMatchObject({ opponent: ORBS_LADDER[1], round: 1 });
    expect(figures(run).lives).toBe(2);
    run = play(run, 'draw', 2);
    expect(figures(run)).toMatchObject({ lives: 1, draws: 1 });
    expect(run.status).toBe('playing');
    run = play(run, 'lost', 3);
    expect(run.status).toBe('lost');
    expect(breakdown(run)).toEqual([
      { key: ORBS_LADDER[0], won: 1, lost: 0 },
      { key: ORBS_LADDER[1], won: 0, lost: 3 },
    ]);
  });

  it('keeps its own copy of the deck and needs one', () => {
    const cards = ['a', 'b'];
    const run = newRun('orbs', T, { name: 'x', cards });
    cards.push('c');
    expect(run.deck!.cards).toEqual(['a', 'b']);
    expect(() => newRun('orbs', T)).toThrow();
  });
});

describe('Clash gauntlet', () => {
  it('seven wins win; the level rises with the wins', () => {
    let run = newRun('clash', T);
    const levels: string[] = [];
    for (let i = 0; i < 7; i++) {
      levels.push(nextGame(run)!.level);
      run = play(run, 'won', i);
    }
    expect(levels).toEqual(['easy', 'easy', 'normal', 'normal', 'hard', 'hard', 'hard']);
    expect(run.status).toBe('won');
  });

  it('three games not won lose the run', () => {
    let run = newRun('clash', T);
    run = play(run, 'lost', 0);
    run = play(run, 'won', 1);
    run = play(run, 'lost', 2);
    expect(run.status).toBe('playing');
    expect(nextGame(run)).toEqual({ level: 'easy', round: 3 });
    run = play(run, 'lost', 3);
    expect(run.status).toBe('lost');
    expect(figures(run)).toEqual({ wins: 1, losses: 3, draws: 0, lives: 0 });
  });
});

describe("the deck's figures", () => {
  it('are kept with each game and added up over the games that have them', () => {
    let run = beginGame(newRun('clash', T), 'g-1');
    run = recordResult(run, 'g-1', 'won', T, false, { turns: 9, played: 7, dealt: 20, taken: 4 });
    run = beginGame(run, 'g-2');
    run = recordResult(run, 'g-2', 'lost', T, true);
    run = beginGame(run, 'g-3');
    run = recordResult(run, 'g-3', 'lost', T, false, { turns: 6, played: 5, dealt: 3, taken: 11 });
    expect(run.games.map((g) => g.stats?.turns ?? null)).toEqual([9, null, 6]);
    expect(totalStats(run)).toEqual({ games: 2, turns: 15, played: 12, dealt: 23, taken: 15 });
  });
});

describe('transitions', () => {
  it('records only the current game, once', () => {
    const started = beginGame(newRun('clash', T), 'g-1');
    expect(() => beginGame(started, 'g-2')).toThrow(/not finished/);
    expect(recordResult(started, 'g-other', 'won', T)).toBe(started);
    const done = recordResult(started, 'g-1', 'won', T);
    expect(done.games).toHaveLength(1);
    expect(recordResult(done, 'g-1', 'won', T)).toBe(done);
  });

  it('an abandoned run ends and starts no game', () => {
    const run = abandonRun(beginGame(newRun('clash', T), 'g-1'), T);
    expect(run).toMatchObject({ status: 'abandoned', current: null, finishedAt: T });
    expect(nextGame(run)).toBeNull();
    expect(() => beginGame(run, 'g-2')).toThrow(/over/);
  });
});
